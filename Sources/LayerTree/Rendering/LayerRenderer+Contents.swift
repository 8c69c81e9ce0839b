import Foundation
import Geometry2D
import VectorPath
import RenderCommands

// Spec §3 step 3: `contents` (a CGImage) placed by contentsGravity (all 12; `.top` is max Y, the
// visual bottom in y-down space), cropped by contentsRect (to whole pixels: the DisplayList has no
// source rect, so the Pixmap is cropped), sized by contentsScale — placement from the model.

extension LayerRenderer {
    /// The part of `pixmap` inside `source` (image pixels, from the model's `contentsSourceRect`),
    /// rounded to whole pixels; nil when nothing is left.
    static func crop(_ pixmap: Pixmap, to source: CGRect) -> Pixmap? {
        let W = Double(pixmap.width), H = Double(pixmap.height)
        guard source.minX.isFinite, source.minY.isFinite, source.width.isFinite, source.height.isFinite else { return nil }
        let x0 = Int(max(0, min(W, source.minX.rounded()))), x1 = Int(max(0, min(W, source.maxX.rounded())))
        let y0 = Int(max(0, min(H, source.minY.rounded()))), y1 = Int(max(0, min(H, source.maxY.rounded())))
        guard x1 > x0, y1 > y0 else { return nil }
        if x0 == 0, y0 == 0, x1 == pixmap.width, y1 == pixmap.height { return pixmap }
        let src = pixmap.bytes, stride = pixmap.stride, rowBytes = (x1 - x0) * 4
        var out = [UInt8](repeating: 0, count: rowBytes * (y1 - y0))
        for y in y0..<y1 {
            let from = y * stride + x0 * 4
            out.replaceSubrange((y - y0) * rowBytes..<((y - y0) + 1) * rowBytes, with: src[from..<(from + rowBytes)])
        }
        return try? Pixmap(width: x1 - x0, height: y1 - y0, premultipliedBytes: out)
    }

    /// `pixmap` with every premultiplied channel multiplied by the tint's colour (alpha goes through
    /// the draw's opacity instead).
    static func tinted(_ pixmap: Pixmap, _ tint: LayerTint) -> Pixmap {
        guard tint.r != 1 || tint.g != 1 || tint.b != 1 else { return pixmap }
        var bytes = pixmap.bytes
        let k = [tint.r, tint.g, tint.b]
        for i in Swift.stride(from: 0, to: bytes.count, by: 4) {
            for c in 0..<3 { bytes[i + c] = UInt8((Double(bytes[i + c]) * k[c]).rounded()) }
        }
        return (try? Pixmap(width: pixmap.width, height: pixmap.height, premultipliedBytes: bytes)) ?? pixmap
    }

    /// The cropped image and its frame in layer space (model: `contentsSourceRect`,
    /// `contentsDestinationRect`), or nil when nothing is drawn.
    func contentsPlacement(of layer: CALayer) -> (image: Pixmap, frame: CGRect)? {
        guard let image = layer.contents as? CGImage, let source = layer.contentsSourceRect(for: image),
              let cropped = Self.crop(image.pixmap, to: source), let frame = layer.contentsDestinationRect(for: image),
              !frame.isNull, frame.width > 0, frame.height > 0, frame.minX.isFinite, frame.minY.isFinite,
              frame.width.isFinite, frame.height.isFinite else { return nil }
        return (cropped, frame)
    }

    /// Step 3: the contents image, or else what `draw(in:)` recorded.
    func drawContents(of layer: CALayer, transform: ProjectionTransform, tint: LayerTint) -> Int {
        if layer.contents == nil, let drawing = layer.drawing { return draw(drawing, of: layer, transform: transform, tint: tint) }
        guard let placement = contentsPlacement(of: layer), tint.a > 0 else { return 0 }
        commands.append(.image(Self.tinted(placement.image, tint), rect: placement.frame, interpolation: .high,
                               opacity: tint.a, transform: transform))
        return 1
    }
}

extension LayerRenderer {
    /// A recorded drawing as a backing store: its bounds placed by `contentsGravity` in the
    /// current bounds, clipped to them, in a group of its own (blend modes and clears inside a
    /// drawing reach only the drawing, as in a layer's own bitmap).
    func draw(_ drawing: LayerDrawing, of layer: CALayer, transform: ProjectionTransform, tint: LayerTint) -> Int {
        guard !drawing.list.commands.isEmpty, tint.a > 0 else { return 0 }
        let source = drawing.bounds
        let target = layer.contentsDestinationRect(forSize: source.size)
        guard target.width.isFinite, target.height.isFinite, target.width > 0, target.height > 0 else { return 0 }
        let placement = CGAffineTransform(translationX: -source.minX, y: -source.minY)
            .concatenating(CGAffineTransform(scaleX: target.width / source.width, y: target.height / source.height))
            .concatenating(CGAffineTransform(translationX: target.minX, y: target.minY))
        let toDevice = ProjectionTransform(placement).concatenating(transform)
        guard toDevice.isFinite else { return 0 }
        commands.append(.pushLayer(LayerStyle(clip: Path(source), transform: toDevice)))
        for command in drawing.list.commands {
            commands.append(Self.tinted(command.transformed(by: toDevice), tint))
        }
        commands.append(.popLayer)
        return 1
    }

    /// `command` with its paint (or image opacity) multiplied by the tint.
    static func tinted(_ command: DisplayList.Command, _ tint: LayerTint) -> DisplayList.Command {
        guard !tint.isIdentity else { return command }
        switch command {
        case .fill(let path, let paint, let style, let transform):
            return .fill(path, paint: tint.apply(paint), style: style, transform: transform)
        case .stroke(let path, let style, let paint, let transform, let aa):
            return .stroke(path, style: style, paint: tint.apply(paint), transform: transform, antialiased: aa)
        case .glyphs(let run, let paint, let transform):
            return .glyphs(run, paint: tint.apply(paint), transform: transform)
        case .image(let image, let rect, let interpolation, let opacity, let transform):
            return .image(tinted(image, tint), rect: rect, interpolation: interpolation, opacity: opacity * tint.a, transform: transform)
        case .pushLayer, .popLayer:
            return command
        }
    }
}
