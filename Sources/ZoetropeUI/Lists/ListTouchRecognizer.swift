import Foundation
import Geometry2D

/// The touches of a list's rows (``ListTouches``) as a gesture on the list: a reorder handle
/// takes a touch at once; a swipe is recognized after 10 points of mostly horizontal travel (a
/// vertical one fails, so the scroll view scrolls); a delete control, or a tap beside an open
/// row, is a tap (ended within 10 points). The list's rows' own gestures come first.
final class ListTouchRecognizer: _GestureRecognizer<Void> {
    private let touches: ListTouches
    private var target: ListTouches.Target?
    private var start = CGPoint.zero
    private var active = false
    private var samples: [(time: Double, x: CGFloat)] = []

    /// The gesture a list attaches for `touches`.
    static func attached(to touches: ListTouches) -> AttachedGesture {
        AttachedGesture(priority: .normal, mask: .all, store: GestureStore()) {
            AnyGestureRecognizer(ListTouchRecognizer(touches))
        }
    }

    init(_ touches: ListTouches) {
        self.touches = touches
        super.init()
    }

    override func handle(_ event: TouchEvent) -> GestureOutcome<Void> {
        guard let global = event.locations.first else { return .failed }
        let point = context.local.fromGlobal(global)
        switch event.phase {
        case .began:
            start = point
            samples = [(event.time, point.x)]
            target = touches.target(at: point)
            guard let target else { return .failed }
            if case .handle(let id) = target {
                active = true
                effects.append { [touches] in touches.beginMove(id) }
                return .changed((), claims: true)
            }
            return .possible
        case .moved:
            guard let target else { return .failed }
            let dx = point.x - start.x, dy = point.y - start.y
            samples.append((event.time, point.x))
            samples.removeAll { $0.time < event.time - DragGesture.velocityWindow - 1e-9 }
            switch target {
            case .handle:
                effects.append { [touches] in touches.moveMoved(dy) }
                return .changed((), claims: true)
            case .swipe(let id):
                if !active {
                    guard hypot(dx, dy) >= 10 else { return .possible }
                    guard abs(dx) > abs(dy) else { return .failed }
                    active = true
                    effects.append { [touches] in touches.beginSwipe(id) }
                }
                effects.append { [touches] in touches.swipeMoved(dx) }
                return .changed((), claims: true)
            case .deleteControl, .closeOpen:
                return hypot(dx, dy) < 10 ? .possible : .failed
            }
        case .ended:
            guard let target else { return .failed }
            switch target {
            case .handle:
                effects.append { [touches] in touches.endMove() }
                return .ended(())
            case .swipe:
                guard active else {
                    // A tap on the open row closes it; on another, it is not a swipe.
                    guard touches.open != nil else { return .failed }
                    effects.append { [touches] in touches.closeOpen() }
                    return .ended(())
                }
                // A finger held still before it lifts has no speed left: only the window's moves count.
                samples.append((event.time, point.x))
                samples.removeAll { $0.time < event.time - DragGesture.velocityWindow - 1e-9 }
                let velocity = velocity(at: event.time, point.x)
                let dx = point.x - start.x
                effects.append { [touches] in touches.endSwipe(dx, velocity: velocity) }
                return .ended(())
            case .deleteControl(let id):
                effects.append { [touches] in touches.tapDeleteControl(id) }
                return .ended(())
            case .closeOpen:
                effects.append { [touches] in touches.closeOpen() }
                return .ended(())
            }
        case .cancelled:
            cancel()
            return .failed
        }
    }

    override func cancel() {
        guard active else { return }
        active = false
        touches.cancelTouch()
    }

    /// Points a second across, over the last ``DragGesture/velocityWindow`` seconds of moves.
    private func velocity(at time: Double, _ x: CGFloat) -> CGFloat {
        guard let first = samples.first, time - first.time > 1e-9 else { return 0 }
        return (x - first.x) / (time - first.time)
    }
}
