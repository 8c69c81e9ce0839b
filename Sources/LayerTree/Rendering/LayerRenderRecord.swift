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

    /// What the layer's drawing depends on beyond where it is: read once while it is unchanged.
    struct Facts {
        var stamp: LayerRenderStamp
        var bounds: CGRect
        var isDoubleSided: Bool
        var masksToBounds: Bool
        var allowsGroupOpacity: Bool
        /// False when the contents, subclass content or border certainly draw nothing.
        var mayDrawContents: Bool
        var mayDrawSubclassContent: Bool
        var mayDrawBorder: Bool

        init(of layer: CALayer, stamp: LayerRenderStamp) {
            self.stamp = stamp
            bounds = layer.bounds
            isDoubleSided = layer.isDoubleSided
            masksToBounds = layer.masksToBounds
            allowsGroupOpacity = layer.allowsGroupOpacity
            mayDrawContents = layer.contents != nil || layer.drawing != nil
            mayDrawSubclassContent = layer is CAShapeLayer || layer is CAGradientLayer || layer is CATextLayer
            mayDrawBorder = layer.borderWidth > 0 && (layer.borderColor?.renderColor.opacity ?? 0) > 0
        }
    }

    var facts: Facts?
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

    /// The layer's unchanging render facts: kept ones while its drawing is unchanged, else read now.
    var renderFacts: LayerRenderRecord.Facts? {
        guard let stamp = reusableRenderStamp else { return nil }
        if let kept = renderRecord?.facts, kept.stamp == stamp { return kept }
        let facts = LayerRenderRecord.Facts(of: self, stamp: stamp)
        keptRenderRecord.facts = facts
        return facts
    }

    /// The layer's render record, made on first use.
    var keptRenderRecord: LayerRenderRecord {
        if let record = renderRecord { return record }
        let record = LayerRenderRecord()
        renderRecord = record
        return record
    }
}
