import Foundation

// UIKit's string drawing (NSStringDrawing): into the current context, the string's top-left
// corner at the point or the box's, in the attributes' font and colour.

extension NSAttributedString {
    /// Draws the string on unbroken lines with its top-left corner at `point` of the current context.
    ///
    /// ```swift
    /// NSAttributedString(string: "42", attributes: [.font: UIFont.boldSystemFont(ofSize: 24)]).draw(at: .zero)
    /// ```
    public func draw(at point: CGPoint) {
        guard let ctx = CGContext.currentForUIKit("NSAttributedString.draw(at:)"),
              let text = AttributedTextLayout(self, width: nil, height: nil) else { return }
        ctx.draw(text, at: point)
    }

    /// Draws the string wrapped to `rect`'s width, aligned by its paragraph style, clipped to the rect.
    public func draw(in rect: CGRect) { draw(with: rect, options: .usesLineFragmentOrigin, context: nil) }

    /// Draws the string in `rect`: wrapped to its width with `.usesLineFragmentOrigin`, else one
    /// line from its origin; clipped to the rect.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        let r = rect.standardized
        guard let ctx = CGContext.currentForUIKit("NSAttributedString.draw(in:)"), r.width.isFinite, r.height.isFinite,
              let text = AttributedTextLayout(self, width: Double(r.width),
                                              height: options.contains(.usesLineFragmentOrigin) ? Double(r.height) : nil)
        else { return }
        ctx.saveGState()
        ctx.clip(to: r)
        ctx.draw(text, at: text.origin(in: r))
        ctx.restoreGState()
    }

    /// The size of the string on unbroken lines.
    public func size() -> CGSize { AttributedTextLayout(self, width: nil, height: nil)?.size ?? .zero }

    /// The box the string takes when laid out in `size` (wrapped with `.usesLineFragmentOrigin`).
    ///
    /// ```swift
    /// let height = text.boundingRect(with: CGSize(width: 200, height: .greatestFiniteMagnitude),
    ///                                options: .usesLineFragmentOrigin, context: nil).height
    /// ```
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let width = size.width.isFinite && size.width < 1e7 ? Double(size.width) : nil
        let height = size.height.isFinite && size.height < 1e7 ? Double(size.height) : nil
        let text = options.contains(.usesLineFragmentOrigin)
            ? AttributedTextLayout(self, width: width, height: height) : AttributedTextLayout(self, width: nil, height: nil)
        return CGRect(origin: .zero, size: text?.size ?? .zero)
    }
}

extension String {
    /// Draws the string with `attributes` on unbroken lines, its top-left corner at `point`.
    ///
    /// ```swift
    /// "Score".draw(at: CGPoint(x: 8, y: 8), withAttributes: [.font: UIFont.systemFont(ofSize: 14),
    ///                                                        .foregroundColor: UIColor.white])
    /// ```
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attributes).draw(at: point)
    }
    /// Draws the string with `attributes` wrapped in `rect`.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attributes).draw(in: rect)
    }
    /// Draws the string with `attributes` in `rect` as `options` say.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        NSAttributedString(string: self, attributes: attributes).draw(with: rect, options: options, context: context)
    }
    /// The size of the string with `attributes` on unbroken lines.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self, attributes: attributes).size()
    }
    /// The box the string with `attributes` takes in `size`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
                             context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }
}

extension NSString {
    /// Draws the string with `attributes` on unbroken lines, its top-left corner at `point`.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attributes)
    }
    /// Draws the string with `attributes` wrapped in `rect`.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attributes)
    }
    /// The size of the string with `attributes` on unbroken lines.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }
    /// The box the string with `attributes` takes in `size`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
                             context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}
