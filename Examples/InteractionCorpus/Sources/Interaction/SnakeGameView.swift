//
//  SnakeGameView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

/// Snake: a `Timer.publish` tick moves the snake every 0.2 s while playing; swipes on the board
/// steer it.
struct SnakeGameView: View {
    @State private var game = SnakeGame()
    @State private var isPlaying = false

    private let tick = Timer.publish(every: 0.2, on: .main, in: .common).autoconnect()
    private let cellSize: CGFloat = 22

    var body: some View {
        VStack(spacing: 16) {
            HStack {
                Text("Score: \(game.score)")
                    .font(.headline.monospacedDigit())
                Spacer()
                Button(isPlaying ? "Pause" : "Play") {
                    isPlaying.toggle()
                }
                .buttonStyle(.borderedProminent)
                .disabled(game.isGameOver)
            }

            ZStack(alignment: .topLeading) {
                Rectangle()
                    .fill(Color.black.opacity(0.85))

                Circle()
                    .fill(Color.red)
                    .frame(width: cellSize - 4, height: cellSize - 4)
                    .offset(x: CGFloat(game.food.x) * cellSize + 2, y: CGFloat(game.food.y) * cellSize + 2)

                ForEach(Array(game.snake.enumerated()), id: \.offset) { index, point in
                    RoundedRectangle(cornerRadius: 4)
                        .fill(index == 0 ? Color.green : Color.green.opacity(0.7))
                        .frame(width: cellSize - 2, height: cellSize - 2)
                        .offset(x: CGFloat(point.x) * cellSize + 1, y: CGFloat(point.y) * cellSize + 1)
                }
            }
            .frame(width: CGFloat(game.columns) * cellSize, height: CGFloat(game.rows) * cellSize)
            .overlay {
                if game.isGameOver {
                    VStack(spacing: 12) {
                        Text("Game Over")
                            .font(.largeTitle.bold())
                            .foregroundStyle(.white)
                        Button("Play Again") {
                            game.reset()
                            isPlaying = true
                        }
                        .buttonStyle(.borderedProminent)
                    }
                }
            }
            .contentShape(Rectangle())
            .gesture(
                DragGesture(minimumDistance: 20)
                    .onEnded { value in
                        let horizontal = value.translation.width
                        let vertical = value.translation.height
                        if abs(horizontal) > abs(vertical) {
                            game.turn(horizontal > 0 ? .right : .left)
                        } else {
                            game.turn(vertical > 0 ? .down : .up)
                        }
                    }
            )
            .accessibilityIdentifier("board")
        }
        .padding()
        .onReceive(tick) { _ in
            guard isPlaying else { return }
            game.step()
            if game.isGameOver {
                isPlaying = false
            }
        }
    }
}

#Preview {
    SnakeGameView()
}
