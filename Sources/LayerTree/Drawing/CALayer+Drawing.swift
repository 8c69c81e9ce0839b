import Foundation
import Geometry2D
import RenderCommands

/// What a layer's `display()` recorded: the commands its `draw(in:)` made, in the bounds space it
/// was drawn for. The layer shows it as Core Animation shows a backing store: placed in the current
/// bounds by `contentsGravity` (stretched by the default `.resize` when the bounds changed and no
/// redisplay was asked for), clipped to where it was drawn.
package struct LayerDrawing: Equatable {
    /// The commands, in bounds space.
    package let list: DisplayList
    /// The bounds the drawing was made for.
    package let bounds: CGRect

    /// `list` drawn for `bounds` (a snapshot of a layer tree, shown as a layer's backing store).
    package init(list: DisplayList, bounds: CGRect) {
        self.list = list
        self.bounds = bounds
    }
}

extension CALayer {
    /// Records `draw(in:)` over the bounds into ``drawing`` (nothing for empty or non-finite
    /// bounds). What `display()` does by default.
    package final func recordDrawing() {
        let b = bounds.standardized
        guard b.minX.isFinite, b.minY.isFinite, b.width.isFinite, b.height.isFinite, b.width > 0, b.height > 0 else {
            if drawing != nil { drawing = nil }
            return
        }
        let context = CGContext(recordingIn: b)
        delegate?.layerWillDraw(self)
        CGContext.withCurrent(context) { draw(in: context) }
        drawing = LayerDrawing(list: context.recording, bounds: b)
    }

    /// Runs `display()` on each layer of the tree (masks included) that needs it: Core Animation's
    /// display pass before a frame is drawn.
    ///
    /// ```swift
    /// root.displayIfNeededInTree()   // each layer marked by setNeedsDisplay() draws now
    /// ```
    public final func displayIfNeededInTree() {
        var stack: [CALayer] = [self]
        var visited = 0
        while let layer = stack.popLast(), visited < CALayer.maximumDisplayPassLayers {
            visited += 1
            if layer.needsDisplay() { layer.display() }
            stack += layer.sublayerStorage ?? []
            if let mask = layer.mask { stack.append(mask) }
        }
    }

    /// The most layers one display pass visits (a tree is bounded far below this by its own limits).
    static let maximumDisplayPassLayers = 10_000_000

    /// For a presentation copy of this model layer: draws again when an animation changes a key
    /// for which the class's `needsDisplay(forKey:)` is true (a custom animatable property drawn
    /// in `draw(in:)`, as in Core Animation).
    final func redisplayIfAnimatedKeysNeedIt(copy: CALayer) {
        let layerClass = type(of: self)
        let drawn = animationList.entries.contains { entry in
            entry.isEvaluated && entry.leaves.contains { leaf in
                guard let keyPath = leaf.animation.keyPath else { return false }
                let root = keyPath.split(separator: ".", maxSplits: 1).first.map(String.init) ?? keyPath
                return layerClass.needsDisplay(forKey: root)
            }
        }
        guard drawn else { return }
        copy.display()
    }
}
