import Foundation
import Testing
import AnimationCore
import Geometry2D
import VectorPath
@testable import ZoetropeUI

/// A shape view rebuilt by an update draws the path its identity made last when the shape (a
/// plain-data one, byte for byte) and its size are the same; any change makes a new path.
@Suite struct PathMemoTests {
    /// Counts its `path(in:)` calls (one shape per test: the count is per inset).
    private struct CountingInset: Shape {
        var inset: CGFloat
        nonisolated(unsafe) static var calls: [CGFloat: Int] = [:]
        func path(in rect: CGRect) -> Path {
            Self.calls[inset, default: 0] += 1
            return Path(rect.insetBy(dx: inset, dy: inset))
        }
    }

    private struct Changing: View {
        @State var tick = 0
        @State var inset: CGFloat = 3
        @State var side: CGFloat = 40
        var body: some View {
            ZStack {
                CountingInset(inset: inset).fill(Color.blue).frame(width: side, height: side)
                Color.red.frame(width: 10, height: 10).offset(x: CGFloat(tick))
            }
        }
    }

    @Test func anUnchangedShapeKeepsItsPathAcrossUpdatesAndAChangedOneGetsANewOne() throws {
        var board = Storyboard("memo", size: CGSize(width: 100, height: 100), duration: 2) { Changing() }
        for k in 1...5 { board = board.set(state: "tick", of: Changing.self, to: k, at: Double(k) / 10) }
        board = board.set(state: "inset", of: Changing.self, to: CGFloat(4), at: 0.6)
        board = board.set(state: "side", of: Changing.self, to: CGFloat(60), at: 0.7)
        let session = board.session()
        var lists: [String] = []
        for k in 0...7 { lists.append("\(try session.frame(index: k, fps: 10).displayList.commands)") }
        // Six updates with inset 3 at 40 × 40: one path. Inset 4: a new one, at 40 and at 60 points.
        #expect(CountingInset.calls[3] == 1)
        #expect(CountingInset.calls[4] == 2)
        // The drawn frames are those of frames resolved from scratch.
        var fresh = board
        fresh.resolvesEveryFrame = true
        for k in [0, 5, 6, 7] {
            #expect(lists[k] == "\(try fresh.frame(at: Double(k) / 10).displayList.commands)", "frame \(k)")
        }
    }
}
