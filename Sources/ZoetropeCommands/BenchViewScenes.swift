import Foundation
import Geometry2D
import VectorPath
import ZoetropeUI

/// `zoetrope bench --views`' first frame: 100 cards in a 10 × 10 grid, each a continuous rounded
/// rectangle with a gradient and a title, a soft shadow (radius 10, 6 points down) and a blur of 1–4
/// points, tilted by an angle that changes with `time` (every frame is new work).
struct BlurredCardsFrame: View {
    let side: Double
    let time: Double

    var body: some View {
        let cell = (side - 24) / 10
        VStack(spacing: 0) {
            ForEach(0..<10, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { column in
                        card(row * 10 + column, size: cell * 0.72).frame(width: cell, height: cell)
                    }
                }
            }
        }
        .padding(12)
        .frame(width: side, height: side)
        .background(Color(white: 0.94))
    }

    private func card(_ index: Int, size: Double) -> some View {
        let hue = Double(index % 20) / 20
        return RoundedRectangle(cornerRadius: size * 0.18, style: .continuous)
            .fill(LinearGradient(colors: [Color(hue: hue, saturation: 0.7, brightness: 0.95),
                                          Color(hue: hue + 0.08, saturation: 0.8, brightness: 0.75)],
                                 startPoint: .topLeading, endPoint: .bottomTrailing))
            .frame(width: size, height: size)
            .overlay(Text("\(index)").font(.headline).foregroundStyle(.white))
            .shadow(color: .black.opacity(0.25), radius: 10, y: 6)
            .blur(radius: 1 + Double(index % 4))
            .rotationEffect(.degrees(8 * sin(time * 2 + Double(index))))
    }
}

/// `zoetrope bench --views`' second frame: a `Canvas` drawing `count` particles (discs of radius
/// 1.5–5 in 24 colours, each with its own opacity) moving on seeded paths at `time`, as a
/// `TimelineView(.animation)` particle view draws one frame.
struct ParticleCanvasFrame: View {
    let side: Double
    let time: Double
    var count = 5_000

    var body: some View {
        Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(white: 0.06)))
            for i in 0..<count {
                var seed = UInt64(i) &* 0x9E37_79B9_7F4A_7C15 &+ 0x2545_F491_4F6C_DD1D
                func next() -> Double {
                    seed ^= seed >> 12; seed ^= seed << 25; seed ^= seed >> 27
                    return Double((seed &* 0x2545_F491_4F6C_DD1D) >> 11) / Double(1 << 53)
                }
                let angle = next() * 2 * .pi, speed = 20 + next() * 140, radius = 1.5 + next() * 3.5
                let lifetime = 2 + next() * 3, phase = next() * lifetime
                let age = (time + phase).truncatingRemainder(dividingBy: lifetime)
                let distance = speed * age
                let x = size.width / 2 + cos(angle) * distance, y = size.height / 2 + sin(angle) * distance + 30 * age * age
                context.opacity = 1 - age / lifetime
                context.fill(Path(ellipseIn: CGRect(x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius)),
                             with: .color(Color(hue: Double(i % 24) / 24, saturation: 0.8, brightness: 1)))
            }
        }
        .frame(width: side, height: side)
    }
}
