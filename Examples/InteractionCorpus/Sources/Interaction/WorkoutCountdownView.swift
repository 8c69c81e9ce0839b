//
//  WorkoutCountdownView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

/// A 10-second interval countdown driven by `Timer.publish(...).autoconnect()` and `.onReceive`.
/// The timer ticks all the time; `isRunning` decides whether a tick counts.
struct WorkoutCountdownView: View {
    @State private var timeRemaining = 10
    @State private var isRunning = false

    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 24) {
            Text("Plank")
                .font(.title.bold())

            Text(timeRemaining > 0 ? "\(timeRemaining)" : "Done!")
                .font(.system(size: 80, weight: .bold, design: .rounded))
                .monospacedDigit()
                .contentTransition(.numericText(countsDown: true))

            ProgressView(value: Double(10 - timeRemaining), total: 10)
                .tint(.orange)

            HStack(spacing: 16) {
                Button(isRunning ? "Pause" : "Start") {
                    isRunning.toggle()
                }
                .buttonStyle(.borderedProminent)
                .disabled(timeRemaining == 0)

                Button("Reset") {
                    isRunning = false
                    timeRemaining = 10
                }
                .buttonStyle(.bordered)
            }
        }
        .padding(32)
        .onReceive(timer) { _ in
            guard isRunning, timeRemaining > 0 else { return }
            withAnimation {
                timeRemaining -= 1
            }
            if timeRemaining == 0 {
                isRunning = false
            }
        }
    }
}

struct WorkoutCountdownView_Previews: PreviewProvider {
    static var previews: some View {
        WorkoutCountdownView()
    }
}
