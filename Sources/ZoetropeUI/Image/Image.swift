import Foundation
import Geometry2D
import RenderCommands
import VectorPath

/// A bitmap image view: from the asset directories by name (`Image("tower")`), or from pixels.
/// Its natural size is its pixels divided by its scale; `.resizable()` makes it stretch to the
/// frame it is given.
///
/// ```swift
/// Image("tower").resizable().scaledToFit()
/// Image(decorative: pixmap, scale: 2).interpolation(.none)
/// ```
public struct Image: View, Equatable {
    public typealias Body = Never
    /// How pixels are sampled when the image is scaled.
    public typealias Interpolation = ImageInterpolation

    enum Source: Equatable {
        case named(String)
        case pixels(Pixmap, scale: CGFloat)
        case symbol(String)
    }

    let source: Source
    /// A folder searched before the asset directories (a generated `ImageResource`'s catalog).
    var searchFirst: URL?
    var isResizable = false
    var quality: Interpolation = .high
    /// `renderingMode(_:)`; nil: the image's own (a bitmap shows its colours, a symbol is a template).
    var mode: TemplateRenderingMode?

    /// The image called `name` in the asset directories (`Storyboard(assets:)`, `--assets`, `ZOETROPE_ASSETS`,
    /// then the main bundle's resources: ``ImageCatalog/mainBundleResources``).
    public init(_ name: String) { source = .named(name) }

    /// The SF Symbol `systemName`, drawn with its Bootstrap Icons stand-in (``SymbolCatalog``) in the
    /// foreground style, 1.2 × the font size square (an outlined rounded square and a warning for
    /// a name without a stand-in).
    public init(systemName: String) { source = .symbol(systemName) }

    /// An image of `pixmap` at `scale` pixels per point, without an accessibility label.
    public init(decorative pixmap: Pixmap, scale: CGFloat = 1) {
        source = .pixels(pixmap, scale: scale.isFinite && scale > 0 ? scale : 1)
    }

    /// The same image, stretched to its frame.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// The same image sampled with `interpolation`.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.quality = interpolation
        return copy
    }

    /// How an image uses its colours: `.original` shows them, `.template` is a mask — its alpha
    /// filled with the foreground style (SwiftUI's `Image.TemplateRenderingMode`).
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template
        case original
    }

    /// The same image drawn in `renderingMode`: `.template` fills a bitmap's alpha with the
    /// foreground style (solid colours exactly; a gradient style is drawn in its first colour, with
    /// a warning: the display list has no image masks yet); `.original` draws a bitmap's own
    /// colours. Symbols are templates either way (Zoetrope's stand-ins have one colour). nil keeps
    /// the image's default.
    ///
    /// ```swift
    /// Image("logo").renderingMode(.template).foregroundStyle(.blue)
    /// ```
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.mode = renderingMode
        return copy
    }

    /// How a resizable image fills its frame (Zoetrope stretches).
    public enum ResizingMode: Hashable, Sendable {
        case tile
        case stretch
    }
}

