//
//  ArcSpinnerView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct ArcSpinnerView: View {
    @State private var isAnimating = false

    var body: some View {
        ZStack {
            // Outer arc
            Circle()
                .trim(from: 0, to: 0.3)
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                .frame(width: 80, height: 80)
                .rotationEffect(.degrees(isAnimating ? 360 : 0))
                .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isAnimating)

            // Middle arc, the other way round
            Circle()
                .trim(from: 0, to: 0.4)
                .stroke(Color.purple, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                .frame(width: 56, height: 56)
                .rotationEffect(.degrees(isAnimating ? -360 : 0))
                .animation(.linear(duration: 1.5).repeatForever(autoreverses: false), value: isAnimating)

            // Inner arc
            Circle()
                .trim(from: 0.1, to: 0.6)
                .stroke(Color.pink, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                .frame(width: 32, height: 32)
                .rotationEffect(.degrees(isAnimating ? 360 : 0))
                .animation(.easeInOut(duration: 0.8).repeatForever(autoreverses: false), value: isAnimating)
        }
        .onAppear {
            isAnimating = true
        }
    }
}

#Preview {
    ArcSpinnerView()
}
