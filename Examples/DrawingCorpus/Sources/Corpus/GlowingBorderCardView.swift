//
//  GlowingBorderCardView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct GlowingBorderCardView: View {
    @State private var rotation: Double = 0

    private let shape = UnevenRoundedRectangle(cornerRadii: .init(topLeading: 28, bottomLeading: 28, bottomTrailing: 6, topTrailing: 28))

    var body: some View {
        ZStack {
            Color.black.ignoresSafeArea()

            ZStack {
                // The glow: a spinning gradient, blurred
                shape
                    .stroke(
                        AngularGradient(colors: [.clear, .cyan, .purple, .clear, .clear], center: .center, angle: .degrees(rotation)),
                        lineWidth: 8
                    )
                    .blur(radius: 12)

                // The crisp border
                shape
                    .fill(Color(white: 0.08))
                    .overlay(
                        shape.stroke(
                            AngularGradient(colors: [.clear, .cyan, .purple, .clear, .clear], center: .center, angle: .degrees(rotation)),
                            lineWidth: 2
                        )
                    )

                VStack(alignment: .leading, spacing: 12) {
                    Image(systemName: "bolt.fill")
                        .font(.title)
                        .foregroundStyle(
                            LinearGradient(colors: [.cyan, .purple], startPoint: .top, endPoint: .bottom)
                        )
                    Text("Turbo Mode")
                        .font(.title2.bold())
                        .foregroundColor(.white)
                    Text("Twice the speed, half the wait. Enabled for all your projects.")
                        .font(.subheadline)
                        .foregroundColor(.gray)
                }
                .padding(24)
            }
            .frame(width: 300, height: 200)
        }
        .onAppear {
            withAnimation(.linear(duration: 3).repeatForever(autoreverses: false)) {
                rotation = 360
            }
        }
    }
}

#Preview {
    GlowingBorderCardView()
}
