import Foundation
import LayerTree
import ZoetropeUI

/// The time of a UIKit tree hosted in SwiftUI: a Core Animation clock and transaction stack of
/// its own (`LayerTimeContext`) that follow the graph's time, with Foundation's clock — `Date()`,
/// `Timer`, `DispatchQueue.main.asyncAfter`, `CADisplayLink` — following it while the tree's code
/// runs, so what a timer or a delayed block starts (a `UIView.animate`) lands on the tree's clock
/// at its time, as in a `UIKitTimeline`.
///
/// ```swift
/// let time = HostedTime()
/// time.run(at: graphTime, commit: false) { representable.updateUIView(view, context: context) }
/// ```
final class HostedTime {
    private let context = LayerTimeContext()
    private let foundationClock = UIKitScreenClock()

    /// The tree's clock time, seconds.
    var now: Double { context.clock.time }

    /// The view laid out after each timer tick or delayed block (the tree's root).
    func follow(root: UIView?) { foundationClock.root = root }

    /// Runs `body` on the tree's clock brought forward to `time` (running what timers and delayed
    /// blocks are due on the way); `commit` commits the open transaction after it.
    func run<T>(at time: Double, commit: Bool, _ body: () throws -> T) rethrows -> T {
        try VirtualRunLoop.followingHosted(foundationClock) {
            try context.run(at: time, commit: commit, body)
        }
    }
}
