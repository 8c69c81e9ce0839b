//
//  SettingsFormView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct SettingsFormView: View {
    enum Theme: String, CaseIterable, Identifiable {
        case light, dark, system
        var id: Self { self }
    }

    @AppStorage("notificationsEnabled") private var notificationsEnabled = true
    @State private var volume: Double = 0.6
    @State private var theme: Theme = .system
    @State private var reminderCount = 3
    @State private var username = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text("Settings")
                .font(.largeTitle)
                .bold()

            GroupBox("Account") {
                TextField("Username", text: $username)
                    .textFieldStyle(.roundedBorder)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
            }

            GroupBox("Notifications") {
                Toggle("Enable notifications", isOn: $notificationsEnabled)
                Stepper("Reminders per day: \(reminderCount)", value: $reminderCount, in: 0...10)
                    .disabled(!notificationsEnabled)
            }

            GroupBox("Sound") {
                HStack {
                    Image(systemName: "speaker.fill")
                    Slider(value: $volume, in: 0...1)
                    Image(systemName: "speaker.wave.3.fill")
                }
                .foregroundStyle(.secondary)
            }

            GroupBox("Appearance") {
                Picker("Theme", selection: $theme) {
                    ForEach(Theme.allCases) { theme in
                        Text(theme.rawValue.capitalized).tag(theme)
                    }
                }
                .pickerStyle(.segmented)
            }

            Spacer()
        }
        .padding()
        .tint(.orange)
        .background(Color(uiColor: .systemGroupedBackground).ignoresSafeArea())
    }
}

#Preview("Light") {
    SettingsFormView()
}

#Preview("Dark") {
    SettingsFormView()
        .preferredColorScheme(.dark)
}
