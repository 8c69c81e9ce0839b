//
//  AnalogClockView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct ClockHand: View {
    var length: CGFloat
    var width: CGFloat
    var color: Color = .primary

    var body: some View {
        Capsule()
            .fill(color)
            .frame(width: width, height: length)
            .offset(y: -length / 2)
    }
}

struct AnalogClockView: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1.0)) { context in
            let components = Calendar.current.dateComponents([.hour, .minute, .second], from: context.date)
            let hour = Double(components.hour ?? 0)
            let minute = Double(components.minute ?? 0)
            let second = Double(components.second ?? 0)

            ZStack {
                Circle()
                    .fill(Color(.systemBackground))
                    .shadow(radius: 3)

                ForEach(0..<12) { tick in
                    Rectangle()
                        .fill(Color.primary)
                        .frame(width: 2, height: tick % 3 == 0 ? 12 : 6)
                        .offset(y: -88)
                        .rotationEffect(.degrees(Double(tick) * 30))
                }

                ClockHand(length: 50, width: 6)
                    .rotationEffect(.degrees((hour.truncatingRemainder(dividingBy: 12) + minute / 60) * 30))
                ClockHand(length: 75, width: 4)
                    .rotationEffect(.degrees(minute * 6))
                ClockHand(length: 85, width: 1.5, color: .red)
                    .rotationEffect(.degrees(second * 6))
                    .animation(.spring(response: 0.3, dampingFraction: 0.5), value: second)

                Circle()
                    .fill(Color.red)
                    .frame(width: 8, height: 8)
            }
            .frame(width: 200, height: 200)
        }
    }
}

#Preview {
    AnalogClockView()
        .padding()
}
