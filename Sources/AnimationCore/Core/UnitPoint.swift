import Foundation

/// A point in a unit coordinate space: (0, 0) is the top-leading corner, (1, 1) the bottom-trailing.
///
/// Lives in AnimationCore (not Geometry2D) because `UnitCurve.bezier(startControlPoint:endControlPoint:)`
/// takes unit points.
///
/// ```swift
/// let anchor = UnitPoint.center          // (0.5, 0.5)
/// let custom = UnitPoint(x: 0.25, y: 1)
/// ```
@frozen
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    @inlinable public init() { self.init(x: 0, y: 0) }
    @inlinable public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension UnitPoint: Animatable {
    /// `(x, y)`, each scaled by 128 as in SwiftUI so spring rest thresholds behave alike.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x * 128, y * 128) }
        set {
            x = newValue.first / 128
            y = newValue.second / 128
        }
    }
}
