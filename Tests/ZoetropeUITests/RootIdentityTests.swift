import Foundation
import Testing
@testable import ZoetropeUI
import Geometry2D

@Suite struct RootIdentityTests {
    private final class Counter {
        var count = 0
    }

    /// The root view's identity is inserted by the first pass only: later passes (redraws,
    /// updates) find it, so an `onAppear` on the root runs once.
    @Test func rootViewAppearsOnce() throws {
        let counter = Counter()
        let graph = ViewGraph(size: CGSize(width: 100, height: 100)) {
            Color.red.onAppear { counter.count += 1 }
        }
        try graph.start()
        try graph.redraw(at: 0.5)
        try graph.perform(at: 1) {}
        try graph.redraw(at: 1.5)
        #expect(counter.count == 1)
    }
}
