//
//  ShuffleGridView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct Tile: Identifiable, Equatable {
    let id: Int
    let color: Color
}

struct ShuffleGridView: View {
    @State private var tiles: [Tile] = (1...12).map { number in
        Tile(id: number, color: Color(hue: Double(number) / 12, saturation: 0.7, brightness: 0.9))
    }

    private let columns = Array(repeating: GridItem(.flexible(), spacing: 10), count: 4)

    var body: some View {
        VStack(spacing: 20) {
            LazyVGrid(columns: columns, spacing: 10) {
                ForEach(tiles) { tile in
                    RoundedRectangle(cornerRadius: 12)
                        .fill(tile.color)
                        .aspectRatio(1, contentMode: .fit)
                        .overlay(
                            Text("\(tile.id)")
                                .font(.title2.bold())
                                .foregroundColor(.white)
                        )
                }
            }
            .animation(.spring(response: 0.5, dampingFraction: 0.7), value: tiles)

            HStack {
                Button("Shuffle") {
                    tiles.shuffle()
                }
                Button("Sort") {
                    tiles.sort { $0.id < $1.id }
                }
                Button("Reverse") {
                    tiles.reverse()
                }
            }
            .buttonStyle(.bordered)
        }
        .padding()
        .onAppear {
            // Show the reorder animation once
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                tiles.reverse()
            }
        }
    }
}

#Preview {
    ShuffleGridView()
}
