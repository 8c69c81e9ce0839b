//
//  ProgressRingView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct ProgressRingView: View {
    @State private var progress: Double = 0.25

    var body: some View {
        VStack(spacing: 32) {
            ZStack {
                Circle()
                    .stroke(Color.gray.opacity(0.2), lineWidth: 20)

                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(
                        LinearGradient(colors: [.purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing),
                        style: StrokeStyle(lineWidth: 20, lineCap: .round)
                    )
                    .rotationEffect(.degrees(-90))

                Text("\(Int(progress * 100))%")
                    .font(.system(size: 40, weight: .bold, design: .rounded))
                    .contentTransition(.numericText(value: progress))
            }
            .frame(width: 180, height: 180)

            HStack {
                Button("Reset") {
                    withAnimation(.easeOut(duration: 0.8)) {
                        progress = 0
                    }
                }
                .buttonStyle(.bordered)

                Button("Add 10%") {
                    withAnimation(.easeOut(duration: 0.8)) {
                        progress = min(progress + 0.1, 1.0)
                    }
                }
                .buttonStyle(.borderedProminent)
            }
        }
        .padding()
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    ProgressRingView()
}
