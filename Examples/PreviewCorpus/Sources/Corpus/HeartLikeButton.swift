//
//  HeartLikeButton.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct HeartLikeButton: View {
    @Binding var isLiked: Bool
    @State private var likeCount = 128

    var body: some View {
        Button {
            isLiked.toggle()
            likeCount += isLiked ? 1 : -1
        } label: {
            HStack(spacing: 6) {
                Image(systemName: isLiked ? "heart.fill" : "heart")
                    .font(.title2)
                    .foregroundStyle(isLiked ? Color.red : Color.secondary)
                    .scaleEffect(isLiked ? 1.2 : 1.0)
                    .animation(.spring(response: 0.3, dampingFraction: 0.4), value: isLiked)
                    .symbolEffect(.bounce, value: isLiked)
                Text("\(likeCount)")
                    .font(.subheadline.monospacedDigit())
                    .foregroundStyle(.primary)
                    .contentTransition(.numericText())
            }
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .background(Capsule().fill(Color(.secondarySystemBackground)))
        }
        .buttonStyle(.plain)
        .sensoryFeedback(.impact, trigger: isLiked)
    }
}

#Preview {
    @Previewable @State var isLiked = false
    HeartLikeButton(isLiked: $isLiked)
}

#Preview("Liked") {
    HeartLikeButton(isLiked: .constant(true))
}