extension Image: PrimitiveView {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }


    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        let resolved: ResolvedImage
        var label: String?
        switch source {
        case .pixels(let pixmap, let scale):
            resolved = ResolvedImage(name: "", pixmap: pixmap, scale: scale)
        case .symbol(let name):
            resolveSymbol(name, at: node, in: context, into: &elements)
            return
        case .named(let name):
            label = name
            guard let found = node.graph.image(named: name, colorScheme: context.environment.colorScheme,
                                               searchingFirst: searchFirst) else {
                if node.graph.imageCatalog.missingImages == .placeholder {
                    let element = ClosureLeafElement(name: "Image", node: node, context: context,
                                              sizing: { _ in CGSize(width: 100, height: 100) }) { frame, drawing in
                        Rectangle().fill(Color.gray).draw(in: frame, style: Color.gray, context: &drawing)
                    }
                    element.traits.label = name
                    elements.append(element)
                }
                return
            }
            resolved = found
        }
        let natural = resolved.size, resizable = isResizable, quality = self.quality
        let template: (any ShapeStyle)? = mode == .template ? context.environment.foregroundStyle ?? Color.primary : nil
        let graph = node.graph
        let element = ClosureLeafElement(name: "Image", node: node, context: context,
                                  values: { [("size", "\(natural.width)×\(natural.height)")] },
                                  sizing: { proposal in resizable ? proposal.replacingUnspecifiedDimensions(by: natural) : natural },
                                  painter: { frame, drawing in
            var pixmap = resolved.pixmap
            if let template {
                // The style's colour in this appearance; the draw's opacity fades it once, below.
                let paint = template.paint(in: frame).appearance(isDark: drawing.colorScheme == .dark)
                if paint.solidColor == nil {
                    graph.warn("Image.renderingMode(.template) with a gradient foreground style: drawn in its first colour")
                }
                pixmap = pixmap.filledAlpha(with: paint.premultipliedColor)
            }
            drawing.displayList.draw(pixmap, in: frame, interpolation: quality, opacity: drawing.opacity,
                                     transform: drawing.transform)
        })
        element.traits.label = label
        elements.append(element)
    }
}

extension Image {
    /// A symbol: its icon (or the missing-symbol square) scaled into a square of 1.2 × the font
    /// size (the frame, when resizable), filled with the foreground style.
    func resolveSymbol(_ name: String, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        let symbol = SymbolCatalog.shared.symbol(named: name)
        if symbol == nil {
            node.graph.warn("Image(systemName: \"\(name)\"): SF Symbols cannot ship; no Bootstrap Icons stand-in for this name, "
                            + "drawn as an outlined square")
        }
        let side = ((context.environment.font ?? .body).size * 1.2 * context.environment.imageScale.factor).rounded(.up)
        let style: any ShapeStyle = context.environment.foregroundStyle ?? Color.primary
        let resizable = isResizable
        let element = ClosureLeafElement(name: "Image", node: node, context: context,
                                         sizing: { proposal in
            let natural = CGSize(width: side, height: side)
            return resizable ? proposal.replacingUnspecifiedDimensions(by: natural) : natural
        }, painter: { frame, drawing in
            let box = min(frame.width, frame.height)
            let origin = CGPoint(x: frame.midX - box / 2, y: frame.midY - box / 2)
            let paint = drawing.paint(style, in: frame)
            if let symbol {
                let scale = box / 16
                let placement = CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: origin.x, ty: origin.y)
                for part in symbol.parts {
                    drawing.displayList.fill(part.path.applying(placement), with: paint, style: FillStyle(eoFill: part.evenOdd),
                                             transform: drawing.transform)
                }
            } else {
                let square = Path(roundedRect: CGRect(origin: origin, size: CGSize(width: box, height: box)).insetBy(dx: box * 0.1, dy: box * 0.1),
                                  cornerRadius: box * 0.15)
                drawing.displayList.stroke(square, style: StrokeStyle(lineWidth: max(box / 16, 1)), with: paint, transform: drawing.transform)
            }
        })
        element.traits.label = name
        elements.append(element)
    }
}

extension Pixmap {
    /// This image as a mask: each pixel `fill` at the pixel's alpha (premultiplied).
    func filledAlpha(with fill: PremultipliedRGBA8) -> Pixmap {
        var bytes = self.bytes
        for i in Swift.stride(from: 0, to: bytes.count, by: 4) {
            let a = UInt32(bytes[i + 3])
            bytes[i] = UInt8((UInt32(fill.red) * a + 127) / 255)
            bytes[i + 1] = UInt8((UInt32(fill.green) * a + 127) / 255)
            bytes[i + 2] = UInt8((UInt32(fill.blue) * a + 127) / 255)
            bytes[i + 3] = UInt8((UInt32(fill.alpha) * a + 127) / 255)
        }
        return (try? Pixmap(width: width, height: height, premultipliedBytes: bytes)) ?? self
    }
}

