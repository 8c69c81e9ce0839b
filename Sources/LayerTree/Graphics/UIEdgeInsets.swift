import Foundation

/// Distances inset from a rectangle's edges (UIKit's `UIEdgeInsets`: left and right, not leading
/// and trailing).
///
/// ```swift
/// let content = bounds.inset(by: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
/// ```
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// Insets of each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// No inset.
    public static let zero = UIEdgeInsets()
}

/// Distances inset from a rectangle's edges by reading direction (leading and trailing; left and
/// right in Zoetrope's left-to-right layouts).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Insets of each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// No inset.
    public static let zero = NSDirectionalEdgeInsets()
}

extension CGRect {
    /// The rectangle with each edge moved in by `insets` (out for negative insets).
    ///
    /// ```swift
    /// CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
    /// // (10, 5, 80, 40)
    /// ```
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        let r = standardized
        return CGRect(x: r.minX + insets.left, y: r.minY + insets.top,
                      width: r.width - insets.left - insets.right, height: r.height - insets.top - insets.bottom)
    }
}

/// Core Animation code's "for ever" (`animation.repeatCount = HUGE`): the C library's `HUGE` as
/// Darwin imports it, the largest finite `Float`.
public let HUGE: Float = .greatestFiniteMagnitude

