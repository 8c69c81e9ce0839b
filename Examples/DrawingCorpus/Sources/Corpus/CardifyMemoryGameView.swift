//
//  CardifyMemoryGameView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct Cardify: ViewModifier, Animatable {
    init(isFaceUp: Bool) {
        rotation = isFaceUp ? 0 : 180
    }

    var isFaceUp: Bool {
        rotation < 90
    }

    var rotation: Double

    var animatableData: Double {
        get { rotation }
        set { rotation = newValue }
    }

    func body(content: Content) -> some View {
        ZStack {
            let base = RoundedRectangle(cornerRadius: Constants.cornerRadius)
            base.strokeBorder(lineWidth: Constants.lineWidth)
                .background(base.fill(.white))
                .overlay(content)
                .opacity(isFaceUp ? 1 : 0)
            base.fill()
                .opacity(isFaceUp ? 0 : 1)
        }
        .rotation3DEffect(.degrees(rotation), axis: (0, 1, 0))
    }

    private struct Constants {
        static let cornerRadius: CGFloat = 12
        static let lineWidth: CGFloat = 2
    }
}

extension View {
    func cardify(isFaceUp: Bool) -> some View {
        modifier(Cardify(isFaceUp: isFaceUp))
    }
}

struct MemoryCard: Identifiable {
    let id: Int
    let content: String
    var isFaceUp = false
}

struct MemoryCardView: View {
    let card: MemoryCard

    var body: some View {
        Text(card.content)
            .font(.system(size: 40))
            .minimumScaleFactor(0.1)
            .aspectRatio(1, contentMode: .fit)
            .cardify(isFaceUp: card.isFaceUp)
    }
}

struct CardifyMemoryGameView: View {
    @State private var cards: [MemoryCard] = [
        MemoryCard(id: 0, content: "👻"),
        MemoryCard(id: 1, content: "🎃"),
        MemoryCard(id: 2, content: "🕷️"),
        MemoryCard(id: 3, content: "😈"),
        MemoryCard(id: 4, content: "🎃"),
        MemoryCard(id: 5, content: "👻"),
        MemoryCard(id: 6, content: "😈"),
        MemoryCard(id: 7, content: "🕷️"),
    ]

    var body: some View {
        VStack(spacing: 12) {
            Text("Memorize!")
                .font(.largeTitle)
            ForEach(0..<2) { row in
                HStack(spacing: 12) {
                    ForEach(cards[(row * 4)..<(row * 4 + 4)]) { card in
                        MemoryCardView(card: card)
                            .aspectRatio(2/3, contentMode: .fit)
                            .onTapGesture {
                                flip(card)
                            }
                    }
                }
            }
        }
        .foregroundColor(.orange)
        .padding()
        .onAppear {
            // Turn the first row face up, one after the other
            for index in 0..<4 {
                withAnimation(.easeInOut(duration: 0.6).delay(Double(index) * 0.2)) {
                    cards[index].isFaceUp = true
                }
            }
        }
    }

    private func flip(_ card: MemoryCard) {
        if let index = cards.firstIndex(where: { $0.id == card.id }) {
            withAnimation(.easeInOut(duration: 0.6)) {
                cards[index].isFaceUp.toggle()
            }
        }
    }
}

#Preview {
    CardifyMemoryGameView()
}
