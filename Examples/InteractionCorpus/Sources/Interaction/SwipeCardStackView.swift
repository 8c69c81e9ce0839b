//
//  SwipeCardStackView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct ProfileCard: Identifiable {
    let id: Int
    let name: String
    let age: Int
    let color: Color
}

/// Tinder-style stack: swipe the top card left or right past a threshold to dismiss it.
struct SwipeCardStackView: View {
    @State private var cards: [ProfileCard] = [
        ProfileCard(id: 1, name: "Mia", age: 24, color: .teal),
        ProfileCard(id: 2, name: "Noah", age: 31, color: .orange),
        ProfileCard(id: 3, name: "Ava", age: 27, color: .pink),
    ]
    @State private var offset: CGSize = .zero
    @State private var liked: [String] = []

    private let swipeThreshold: CGFloat = 120

    var body: some View {
        VStack(spacing: 24) {
            ZStack {
                if cards.isEmpty {
                    Text("No more profiles")
                        .font(.headline)
                        .foregroundStyle(.secondary)
                }
                ForEach(cards) { card in
                    let isTop = card.id == cards.last?.id
                    cardView(card)
                        .offset(isTop ? offset : .zero)
                        .rotationEffect(.degrees(isTop ? Double(offset.width / 20) : 0), anchor: .bottom)
                        .allowsHitTesting(isTop)
                        .gesture(swipe)
                        .accessibilityLabel(card.name)
                }
            }
            .frame(width: 280, height: 380)

            Text(liked.isEmpty ? "No likes yet" : "Liked: \(liked.joined(separator: ", "))")
                .font(.subheadline)
        }
        .padding()
    }

    private var swipe: some Gesture {
        DragGesture()
            .onChanged { value in
                offset = value.translation
            }
            .onEnded { value in
                let width = value.translation.width
                if abs(width) > swipeThreshold {
                    let direction: CGFloat = width > 0 ? 1 : -1
                    withAnimation(.easeOut(duration: 0.3)) {
                        offset = CGSize(width: direction * 600, height: value.translation.height)
                    } completion: {
                        if direction > 0, let card = cards.last {
                            liked.append(card.name)
                        }
                        cards.removeLast()
                        offset = .zero
                    }
                } else {
                    withAnimation(.spring()) {
                        offset = .zero
                    }
                }
            }
    }

    private func cardView(_ card: ProfileCard) -> some View {
        RoundedRectangle(cornerRadius: 20)
            .fill(card.color.gradient)
            .overlay(alignment: .bottomLeading) {
                Text("\(card.name), \(card.age)")
                    .font(.largeTitle.bold())
                    .foregroundStyle(.white)
                    .padding(20)
            }
            .overlay(alignment: .topLeading) {
                Text("LIKE")
                    .font(.title.weight(.heavy))
                    .foregroundStyle(.green)
                    .padding(8)
                    .overlay(RoundedRectangle(cornerRadius: 8).stroke(.green, lineWidth: 4))
                    .rotationEffect(.degrees(-15))
                    .padding(24)
                    .opacity(card.id == cards.last?.id ? Double(offset.width / swipeThreshold) : 0)
            }
            .overlay(alignment: .topTrailing) {
                Text("NOPE")
                    .font(.title.weight(.heavy))
                    .foregroundStyle(.red)
                    .padding(8)
                    .overlay(RoundedRectangle(cornerRadius: 8).stroke(.red, lineWidth: 4))
                    .rotationEffect(.degrees(15))
                    .padding(24)
                    .opacity(card.id == cards.last?.id ? Double(-offset.width / swipeThreshold) : 0)
            }
            .shadow(radius: 6)
    }
}

#Preview {
    SwipeCardStackView()
}
