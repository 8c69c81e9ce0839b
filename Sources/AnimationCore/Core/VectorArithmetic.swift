import Foundation

/// A type that can be added, subtracted and scaled: the arithmetic an animation interpolates with.
///
/// Mirrors SwiftUI's `VectorArithmetic`. Conform your own types to animate them:
///
/// ```swift
/// struct Level: VectorArithmetic {
///     var value: Double
///     static var zero: Level { Level(value: 0) }
///     static func + (a: Level, b: Level) -> Level { Level(value: a.value + b.value) }
///     static func - (a: Level, b: Level) -> Level { Level(value: a.value - b.value) }
///     mutating func scale(by rhs: Double) { value *= rhs }
///     var magnitudeSquared: Double { value * value }
/// }
/// ```
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of this value with itself; springs use it to decide when they are at rest.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// A copy of this value with each component multiplied by `rhs`.
    ///
    /// ```swift
    /// let half = 3.0.scaled(by: 0.5) // 1.5
    /// ```
    @inlinable
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }

    /// Moves this value towards `other` by `amount` (0 keeps it, 1 reaches `other`): `self + (other − self)·amount`.
    @inlinable
    public mutating func interpolate(towards other: Self, amount: Double) {
        self += (other - self).scaled(by: amount)
    }

    /// The value `amount` of the way from this value to `other`.
    ///
    /// ```swift
    /// 0.3.interpolated(towards: 0.8, amount: 0.4) // 0.5
    /// ```
    @inlinable
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var copy = self
        copy.interpolate(towards: other, amount: amount)
        return copy
    }
}

extension Double: VectorArithmetic {
    @inlinable public mutating func scale(by rhs: Double) { self *= rhs }
    @inlinable public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    @inlinable public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }
    @inlinable public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension CGFloat: VectorArithmetic {
    @inlinable public mutating func scale(by rhs: Double) { self = CGFloat(Double(self) * rhs) }
    @inlinable public var magnitudeSquared: Double { Double(self) * Double(self) }
}
