import Foundation
import Geometry2D
import AnimationCore

/// How the corners of a rounded rectangle are drawn.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12, style: .circular)
/// ```
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles (quarter ellipses for unequal corner width and height).
    case circular
    /// Apple's "continuous" (squircle-like) corners. Zoetrope approximates them with one cubic
    /// Bézier per corner that leaves each edge 1.528665 × the radius before the corner (Apple's
    /// curve starts that far out) and passes through the same diagonal point as the circular
    /// corner; its curvature ramps in from nearly zero instead of jumping to 1/r. When that
    /// extent does not fit in the rectangle (radius over about a third of the shorter side), the
    /// corners fall back to `.circular`, so capsule-like shapes stay capsules.
    case continuous
}

/// Shape constants of the continuous corner, in units of the corner radius.
enum ContinuousCorner {
    /// How far along each edge the corner curve starts, measured from the corner.
    static let extent = 1.528665
    /// Distance from the corner of the inner control points; chosen so the curve's midpoint
    /// `(extent + 3·control)/8` equals the circular corner's `1 − 1/√2`.
    static let control = (8 * (1 - 1 / 2.0.squareRoot()) - extent) / 3
}

extension Path {
    /// Adds a closed rounded rectangle, clockwise on a y-down screen from the end of the top-left
    /// corner. Corner width and height are clamped to half the rectangle's width and height
    /// (negative values count as their magnitude); equal width and height are clamped together
    /// to half the shorter side, so a huge radius gives a capsule; zero corners give a plain
    /// rectangle.
    ///
    /// ```swift
    /// var p = Path()
    /// p.addRoundedRect(in: CGRect(x: 0, y: 0, width: 100, height: 60),
    ///                  cornerSize: CGSize(width: 10, height: 10), style: .circular)
    /// ```
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize,
                                        style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        guard let r = Self.drawable(rect) else { return }
        let width = abs(cornerSize.width.isFinite ? cornerSize.width : 0)
        let height = abs(cornerSize.height.isFinite ? cornerSize.height : 0)
        var rx = min(width, r.width / 2), ry = min(height, r.height / 2)
        if width == height { rx = min(rx, ry); ry = rx } // round corners stay round (→ capsule)
        guard rx > 0, ry > 0 else {
            addRect(r, transform: transform)
            return
        }
        let fits = rx * ContinuousCorner.extent <= r.width / 2 && ry * ContinuousCorner.extent <= r.height / 2
        if style == .continuous && fits {
            addContinuousRoundedRect(r, rx: rx, ry: ry, transform: transform)
        } else {
            addCircularRoundedRect(r, rx: rx, ry: ry, transform: transform)
        }
    }

    /// A path holding a rounded rectangle with equal corner width and height.
    ///
    /// ```swift
    /// let card = Path(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 120), cornerRadius: 16)
    /// ```
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A path holding a rounded rectangle with the given corner size.
    ///
    /// ```swift
    /// let pill = Path(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 20),
    ///                 cornerSize: CGSize(width: 10, height: 10), style: .circular)
    /// ```
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// `rect` standardized, or nil when it is null, infinite or not finite (nothing is added then).
    static func drawable(_ rect: CGRect) -> CGRect? {
        let r = rect.standardized
        guard !r.isNull, !r.isInfinite, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return nil }
        return r
    }

    private mutating func addCircularRoundedRect(_ r: CGRect, rx: CGFloat, ry: CGFloat, transform: CGAffineTransform) {
        move(to: CGPoint(x: r.minX + rx, y: r.minY).applying(transform))
        // Corners in order top-right, bottom-right, bottom-left, top-left; each a quarter turn.
        let corners: [(center: CGPoint, start: Double, end: CGPoint, edgeStart: CGPoint)] = [
            (CGPoint(x: r.maxX - rx, y: r.minY + ry), -.pi / 2, CGPoint(x: r.maxX, y: r.minY + ry),
             CGPoint(x: r.maxX - rx, y: r.minY)),
            (CGPoint(x: r.maxX - rx, y: r.maxY - ry), 0, CGPoint(x: r.maxX - rx, y: r.maxY),
             CGPoint(x: r.maxX, y: r.maxY - ry)),
            (CGPoint(x: r.minX + rx, y: r.maxY - ry), .pi / 2, CGPoint(x: r.minX, y: r.maxY - ry),
             CGPoint(x: r.minX + rx, y: r.maxY)),
            (CGPoint(x: r.minX + rx, y: r.minY + ry), .pi, CGPoint(x: r.minX + rx, y: r.minY),
             CGPoint(x: r.minX, y: r.minY + ry)),
        ]
        for corner in corners {
            let edgeStart = corner.edgeStart.applying(transform)
            if currentPoint != edgeStart { addLine(to: edgeStart) }
            EllipticalArc(center: corner.center, radiusX: rx, radiusY: ry, rotation: 0,
                          startAngle: corner.start, sweep: .pi / 2, exactEnd: corner.end)
                .appendCurves(to: &self, transform: transform)
        }
        closeSubpath()
    }

    private mutating func addContinuousRoundedRect(_ r: CGRect, rx: CGFloat, ry: CGFloat, transform: CGAffineTransform) {
        let ex = rx * ContinuousCorner.extent, ey = ry * ContinuousCorner.extent
        let cx = rx * ContinuousCorner.control, cy = ry * ContinuousCorner.control
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        move(to: point(r.minX + ex, r.minY))
        // Top edge, then the top-right corner.
        addLine(to: point(r.maxX - ex, r.minY))
        addCurve(to: point(r.maxX, r.minY + ey), control1: point(r.maxX - cx, r.minY), control2: point(r.maxX, r.minY + cy))
        // Right edge, bottom-right corner.
        addLine(to: point(r.maxX, r.maxY - ey))
        addCurve(to: point(r.maxX - ex, r.maxY), control1: point(r.maxX, r.maxY - cy), control2: point(r.maxX - cx, r.maxY))
        // Bottom edge, bottom-left corner.
        addLine(to: point(r.minX + ex, r.maxY))
        addCurve(to: point(r.minX, r.maxY - ey), control1: point(r.minX + cx, r.maxY), control2: point(r.minX, r.maxY - cy))
        // Left edge, top-left corner.
        addLine(to: point(r.minX, r.minY + ey))
        addCurve(to: point(r.minX + ex, r.minY), control1: point(r.minX, r.minY + cy), control2: point(r.minX + cx, r.minY))
        closeSubpath()
    }
}
