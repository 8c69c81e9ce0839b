//
//  DoubleTapLikeView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

/// Instagram-style post: double-tap the photo to like it (a big heart pops and fades), a single tap
/// toggles the location tag. The double tap is tried first with `.exclusively(before:)`.
struct DoubleTapLikeView: View {
    @State private var isLiked = false
    @State private var likeCount = 128
    @State private var showHeart = false
    @State private var showLocation = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ZStack(alignment: .bottomLeading) {
                RoundedRectangle(cornerRadius: 12)
                    .fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
                    .overlay(
                        Image(systemName: "mountain.2.fill")
                            .font(.system(size: 64))
                            .foregroundStyle(.white.opacity(0.8))
                    )
                if showLocation {
                    Label("Yosemite Valley", systemImage: "mappin.and.ellipse")
                        .font(.caption.bold())
                        .padding(8)
                        .background(.ultraThinMaterial, in: Capsule())
                        .padding(12)
                        .transition(.opacity)
                }
                Image(systemName: "heart.fill")
                    .font(.system(size: 96))
                    .foregroundStyle(.white)
                    .shadow(radius: 10)
                    .scaleEffect(showHeart ? 1 : 0.2)
                    .opacity(showHeart ? 1 : 0)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .allowsHitTesting(false)
            }
            .frame(height: 300)
            .contentShape(Rectangle())
            .gesture(
                TapGesture(count: 2)
                    .onEnded { likeFromPhoto() }
                    .exclusively(before: TapGesture(count: 1).onEnded {
                        withAnimation(.easeInOut(duration: 0.2)) {
                            showLocation.toggle()
                        }
                    })
            )
            .accessibilityIdentifier("photo")

            HStack(spacing: 8) {
                Button {
                    isLiked.toggle()
                    likeCount += isLiked ? 1 : -1
                } label: {
                    Image(systemName: isLiked ? "heart.fill" : "heart")
                        .font(.title2)
                        .foregroundStyle(isLiked ? Color.red : Color.primary)
                }
                .accessibilityIdentifier("likeButton")
                Text("\(likeCount) likes")
                    .font(.subheadline.bold())
            }
        }
        .padding()
    }

    private func likeFromPhoto() {
        if !isLiked {
            isLiked = true
            likeCount += 1
        }
        withAnimation(.spring(response: 0.3, dampingFraction: 0.5)) {
            showHeart = true
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8) {
            withAnimation(.easeOut(duration: 0.3)) {
                showHeart = false
            }
        }
    }
}

#Preview {
    DoubleTapLikeView()
}
