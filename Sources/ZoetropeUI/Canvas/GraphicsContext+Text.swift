import Foundation
import AnimationCore
import VectorPath
import Geometry2D
import RenderCommands
import TextOutlines

extension GraphicsContext {
    /// A text with its fonts looked up in the canvas's environment, ready to measure and draw.
    ///
    /// ```swift
    /// let label = context.resolve(Text("42").font(.title))
    /// let size = label.measure(in: CGSize(width: 200, height: 100))
    /// context.draw(label, at: CGPoint(x: 100, y: 50))
    /// ```
    public struct ResolvedText {
        let prepared: PreparedText?
        /// Where its layouts are kept between frames (the canvas environment's).
        var layoutCache = TextLayoutCache.shared
        /// Draws every part with this shading instead of the text's own colours when set.
        public var shading: Shading {
            get { override ?? .foreground }
            set { override = newValue }
        }
        var override: Shading?

        /// The size the text takes laid out within `size` (lines wrapped at its width).
        public func measure(in size: CGSize) -> CGSize {
            guard let prepared else { return .zero }
            return layout(width: size.width, height: size.height, prepared).size
        }

        /// The distance from the top to the first line's baseline, laid out within `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            guard let prepared else { return 0 }
            return layout(width: size.width, height: size.height, prepared).firstBaseline
        }

        /// The distance from the top to the last line's baseline, laid out within `size`.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            guard let prepared else { return 0 }
            return layout(width: size.width, height: size.height, prepared).lastBaseline
        }

        func layout(width: CGFloat?, height: CGFloat?, _ prepared: PreparedText) -> TextLayout {
            func finite(_ v: CGFloat?) -> Double? { v.flatMap { $0.isFinite && $0 >= 0 ? Double($0) : nil } }
            let key = TextLayoutCache.Key(string: prepared.string, style: prepared.style, width: finite(width), height: finite(height))
            return layoutCache.layout(for: key) { TextLayout(key.string, style: key.style, width: key.width, height: key.height) }
        }
    }

    /// `text` with its fonts looked up in the canvas's environment.
    public func resolve(_ text: Text) -> ResolvedText {
        do {
            return ResolvedText(prepared: try PreparedText(text, in: environment, warn: recorder.warn), layoutCache: environment.textLayoutCache)
        } catch {
            recorder.warn("GraphicsContext: \(error); the text is not drawn")
            return ResolvedText(prepared: nil)
        }
    }

    /// Draws `text` laid out within `rect` (user coordinates), from its top-left corner.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        guard let prepared = text.prepared else { return }
        let layout = text.layout(width: rect.width, height: rect.height, prepared)
        drawLaidOut(text, prepared, layout, origin: rect.origin)
    }

    /// Draws `text` on one line (unless it holds line breaks) with its `anchor` at `point`.
    ///
    /// ```swift
    /// context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: 20), anchor: .top)
    /// ```
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        guard let prepared = text.prepared else { return }
        let layout = text.layout(width: nil, height: nil, prepared)
        let origin = CGPoint(x: point.x - anchor.x * layout.size.width, y: point.y - anchor.y * layout.size.height)
        drawLaidOut(text, prepared, layout, origin: origin)
    }

    /// Draws `text` laid out within `rect` (user coordinates).
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    /// Draws `text` with its `anchor` at `point` (user coordinates).
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    private func drawLaidOut(_ text: ResolvedText, _ prepared: PreparedText, _ layout: TextLayout, origin: CGPoint) {
        guard origin.x.isFinite, origin.y.isFinite else { return }
        let frame = CGRect(origin: origin, size: layout.size)
        let override = text.override.flatMap { $0.paint(in: frame, recorder: recorder) }
        let paints = prepared.paints.map { override ?? $0.paint(in: frame).appearance(isDark: recorder.isDark) }
        let scheme = environment.colorScheme
        draw { list, device, opacity in
            for (index, paint) in paints.enumerated() {
                list.drawText(layout, at: origin, span: paints.count > 1 ? index : nil, with: paint.multiplyingOpacity(opacity),
                              opacity: opacity, transform: device)
            }
            guard prepared.hasDecorations else { return }
            var decorations = DrawingContext(transform: device)
            decorations.opacity = opacity
            decorations.colorScheme = scheme
            TextLeafElement.drawDecorations(prepared.decorations, layout, in: frame, context: &decorations)
            list.commands += decorations.displayList.commands
        }
    }
}
