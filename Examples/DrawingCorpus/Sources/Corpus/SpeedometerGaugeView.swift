//
//  SpeedometerGaugeView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct Needle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX - 4, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.midX + 4, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct SpeedometerGaugeView: View {
    @State private var speed: Double = 0
    let maxSpeed: Double = 200

    private var fraction: Double { speed / maxSpeed }

    var body: some View {
        VStack(spacing: 24) {
            ZStack {
                // Track: the top 3/4 of a circle, opening at the bottom
                Circle()
                    .trim(from: 0, to: 0.75)
                    .stroke(Color.gray.opacity(0.2), style: StrokeStyle(lineWidth: 18, lineCap: .round))
                    .rotationEffect(.degrees(135))

                Circle()
                    .trim(from: 0, to: 0.75 * fraction)
                    .stroke(
                        AngularGradient(colors: [.green, .yellow, .orange, .red],
                                        center: .center,
                                        startAngle: .degrees(0),
                                        endAngle: .degrees(270)),
                        style: StrokeStyle(lineWidth: 18, lineCap: .round)
                    )
                    .rotationEffect(.degrees(135))

                // Tick marks
                ForEach(0...10, id: \.self) { tick in
                    Rectangle()
                        .fill(Color.primary.opacity(0.6))
                        .frame(width: 2, height: tick % 5 == 0 ? 14 : 8)
                        .offset(y: -78)
                        .rotationEffect(.degrees(-135 + Double(tick) * 27))
                }

                Needle()
                    .fill(Color.red)
                    .frame(width: 8, height: 70)
                    .offset(y: -35)
                    .rotationEffect(.degrees(-135 + 270 * fraction))

                Circle()
                    .fill(Color.primary)
                    .frame(width: 14, height: 14)

                VStack {
                    Spacer()
                    Text("\(Int(speed))")
                        .font(.system(size: 36, weight: .bold, design: .rounded))
                        .monospacedDigit()
                    Text("km/h")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                .padding(.bottom, 8)
            }
            .frame(width: 200, height: 200)

            Slider(value: $speed, in: 0...maxSpeed)
                .tint(.orange)
                .padding(.horizontal, 40)
        }
        .onAppear {
            withAnimation(.spring(response: 1.2, dampingFraction: 0.6)) {
                speed = 128
            }
        }
    }
}

#Preview {
    SpeedometerGaugeView()
}
