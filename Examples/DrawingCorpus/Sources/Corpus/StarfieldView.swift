//
//  StarfieldView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct Star: Hashable {
    var x: Double   // -1...1
    var y: Double   // -1...1
    var z: Double   // 0...1, depth phase
}

struct StarfieldView: View {
    private let stars: [Star] = (0..<200).map { index in
        // Cheap deterministic scatter, no RNG needed
        let a = sin(Double(index) * 12.9898) * 43758.5453
        let b = sin(Double(index) * 78.233) * 12345.6789
        let c = sin(Double(index) * 39.425) * 24634.6345
        return Star(x: (a - a.rounded(.down)) * 2 - 1,
                    y: (b - b.rounded(.down)) * 2 - 1,
                    z: c - c.rounded(.down))
    }

    var speed: Double = 0.25

    var body: some View {
        TimelineView(.animation(minimumInterval: 1 / 60)) { timeline in
            Canvas { context, size in
                let time = timeline.date.timeIntervalSinceReferenceDate
                let center = CGPoint(x: size.width / 2, y: size.height / 2)
                let scale = max(size.width, size.height) / 2

                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))

                for star in stars {
                    // Depth wraps around so stars keep coming
                    var depth = (star.z - time * speed).truncatingRemainder(dividingBy: 1)
                    if depth <= 0 { depth += 1 }

                    let projectedX = center.x + star.x / depth * scale * 0.2
                    let projectedY = center.y + star.y / depth * scale * 0.2
                    guard projectedX >= 0, projectedX <= size.width,
                          projectedY >= 0, projectedY <= size.height else { continue }

                    let brightness = 1 - depth
                    let radius = max(0.5, 2.5 * brightness)

                    // Streak toward the centre for a warp-speed feel
                    let previousDepth = depth + 0.03
                    var streak = Path()
                    streak.move(to: CGPoint(x: center.x + star.x / previousDepth * scale * 0.2,
                                            y: center.y + star.y / previousDepth * scale * 0.2))
                    streak.addLine(to: CGPoint(x: projectedX, y: projectedY))
                    context.stroke(streak, with: .color(.white.opacity(brightness * 0.6)), lineWidth: radius)

                    context.fill(
                        Circle().path(in: CGRect(x: projectedX - radius, y: projectedY - radius,
                                                 width: radius * 2, height: radius * 2)),
                        with: .color(.white.opacity(brightness))
                    )
                }
            }
        }
        .ignoresSafeArea()
    }
}

#Preview {
    StarfieldView()
}
