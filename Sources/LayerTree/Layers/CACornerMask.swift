import Foundation

/// Which corners `cornerRadius` rounds. In Zoetrope's y-down space `MinY` is the top edge.
///
/// ```swift
/// layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner] // round the top corners only
/// ```
public struct CACornerMask: OptionSet, Hashable, Sendable, CALayerDiscreteValue {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The corner at (minX, minY).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// The corner at (maxX, minY).
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// The corner at (minX, maxY).
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// The corner at (maxX, maxY).
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
    /// All four corners (the default).
    static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// Discrete: the right operand.
    public static func + (a: CACornerMask, b: CACornerMask) -> CACornerMask { b }
    /// Discrete: the left operand.
    public static func - (a: CACornerMask, b: CACornerMask) -> CACornerMask { a }

    /// A mask, or its raw bits as a number.
    public static func coerce(_ any: Any) -> CACornerMask? {
        if let m = any as? CACornerMask { return m }
        guard let n = coerceNumber(any), n >= 0, n <= 15, n == n.rounded() else { return nil }
        return CACornerMask(rawValue: UInt(n))
    }
}
