import Foundation
import RenderCommands
import Tessellation
import VectorPath
import Geometry2D

extension GLESRenderer {
    /// Lowers the list into `batch` (CPU only; reads only immutable state, so it needs no lock and
    /// runs while another frame is on the GPU — see ``GLFramePipeline``).
    func tessellate(_ list: DisplayList, into batch: inout FrameBatch, width: Int, height: Int) throws(GLESError) {
        if batch.width != width || batch.height != height { batch = FrameBatch(width: width, height: height) }
        batch.reset()
        // Open layers: opacity, blend mode and device clip, for their pops. Groups that cannot show
        // (opacity 0, a clip that covers no pixel) are skipped with everything inside them.
        var open: [(opacity: UInt8, mode: BlendMode, clip: DeviceGeometry?)] = []
        var skipping = 0
        for command in list.commands {
            if skipping > 0 {
                if case .pushLayer = command { skipping += 1 } else if case .popLayer = command { skipping -= 1 }
                continue
            }
            switch command {
            case .fill(_, let paint, _, let transform), .stroke(_, _, let paint, let transform):
                guard let geometry = DeviceGeometry(command, tolerance: options.tolerance),
                      geometry.coverageScale > 0 else { continue }
                let scale = Blend.byte(geometry.coverageScale)
                if let color = paint.resolvedSolidColor {
                    batch.add(geometry, color: scale == 255 ? color : Blend.scaled(color, by: scale))
                } else if let shading = GradientShading(paint),
                          let draw = GradientDraw(shading, transform: transform, coverage: scale) {
                    batch.add(geometry, gradient: draw)
                }
            case .image(let image, let rect, let interpolation, let opacity, let transform):
                guard let draw = ImageDraw(image: image, rect: rect, interpolation: interpolation,
                                           opacity: Blend.byte(opacity), transform: transform),
                      let geometry = DeviceGeometry(command, tolerance: options.tolerance) else { continue }
                guard image.width <= info.maxTextureSize, image.height <= info.maxTextureSize else {
                    throw .imageTooLarge(width: image.width, height: image.height, limit: info.maxTextureSize)
                }
                batch.add(geometry, image: draw)
            case .pushLayer(let style):
                let opacity = Blend.byte(style.opacity)
                let clip = style.clip.map {
                    DeviceGeometry(fill: $0, evenOdd: style.clipStyle.isEOFilled, transform: style.transform,
                                   tolerance: options.tolerance)
                }
                let clipShows = clip.map { geometry in
                    !geometry.outline.contours.isEmpty
                        && DeviceBounds(of: geometry.outline)?.clamped(width: width, height: height) != nil
                } ?? true
                guard opacity > 0, clipShows else { skipping = 1; continue }
                open.append((opacity, style.blendMode, clip))
                batch.pushLayer()
            case .popLayer:
                guard let layer = open.popLast() else { continue }  // validate() balances layers
                batch.popLayer(opacity: Float(layer.opacity) / 255, mode: layer.mode, clip: layer.clip)
            }
        }
        batch.finish()
    }
}
