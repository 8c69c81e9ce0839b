import Foundation
import Geometry2D
import RenderCommands

/// What a layer drew at one moment, as a display list in its bounds space (the bounds' origin at
/// (0, 0), one unit per point): the "before" of a transition.
package struct LayerPicture {
    /// The drawing: background, contents, sublayers, border; not the shadow, opacity or transform.
    package let list: DisplayList
    /// The bounds it was drawn in.
    package let bounds: CGRect
}

/// A transition in progress on a presentation copy: its animation, how far along it is (0…1)
/// and what the layer drew before.
struct LayerTransitionFrame {
    let transition: CATransition
    let progress: Double
    let before: LayerPicture
}

extension CALayer {
    /// What the layer shows now (its presentation), drawn in its own bounds space, unmoved,
    /// unfaded and without its shadow; nil when it was never committed or has no area.
    ///
    /// ```swift
    /// let before = label.layer.snapshot()      // then change the label
    /// ```
    package func snapshot() -> LayerPicture? {
        guard let presented = presentation() else { return nil }
        let b = presented.bounds
        guard b.width > 0, b.height > 0, b.width.isFinite, b.height.isFinite else { return nil }
        presented.transform = CATransform3DIdentity
        presented.position = CGPoint(x: b.minX + presented.anchorPoint.x * b.width, y: b.minY + presented.anchorPoint.y * b.height)
        presented.opacity = 1
        presented.shadowOpacity = 0
        presented.transitionFrame = nil
        let list = CARenderer2D.displayList(for: presented, size: b.size)
        return LayerPicture(list: list, bounds: b)
    }
}
