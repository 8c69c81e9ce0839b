import Foundation
import Geometry2D

/// A continuous drag: begins once the fingers moved `UIPanGestureRecognizer.hysteresis` (10)
/// points from where they went down (inferred from UIKit), changes with each move, ends when they
/// lift. `translation(in:)` is measured from where the fingers went down; `velocity(in:)` is the
/// last move's, in points per second.
///
/// ```swift
/// func handlePan(_ pan: UIPanGestureRecognizer) {
///     let t = pan.translation(in: view)
///     card.center = CGPoint(x: origin.x + t.x, y: origin.y + t.y)
///     if pan.state == .ended, pan.velocity(in: view).x > 500 { dismissCard() }
/// }
/// ```
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that pan.
    open var minimumNumberOfTouches = 1
    /// The most fingers that pan.
    open var maximumNumberOfTouches = Int.max

    /// How far (points) the fingers move before the pan begins (inferred).
    public static let hysteresis: CGFloat = 10

    private var origin: CGPoint = .zero            // window coordinates
    private var last: (point: CGPoint, time: TimeInterval) = (.zero, 0)
    private var windowVelocity: CGPoint = .zero

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard (minimumNumberOfTouches...max(maximumNumberOfTouches, minimumNumberOfTouches)).contains(trackedTouches.count) else {
            return state = .failed
        }
        origin = location(in: nil)
        last = (origin, event.timestamp)
        windowVelocity = .zero
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let point = location(in: nil)
        let dt = event.timestamp - last.time
        if dt > 0 { windowVelocity = CGPoint(x: (point.x - last.point.x) / dt, y: (point.y - last.point.y) / dt) }
        last = (point, event.timestamp)
        switch state {
        case .possible where origin.distance(to: point) >= Self.hysteresis: state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .began || state == .changed ? .ended : .failed
    }

    /// How far the fingers moved since they went down (or since `setTranslation`), in `view`'s
    /// coordinates (the window's when nil).
    open func translation(in view: UIView?) -> CGPoint {
        let now = location(in: view), start = convert(origin, to: view)
        return CGPoint(x: now.x - start.x, y: now.y - start.y)
    }

    /// Makes the translation in `view`'s coordinates read `translation` now.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let now = location(in: view)
        let start = CGPoint(x: now.x - translation.x, y: now.y - translation.y)
        origin = view?.convert(start, to: nil) ?? start
    }

    /// The fingers' speed in `view`'s coordinates, points per second (the last move's).
    open func velocity(in view: UIView?) -> CGPoint {
        let a = convert(.zero, to: view), b = convert(windowVelocity, to: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        view?.convert(point, from: nil) ?? point
    }
}
