import Foundation
import Testing
import Zoetrope
@testable import Interaction

/// The corpus's clock-driven storyboards (Foundation timers, `Date()`, `Task { }`, `ContinuousClock`,
/// `Timer.publish`, `DispatchWorkItem`s, springs) give the same frame whatever order the frames are
/// asked in: sessions asked backwards or odd-then-even, and a frame alone, equal the frames of a
/// session in time order.
@Suite struct ShuffledFramesTests {
    private static func boards() -> [(name: String, board: Storyboard, times: [Double])] {
        func story(_ duration: Double, @ViewBuilder _ content: @escaping () -> some View) -> Storyboard {
            Storyboard("shuffle", device: .iPhone15, duration: duration, content: content)
        }
        return [
            ("Stopwatch", story(4) { StopwatchView() }.tap(.label("Start"), at: 0.5).tap(.label("Lap"), at: 1.5)
                .tap(.label("Stop"), at: 2.5), [0.3, 0.9, 1.505, 2.2, 2.9, 3.6]),
            ("Typewriter", story(3) { TypewriterTextView() }.tap(.label("Replay"), at: 2.0), [0.26, 0.8, 1.75, 2.32, 2.9]),
            ("WorkoutCountdown", story(8) { WorkoutCountdownView() }.tap(.label("Start"), at: 0.5), [0.6, 2.5, 4.25, 7.5]),
            ("SaveProfileButton", story(4) { SaveProfileButtonView() }.tap(.id("saveButton"), at: 0.2), [0.6, 1.45, 2.0, 3.15]),
            ("CopyCodeToast", story(4.5) { CopyCodeToastView() }.tap(.label("Copy code"), at: 0.5)
                .tap(.label("Copy code"), at: 1.5), [1.0, 2.7, 3.6, 4.2]),
            ("SnakeGame", story(3.5) { SnakeGameView() }.tap(.label("Play"), at: 0.1)
                .drag(.id("board"), by: CGSize(width: 0, height: -60), duration: 0.08, at: 1.25), [0.5, 1.3, 2.1, 3.1]),
        ]
    }

    /// Orders other than time order: backwards, and odd frames then even ones.
    private static func orders(_ count: Int) -> [[Int]] {
        let indices = Array(0..<count)
        return [indices.reversed(), indices.filter { $0 % 2 == 1 } + indices.filter { $0 % 2 == 0 }]
    }

    @Test func framesInAnyOrderAreTheFramesInTimeOrder() throws {
        for (name, board, times) in Self.boards() {
            let inOrder = board.session()
            let expected = try times.map { try inOrder.frame(at: $0, fps: 60).displayList }
            for order in Self.orders(times.count) {
                let shuffled = board.session()
                for index in order {
                    #expect(try shuffled.frame(at: times[index], fps: 60).displayList == expected[index],
                            "\(name) at \(times[index]) s, frames asked in the order \(order)")
                }
            }
            let last = times.count - 1
            #expect(try board.frame(at: times[last], fps: 60).displayList == expected[last], "\(name) alone at \(times[last]) s")
        }
    }
}
