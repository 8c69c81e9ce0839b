import AnimationCore
import Foundation
import LayerTree
import ZoetropeUI

/// Scripted touches on a UIKit screen, as on a storyboard: a finger goes down on the view a
/// `ViewTarget` finds (its label, a label's text or button's title, its `accessibilityIdentifier`,
/// its class name, or a point in window coordinates), moves at `Storyboard.touchRate` events per
/// second and lifts. The window hit-tests it, its gesture recognizers see it first, then the view
/// (`touchesBegan/Moved/Ended`, a control's tracking and target–actions). A target that finds no
/// view, or several, is skipped with a warning.
///
/// ```swift
/// let screen = UIKitTimeline(size: CGSize(width: 393, height: 852)) { CardsViewController() }
/// screen.tap(.label("Like"), at: 0.5)
/// screen.drag(.id("card"), by: CGSize(width: 220, height: 0), duration: 0.3, at: 1)
/// ```
extension UIKitTimeline {
    /// Taps the view `target` finds at `time`: down and up at its centre.
    public func tap(_ target: ViewTarget, at time: CFTimeInterval) {
        touchSequence(from: target, at: time, duration: 0, hold: 0) { _ in .zero }
    }

    /// Drags from the centre of the view `target` finds by `translation` over `duration` seconds
    /// (the finger's progress following `curve`), holds it `hold` more seconds, and lifts it.
    public func drag(_ target: ViewTarget, by translation: CGSize, duration: TimeInterval = 0.3, curve: UnitCurve = .linear,
                     hold: TimeInterval = 0, at time: CFTimeInterval) {
        touchSequence(from: target, at: time, duration: duration, hold: hold) { progress in
            let p = curve.value(at: progress)
            return CGSize(width: translation.width * p, height: translation.height * p)
        }
    }

    /// Drags from `start` to `end` (window points) over `duration` seconds.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3, curve: UnitCurve = .linear,
                     hold: TimeInterval = 0, at time: CFTimeInterval) {
        drag(.point(x: start.x, y: start.y), by: CGSize(width: end.x - start.x, height: end.y - start.y), duration: duration,
             curve: curve, hold: hold, at: time)
    }

    /// Presses the centre of the view `target` finds for `duration` seconds, then lifts.
    public func longPress(_ target: ViewTarget, duration: TimeInterval = 1, at time: CFTimeInterval) {
        touchSequence(from: target, at: time, duration: 0, hold: duration) { _ in .zero }
    }

    /// Down on `target` at `time`, moves to `offset(1)` over `duration`, still for `hold`, up.
    private func touchSequence(from target: ViewTarget, at time: CFTimeInterval, duration: TimeInterval, hold: TimeInterval,
                               offset: @escaping (Double) -> CGSize) {
        guard time.isFinite, duration.isFinite, hold.isFinite, duration <= Storyboard.maximumTouchSeconds,
              hold <= Storyboard.maximumTouchSeconds else {
            return LayerDiagnostics.warn("UIKitTimeline: a touch at \(time) s, \(duration) s moving and \(hold) s held was skipped: "
                + "each must be finite and at most \(Int(Storyboard.maximumTouchSeconds)) s")
        }
        let time = max(time, 0), duration = max(duration, 0), hold = max(hold, 0)
        let start = TouchStart()
        func send(_ phase: UITouch.Phase, _ progress: Double) -> (UIViewController) -> Void {
            { controller in
                guard let window = controller.viewIfLoaded?.window, let origin = start.point else { return }
                let d = offset(progress)
                window.touchDelivery.deliver(phase, at: [CGPoint(x: origin.x + d.width, y: origin.y + d.height)],
                                             time: CACurrentMediaTime())
            }
        }
        at(time) { controller in
            start.point = nil
            guard let window = controller.viewIfLoaded?.window else { return }
            let found = window.views(matching: target)
            guard let point = window.centre(of: target) else {
                return LayerDiagnostics.warn("UIKitTimeline: \(target) finds \(found.count) views at \(time) s; the touch was skipped")
            }
            start.point = point
            send(.began, 0)(controller)
        }
        let moves = Int((duration * Storyboard.touchRate - 1e-9).rounded(.up))
        for step in stride(from: 1, through: moves, by: 1) {
            let at = step == moves ? time + duration : time + Double(step) / Storyboard.touchRate
            self.at(at, send(.moved, min((at - time) / max(duration, 1e-12), 1)))
        }
        at(time + duration + hold, send(.ended, 1))
    }
}

/// Where a scripted touch went down (found when it does, at its time).
private final class TouchStart {
    var point: CGPoint?
}
