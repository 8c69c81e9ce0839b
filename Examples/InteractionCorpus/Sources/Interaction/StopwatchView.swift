//
//  StopwatchView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope
import Combine

/// A stopwatch model in the iOS 14 style: `ObservableObject` + `@Published`, ticking with a
/// `Timer.scheduledTimer` every 10 ms and measuring with `Date()`.
final class Stopwatch: ObservableObject {
    @Published private(set) var elapsed: TimeInterval = 0
    @Published private(set) var laps: [TimeInterval] = []
    @Published private(set) var isRunning = false

    private var timer: Timer?
    private var startDate: Date?
    private var accumulated: TimeInterval = 0

    func start() {
        guard !isRunning else { return }
        startDate = Date()
        isRunning = true
        timer = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { [weak self] _ in
            self?.tick()
        }
    }

    func stop() {
        tick()
        timer?.invalidate()
        timer = nil
        accumulated = elapsed
        startDate = nil
        isRunning = false
    }

    func lap() {
        laps.insert(elapsed, at: 0)
    }

    func reset() {
        timer?.invalidate()
        timer = nil
        startDate = nil
        isRunning = false
        accumulated = 0
        elapsed = 0
        laps = []
    }

    private func tick() {
        guard let startDate else { return }
        elapsed = accumulated + Date().timeIntervalSince(startDate)
    }

    deinit {
        timer?.invalidate()
    }
}

struct StopwatchView: View {
    @StateObject private var stopwatch = Stopwatch()

    var body: some View {
        VStack(spacing: 24) {
            Text(format(stopwatch.elapsed))
                .font(.system(size: 56, weight: .thin, design: .monospaced))

            HStack(spacing: 40) {
                Button(stopwatch.isRunning ? "Lap" : "Reset") {
                    if stopwatch.isRunning {
                        stopwatch.lap()
                    } else {
                        stopwatch.reset()
                    }
                }
                .buttonStyle(.bordered)

                Button(stopwatch.isRunning ? "Stop" : "Start") {
                    if stopwatch.isRunning {
                        stopwatch.stop()
                    } else {
                        stopwatch.start()
                    }
                }
                .buttonStyle(.borderedProminent)
                .tint(stopwatch.isRunning ? .red : .green)
            }

            List(Array(stopwatch.laps.enumerated()), id: \.offset) { index, lap in
                HStack {
                    Text("Lap \(stopwatch.laps.count - index)")
                    Spacer()
                    Text(format(lap))
                        .monospacedDigit()
                }
            }
            .listStyle(.plain)
        }
        .padding(.top, 40)
    }

    private func format(_ interval: TimeInterval) -> String {
        let hundredths = Int((interval * 100).rounded(.down))
        return String(format: "%02d:%02d.%02d", hundredths / 6000, (hundredths / 100) % 60, hundredths % 100)
    }
}

struct StopwatchView_Previews: PreviewProvider {
    static var previews: some View {
        StopwatchView()
    }
}
