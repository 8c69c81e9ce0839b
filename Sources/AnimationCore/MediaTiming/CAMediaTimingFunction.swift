import Foundation

/// The name of one of Core Animation's predefined timing functions.
///
/// ```swift
/// let ease = CAMediaTimingFunction(name: .easeInEaseOut)
/// CAMediaTimingFunctionName(rawValue: "easeIn") == .easeIn // true
/// ```
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// Apple's string for the name, for example `"easeInEaseOut"`.
    public let rawValue: String

    /// Creates a name from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a name from its string (Apple's unlabeled initializer).
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Constant speed: control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start: (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end: (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end: (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve of implicit animations: (0.25, 0.1) and (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")

    public var description: String { rawValue }
}

/// A cubic Bézier from (0, 0) to (1, 1) mapping an animation's time fraction to its value progress:
/// Core Animation's `CAMediaTimingFunction`.
///
/// ```swift
/// let ease = CAMediaTimingFunction(name: .default)
/// ease.value(at: 0.5)                 // ≈ 0.8024
/// ease.controlPoint(at: 1)            // (x: 0.25, y: 0.1)
/// let custom = CAMediaTimingFunction(controlPoints: 0.5, 0, 0.5, 1)
/// ```
public final class CAMediaTimingFunction: Hashable, Sendable, CustomStringConvertible {
    /// The solver for the curve (x control values clamped to [0, 1]).
    public let curve: CubicBezierCurve
    private let c1x: Float, c1y: Float, c2x: Float, c2y: Float

    /// A predefined timing function. An unknown name gives the linear function (Apple raises an
    /// exception instead).
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// A function with the control points (c1x, c1y) and (c2x, c2y); the end points are (0, 0) and
    /// (1, 1). x values outside [0, 1] are clamped so time stays monotonic.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.c1x = c1x.isFinite ? min(max(c1x, 0), 1) : 0
        self.c1y = c1y.isFinite ? c1y : 0
        self.c2x = c2x.isFinite ? min(max(c2x, 0), 1) : 1
        self.c2y = c2y.isFinite ? c2y : 1
        curve = CubicBezierCurve(
            p1x: Double(self.c1x), p1y: Double(self.c1y), p2x: Double(self.c2x), p2y: Double(self.c2y)
        )
    }

    /// Control point `index` (0 = (0, 0), 1 and 2 = the two control points, 3 = (1, 1)); nil for
    /// any other index.
    ///
    /// ```swift
    /// CAMediaTimingFunction(name: .easeIn).controlPoint(at: 1)! // (x: 0.42, y: 0)
    /// ```
    public func controlPoint(at index: Int) -> (x: Float, y: Float)? {
        switch index {
        case 0: (0, 0)
        case 1: (c1x, c1y)
        case 2: (c2x, c2y)
        case 3: (1, 1)
        default: nil
        }
    }

    /// Apple's form of `controlPoint(at:)`: writes x and y to `values[0]` and `values[1]`.
    /// An index outside 0...3 writes nothing.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        guard let point = controlPoint(at: index) else { return }
        values[0] = point.x
        values[1] = point.y
    }

    /// The value progress at time fraction `x` (clamped to [0, 1]); NaN gives 0.
    public func value(at x: Double) -> Double {
        guard !x.isNaN else { return 0 }
        return curve.value(at: x)
    }

    /// The slope dy/dx at time fraction `x` (clamped to [0, 1]).
    public func velocity(at x: Double) -> Double {
        curve.velocity(at: x.isNaN ? 0 : x)
    }

    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.c1x == rhs.c1x && lhs.c1y == rhs.c1y && lhs.c2x == rhs.c2x && lhs.c2y == rhs.c2y
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(c1x); hasher.combine(c1y); hasher.combine(c2x); hasher.combine(c2y)
    }

    public var description: String { "CAMediaTimingFunction(\(c1x), \(c1y), \(c2x), \(c2y))" }
}
