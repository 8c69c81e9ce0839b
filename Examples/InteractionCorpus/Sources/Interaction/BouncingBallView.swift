//
//  BouncingBallView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

/// A tiny physics loop: an `@Observable` simulation stepped once per frame by
/// `TimelineView(.animation)`. Tap to kick the ball upwards.
@Observable
final class BallSimulation {
    var position = CGPoint(x: 60, y: 60)
    var velocity = CGVector(dx: 160, dy: 0)
    var bounces = 0

    let radius: CGFloat = 20
    private let gravity: CGFloat = 900
    private let restitution: CGFloat = 0.8
    @ObservationIgnored private var lastUpdate: Date?

    func step(to date: Date, in size: CGSize) {
        guard let previous = lastUpdate else {
            lastUpdate = date
            return
        }
        lastUpdate = date
        let dt = CGFloat(min(date.timeIntervalSince(previous), 1.0 / 30.0))

        velocity.dy += gravity * dt
        position.x += velocity.dx * dt
        position.y += velocity.dy * dt

        if position.y > size.height - radius {
            position.y = size.height - radius
            velocity.dy = -velocity.dy * restitution
            bounces += 1
        }
        if position.x < radius || position.x > size.width - radius {
            position.x = min(max(position.x, radius), size.width - radius)
            velocity.dx = -velocity.dx
        }
    }

    func kick() {
        velocity.dy = -650
    }
}

struct BouncingBallView: View {
    @State private var simulation = BallSimulation()
    @State private var isPaused = false

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Text("Bounces: \(simulation.bounces)")
                    .monospacedDigit()
                Spacer()
                Button(isPaused ? "Resume" : "Pause") {
                    isPaused.toggle()
                }
            }
            .padding()

            GeometryReader { proxy in
                TimelineView(.animation(minimumInterval: nil, paused: isPaused)) { timeline in
                    ZStack {
                        Color.black.opacity(0.05)
                        Circle()
                            .fill(Color.red.gradient)
                            .frame(width: simulation.radius * 2, height: simulation.radius * 2)
                            .position(simulation.position)
                            .accessibilityLabel("Ball")
                    }
                    .onChange(of: timeline.date) { _, newDate in
                        simulation.step(to: newDate, in: proxy.size)
                    }
                }
            }
            .contentShape(Rectangle())
            .onTapGesture {
                simulation.kick()
            }
            .accessibilityIdentifier("playfield")
        }
    }
}

#Preview {
    BouncingBallView()
}
