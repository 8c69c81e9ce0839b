import Foundation

/// A type whose appearance can be interpolated through its `animatableData`.
///
/// Shapes, geometry effects and modifiers conform; the animation engine reads `animatableData`,
/// interpolates it over time and writes each intermediate value back before drawing.
///
/// ```swift
/// struct Ring: Animatable {
///     var progress: Double
///     var animatableData: Double {
///         get { progress }
///         set { progress = newValue }
///     }
/// }
/// ```
public protocol Animatable {
    /// The vector the engine interpolates.
    associatedtype AnimatableData: VectorArithmetic
    /// The data to animate; `EmptyAnimatableData` (the default) means "nothing to animate".
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Types with nothing to animate expose `EmptyAnimatableData`.
    public var animatableData: EmptyAnimatableData {
        @inlinable get { EmptyAnimatableData() }
        @inlinable set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// A vector type animates itself.
    public var animatableData: Self {
        @inlinable get { self }
        @inlinable set { self = newValue }
    }
}

/// An empty vector: the animatable data of things that do not animate.
///
/// ```swift
/// var e = EmptyAnimatableData()
/// e.scale(by: 2)          // no effect
/// e.magnitudeSquared      // 0
/// ```
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    @inlinable public init() {}
    @inlinable public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    @inlinable public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    @inlinable public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    @inlinable public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    @inlinable public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    @inlinable public mutating func scale(by rhs: Double) {}
    @inlinable public var magnitudeSquared: Double { 0 }
}

/// A pair of animatable values, itself animatable: component-wise arithmetic, summed magnitude.
///
/// Nest pairs to animate more than two values:
///
/// ```swift
/// var animatableData: AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>> {
///     get { AnimatablePair(sides, AnimatablePair(x, y)) }
///     set { sides = newValue.first; x = newValue.second.first; y = newValue.second.second }
/// }
/// ```
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// Creates a pair.
    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    @inlinable public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }

    @inlinable
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    @inlinable
    public static func += (lhs: inout AnimatablePair, rhs: AnimatablePair) {
        lhs.first += rhs.first
        lhs.second += rhs.second
    }

    @inlinable
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    @inlinable
    public static func -= (lhs: inout AnimatablePair, rhs: AnimatablePair) {
        lhs.first -= rhs.first
        lhs.second -= rhs.second
    }

    @inlinable
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    @inlinable
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Equatable {}
extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}
extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
extension AnimatablePair: CustomStringConvertible {
    public var description: String { "(\(first), \(second))" }
}

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}
