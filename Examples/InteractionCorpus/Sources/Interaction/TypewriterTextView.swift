//
//  TypewriterTextView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

/// Text typed out one character every 50 ms by sleeping on a `ContinuousClock`, timed with the
/// same clock. Replay restarts the `.task(id:)`.
struct TypewriterTextView: View {
    let message = "Hello! I'm your reading assistant."

    @State private var visibleCount = 0
    @State private var elapsed: Duration = .zero
    @State private var replayToken = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text(String(message.prefix(visibleCount)))
                .font(.title2.monospaced())
                .frame(maxWidth: .infinity, minHeight: 80, alignment: .topLeading)

            if visibleCount == message.count {
                Text("Typed \(message.count) characters in \(Int(elapsed / .milliseconds(1))) ms")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }

            Button("Replay") {
                replayToken += 1
            }
            .buttonStyle(.bordered)
        }
        .padding(24)
        .task(id: replayToken) {
            await typeMessage()
        }
    }

    private func typeMessage() async {
        let clock = ContinuousClock()
        let start = clock.now
        visibleCount = 0
        for count in 1...message.count {
            do {
                try await clock.sleep(for: .milliseconds(50))
            } catch {
                return
            }
            visibleCount = count
        }
        elapsed = start.duration(to: clock.now)
    }
}

#Preview {
    TypewriterTextView()
}
