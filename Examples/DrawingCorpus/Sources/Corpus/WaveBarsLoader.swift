//
//  WaveBarsLoader.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct WaveBarsLoader: View {
    @State private var animate = false

    private let barCount = 5
    private let colors: [Color] = [.red, .orange, .yellow, .green, .blue]

    var body: some View {
        VStack(spacing: 24) {
            HStack(alignment: .center, spacing: 6) {
                ForEach(0..<barCount, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 3)
                        .fill(colors[index].gradient)
                        .frame(width: 8, height: 48)
                        .scaleEffect(y: animate ? 1 : 0.3, anchor: .center)
                        .animation(
                            Animation.easeInOut(duration: 0.5)
                                .repeatForever()
                                .delay(Double(index) * 0.1),
                            value: animate
                        )
                }
            }
            .frame(height: 48)

            Text("Listening…")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .onAppear { animate.toggle() }
    }
}

#Preview {
    WaveBarsLoader()
}
