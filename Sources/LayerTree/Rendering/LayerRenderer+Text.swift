import Foundation
import Geometry2D
import VectorPath
import RenderCommands
import TextOutlines

// CATextLayer through TextOutlines: the string shaped and laid out in the layer's bounds (font by
// family name, fontSize, alignmentMode, isWrapped, truncationMode), drawn as a glyph run and an
// image per colour glyph (emoji: `DisplayList.drawText`), clipped to the bounds.

extension CATextLayer {
    /// The string as plain text (an attributed string's characters, a number's description).
    var plainString: String? {
        switch string {
        case nil: return nil
        case let s as String: return s
        case let s as NSAttributedString: return s.string
        case let s?: return String(describing: s)
        }
    }

    /// The font asked for: a `UIFont`'s, or a PostScript-style name's (`"Helvetica-Bold"` →
    /// family Helvetica, weight 700); the size is always `fontSize`, as in Core Animation.
    var fontRequest: FontRequest {
        switch font {
        case let f as UIFont: f.request
        case let s as String: FontRequest(postScriptName: s)
        case let s as NSString: FontRequest(postScriptName: s as String)
        default: FontRequest(postScriptName: "Helvetica")
        }
    }
}

extension LayerRenderer {
    /// The laid-out text of `layer` and its top-left corner in layer space, or nil when nothing is drawn.
    func textLayout(of layer: CATextLayer) -> (layout: TextLayout, origin: CGPoint)? {
        guard let string = layer.plainString, !string.isEmpty else { return nil }
        let size = Double(layer.fontSize)
        guard size.isFinite, size > 0 else { return nil }
        var request = layer.fontRequest
        if !FontCatalog.shared.hasFamily(request) { request.family = nil }
        guard let faces = try? FontCatalog.shared.faces(for: request), !faces.isEmpty else {
            LayerDiagnostics.warn("CATextLayer: no font for \(layer.fontRequest); text not drawn")
            return nil
        }
        let b = layer.bounds
        let alignment: TextLineAlignment = layer.alignmentMode == .center ? .center : layer.alignmentMode == .right ? .trailing : .leading
        let truncation: TextTruncation = layer.truncationMode == .start ? .head : layer.truncationMode == .middle ? .middle : .tail
        let truncates = layer.truncationMode != .none
        let style = TextStyle(faces: faces, size: size, lineLimit: layer.isWrapped ? nil : 1, alignment: alignment,
                              truncation: truncation)
        // Wrapped text breaks at the bounds' width; unwrapped text is one line, cut at the width only when it truncates.
        let width: Double? = layer.isWrapped || truncates ? Double(b.width) : nil
        // Wrapped lines that do not fit the bounds' height are dropped (the backing store ends there).
        let layout = TextLayout.kept(string, style: style, width: width, height: layer.isWrapped ? Double(b.height) : nil)
        return (layout, CGPoint(x: b.minX + layout.horizontalOffset(inWidth: Double(b.width), alignment: alignment), y: b.minY))
    }

    /// CATextLayer: the text in foregroundColor, its colour glyphs (emoji) as images — not tinted
    /// by the colour, as Core Text draws them — clipped to the bounds (its backing store) where
    /// it overflows.
    func drawText(_ layer: CATextLayer, transform: ProjectionTransform, tint: LayerTint) -> Int {
        guard let color = layer.foregroundColor?.renderColor, color.opacity > 0, let text = textLayout(of: layer) else { return 0 }
        var list = DisplayList()
        list.drawText(text.layout, at: text.origin, with: .color(color), transform: transform)
        let bounds = layer.bounds
        let start = commands.count
        var items = 0
        var box = CGRect.null
        for command in list.commands {
            switch command {
            case .glyphs(let run, let paint, let transform):
                guard drawGlyphs(run, paint, transform: transform, tint: tint) == 1 else { continue }
                box = box.union(run.bounds)
                items += 1
            case .image(let image, let rect, let interpolation, let opacity, let transform) where tint.a > 0:
                commands.append(.image(Self.tinted(image, tint), rect: rect, interpolation: interpolation, opacity: opacity * tint.a,
                                       transform: transform))
                box = box.union(rect)
                items += 1
            default:
                break
            }
        }
        guard items > 0 else { return 0 }
        if !bounds.contains(box) {
            wrap(from: start, LayerStyle(clip: Path(bounds), transform: transform))
            return 1
        }
        return items
    }
}
