//
//  HueRotationCardView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct HueRotationCardView: View {
    @State private var hue: Double = 0
    @State private var float = false

    var body: some View {
        VStack(spacing: 24) {
            ZStack(alignment: .topLeading) {
                UnevenRoundedRectangle(
                    topLeadingRadius: 40,
                    bottomLeadingRadius: 8,
                    bottomTrailingRadius: 40,
                    topTrailingRadius: 8,
                    style: .continuous
                )
                .fill(
                    LinearGradient(colors: [.red, .orange, .yellow], startPoint: .topLeading, endPoint: .bottomTrailing)
                )
                .hueRotation(.degrees(hue))
                .shadow(color: .orange.opacity(0.5), radius: 20, x: 0, y: 12)

                VStack(alignment: .leading, spacing: 8) {
                    Image(systemName: "sparkles")
                        .font(.largeTitle)
                    Spacer()
                    Text("Premium")
                        .font(.system(.largeTitle, design: .rounded).bold())
                    Text("Unlock every theme and icon")
                        .font(.callout)
                        .opacity(0.85)
                }
                .foregroundColor(.white)
                .padding(28)
            }
            .frame(width: 300, height: 380)
            .offset(y: float ? -10 : 10)

            Text("Hue: \(Int(hue.truncatingRemainder(dividingBy: 360)))°")
                .font(.footnote.monospacedDigit())
                .foregroundColor(.secondary)
        }
        .onAppear {
            withAnimation(.linear(duration: 6).repeatForever(autoreverses: false)) {
                hue = 360
            }
            withAnimation(.easeInOut(duration: 2).repeatForever(autoreverses: true)) {
                float = true
            }
        }
    }
}

#Preview {
    HueRotationCardView()
}
