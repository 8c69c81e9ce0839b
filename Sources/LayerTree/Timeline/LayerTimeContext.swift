import AnimationCore
import Foundation

/// A clock and transaction stack of their own, for content that keeps its own time inside
/// something else (a UIKit view hosted in SwiftUI): what it changes between two commits stays
/// in its own open transaction, as UIKit's changes stay open until the run loop's commit.
package final class LayerTimeContext {
    package let clock = CAClock()
    private var transactions: [CATransactionFrame] = []

    package init() {}

    /// Runs `body` with this context's clock (brought forward to `time` first) and transactions
    /// as the thread's; `commit` commits the open transaction at the end (after layout, as UIKit does).
    ///
    /// ```swift
    /// hosted.run(at: t, commit: false) { view.alpha = 0.5 }
    /// ```
    package func run<T>(at time: CFTimeInterval, commit: Bool, _ body: () throws -> T) rethrows -> T {
        let state = LayerThreadState.current
        let savedClock = state.clock, savedTransactions = state.transactions
        state.clock = clock
        state.transactions = transactions
        defer {
            if commit { CATransaction.flush() }
            transactions = state.transactions
            state.clock = savedClock
            state.transactions = savedTransactions
        }
        if time > clock.time { clock.advance(to: time) }
        return try body()
    }
}
