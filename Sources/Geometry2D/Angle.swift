import Foundation
import AnimationCore

/// A geometric angle, stored in radians. Positive angles turn clockwise on screen (y points down).
///
/// ```swift
/// let quarter = Angle.degrees(90)
/// quarter.radians // π/2
/// ```
@frozen
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double

    /// The angle in degrees.
    @inlinable public var degrees: Double {
        get { radians * (180 / .pi) }
        set { radians = newValue * (.pi / 180) }
    }

    @inlinable public init() { radians = 0 }
    @inlinable public init(radians: Double) { self.radians = radians }
    @inlinable public init(degrees: Double) { self.radians = degrees * (.pi / 180) }

    @inlinable public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    @inlinable public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    public static let zero = Angle()

    @inlinable public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension Angle: Animatable {
    /// Radians × 128, as in SwiftUI (the factor scales spring rest thresholds).
    public var animatableData: Double {
        get { radians * 128 }
        set { radians = newValue / 128 }
    }
}

extension Angle: AdditiveArithmetic {
    @inlinable public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    @inlinable public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    @inlinable public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    @inlinable public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    @inlinable public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
}
