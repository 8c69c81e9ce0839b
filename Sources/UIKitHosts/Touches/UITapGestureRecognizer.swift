import Foundation
import Geometry2D
import ZoetropeUI

/// A discrete tap: `numberOfTouchesRequired` fingers down and up within
/// `TapGesture.allowableMovement` (10) points of where they went down, `numberOfTapsRequired`
/// times, each tap beginning within `TapGesture.multiTapInterval` (0.35 s, inferred) of the last
/// one's lift (else it fails). Recognized when the last tap lifts.
///
/// ```swift
/// let doubleTap = UITapGestureRecognizer(target: self, action: Self.zoom(_:))
/// doubleTap.numberOfTapsRequired = 2
/// imageView.addGestureRecognizer(doubleTap)
/// ```
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture.
    open var numberOfTapsRequired = 1
    /// How many fingers each tap takes.
    open var numberOfTouchesRequired = 1

    private var taps = 0
    private var start: CGPoint = .zero

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelDeadline()
        guard trackedTouches.count == numberOfTouchesRequired else { return state = .failed }
        start = location(in: nil)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if start.distance(to: location(in: nil)) > TapGesture.allowableMovement { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        taps += 1
        if taps >= numberOfTapsRequired { return state = .recognized }
        // Wait for the next tap on the virtual clock; fail if it does not come.
        setDeadline(after: TapGesture.multiTapInterval) { [weak self] in
            guard let self, state == .possible else { return }
            state = .failed
        }
    }

    open override func reset() {
        taps = 0
        super.reset()
    }

    /// Whether it is between taps of a multiple tap (kept across touch sequences).
    override var isWaitingBetweenSequences: Bool { state == .possible && taps > 0 }
}

extension CGPoint {
    /// The straight-line distance to `other`.
    func distance(to other: CGPoint) -> CGFloat { hypot(other.x - x, other.y - y) }
}
