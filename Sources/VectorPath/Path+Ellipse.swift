import Foundation
import Geometry2D
import AnimationCore

extension Path {
    /// Adds an ellipse inscribed in `rect` as a closed sub-path of four cubic Béziers, starting at
    /// the rightmost point and turning towards increasing angles (clockwise on a y-down screen,
    /// like ``addRect(_:transform:)``). An empty or non-finite rectangle adds nothing.
    ///
    /// ```swift
    /// var p = Path()
    /// p.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 50))
    /// ```
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard !r.isNull, !r.isInfinite, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite
        else { return }
        let arc = EllipticalArc(center: CGPoint(x: r.midX, y: r.midY), radiusX: r.width / 2, radiusY: r.height / 2,
                                rotation: 0, startAngle: 0, sweep: 2 * .pi,
                                exactEnd: CGPoint(x: r.maxX, y: r.midY))
        move(to: CGPoint(x: r.maxX, y: r.midY).applying(transform))
        arc.appendCurves(to: &self, transform: transform)
        closeSubpath()
    }

    /// A path holding the ellipse inscribed in `rect`.
    ///
    /// ```swift
    /// let dot = Path(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 8))
    /// ```
    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }
}
