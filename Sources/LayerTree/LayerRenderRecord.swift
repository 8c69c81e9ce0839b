import Foundation
import Geometry2D
import VectorPath
import RenderCommands

/// What a presentation copy kept from frame to frame (`PresentationMirror`) carries about its
/// model: the model's change count when the copy was last reloaded, and whether the animations
/// applied to it change only where it is drawn (transform, position, anchor point, zPosition,
/// opacity, hidden) and not what it draws.
struct LayerRenderStamp: Equatable {
    var modelChanges: UInt64
    var placementOnly: Bool

    /// The keys whose animation moves a layer without changing what it draws.
    static let placementKeys: Set<String> = ["transform", "position", "anchorPoint", "anchorPointZ", "zPosition", "opacity", "hidden"]
}

/// The parts of a layer's drawing `LayerRenderer` keeps on a presentation copy between frames,
/// valid while the copy's stamp says its drawing did not change: the blurred shadow image and the
/// background outline and colour. A frame that reuses them draws the same commands, bit for bit,
/// as one that makes them (the transforms are computed from the frame's matrix the same way).
final class LayerRenderRecord {
    struct Shadow {
        var stamp: LayerRenderStamp
        var magnification: Double
        var tint: LayerTint
        var scale: Double
        var limit: Int
        var image: ShadowImage
        var offset: CGAffineTransform
    }

    struct Background {
        var stamp: LayerRenderStamp
        var path: Path
        var color: Color?
    }

    var shadow: Shadow?
    var background: Background?
}

extension CALayer {
    /// The stamp under which the renderer may keep and reuse parts of this layer's drawing: set
    /// on copies kept between frames whose animations only move them.
    var reusableRenderStamp: LayerRenderStamp? {
        guard let stamp = renderStamp, stamp.placementOnly else { return nil }
        return stamp
    }

    /// The layer's render record, made on first use.
    var keptRenderRecord: LayerRenderRecord {
        if let record = renderRecord { return record }
        let record = LayerRenderRecord()
        renderRecord = record
        return record
    }
}
