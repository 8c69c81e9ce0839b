import Foundation
import Geometry2D
import AnimationCore

/// How a scroll view resists a drag past its ends and comes back (UIScrollView's rubber band,
/// view-layer drawing spec §14.2.5; *inferred*: Apple documents the behaviour, not its numbers).
///
/// Past an edge the content moves by `(1 − 1 / (x · 0.55 / d + 1)) · d` for `x` points of finger
/// travel, where `d` is the viewport's length on that axis: it follows the finger at 0.55 of its
/// speed at first and never goes further than `d`. Let go past an edge, it springs back to the
/// edge on a critically damped spring of 0.5 s.
struct RubberBand {
    /// Which axes bounce (``ScrollBounceBehavior`` resolved for the content's size).
    let axes: Axis.Set
    /// The largest offset on each axis (the smallest is 0).
    let limit: CGPoint
    /// The viewport's size.
    let viewport: CGSize

    /// UIScrollView's resistance coefficient.
    static let coefficient: CGFloat = 0.55
    /// The spring that brings content let go past an edge back to it.
    static let bounceBack = Animation.spring(duration: 0.5, bounce: 0)

    /// `offset` as drawn while a finger holds it: inside the limits unchanged, past them
    /// rubber-banded on the bouncing axes and held at the edge on the others.
    func dragged(_ offset: CGPoint) -> CGPoint {
        CGPoint(x: Self.band(offset.x, limit: limit.x, length: viewport.width, bounces: axes.contains(.horizontal)),
                y: Self.band(offset.y, limit: limit.y, length: viewport.height, bounces: axes.contains(.vertical)))
    }

    /// Whether `offset` lies past an edge.
    func isPastEdge(_ offset: CGPoint) -> Bool {
        offset.x < 0 || offset.y < 0 || offset.x > limit.x || offset.y > limit.y
    }

    /// One axis: `value` between 0 and `limit`, or the rubber band's travel for the overshoot.
    static func band(_ value: CGFloat, limit: CGFloat, length: CGFloat, bounces: Bool) -> CGFloat {
        guard value.isFinite else { return 0 }
        let low = min(value, 0), high = max(value - limit, 0)
        guard bounces, length > 0 else { return min(max(value, 0), limit) }
        if low < 0 { return -travel(-low, length: length) }
        if high > 0 { return limit + travel(high, length: length) }
        return value
    }

    /// How far content moves for `overshoot` points of finger travel past an edge.
    static func travel(_ overshoot: CGFloat, length: CGFloat) -> CGFloat {
        (1 - 1 / (overshoot * coefficient / length + 1)) * length
    }
}

extension ScrollBounceBehavior {
    /// Whether a scroll view with this behaviour bounces on an axis where its content is `extent`
    /// long in a viewport `length` long: `.basedOnSize` only when the content is longer, the others
    /// always (SwiftUI's scroll views use `.always` by default).
    func bounces(extent: CGFloat, length: CGFloat) -> Bool {
        self == .basedOnSize ? extent > length : true
    }
}
