//
//  CanvasSpinnerView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

/// The classic twelve-spoke activity indicator, drawn in a `Canvas` and driven by `TimelineView`.
struct CanvasSpinnerView: View {
    var spokeCount = 12
    var color: Color = .primary
    var period: TimeInterval = 1.0

    var body: some View {
        TimelineView(.animation) { timeline in
            Canvas { context, size in
                let time = timeline.date.timeIntervalSinceReferenceDate
                let activeSpoke = Int((time.truncatingRemainder(dividingBy: period) / period) * Double(spokeCount))
                let center = CGPoint(x: size.width / 2, y: size.height / 2)
                let radius = min(size.width, size.height) / 2
                let spokeLength = radius * 0.45
                let spokeWidth = radius * 0.16

                for index in 0..<spokeCount {
                    // Trailing spokes fade out behind the active one
                    let distance = (activeSpoke - index + spokeCount) % spokeCount
                    let opacity = 1.0 - Double(distance) / Double(spokeCount) * 0.85

                    var spoke = context
                    spoke.translateBy(x: center.x, y: center.y)
                    spoke.rotate(by: .degrees(Double(index) / Double(spokeCount) * 360))

                    let rect = CGRect(x: -spokeWidth / 2, y: -radius, width: spokeWidth, height: spokeLength)
                    spoke.opacity = opacity
                    spoke.fill(Capsule().path(in: rect), with: .color(color))
                }
            }
        }
        .frame(width: 64, height: 64)
    }
}

#Preview {
    VStack(spacing: 32) {
        CanvasSpinnerView()
        CanvasSpinnerView(color: .orange, period: 0.6)
            .frame(width: 32, height: 32)
        HStack {
            CanvasSpinnerView(spokeCount: 8, color: .white)
        }
        .padding()
        .background(Color.black, in: RoundedRectangle(cornerRadius: 16))
    }
}
