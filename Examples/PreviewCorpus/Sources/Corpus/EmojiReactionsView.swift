//
//  EmojiReactionsView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct Reaction: Identifiable, Hashable {
    let id = UUID()
    let emoji: String
    var count: Int
}

struct EmojiReactionsView: View {
    @State private var reactions = [
        Reaction(emoji: "👍", count: 12),
        Reaction(emoji: "❤️", count: 8),
        Reaction(emoji: "😂", count: 5),
        Reaction(emoji: "🔥", count: 3),
        Reaction(emoji: "🎉", count: 1),
    ]
    @State private var selected: UUID?

    var body: some View {
        VStack(spacing: 16) {
            Text("🎉 Launch day! 🚀")
                .font(.title.bold())
            Text("Thanks for 10k downloads, everyone 🙌")
                .font(.subheadline)
                .foregroundStyle(.secondary)

            HStack(spacing: 8) {
                ForEach($reactions) { $reaction in
                    Button {
                        withAnimation(.spring(response: 0.3)) {
                            reaction.count += 1
                            selected = reaction.id
                        }
                    } label: {
                        Text("\(reaction.emoji) \(reaction.count)")
                            .font(.callout)
                            .padding(.horizontal, 10)
                            .padding(.vertical, 6)
                            .background(
                                Capsule()
                                    .fill(selected == reaction.id ? Color.blue.opacity(0.2) : Color(.systemGray6))
                            )
                            .scaleEffect(selected == reaction.id ? 1.1 : 1)
                    }
                    .buttonStyle(.plain)
                }
            }
        }
        .padding()
    }
}

#Preview {
    EmojiReactionsView()
}
