import Foundation
import Geometry2D
import AnimationCore

/// A scroll view's drag (scrolling by touch), kept at its offset's identity between updates: the
/// offset the drag took hold at and where the finger is; on release, where the content comes to
/// rest (the drag's predicted end, moved by the `scrollTargetBehavior`) and the deceleration there.
final class ScrollDrag {
    /// The model offset when the drag took hold (nil: no drag).
    private var start: CGPoint?
    /// The finger's translation so far.
    private var translation = CGSize.zero
    /// The drag's last value once the finger lifted, until the scroll view settles it.
    private var release: DragGesture.Value?
    /// The largest offset at the last layout (a `defaultScrollAnchor` follows the content's size).
    var lastMaxOffset: CGPoint?

    /// The drag gesture a scroll view attaches (recognized after 10 points, as UIKit's pan): each
    /// move and the release lay the graph out again.
    func gesture(in graph: ViewGraph) -> AttachedGesture {
        let drag = DragGesture(minimumDistance: 10, coordinateSpace: .global)
            .onChanged { [weak self, weak graph] value in
                guard let self, let graph else { return }
                translation = value.translation
                graph.enqueueWrite({}, transaction: Transaction())
            }
            .onEnded { [weak self, weak graph] value in
                guard let self, let graph else { return }
                translation = value.translation
                release = value
                graph.enqueueWrite({}, transaction: Transaction())
            }
        return AttachedGesture(priority: .normal, mask: .all, store: GestureStore()) { AnyGestureRecognizer(drag._makeRecognizer()) }
    }

    /// Whether a drag moved or let go since the last layout.
    var isActive: Bool { translation != .zero || release != nil }

    /// The offset to show while dragging from `model` (the finger's translation against it,
    /// rubber-banded past the ends by `band`), or on release the resting offset and the transaction that
    /// decelerates to it (`released` true); nil without a drag.
    func offset(from model: CGPoint, axes: Axis.Set, viewport: CGSize, extent: CGSize, band: RubberBand,
                behavior: (any ScrollTargetBehavior)?,
                targets: () -> [CGRect]) -> (offset: CGPoint, transaction: Transaction, released: Bool)? {
        guard isActive else { return nil }
        let start = self.start ?? model
        self.start = start
        func along(_ point: CGPoint, minus size: CGSize) -> CGPoint {
            CGPoint(x: axes.contains(.horizontal) ? point.x - size.width : point.x, y: axes.contains(.vertical) ? point.y - size.height : point.y)
        }
        guard let release else { return (band.dragged(along(start, minus: translation)), Transaction(), false) }
        defer {
            self.start = nil
            self.release = nil
            translation = .zero
        }
        let lifted = band.dragged(along(start, minus: translation))
        if band.isPastEdge(lifted) {
            // Let go past an edge: back to the edge, whatever the finger's speed.
            let edge = CGPoint(x: min(max(lifted.x, 0), band.limit.x), y: min(max(lifted.y, 0), band.limit.y))
            return (edge, Transaction(animation: RubberBand.bounceBack), true)
        }
        let velocity = CGVector(dx: axes.contains(.horizontal) ? -release.velocity.width : 0,
                                dy: axes.contains(.vertical) ? -release.velocity.height : 0)
        var target = ScrollTarget(rect: CGRect(origin: along(start, minus: release.predictedEndTranslation), size: viewport))
        if let behavior {
            let context = ScrollTargetBehaviorContext(originalTarget: target, velocity: velocity, contentSize: extent,
                                                      containerSize: viewport, axes: axes,
                                                      startRect: CGRect(origin: start, size: viewport), targetFrames: targets())
            behavior.updateTarget(&target, context: context)
        }
        let rest = target.rect.origin
        let distance = hypot(rest.x - lifted.x, rest.y - lifted.y)
        let animation = behavior == nil ? Self.deceleration(speed: hypot(velocity.dx, velocity.dy)) : Self.snap(distance: distance)
        return (rest, Transaction(animation: animation), true)
    }

    /// UIScrollView's normal deceleration (the speed falls by 0.998 a millisecond) until it is
    /// within half a point of rest, at least 0.3 s and at most 3 s, drawn by a curve that starts
    /// fast and eases out (inferred: timingCurve(0.1, 0.69, 0.3, 1)).
    static func deceleration(speed: CGFloat) -> Animation {
        let milliseconds = speed > 1 ? log(0.5 * -log(0.998) * 1000 / speed) / log(0.998) : 0
        return .timingCurve(0.1, 0.69, 0.3, 1, duration: min(max(milliseconds / 1000, 0.3), 3))
    }

    /// A settling behaviour's snap: UIKit's fast deceleration (0.99 a millisecond, as paging uses)
    /// over `distance`, until within half a point: 0.25–1 s on the same curve.
    static func snap(distance: CGFloat) -> Animation {
        let milliseconds = distance > 0.5 ? log(0.5 / distance) / log(0.99) : 0
        return .timingCurve(0.1, 0.69, 0.3, 1, duration: min(max(milliseconds / 1000, 0.25), 1))
    }
}
