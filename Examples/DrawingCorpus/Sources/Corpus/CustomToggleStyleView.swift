//
//  CustomToggleStyleView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct DayNightToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            ZStack(alignment: configuration.isOn ? .trailing : .leading) {
                Capsule()
                    .fill(configuration.isOn ? Color.indigo : Color.cyan.opacity(0.6))
                    .frame(width: 64, height: 34)

                Circle()
                    .fill(configuration.isOn ? Color.white : Color.yellow)
                    .frame(width: 28, height: 28)
                    .overlay {
                        Image(systemName: configuration.isOn ? "moon.fill" : "sun.max.fill")
                            .font(.system(size: 14))
                            .foregroundColor(configuration.isOn ? .indigo : .orange)
                    }
                    .padding(3)
                    .shadow(color: .black.opacity(0.2), radius: 2, x: 0, y: 1)
            }
            .onTapGesture {
                withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) {
                    configuration.isOn.toggle()
                }
            }
        }
    }
}

struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                    .foregroundColor(configuration.isOn ? .accentColor : .secondary)
                    .font(.title3)
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

struct CustomToggleStyleView: View {
    @State private var darkMode = false
    @State private var notifications = true
    @State private var acceptTerms = false

    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            Toggle("Dark mode", isOn: $darkMode)
                .toggleStyle(DayNightToggleStyle())

            Toggle("Notifications", isOn: $notifications)
                .tint(.green)

            Toggle("I accept the terms", isOn: $acceptTerms)
                .toggleStyle(CheckboxToggleStyle())
        }
        .font(.body)
        .padding(24)
        .onAppear {
            withAnimation(.spring(response: 0.3, dampingFraction: 0.7).delay(0.3)) {
                darkMode = true
                acceptTerms = true
            }
        }
    }
}

#Preview {
    CustomToggleStyleView()
}
