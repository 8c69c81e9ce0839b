import Foundation
import Geometry2D
import LayerTree

/// A view that shows text: one line by default, truncated at the tail, centred vertically in its
/// bounds, in `font` and `textColor` (or as `attributedText` says), drawn again when its text,
/// style or size changes.
///
/// ```swift
/// let title = UILabel()
/// title.text = "Welcome"
/// title.font = .systemFont(ofSize: 28, weight: .bold)
/// title.textAlignment = .center
/// title.frame = CGRect(x: 0, y: 100, width: 393, height: 40)
/// ```
open class UILabel: UIView {
    /// The text (the attributed text's characters when that is set).
    open var text: String? {
        get { storedText ?? attributedTextStorage?.string }
        set { storedText = newValue; attributedTextStorage = nil; setNeedsDisplay() }
    }
    /// Text with its own fonts and colours per range (replaces `text`, `font` and `textColor`).
    open var attributedText: NSAttributedString? {
        get { attributedTextStorage ?? storedText.map { NSAttributedString(string: $0, attributes: attributes) } }
        set { attributedTextStorage = newValue; storedText = nil; setNeedsDisplay() }
    }
    /// The font (the system font at 17 points by default).
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { setNeedsDisplay() } }
    /// The text colour (`.label` by default).
    open var textColor: UIColor! = .label { didSet { setNeedsDisplay() } }
    /// How lines sit across the width.
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// The most lines shown (0: as many as fit).
    open var numberOfLines = 1 { didSet { setNeedsDisplay() } }
    /// How a line too long for the width breaks or is cut.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { setNeedsDisplay() } }
    /// Whether the text shrinks to fit (kept; Zoetrope does not shrink text).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest shrink factor (kept).
    open var minimumScaleFactor: CGFloat = 0
    /// Whether the label draws enabled (disabled text is drawn at half opacity).
    open var isEnabled = true { didSet { setNeedsDisplay() } }
    /// The width multi-line text wraps at when the label sizes itself (0: its own width).
    open var preferredMaxLayoutWidth: CGFloat = 0

    private var storedText: String?
    private var attributedTextStorage: NSAttributedString?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
        isOpaque = false
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentMode = .redraw
        isUserInteractionEnabled = false
    }

    /// `text` styled with the label's font, colour, alignment and line-break mode.
    private var attributes: [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        paragraph.lineBreakMode = lineBreakMode
        return [.font: font ?? UIFont.systemFont(ofSize: 17), .foregroundColor: textColor ?? UIColor.label, .paragraphStyle: paragraph]
    }

    /// The text laid out for a box `width` wide (nil: unbroken).
    private func textLayout(width: CGFloat?) -> AttributedTextLayout? {
        guard let string = attributedText, string.length > 0 else { return nil }
        let limit = numberOfLines > 0 ? numberOfLines : nil
        return AttributedTextLayout(string, width: width.map(Double.init), height: nil, lineLimit: limit, wrapsTruncatedLines: true)
    }

    open override func draw(_ rect: CGRect) { drawText(in: rect) }

    /// Draws the text in `rect`, centred vertically.
    open func drawText(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), let text = textLayout(width: rect.width) else { return }
        let y = rect.minY + (rect.height - text.size.height) / 2
        ctx.saveGState()
        if !isEnabled { ctx.setAlpha(0.5) }
        ctx.draw(text, at: CGPoint(x: text.origin(in: rect).x, y: y))
        ctx.restoreGState()
    }

    /// The size of the text: on one line, or wrapped at `preferredMaxLayoutWidth` (the label's own width when 0).
    open override var intrinsicContentSize: CGSize {
        let wrap: CGFloat? = numberOfLines == 1 ? nil : (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width > 0 ? bounds.width : nil)
        guard let text = textLayout(width: wrap) else { return .zero }
        return CGSize(width: ceil(text.size.width), height: ceil(text.size.height))
    }

    /// The text's size when wrapped at `size.width`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat? = numberOfLines == 1 || !(size.width.isFinite && size.width > 0) ? nil : size.width
        guard let text = textLayout(width: width) else { return .zero }
        return CGSize(width: ceil(text.size.width), height: ceil(text.size.height))
    }
}
