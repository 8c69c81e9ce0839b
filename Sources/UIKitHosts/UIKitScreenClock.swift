import Foundation
import LayerTree
import ZoetropeUI

/// The clock a `UIKitTimeline`'s code sees as Foundation's: `Date()` is 2001-01-01 + the
/// timeline's time, `Timer.scheduledTimer` and `DispatchQueue.main.asyncAfter` run on its
/// `CAClock` (each followed by the window's layout, as a run-loop turn is), at most
/// ``maximumWork`` times per build of the screen.
final class UIKitScreenClock: ExternalVirtualClock {
    private weak var window: UIWindow?
    private var runs = 0
    private var warned = false

    /// Starts counting again for a new build of the screen around `window`.
    func reset(window: UIWindow) {
        self.window = window
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
            window?.layoutIfNeeded()
        }
    }
}
