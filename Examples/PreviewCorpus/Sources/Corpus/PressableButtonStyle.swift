//
//  PressableButtonStyle.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct PressableButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundColor(.white)
            .padding(.vertical, 14)
            .padding(.horizontal, 32)
            .background(
                RoundedRectangle(cornerRadius: 14, style: .continuous)
                    .fill(Color.accentColor)
            )
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .opacity(configuration.isPressed ? 0.85 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

extension ButtonStyle where Self == PressableButtonStyle {
    static var pressable: PressableButtonStyle { PressableButtonStyle() }
}

struct PressableButtonDemo: View {
    var body: some View {
        VStack(spacing: 20) {
            Button("Continue") {}
                .buttonStyle(.pressable)

            Button("Delete account", role: .destructive) {}
                .buttonStyle(PressableButtonStyle())
        }
    }
}

#Preview {
    PressableButtonDemo()
}
