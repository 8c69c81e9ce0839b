//
//  GradientTextMaskView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct GradientTextMaskView: View {
    @State private var animateGradient = false

    var body: some View {
        VStack(spacing: 32) {
            LinearGradient(
                colors: [.purple, .pink, .orange, .yellow, .purple],
                startPoint: animateGradient ? .topLeading : .bottomLeading,
                endPoint: animateGradient ? .bottomTrailing : .topTrailing
            )
            .frame(height: 120)
            .mask(
                Text("Shine")
                    .font(.system(size: 96, weight: .black, design: .rounded))
            )
            // A soft glow of the same text behind it
            .background(
                Text("Shine")
                    .font(.system(size: 96, weight: .black, design: .rounded))
                    .foregroundColor(.pink)
                    .blur(radius: 24)
                    .opacity(0.6)
            )

            Capsule()
                .fill(
                    AngularGradient(colors: [.cyan, .blue, .purple, .cyan], center: .center)
                )
                .frame(width: 220, height: 56)
                .mask {
                    Text("Get Pro")
                        .font(.title.weight(.bold))
                        .frame(width: 220, height: 56)
                        .background(Capsule().stroke(lineWidth: 3))
                }
                .hueRotation(.degrees(animateGradient ? 90 : 0))
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.black)
        .onAppear {
            withAnimation(.linear(duration: 2.5).repeatForever(autoreverses: true)) {
                animateGradient.toggle()
            }
        }
    }
}

#Preview {
    GradientTextMaskView()
}
