//
//  ActivityRingsView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct ActivityRing: View {
    var progress: Double
    var colors: [Color]
    var lineWidth: CGFloat

    var body: some View {
        ZStack {
            Circle()
                .stroke(colors.first!.opacity(0.2), lineWidth: lineWidth)

            Circle()
                .trim(from: 0, to: progress)
                .stroke(
                    AngularGradient(colors: colors, center: .center, startAngle: .degrees(0), endAngle: .degrees(360 * progress)),
                    style: StrokeStyle(lineWidth: lineWidth, lineCap: .round)
                )
                .rotationEffect(.degrees(-90))
        }
    }
}

struct ActivityRingsView: View {
    @State private var move = 0.0
    @State private var exercise = 0.0
    @State private var stand = 0.0

    var body: some View {
        VStack(spacing: 28) {
            ZStack {
                ActivityRing(progress: move, colors: [Color(red: 0.88, green: 0.0, blue: 0.1), Color(red: 1.0, green: 0.2, blue: 0.55)], lineWidth: 22)
                    .frame(width: 200, height: 200)
                ActivityRing(progress: exercise, colors: [Color(red: 0.2, green: 0.85, blue: 0.0), Color(red: 0.7, green: 1.0, blue: 0.0)], lineWidth: 22)
                    .frame(width: 150, height: 150)
                ActivityRing(progress: stand, colors: [Color(red: 0.0, green: 0.75, blue: 0.9), Color(red: 0.3, green: 1.0, blue: 0.9)], lineWidth: 22)
                    .frame(width: 100, height: 100)
            }

            HStack(spacing: 24) {
                stat(title: "Move", value: "420/500", unit: "CAL", color: .red)
                stat(title: "Exercise", value: "24/30", unit: "MIN", color: .green)
                stat(title: "Stand", value: "9/12", unit: "HRS", color: .cyan)
            }
        }
        .padding(32)
        .background(Color.black)
        .onAppear {
            withAnimation(.easeOut(duration: 1.2)) { move = 0.84 }
            withAnimation(.easeOut(duration: 1.2).delay(0.15)) { exercise = 0.8 }
            withAnimation(.easeOut(duration: 1.2).delay(0.3)) { stand = 0.75 }
        }
    }

    private func stat(title: String, value: String, unit: String, color: Color) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title)
                .font(.caption)
                .foregroundColor(.white)
            Text(value)
                .font(.headline.monospacedDigit())
                .foregroundColor(color)
            + Text(unit)
                .font(.caption2.bold())
                .foregroundColor(color)
        }
    }
}

#Preview {
    ActivityRingsView()
        .preferredColorScheme(.dark)
}
