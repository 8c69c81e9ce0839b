import Foundation

// The attribute vocabulary UIKit adds to Foundation's attributed strings (Foundation on Linux
// has `NSAttributedString` but not these keys or paragraph styles).

extension NSAttributedString.Key {
    /// A `UIFont` (default: Helvetica 12).
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor` or `CGColor` for the glyphs (default: black).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` or `CGColor` behind the glyphs' line boxes.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An `NSParagraphStyle`: alignment, line spacing, line breaks.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space between characters, in points (kept; not applied).
    public static let kern = NSAttributedString.Key("NSKern")
    /// An underline (`NSUnderlineStyle` raw value; kept, not drawn).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A strikethrough (`NSUnderlineStyle` raw value; kept, not drawn).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The outline's colour (kept; not drawn).
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The outline's width (kept; not drawn).
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// A baseline shift in points (kept; not applied).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

/// Horizontal alignment of lines (UIKit's raw values).
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// Where lines break and how text too long for its box is cut (UIKit's raw values).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// How `draw(with:options:)` and `boundingRect(with:options:)` lay text out.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lay out several lines in the box (without it, one line from the box's origin).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Include the font's leading in line heights.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measure the glyphs' own bounds instead of the line boxes.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate the last line that fits with "…".
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Extra settings of a drawing or measuring call (kept; Zoetrope never scales text down).
open class NSStringDrawingContext: NSObject {
    /// The smallest scale text may be shrunk to (kept).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale actually used (always 1).
    open var actualScaleFactor: CGFloat { 1 }
}

/// A paragraph's alignment, line spacing and line-break mode.
///
/// ```swift
/// let centred = NSMutableParagraphStyle()
/// centred.alignment = .center
/// "Hello".draw(in: rect, withAttributes: [.paragraphStyle: centred, .font: UIFont.systemFont(ofSize: 20)])
/// ```
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// How lines sit in the box.
    open internal(set) var alignment: NSTextAlignment = .natural
    /// Extra space between lines, in points.
    open internal(set) var lineSpacing: CGFloat = 0
    /// Where lines break and how the last is cut.
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Extra space after the paragraph (kept).
    open internal(set) var paragraphSpacing: CGFloat = 0
    /// A multiple of the natural line height (kept).
    open internal(set) var lineHeightMultiple: CGFloat = 0

    /// The default style: natural alignment, no extra spacing, word wrapping.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    public override init() {}

    open func copy(with zone: NSZone? = nil) -> Any { copied(into: NSParagraphStyle()) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { copied(into: NSMutableParagraphStyle()) }

    private func copied<T: NSParagraphStyle>(into other: T) -> T {
        other.alignment = alignment
        other.lineSpacing = lineSpacing
        other.lineBreakMode = lineBreakMode
        other.paragraphSpacing = paragraphSpacing
        other.lineHeightMultiple = lineHeightMultiple
        return other
    }
}

/// A paragraph style whose settings can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
}
