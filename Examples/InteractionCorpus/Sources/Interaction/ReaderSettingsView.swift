//
//  ReaderSettingsView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

@Observable
final class ReaderSettings {
    var fontSize: Double = 17
    var lineSpacing: Double = 4
    var isSepia = false
}

/// A child view that edits the shared model through `@Bindable`.
struct ReaderSettingsPanel: View {
    @Bindable var settings: ReaderSettings

    var body: some View {
        VStack(spacing: 12) {
            HStack {
                Image(systemName: "textformat.size.smaller")
                Slider(value: $settings.fontSize, in: 12...28, step: 1) {
                    Text("Font size")
                }
                .accessibilityIdentifier("fontSize")
                Image(systemName: "textformat.size.larger")
            }
            Stepper("Line spacing: \(Int(settings.lineSpacing))", value: $settings.lineSpacing, in: 0...12, step: 2)
                .accessibilityIdentifier("lineSpacing")
            Toggle("Sepia", isOn: $settings.isSepia)
                .accessibilityIdentifier("sepia")
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

struct ReaderSettingsView: View {
    @State private var settings = ReaderSettings()

    private let excerpt = """
    It was a bright cold day in April, and the clocks were striking thirteen. \
    The hallway smelt of boiled cabbage and old rag mats.
    """

    var body: some View {
        VStack(spacing: 20) {
            ScrollView {
                Text(excerpt)
                    .font(.system(size: settings.fontSize, design: .serif))
                    .lineSpacing(settings.lineSpacing)
                    .padding()
            }
            .frame(maxHeight: .infinity)
            .background(settings.isSepia ? Color(red: 0.96, green: 0.91, blue: 0.8) : Color.white)
            .animation(.easeInOut(duration: 0.25), value: settings.isSepia)

            Text("\(Int(settings.fontSize)) pt · spacing \(Int(settings.lineSpacing))")
                .font(.caption.monospacedDigit())
                .foregroundStyle(.secondary)

            ReaderSettingsPanel(settings: settings)
        }
        .padding()
    }
}

#Preview {
    ReaderSettingsView()
}
