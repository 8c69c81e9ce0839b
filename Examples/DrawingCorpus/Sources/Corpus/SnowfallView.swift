//
//  SnowfallView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

/// A tiny linear congruential generator so the snow looks the same on every launch.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state
    }
}

struct Snowflake {
    var x: Double
    var y: Double
    var radius: Double
    var speed: Double
    var drift: Double
}

struct SnowfallView: View {
    let flakes: [Snowflake]

    init(count: Int = 150) {
        var generator = SeededGenerator(seed: 2024)
        flakes = (0..<count).map { _ in
            Snowflake(
                x: Double.random(in: 0...1, using: &generator),
                y: Double.random(in: 0...1, using: &generator),
                radius: Double.random(in: 1...4, using: &generator),
                speed: Double.random(in: 0.05...0.2, using: &generator),
                drift: Double.random(in: 0...(2 * .pi), using: &generator)
            )
        }
    }

    var body: some View {
        ZStack {
            LinearGradient(colors: [Color(red: 0.05, green: 0.1, blue: 0.3), Color(red: 0.25, green: 0.35, blue: 0.6)],
                           startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()

            TimelineView(.animation) { timeline in
                Canvas { context, size in
                    let time = timeline.date.timeIntervalSinceReferenceDate

                    for flake in flakes {
                        // Bigger flakes are closer and fall faster
                        var y = flake.y + time * flake.speed * (flake.radius / 2)
                        y = y.truncatingRemainder(dividingBy: 1.0)
                        let x = flake.x + sin(time + flake.drift) * 0.02

                        let point = CGPoint(x: x * size.width, y: y * size.height)
                        let rect = CGRect(x: point.x - flake.radius, y: point.y - flake.radius,
                                          width: flake.radius * 2, height: flake.radius * 2)
                        context.opacity = 0.5 + flake.radius / 8
                        context.fill(Circle().path(in: rect), with: .color(.white))
                    }
                }
            }
            .ignoresSafeArea()

            Text("Let it snow")
                .font(.system(size: 40, weight: .thin, design: .serif))
                .foregroundColor(.white)
                .shadow(color: .white.opacity(0.6), radius: 8)
        }
    }
}

#Preview {
    SnowfallView()
}
