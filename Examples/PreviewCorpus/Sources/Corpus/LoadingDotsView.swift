//
//  LoadingDotsView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct LoadingDotsView: View {
    @State private var isAnimating = false

    let dotCount = 3
    let dotSize: CGFloat = 14

    var body: some View {
        HStack(spacing: 10) {
            ForEach(0..<dotCount, id: \.self) { index in
                Circle()
                    .fill(Color.accentColor)
                    .frame(width: dotSize, height: dotSize)
                    .scaleEffect(isAnimating ? 1.0 : 0.4)
                    .opacity(isAnimating ? 1.0 : 0.3)
                    .animation(
                        .easeInOut(duration: 0.6)
                            .repeatForever(autoreverses: true)
                            .delay(Double(index) * 0.2),
                        value: isAnimating
                    )
            }
        }
        .onAppear {
            isAnimating = true
        }
        .accessibilityLabel("Loading")
    }
}

#Preview {
    LoadingDotsView()
}
