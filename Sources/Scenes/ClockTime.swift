import Foundation
import ZoetropeUI
import VectorPath
import RenderCommands
import Geometry2D
import AnimationCore

/// A time of day as hours, minutes and seconds that animates as one quantity (its seconds):
/// the seed "Making Your Own Type Animatable" as a library type.
///
/// ```swift
/// let start = ClockTime(10, 10, 0), end = ClockTime(12, 40, 30)
/// start.interpolated(towards: end, amount: 0.5) // 11:25:15
/// ```
public struct ClockTime: Hashable, Sendable, CustomStringConvertible {
    public var hours: Int
    public var minutes: Int
    public var seconds: Double

    public init(_ h: Int, _ m: Int, _ s: Double) {
        hours = h
        minutes = m
        seconds = s
    }

    /// Splits a number of seconds into hours, minutes and seconds (non-finite counts as 0).
    public init(_ totalSeconds: Double) {
        let total = totalSeconds.isFinite ? max(min(totalSeconds, 1e12), -1e12) : 0
        let whole = Int(total)
        hours = whole / 3600
        minutes = (whole - hours * 3600) / 60
        seconds = total - Double(hours * 3600) - Double(minutes * 60)
    }

    /// The time as seconds since midnight.
    public var asSeconds: Double { Double(hours * 3600 + minutes * 60) + seconds }

    /// `hh:mm:ss`.
    public var description: String {
        String(format: "%02d:%02d:%02.0f", hours, minutes, seconds.rounded(.down))
    }
}

extension ClockTime: VectorArithmetic {
    public static var zero: ClockTime { ClockTime(0, 0, 0) }
    public static func + (lhs: ClockTime, rhs: ClockTime) -> ClockTime { ClockTime(lhs.asSeconds + rhs.asSeconds) }
    public static func - (lhs: ClockTime, rhs: ClockTime) -> ClockTime { ClockTime(lhs.asSeconds - rhs.asSeconds) }
    public mutating func scale(by rhs: Double) { self = ClockTime(asSeconds * rhs) }
    /// Seconds squared, so springs settle on a meaningful scale (the seed returns 1).
    public var magnitudeSquared: Double { asSeconds * asSeconds }
}
