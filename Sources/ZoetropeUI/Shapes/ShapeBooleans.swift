import Foundation
import Geometry2D
import VectorPath
import AnimationCore

/// Two shapes combined in the same frame, as SwiftUI's iOS 17 shape booleans return: the area
/// either, both or one fills (`union`, `intersection`, `subtracting`, `symmetricDifference`), or
/// the first's line inside or outside the second's area (`lineIntersection`, `lineSubtraction`).
/// Both shapes animate.
///
/// ```swift
/// Circle().subtracting(Circle().scale(0.6))   // a ring
///     .fill(.orange)
/// ```
public struct _CombinedShape<First: Shape, Second: Shape>: Shape {
    /// How the two are combined.
    public enum Combination: Sendable, Hashable {
        case area(PathBooleanOperation)
        case lineInside
        case lineOutside
    }

    public var first: First
    public var second: Second
    public var combination: Combination
    /// Whether both shapes fill by the even-odd rule (else nonzero).
    public var eoFill: Bool

    public init(first: First, second: Second, combination: Combination, eoFill: Bool) {
        self.first = first
        self.second = second
        self.combination = combination
        self.eoFill = eoFill
    }

    public func path(in rect: CGRect) -> Path {
        let a = first.path(in: rect), b = second.path(in: rect)
        switch combination {
        case .area(let operation):
            switch operation {
            case .union: return a.union(b, eoFill: eoFill)
            case .intersection: return a.intersection(b, eoFill: eoFill)
            case .subtracting: return a.subtracting(b, eoFill: eoFill)
            case .symmetricDifference: return a.symmetricDifference(b, eoFill: eoFill)
            }
        case .lineInside: return a.lineIntersection(b, eoFill: eoFill)
        case .lineOutside: return a.lineSubtraction(b, eoFill: eoFill)
        }
    }

    public var animatableData: AnimatablePair<First.AnimatableData, Second.AnimatableData> {
        get { AnimatablePair(first.animatableData, second.animatableData) }
        set {
            first.animatableData = newValue.first
            second.animatableData = newValue.second
        }
    }
}

extension Shape {
    /// The area this shape or `other` fills, both in the same frame.
    ///
    /// ```swift
    /// Circle().union(Rectangle().scale(x: 1, y: 0.5, anchor: .bottom)).fill(.blue)
    /// ```
    public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> _CombinedShape<Self, T> {
        _CombinedShape(first: self, second: other, combination: .area(.union), eoFill: eoFill)
    }

    /// The area both this shape and `other` fill.
    ///
    /// ```swift
    /// Circle().offset(x: -20).intersection(Circle().offset(x: 20))   // a lens
    /// ```
    public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> _CombinedShape<Self, T> {
        _CombinedShape(first: self, second: other, combination: .area(.intersection), eoFill: eoFill)
    }

    /// The area this shape fills and `other` does not.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 20).subtracting(Circle().scale(0.5))
    /// ```
    public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> _CombinedShape<Self, T> {
        _CombinedShape(first: self, second: other, combination: .area(.subtracting), eoFill: eoFill)
    }

    /// The area exactly one of this shape and `other` fills.
    ///
    /// ```swift
    /// Circle().symmetricDifference(Rectangle().scale(0.6))
    /// ```
    public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> _CombinedShape<Self, T> {
        _CombinedShape(first: self, second: other, combination: .area(.symmetricDifference), eoFill: eoFill)
    }

    /// This shape's line where it lies inside the area `other` fills.
    ///
    /// ```swift
    /// Circle().lineIntersection(Rectangle().scale(x: 1, y: 0.5)).stroke(.red, lineWidth: 3)
    /// ```
    public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> _CombinedShape<Self, T> {
        _CombinedShape(first: self, second: other, combination: .lineInside, eoFill: eoFill)
    }

    /// This shape's line where it lies outside the area `other` fills.
    ///
    /// ```swift
    /// Circle().lineSubtraction(Rectangle().scale(x: 1, y: 0.5)).stroke(.red, lineWidth: 3)
    /// ```
    public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> _CombinedShape<Self, T> {
        _CombinedShape(first: self, second: other, combination: .lineOutside, eoFill: eoFill)
    }
}
