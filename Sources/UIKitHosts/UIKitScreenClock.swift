import Foundation
import LayerTree
import ZoetropeUI

/// The clock a UIKit tree's code sees as Foundation's — a `UIKitTimeline`'s screen, or a UIKit view
/// hosted in SwiftUI: `Date()` is 2001-01-01 + the tree's Core Animation time, `Timer.scheduledTimer`
/// and `DispatchQueue.main.asyncAfter` run on its `CAClock` (each followed by the root's layout, as a
/// run-loop turn is), at most ``maximumWork`` times per build of the screen.
final class UIKitScreenClock: ExternalVirtualClock {
    /// The view laid out after each timer tick or delayed block.
    weak var root: UIView?
    private var runs = 0
    private var warned = false

    /// Starts counting again for a new build of the tree under `root` (the view laid out after each run).
    func reset(root: UIView?) {
        self.root = root
        runs = 0
        warned = false
    }

    /// How many timer ticks and delayed blocks one build of a screen runs at most (a timer firing
    /// every nanosecond stays bounded).
    static let maximumWork = 100_000

    var now: Double { CAClock.current.time }

    func schedule(at time: Double, _ work: @escaping () -> Void) {
        guard time.isFinite else { return }
        CAClock.current.scheduleWork(at: time) { [weak self] in
            guard let self else { return }
            runs += 1
            guard runs <= Self.maximumWork else {
                if !warned {
                    warned = true
                    LayerDiagnostics.warn("UIKitTimeline: more than \(Self.maximumWork) timer ticks and delayed blocks; the rest are dropped")
                }
                return
            }
            work()
            root?.layoutIfNeeded()
        }
    }
}
