//
//  RatingView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct RatingView: View {
    @Binding var rating: Int

    var maximumRating = 5
    var offColor = Color.gray.opacity(0.4)
    var onColor = Color.yellow

    var body: some View {
        HStack(spacing: 4) {
            ForEach(1...maximumRating, id: \.self) { number in
                Image(systemName: "star.fill")
                    .font(.title2)
                    .foregroundStyle(number > rating ? offColor : onColor)
                    .scaleEffect(number == rating ? 1.15 : 1)
                    .onTapGesture {
                        withAnimation(.bouncy) {
                            rating = number
                        }
                    }
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Rating")
        .accessibilityValue("\(rating) out of \(maximumRating)")
    }
}

#Preview {
    @Previewable @State var rating = 3

    VStack(spacing: 12) {
        RatingView(rating: $rating)
        Text("You rated \(rating) ⭐️")
    }
}
