import Foundation

/// A size a parent proposes to a child: per dimension nil ("your ideal size"), 0 ("your minimum"),
/// `.infinity` ("your maximum") or a concrete length, as SwiftUI's `ProposedViewSize`.
///
/// ```swift
/// ProposedViewSize(width: 100, height: nil).replacingUnspecifiedDimensions()  // 100 × 10
/// ```
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        width = size.width
        height = size.height
    }

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with nil dimensions replaced by `size`'s (default 10 × 10).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

/// The horizontal or vertical dimension.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }

    /// The other axis.
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(_ axis: Axis, major: CGFloat, minor: CGFloat) {
        self = axis == .horizontal ? CGSize(width: major, height: minor) : CGSize(width: minor, height: major)
    }
}

extension ProposedViewSize {
    init(_ axis: Axis, major: CGFloat?, minor: CGFloat?) {
        self = axis == .horizontal ? ProposedViewSize(width: major, height: minor)
                                   : ProposedViewSize(width: minor, height: major)
    }
}
