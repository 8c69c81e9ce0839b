import Foundation
import Geometry2D
import RenderCommands
import TextOutlines

/// An attributed string laid out for drawing: each run in its font and colour (a span of the
/// layout), the first run's paragraph style for alignment, line spacing and line breaks.
package struct AttributedTextLayout {
    package let layout: TextLayout
    /// The colour of each span id (one per attribute run).
    package let colors: [Color]
    package let alignment: NSTextAlignment

    /// The default font of attributed text without one (UIKit's: Helvetica 12).
    static let defaultFont = UIFont(name: "Helvetica", family: "Helvetica", size: 12, request: FontRequest(postScriptName: "Helvetica"))

    /// `string` laid out in lines at most `width` wide (nil: unbroken lines) and `height` tall;
    /// nil for an empty string or when no font is installed. String drawing (`lineLimit` nil) sets
    /// a paragraph with a truncating line-break mode on one line, as TextKit does; a label passes
    /// its line count (0: nil) with `wrapsTruncatedLines`, wrapping and truncating the last line.
    package init?(_ string: NSAttributedString, width: Double?, height: Double?, lineLimit: Int? = nil,
                  wrapsTruncatedLines: Bool = false) {
        let text = string.string
        guard !text.isEmpty else { return nil }
        var spans: [TextSpan] = []
        var colors: [Color] = []
        var paragraph: NSParagraphStyle?
        var offset = 0
        let ns = text as NSString
        var failed = false
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, stop in
            let font = attributes[.font] as? UIFont ?? Self.defaultFont
            guard let faces = font.faces else { failed = true; stop.pointee = true; return }
            let count = ns.substring(with: range).unicodeScalars.count
            spans.append(TextSpan(range: offset..<(offset + count), faces: faces, size: Double(font.pointSize), id: spans.count))
            colors.append(Self.color(attributes[.foregroundColor]) ?? Color(red: 0, green: 0, blue: 0))
            if paragraph == nil { paragraph = attributes[.paragraphStyle] as? NSParagraphStyle }
            offset += count
        }
        guard !failed, let first = spans.first else { return nil }
        let style = paragraph ?? NSParagraphStyle()
        let truncation: TextTruncation = switch style.lineBreakMode {
        case .byTruncatingHead: .head
        case .byTruncatingMiddle: .middle
        default: .tail
        }
        let truncates = [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail].contains(style.lineBreakMode)
        let lineAlignment: TextLineAlignment = style.alignment == .center ? .center : style.alignment == .right ? .trailing : .leading
        var textStyle = TextStyle(faces: first.faces, size: first.size, lineLimit: nil,
                                  lineSpacing: style.lineSpacing.isFinite ? max(Double(style.lineSpacing), 0) : 0,
                                  alignment: lineAlignment, truncation: truncation)
        if spans.count > 1 { textStyle.spans = spans }
        textStyle.lineLimit = wrapsTruncatedLines ? lineLimit : lineLimit ?? (truncates && width != nil ? 1 : nil)
        layout = TextLayout.kept(text, style: textStyle, width: width, height: height)
        self.colors = colors
        alignment = style.alignment
    }

    /// A `UIColor` or `CGColor` attribute's colour.
    static func color(_ value: Any?) -> Color? {
        switch value {
        case let c as UIColor: c.cgColor.color
        case let c as CGColor: c.color
        default: nil
        }
    }

    /// The layout's size in points.
    package var size: CGSize { CGSize(width: layout.size.width, height: layout.size.height) }

    /// Where the layout's top-left corner goes for a box at `rect` (its alignment across the width).
    package func origin(in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + layout.horizontalOffset(inWidth: Double(rect.width), alignment: layout.style.alignment), y: rect.minY)
    }
}

extension CGContext {
    /// Draws `text` with its top-left corner at `origin` (user space), each run in its colour.
    package func draw(_ text: AttributedTextLayout, at origin: CGPoint) {
        guard ctmIsFinite, origin.x.isFinite, origin.y.isFinite else { return }
        let transform = ProjectionTransform(state.ctm)
        for (id, color) in text.colors.enumerated() {
            let span: Int? = text.colors.count > 1 ? id : nil
            paint { list, adjust in
                list.drawText(text.layout, at: origin, span: span, with: adjust(.color(color)),
                              opacity: adjust.opaque ? 1 : adjust.opacity * color.opacity, transform: transform)
            }
        }
    }
}
