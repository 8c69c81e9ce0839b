import Foundation

/// Where views line up horizontally: a fraction of the width (leading 0, center ½, trailing 1).
public struct HorizontalAlignment: Hashable, Sendable {
    /// The fraction of a view's width where its guide lies (left to right).
    let fraction: CGFloat
    /// A guide of one's own (``AlignmentID``); nil for the built-in ones.
    var custom: CustomAlignment? = nil
    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
    public static let listRowSeparatorLeading = HorizontalAlignment(fraction: 0)
    public static let listRowSeparatorTrailing = HorizontalAlignment(fraction: 1)

    /// The guide for `direction`: leading and trailing swap right to left.
    func fraction(in direction: LayoutDirection) -> CGFloat {
        direction == .rightToLeft ? 1 - fraction : fraction
    }
}

/// Where views line up vertically: a fraction of the height (top 0, center ½, bottom 1), or the
/// first or last text baseline (a view without text: its bottom).
public struct VerticalAlignment: Hashable, Sendable {
    let fraction: CGFloat
    var textBaseline: TextBaseline?
    /// A guide of one's own (``AlignmentID``); nil for the built-in ones.
    var custom: CustomAlignment? = nil
    public static let top = VerticalAlignment(fraction: 0)
    public static let center = VerticalAlignment(fraction: 0.5)
    public static let bottom = VerticalAlignment(fraction: 1)
    public static let firstTextBaseline = VerticalAlignment(fraction: 1, textBaseline: .first)
    public static let lastTextBaseline = VerticalAlignment(fraction: 1, textBaseline: .last)
}

/// A text's first or last baseline, which stacks can align on.
enum TextBaseline: Hashable, Sendable { case first, last }

/// How a child is positioned in its parent on both axes, as SwiftUI's `Alignment`.
///
/// ```swift
/// ZStack(alignment: .topLeading) { Color.white; Color.red.frame(width: 10, height: 10) }
/// ```
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The origin of a child of `size` aligned in `rect`.
    func origin(of size: CGSize, in rect: CGRect, direction: LayoutDirection) -> CGPoint {
        CGPoint(x: rect.minX + (rect.width - size.width) * horizontal.fraction(in: direction),
                y: rect.minY + (rect.height - size.height) * vertical.fraction)
    }
}
