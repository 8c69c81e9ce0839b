//
//  KeyframeLikeButton.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct LikeAnimationValues {
    var scale = 1.0
    var verticalStretch = 1.0
    var angle = Angle.zero
    var verticalOffset = 0.0
}

struct KeyframeLikeButton: View {
    @State private var isLiked = false
    @State private var likeCount = 128

    var body: some View {
        VStack(spacing: 12) {
            Button {
                isLiked.toggle()
                likeCount += isLiked ? 1 : -1
            } label: {
                Image(systemName: isLiked ? "heart.fill" : "heart")
                    .font(.system(size: 64))
                    .foregroundStyle(isLiked ? .red : .gray)
            }
            .buttonStyle(.plain)
            .keyframeAnimator(initialValue: LikeAnimationValues(), trigger: isLiked) { content, value in
                content
                    .rotationEffect(value.angle)
                    .scaleEffect(value.scale)
                    .scaleEffect(y: value.verticalStretch)
                    .offset(y: value.verticalOffset)
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    LinearKeyframe(1.0, duration: 0.1)
                    SpringKeyframe(1.4, duration: 0.2, spring: .bouncy)
                    SpringKeyframe(1.0, spring: .bouncy)
                }
                KeyframeTrack(\.verticalStretch) {
                    CubicKeyframe(0.8, duration: 0.1)
                    CubicKeyframe(1.2, duration: 0.15)
                    CubicKeyframe(1.0, duration: 0.2)
                }
                KeyframeTrack(\.angle) {
                    CubicKeyframe(.degrees(-15), duration: 0.1)
                    CubicKeyframe(.degrees(15), duration: 0.1)
                    CubicKeyframe(.zero, duration: 0.1)
                }
                KeyframeTrack(\.verticalOffset) {
                    LinearKeyframe(0, duration: 0.1)
                    SpringKeyframe(-30, duration: 0.2, spring: .bouncy)
                    SpringKeyframe(0, spring: .bouncy)
                }
            }

            Text("\(likeCount) likes")
                .font(.headline)
                .contentTransition(.numericText(value: Double(likeCount)))
                .animation(.snappy, value: likeCount)
        }
        .task {
            try? await Task.sleep(for: .milliseconds(300))
            isLiked = true
            likeCount += 1
        }
    }
}

#Preview {
    KeyframeLikeButton()
}
