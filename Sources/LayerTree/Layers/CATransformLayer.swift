import Foundation

/// A layer that keeps its sublayers in 3-D instead of flattening them into its plane: they
/// meet the perspective of the nearest flattening ancestor with their full depth, and they are
/// ordered by depth. The layer draws only its sublayers (no background, border, contents).
///
/// ```swift
/// let cube = CATransformLayer()
/// cube.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
/// let face = CALayer()
/// face.zPosition = 50
/// cube.addSublayer(face)
/// ```
open class CATransformLayer: CALayer {}
