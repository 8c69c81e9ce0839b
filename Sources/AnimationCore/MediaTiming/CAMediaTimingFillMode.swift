import Foundation

/// What a timed object shows outside its active duration (Core Animation's `CAMediaTimingFillMode`).
///
/// The raw values are Apple's strings, so names read from archives or other code round-trip:
///
/// ```swift
/// var timing = MediaTiming(duration: 1)
/// timing.fillMode = .forwards          // hold the end value after the animation ends
/// CAMediaTimingFillMode(rawValue: "both") == .both // true
/// ```
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// Apple's string for the mode, for example `"forwards"`.
    public let rawValue: String

    /// Creates a fill mode from its string. Unknown strings behave like `.removed`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a fill mode from its string (Apple's unlabeled initializer).
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The object is removed from the presentation outside its active duration (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// After the active duration the object holds its final state.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Before the active duration the object holds its initial state.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `.forwards` and `.backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    /// Whether the initial state is shown before the active duration (`.backwards`, `.both`).
    public var fillsBackwards: Bool { self == .backwards || self == .both }
    /// Whether the final state is shown after the active duration (`.forwards`, `.both`).
    public var fillsForwards: Bool { self == .forwards || self == .both }

    public var description: String { rawValue }
}

/// A fill mode from a string literal, so `enum Fill: CAMediaTimingFillMode { case forwards }` works.
///
/// ```swift
/// let mode: CAMediaTimingFillMode = "forwards"   // == .forwards
/// ```
extension CAMediaTimingFillMode: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self.rawValue = value }
}
