import Foundation
import Geometry2D
import AnimationCore

/// The radius of each corner of a rectangle, as SwiftUI's `RectangleCornerRadii` (leading is left:
/// Zoetrope lays out left to right). Animatable.
///
/// ```swift
/// let tab = RectangleCornerRadii(topLeading: 12, topTrailing: 12)   // rounded on top only
/// ```
public struct RectangleCornerRadii: Hashable, Sendable, Animatable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    /// The four radii, top-leading and bottom-leading first.
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing)) }
        set {
            topLeading = newValue.first.first; bottomLeading = newValue.first.second
            bottomTrailing = newValue.second.first; topTrailing = newValue.second.second
        }
    }
}

extension Path {
    /// Adds a closed rectangle whose corners have their own radii, clockwise on a y-down screen from
    /// the end of the top-left corner. Each radius counts as its magnitude (non-finite as 0) and is
    /// clamped to half the shorter side (inferred: SwiftUI documents no rule); each corner is
    /// continuous when `style` is and its curve's extent fits in half the shorter side, else a
    /// quarter circle — so equal radii draw exactly ``addRoundedRect(in:cornerSize:style:transform:)``'s
    /// path, and zero radii a plain rectangle.
    ///
    /// ```swift
    /// var p = Path()
    /// p.addRoundedRect(in: CGRect(x: 0, y: 0, width: 120, height: 60),
    ///                  cornerRadii: RectangleCornerRadii(topLeading: 20, bottomTrailing: 8))
    /// ```
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii,
                                        style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        guard let r = Self.drawable(rect) else { return }
        let limit = min(r.width, r.height) / 2
        func radius(_ value: CGFloat) -> CGFloat { min(abs(value.isFinite ? value : 0), limit) }
        let tl = radius(cornerRadii.topLeading), tr = radius(cornerRadii.topTrailing)
        let br = radius(cornerRadii.bottomTrailing), bl = radius(cornerRadii.bottomLeading)
        guard tl > 0 || tr > 0 || br > 0 || bl > 0 else {
            addRect(r, transform: transform)
            return
        }
        func continuous(_ c: CGFloat) -> Bool { style == .continuous && c * ContinuousCorner.extent <= limit }
        /// How far from the corner its curve starts along each edge.
        func reach(_ c: CGFloat) -> CGFloat { continuous(c) ? c * ContinuousCorner.extent : c }
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        func line(_ x: CGFloat, _ y: CGFloat) {
            let to = point(x, y)
            if currentPoint != to { addLine(to: to) }
        }
        /// The corner at (x, y) of radius c, entered along `from` (unit axis step) and left along `to`.
        func corner(_ x: CGFloat, _ y: CGFloat, _ c: CGFloat, from: (CGFloat, CGFloat), to: (CGFloat, CGFloat), start: Double) {
            guard c > 0 else { return }
            let end = CGPoint(x: x + to.0 * reach(c), y: y + to.1 * reach(c))
            if continuous(c) {
                let k = c * ContinuousCorner.control
                addCurve(to: point(end.x, end.y), control1: point(x - from.0 * k, y - from.1 * k), control2: point(x + to.0 * k, y + to.1 * k))
            } else {
                EllipticalArc(center: CGPoint(x: x - from.0 * c + to.0 * c, y: y - from.1 * c + to.1 * c), radiusX: c, radiusY: c,
                              rotation: 0, startAngle: start, sweep: .pi / 2, exactEnd: end)
                    .appendCurves(to: &self, transform: transform)
            }
        }
        move(to: point(r.minX + reach(tl), r.minY))
        line(r.maxX - reach(tr), r.minY)
        corner(r.maxX, r.minY, tr, from: (1, 0), to: (0, 1), start: -.pi / 2)
        line(r.maxX, r.maxY - reach(br))
        corner(r.maxX, r.maxY, br, from: (0, 1), to: (-1, 0), start: 0)
        line(r.minX + reach(bl), r.maxY)
        corner(r.minX, r.maxY, bl, from: (-1, 0), to: (0, -1), start: .pi / 2)
        line(r.minX, r.minY + reach(tl))
        corner(r.minX, r.minY, tl, from: (0, -1), to: (1, 0), start: .pi)
        closeSubpath()
    }
}
