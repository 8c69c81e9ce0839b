//
//  EmojiEmitterView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

/// Floating reactions, like the hearts in a live stream.
struct EmojiEmitterView: View {
    let emojis = ["❤️", "👍", "😂", "🔥", "👏"]
    let particleCount = 40
    let lifetime: Double = 3

    var body: some View {
        ZStack(alignment: .bottom) {
            Color(red: 0.1, green: 0.1, blue: 0.12)
                .ignoresSafeArea()

            TimelineView(.animation) { timeline in
                Canvas { context, size in
                    let time = timeline.date.timeIntervalSinceReferenceDate

                    for index in 0..<particleCount {
                        // Each particle restarts on its own offset in the loop
                        let offset = Double(index) / Double(particleCount) * lifetime
                        let age = (time + offset).truncatingRemainder(dividingBy: lifetime)
                        let progress = age / lifetime

                        let lane = Double((index * 37) % 100) / 100
                        let x = size.width * (0.25 + lane * 0.5) + sin(age * 2 + Double(index)) * 24
                        let y = size.height - 60 - progress * (size.height - 120)

                        guard let symbol = context.resolveSymbol(id: index % emojis.count) else { continue }

                        var particle = context
                        particle.opacity = progress < 0.8 ? 1 : (1 - progress) / 0.2
                        particle.translateBy(x: x, y: y)
                        let scale = 0.6 + min(progress * 4, 1) * 0.6
                        particle.scaleBy(x: scale, y: scale)
                        particle.draw(symbol, at: .zero)
                    }

                    // A caption drawn straight into the canvas
                    context.draw(
                        Text("LIVE · 12.4K watching")
                            .font(.caption.bold())
                            .foregroundColor(.white),
                        at: CGPoint(x: size.width / 2, y: 24)
                    )
                } symbols: {
                    ForEach(Array(emojis.enumerated()), id: \.offset) { index, emoji in
                        Text(emoji)
                            .font(.system(size: 28))
                            .tag(index)
                    }
                }
            }

            HStack(spacing: 16) {
                ForEach(emojis, id: \.self) { emoji in
                    Text(emoji)
                        .font(.title)
                        .padding(8)
                        .background(Circle().fill(Color.white.opacity(0.12)))
                }
            }
            .padding(.bottom, 20)
        }
    }
}

#Preview {
    EmojiEmitterView()
}
