//
//  FireworksView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct Firework {
    let origin: CGPoint     // unit coordinates
    let launchTime: Double  // seconds into the cycle
    let color: Color
    let sparkCount: Int
}

struct FireworksView: View {
    let fireworks: [Firework] = [
        Firework(origin: CGPoint(x: 0.3, y: 0.3), launchTime: 0.0, color: .pink, sparkCount: 36),
        Firework(origin: CGPoint(x: 0.7, y: 0.25), launchTime: 0.6, color: .yellow, sparkCount: 30),
        Firework(origin: CGPoint(x: 0.5, y: 0.5), launchTime: 1.2, color: .cyan, sparkCount: 40),
        Firework(origin: CGPoint(x: 0.2, y: 0.6), launchTime: 1.8, color: .orange, sparkCount: 28),
    ]

    let cycle: Double = 3.0
    let burstDuration: Double = 1.6

    var body: some View {
        TimelineView(.animation) { timeline in
            Canvas { context, size in
                let now = timeline.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: cycle)
                context.blendMode = .plusLighter

                for firework in fireworks {
                    let age = now - firework.launchTime
                    guard age > 0, age < burstDuration else { continue }

                    let progress = age / burstDuration
                    let center = CGPoint(x: firework.origin.x * size.width, y: firework.origin.y * size.height)
                    let radius = min(size.width, size.height) * 0.3 * (1 - pow(1 - progress, 3))
                    let gravity = 40 * progress * progress

                    for spark in 0..<firework.sparkCount {
                        let angle = Double(spark) / Double(firework.sparkCount) * 2 * .pi
                        let point = CGPoint(x: center.x + cos(angle) * radius,
                                            y: center.y + sin(angle) * radius + gravity)
                        let sparkSize = 4 * (1 - progress) + 1

                        context.opacity = 1 - progress
                        context.fill(
                            Circle().path(in: CGRect(x: point.x - sparkSize / 2, y: point.y - sparkSize / 2,
                                                     width: sparkSize, height: sparkSize)),
                            with: .color(firework.color)
                        )

                        // A short trail back toward the centre
                        var trail = Path()
                        trail.move(to: point)
                        trail.addLine(to: CGPoint(x: center.x + cos(angle) * radius * 0.8,
                                                  y: center.y + sin(angle) * radius * 0.8 + gravity))
                        context.stroke(trail, with: .color(firework.color.opacity(0.5)), lineWidth: 1)
                    }

                    // Flash at the start of the burst
                    if progress < 0.15 {
                        let flash = 40 * (1 - progress / 0.15)
                        context.fill(
                            Circle().path(in: CGRect(x: center.x - flash, y: center.y - flash, width: flash * 2, height: flash * 2)),
                            with: .radialGradient(Gradient(colors: [.white, firework.color.opacity(0)]),
                                                  center: center, startRadius: 0, endRadius: flash)
                        )
                    }
                }
            }
        }
        .background(Color.black)
        .ignoresSafeArea()
    }
}

#Preview {
    FireworksView()
}
