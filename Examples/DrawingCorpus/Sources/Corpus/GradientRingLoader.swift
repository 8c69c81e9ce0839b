//
//  GradientRingLoader.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct GradientRingLoader: View {
    @State private var rotation: Double = 0
    @State private var trimEnd: CGFloat = 0.2

    var lineWidth: CGFloat = 12

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.15), lineWidth: lineWidth)

            Circle()
                .trim(from: 0, to: trimEnd)
                .stroke(
                    AngularGradient(
                        gradient: Gradient(colors: [.cyan, .blue, .purple, .pink]),
                        center: .center,
                        startAngle: .degrees(0),
                        endAngle: .degrees(360)
                    ),
                    style: StrokeStyle(lineWidth: lineWidth, lineCap: .round)
                )
                .rotationEffect(.degrees(rotation))
        }
        .frame(width: 100, height: 100)
        .padding(40)
        .onAppear {
            withAnimation(.linear(duration: 1.2).repeatForever(autoreverses: false)) {
                rotation = 360
            }
            withAnimation(.easeInOut(duration: 0.9).repeatForever(autoreverses: true)) {
                trimEnd = 0.8
            }
        }
    }
}

#Preview {
    ZStack {
        Color.black.ignoresSafeArea()
        GradientRingLoader()
    }
}
