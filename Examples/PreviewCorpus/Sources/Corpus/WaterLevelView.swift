//
//  WaterLevelView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct Wave: Shape {
    var phase: Double
    var amplitude: CGFloat = 10
    var frequency: Double = 1.5

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let midY = amplitude
        path.move(to: CGPoint(x: 0, y: midY))

        for x in stride(from: 0, through: rect.width, by: 2) {
            let relativeX = Double(x / rect.width)
            let y = midY + amplitude * CGFloat(sin((relativeX * frequency + phase) * 2 * .pi))
            path.addLine(to: CGPoint(x: x, y: y))
        }

        path.addLine(to: CGPoint(x: rect.width, y: rect.height))
        path.addLine(to: CGPoint(x: 0, y: rect.height))
        path.closeSubpath()
        return path
    }
}

struct WaterLevelView: View {
    var level: Double = 0.6

    var body: some View {
        TimelineView(.animation) { timeline in
            let time = timeline.date.timeIntervalSinceReferenceDate

            ZStack(alignment: .bottom) {
                Wave(phase: time * 0.5)
                    .fill(Color.blue.opacity(0.35))
                    .frame(height: 160 * level + 8)
                Wave(phase: time * 0.8 + 0.3, amplitude: 8)
                    .fill(Color.blue)
                    .frame(height: 160 * level)
            }
            .frame(width: 160, height: 160, alignment: .bottom)
        }
        .clipShape(Circle())
        .overlay(Circle().stroke(Color.blue, lineWidth: 3))
        .overlay(
            Text("\(Int(level * 100))%")
                .font(.title.bold())
                .foregroundStyle(.white)
                .shadow(radius: 2)
        )
    }
}

#Preview {
    WaterLevelView()
}
