import Foundation
import Geometry2D
import VectorPath

/// UIKit's path object, for code written against `import UIKit`. Its `clockwise` flags mean
/// clockwise **on screen** (UIKit's y-down space), the opposite of `CGMutablePath.addArc`'s flag:
/// `clockwise: true` sweeps towards increasing angles.
///
/// ```swift
/// let ring = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40,
///                         startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
/// shape.path = ring.cgPath
/// ```
open class UIBezierPath: NSObject, NSCopying {
    private var storage: Path

    /// The stroke width of `stroke()` (a `CAShapeLayer` showing `cgPath` uses its own settings).
    open var lineWidth: CGFloat = 1
    /// The cap style of `stroke()`.
    open var lineCapStyle: CGLineCap = .butt
    /// The join style of `stroke()`.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit of `stroke()`.
    open var miterLimit: CGFloat = 10
    /// True to fill with the even–odd rule.
    open var usesEvenOddFillRule = false
    /// The dash pattern `stroke()` uses (empty: solid) and where in it the stroke starts.
    var lineDash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)

    /// An empty path.
    public override init() { storage = Path() }

    /// A closed rectangle.
    ///
    /// ```swift
    /// let box = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    /// ```
    public init(rect: CGRect) { storage = Path(rect) }

    /// An ellipse inscribed in `rect`.
    ///
    /// ```swift
    /// let dot = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 8, height: 8))
    /// ```
    public init(ovalIn rect: CGRect) { storage = Path(ellipseIn: rect) }

    /// A rounded rectangle with UIKit's continuous corners.
    ///
    /// ```swift
    /// let card = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 12)
    /// ```
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        storage = Path(roundedRect: rect, cornerRadius: cornerRadius, style: .continuous)
    }

    /// A rectangle with only `corners` rounded, by `cornerRadii.width` (UIKit rounds them
    /// circularly with the width; the height is ignored, as on iOS 7 and later).
    ///
    /// ```swift
    /// let tab = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 12, height: 12))
    /// ```
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let r = cornerRadii.width
        func radius(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? r : 0 }
        storage = Path()
        storage.addRoundedRect(in: rect, cornerRadii: RectangleCornerRadii(topLeading: radius(.topLeft), bottomLeading: radius(.bottomLeft),
                                                                           bottomTrailing: radius(.bottomRight), topTrailing: radius(.topRight)),
                               style: .circular)
    }

    /// An arc; `clockwise: true` turns clockwise on screen (increasing angles).
    ///
    /// ```swift
    /// let quarter = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    /// quarter.currentPoint // ≈ (0, 10)
    /// ```
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        storage = Path()
        super.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path holding `cgPath`'s elements.
    public init(cgPath: CGPath) { storage = cgPath.path }

    /// The path as an immutable `CGPath` (setting it replaces the elements).
    open var cgPath: CGPath {
        get { CGPath(path: storage) }
        set { storage = newValue.path }
    }

    /// True if the path has no elements.
    open var isEmpty: Bool { storage.isEmpty }
    /// The last point (`.zero` when empty).
    open var currentPoint: CGPoint { storage.currentPoint ?? .zero }
    /// The box of the points, control points included (`CGRect.null` when empty).
    open var bounds: CGRect { cgPath.boundingBox }

    /// Starts a new sub-path at `point`.
    open func move(to point: CGPoint) { storage.move(to: point) }
    /// A line to `point`.
    open func addLine(to point: CGPoint) { storage.addLine(to: point) }
    /// A cubic Bézier curve to `end`.
    open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        storage.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }
    /// A quadratic Bézier curve to `end`.
    open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
        storage.addQuadCurve(to: end, control: controlPoint)
    }
    /// An arc; `clockwise: true` turns clockwise on screen (increasing angles).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        storage.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                       endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }
    /// Closes the current sub-path.
    open func close() { storage.closeSubpath() }
    /// Appends the elements of `other`.
    open func append(_ other: UIBezierPath) { storage.addPath(other.storage) }
    /// Removes every element.
    open func removeAllPoints() { storage = Path() }
    /// Transforms every point.
    open func apply(_ transform: CGAffineTransform) { storage = storage.applying(transform) }
    /// A copy with the same elements and drawing settings (`path.copy() as! UIBezierPath`).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath()
        copy.storage = storage
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.lineDash = lineDash
        return copy
    }

    /// True if `point` is inside the path under the path's fill rule.
    open func contains(_ point: CGPoint) -> Bool { storage.contains(point, eoFill: usesEvenOddFillRule) }
}

/// The corners of a rectangle (UIKit's raw values).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners = UIRectCorner(rawValue: 0xF)
}
