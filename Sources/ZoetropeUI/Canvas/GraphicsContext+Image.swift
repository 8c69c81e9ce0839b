import Foundation
import AnimationCore
import VectorPath
import Geometry2D
import RenderCommands

extension GraphicsContext {
    /// An image looked up for drawing: a bitmap from the assets, or a symbol's outlines.
    ///
    /// ```swift
    /// let star = context.resolve(Image(systemName: "star.fill"))
    /// context.draw(star, at: CGPoint(x: 20, y: 20))
    /// ```
    public struct ResolvedImage {
        enum Content {
            case bitmap(Pixmap, interpolation: ImageInterpolation, template: Bool)
            case symbol([(path: Path, evenOdd: Bool)]?)
            case missing
        }
        let content: Content
        /// The image's size in points.
        public let size: CGSize
        /// The baseline offset from the top (the bottom for a bitmap).
        public var baseline: CGFloat { size.height }
        /// The colour a template image or a symbol is filled with (nil: the foreground style).
        public var shading: Shading?
    }

    /// `image` looked up in the canvas's assets; a missing one resolves to nothing drawn (with
    /// the warning or error the graph's missing-image policy gives).
    public func resolve(_ image: Image) -> ResolvedImage {
        switch image.source {
        case .symbol(let name):
            let parts = SymbolCatalog.shared.symbol(named: name)?.parts
            if parts == nil { recorder.warn("Image(systemName: \"\(name)\"): no stand-in for this symbol, drawn as an outlined square") }
            let side = ((environment.font ?? .body).size * 1.2 * environment.imageScale.factor).rounded(.up)
            return ResolvedImage(content: .symbol(parts), size: CGSize(width: side, height: side))
        case .named, .pixels:
            guard let found = recorder.image(image) else {
                return ResolvedImage(content: .missing, size: .zero)
            }
            return ResolvedImage(content: .bitmap(found.pixmap, interpolation: image.quality, template: image.mode == .template),
                                 size: found.size)
        }
    }

    /// Draws `image` scaled into `rect` (user coordinates).
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let fill = (image.shading ?? .foreground).paint(in: rect, recorder: recorder)
        switch image.content {
        case .missing:
            return
        case .bitmap(let pixmap, let interpolation, let template):
            guard pixmap.width > 0, pixmap.height > 0 else { return }
            let shown = template || image.shading != nil ? pixmap.filledAlpha(with: fill?.premultipliedColor ?? .black) : pixmap
            draw { list, device, opacity in
                list.draw(shown, in: rect, interpolation: interpolation, opacity: opacity, transform: device)
            }
        case .symbol(let parts):
            guard let fill else { return }
            let box = min(rect.width, rect.height)
            let origin = CGPoint(x: rect.midX - box / 2, y: rect.midY - box / 2)
            draw { list, device, opacity in
                let paint = fill.multiplyingOpacity(opacity)
                guard let parts else {
                    let square = Path(roundedRect: CGRect(origin: origin, size: CGSize(width: box, height: box))
                        .insetBy(dx: box * 0.1, dy: box * 0.1), cornerRadius: box * 0.15)
                    list.stroke(square, style: StrokeStyle(lineWidth: max(box / 16, 1)), with: paint, transform: device)
                    return
                }
                let placement = CGAffineTransform(a: box / 16, b: 0, c: 0, d: box / 16, tx: origin.x, ty: origin.y)
                for part in parts {
                    list.fill(part.path.applying(placement), with: paint, style: FillStyle(eoFill: part.evenOdd), transform: device)
                }
            }
        }
    }

    /// Draws `image` at its size with its `anchor` at `point` (user coordinates).
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(image, in: CGRect(origin: CGPoint(x: point.x - anchor.x * image.size.width, y: point.y - anchor.y * image.size.height),
                               size: image.size))
    }

    /// Draws `image` scaled into `rect` (user coordinates).
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws `image` at its size with its `anchor` at `point` (user coordinates).
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    // MARK: Symbols

    /// A view given to `Canvas(renderer:symbols:)`, laid out at its ideal size, to draw anywhere.
    public struct ResolvedSymbol {
        let element: ViewElement
        /// The view's size in points.
        public var size: CGSize { element.frame.size }
    }

    /// The symbol view tagged `id` (`.tag(id)`), or nil.
    ///
    /// ```swift
    /// Canvas { context, size in
    ///     if let dot = context.resolveSymbol(id: 0) { context.draw(dot, at: CGPoint(x: 50, y: 50)) }
    /// } symbols: {
    ///     Circle().fill(.red).frame(width: 10, height: 10).tag(0)
    /// }
    /// ```
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        recorder.symbols[AnyHashable(id)].map(ResolvedSymbol.init)
    }

    /// Draws `symbol` scaled into `rect` (user coordinates).
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        let frame = symbol.element.frame
        guard frame.width > 0, frame.height > 0, rect.minX.isFinite, rect.minY.isFinite,
              rect.width.isFinite, rect.height.isFinite else { return }
        let place = CGAffineTransform(translationX: -frame.minX, y: -frame.minY)
            .concatenating(CGAffineTransform(scaleX: rect.width / frame.width, y: rect.height / frame.height))
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
        let scheme = environment.colorScheme
        draw { list, device, opacity in
            var drawing = DrawingContext(transform: ProjectionTransform(place).concatenating(device))
            drawing.opacity = opacity
            drawing.colorScheme = scheme
            symbol.element.draw(into: &drawing)
            list.commands += drawing.displayList.commands
        }
    }

    /// Draws `symbol` at its size with its `anchor` at `point` (user coordinates).
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(symbol, in: CGRect(origin: CGPoint(x: point.x - anchor.x * symbol.size.width, y: point.y - anchor.y * symbol.size.height),
                                size: symbol.size))
    }
}
