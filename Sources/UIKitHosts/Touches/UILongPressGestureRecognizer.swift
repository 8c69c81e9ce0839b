import Foundation
import Geometry2D

/// A continuous press: the fingers stay down `minimumPressDuration` (0.5 s) within
/// `allowableMovement` (10) points, then it begins; moves change it, lifting ends it. Lifting or
/// moving away earlier fails it. The wait is a timer on the virtual clock.
///
/// ```swift
/// let press = UILongPressGestureRecognizer(target: self, action: Self.showMenu(_:))
/// press.minimumPressDuration = 0.3
/// ```
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers stay down before it begins, seconds.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far (points) the fingers may move before it begins.
    open var allowableMovement: CGFloat = 10
    /// How many fingers press.
    open var numberOfTouchesRequired = 1

    private var start: CGPoint = .zero

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count == numberOfTouchesRequired else { return state = .failed }
        start = location(in: nil)
        let wait = minimumPressDuration.isFinite ? max(minimumPressDuration, 0) : 0.5
        setDeadline(after: wait) { [weak self] in
            guard let self, state == .possible, !trackedTouches.isEmpty else { return }
            state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible where start.distance(to: location(in: nil)) > allowableMovement: state = .failed
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .began || state == .changed ? .ended : .failed
    }
}
