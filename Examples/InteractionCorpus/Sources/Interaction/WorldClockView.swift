//
//  WorldClockView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

/// The current time from `Date.now`, redrawn every second by `TimelineView(.periodic(from:by:))`,
/// with an analog face, a formatted time, and a self-updating `Text(_:style: .timer)`.
struct WorldClockView: View {
    @State private var openedAt = Date.now

    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            VStack(spacing: 20) {
                ClockFace(date: context.date)
                    .frame(width: 220, height: 220)

                Text(context.date, format: .dateTime.hour().minute().second())
                    .font(.title.monospacedDigit())

                HStack(spacing: 4) {
                    Text("Open for")
                    Text(openedAt, style: .timer)
                        .monospacedDigit()
                }
                .font(.footnote)
                .foregroundStyle(.secondary)

                Button("Restart timer") {
                    openedAt = Date.now
                }
            }
        }
        .padding()
    }
}

struct ClockFace: View {
    let date: Date

    var body: some View {
        let components = Calendar.current.dateComponents([.hour, .minute, .second], from: date)
        let seconds = Double(components.second ?? 0)
        let minutes = Double(components.minute ?? 0) + seconds / 60
        let hours = Double((components.hour ?? 0) % 12) + minutes / 60

        ZStack {
            Circle()
                .stroke(Color.primary, lineWidth: 4)
            ForEach(0..<12) { mark in
                Rectangle()
                    .frame(width: 2, height: 10)
                    .offset(y: -98)
                    .rotationEffect(.degrees(Double(mark) * 30))
            }
            hand(length: 55, width: 6, angle: .degrees(hours * 30))
            hand(length: 80, width: 4, angle: .degrees(minutes * 6))
            hand(length: 90, width: 2, angle: .degrees(seconds * 6))
                .foregroundStyle(.red)
            Circle()
                .frame(width: 10, height: 10)
        }
    }

    private func hand(length: CGFloat, width: CGFloat, angle: Angle) -> some View {
        Capsule()
            .frame(width: width, height: length)
            .offset(y: -length / 2)
            .rotationEffect(angle)
    }
}

#Preview {
    WorldClockView()
}
