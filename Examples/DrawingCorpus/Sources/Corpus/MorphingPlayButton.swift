//
//  MorphingPlayButton.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

/// Morphs between a play triangle (0) and two pause bars (1).
struct PlayPauseShape: Shape {
    var progress: CGFloat

    var animatableData: CGFloat {
        get { progress }
        set { progress = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let w = rect.width
        let h = rect.height
        let barWidth = w * 0.34
        let gap = w - barWidth * 2

        func lerp(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * progress }

        var path = Path()
        // Left half: the triangle's left part -> left bar
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.minX + lerp(w / 2, barWidth), y: rect.minY + lerp(h / 4, 0)))
        path.addLine(to: CGPoint(x: rect.minX + lerp(w / 2, barWidth), y: rect.minY + lerp(h * 3 / 4, h)))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()

        // Right half: the triangle's tip -> right bar
        path.move(to: CGPoint(x: rect.minX + lerp(w / 2, barWidth + gap), y: rect.minY + lerp(h / 4, 0)))
        path.addLine(to: CGPoint(x: rect.minX + lerp(w, w), y: rect.minY + lerp(h / 2, 0)))
        path.addLine(to: CGPoint(x: rect.minX + lerp(w, w), y: rect.minY + lerp(h / 2, h)))
        path.addLine(to: CGPoint(x: rect.minX + lerp(w / 2, barWidth + gap), y: rect.minY + lerp(h * 3 / 4, h)))
        path.closeSubpath()
        return path
    }
}

struct MorphingPlayButton: View {
    @State private var isPlaying = false

    var body: some View {
        HStack(spacing: 40) {
            Button {
                withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) {
                    isPlaying.toggle()
                }
            } label: {
                PlayPauseShape(progress: isPlaying ? 1 : 0)
                    .fill(Color.white)
                    .frame(width: 36, height: 40)
                    .offset(x: isPlaying ? 0 : 3)
                    .frame(width: 88, height: 88)
                    .background(Circle().fill(Color.accentColor))
                    .shadow(color: .accentColor.opacity(0.4), radius: 12, y: 6)
            }

            // The same shape mid-morph, for comparison
            PlayPauseShape(progress: 0.5)
                .stroke(Color.primary, lineWidth: 2)
                .frame(width: 36, height: 40)
        }
        .onAppear {
            withAnimation(.spring(response: 0.4, dampingFraction: 0.7).delay(0.5)) {
                isPlaying = true
            }
        }
    }
}

#Preview {
    MorphingPlayButton()
}
