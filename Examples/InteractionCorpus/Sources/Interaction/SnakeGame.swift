//
//  SnakeGame.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope
import Observation

struct GridPoint: Hashable {
    var x: Int
    var y: Int
}

/// SplitMix64, so food appears in the same places on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The game state for `SnakeGameView`. The view's timer calls `step()`; swipes call `turn(_:)`.
@Observable
final class SnakeGame {
    enum Direction {
        case up, down, left, right

        var delta: GridPoint {
            switch self {
            case .up: return GridPoint(x: 0, y: -1)
            case .down: return GridPoint(x: 0, y: 1)
            case .left: return GridPoint(x: -1, y: 0)
            case .right: return GridPoint(x: 1, y: 0)
            }
        }

        var opposite: Direction {
            switch self {
            case .up: return .down
            case .down: return .up
            case .left: return .right
            case .right: return .left
            }
        }
    }

    let columns = 12
    let rows = 16

    private(set) var snake: [GridPoint] = []
    private(set) var food = GridPoint(x: 0, y: 0)
    private(set) var score = 0
    private(set) var isGameOver = false

    private var direction: Direction = .right
    private var pendingDirection: Direction = .right
    @ObservationIgnored private var generator = SeededGenerator(seed: 2024)

    init() { reset() }

    func reset() {
        snake = [GridPoint(x: 4, y: 8), GridPoint(x: 3, y: 8), GridPoint(x: 2, y: 8)]
        direction = .right
        pendingDirection = .right
        score = 0
        isGameOver = false
        generator = SeededGenerator(seed: 2024)
        placeFood()
    }

    func turn(_ newDirection: Direction) {
        guard newDirection != direction.opposite else { return }
        pendingDirection = newDirection
    }

    func step() {
        guard !isGameOver, let head = snake.first else { return }
        direction = pendingDirection
        let next = GridPoint(x: head.x + direction.delta.x, y: head.y + direction.delta.y)

        let hitsWall = next.x < 0 || next.x >= columns || next.y < 0 || next.y >= rows
        if hitsWall || snake.dropLast().contains(next) {
            isGameOver = true
            return
        }

        snake.insert(next, at: 0)
        if next == food {
            score += 1
            placeFood()
        } else { snake.removeLast() }
    }

    private func placeFood() {
        var free: [GridPoint] = []
        for y in 0..<rows {
            for x in 0..<columns where !snake.contains(GridPoint(x: x, y: y)) {
                free.append(GridPoint(x: x, y: y))
            }
        }
        guard !free.isEmpty else { return }
        food = free[Int(generator.next() % UInt64(free.count))]
    }
}

#Preview("Initial state") {
    let game = SnakeGame()
    return Text("Head (\(game.snake[0].x), \(game.snake[0].y)) · food (\(game.food.x), \(game.food.y))")
        .padding()
}
