import Foundation
import Geometry2D
import AnimationCore

/// A layer that draws its sublayers `instanceCount` times, each copy moved by one more
/// `instanceTransform` (about the layer's centre), tinted by `instanceColor` plus the colour
/// offsets, and shifted in time by `instanceDelay`.
///
/// ```swift
/// let row = CAReplicatorLayer()
/// row.instanceCount = 3
/// row.instanceTransform = CATransform3DMakeTranslation(50, 0, 0)
/// row.instanceRedOffset = -0.5
/// ```
open class CAReplicatorLayer: CALayer {
    static let replicatorProperties = CALayerPropertyTable(inheriting: CALayer.baseProperties, [
        CALayerProperty("instanceCount", Double.self, default: { 1 }, animatable: false, box: boxInt),
        CALayerProperty("instanceDelay", Double.self, default: { 0 }),
        CALayerProperty("instanceTransform", CATransform3D.self, default: { CATransform3DIdentity }),
        CALayerProperty("instanceColor", CGColor?.self, default: { CGColor.white }),
        CALayerProperty("instanceRedOffset", Double.self, default: { 0 }, box: boxFloat),
        CALayerProperty("instanceGreenOffset", Double.self, default: { 0 }, box: boxFloat),
        CALayerProperty("instanceBlueOffset", Double.self, default: { 0 }, box: boxFloat),
        CALayerProperty("instanceAlphaOffset", Double.self, default: { 0 }, box: boxFloat),
        CALayerProperty("preservesDepth", Bool.self, default: { false }, animatable: false),
    ])

    open override class var layerProperties: CALayerPropertyTable { CAReplicatorLayer.replicatorProperties }

    /// How many copies are drawn (the original is the first).
    open var instanceCount: Int {
        get { boxInt(read(.instanceCount, as: Double.self)) as? Int ?? 1 }
        set { write(.instanceCount, Double(newValue)) }
    }
    /// The time shift between copies.
    open var instanceDelay: CFTimeInterval { get { read(.instanceDelay) } set { write(.instanceDelay, newValue) } }
    /// The transform from one copy to the next, about the layer's centre.
    open var instanceTransform: CATransform3D { get { read(.instanceTransform) } set { write(.instanceTransform, newValue) } }
    /// The colour the first copy is multiplied by.
    open var instanceColor: CGColor? { get { read(.instanceColor) } set { write(.instanceColor, newValue) } }
    /// Added to the red multiplier for each further copy.
    open var instanceRedOffset: Float { get { Float(read(.instanceRedOffset, as: Double.self)) } set { write(.instanceRedOffset, Double(newValue)) } }
    /// Added to the green multiplier for each further copy.
    open var instanceGreenOffset: Float { get { Float(read(.instanceGreenOffset, as: Double.self)) } set { write(.instanceGreenOffset, Double(newValue)) } }
    /// Added to the blue multiplier for each further copy.
    open var instanceBlueOffset: Float { get { Float(read(.instanceBlueOffset, as: Double.self)) } set { write(.instanceBlueOffset, Double(newValue)) } }
    /// Added to the alpha multiplier for each further copy.
    open var instanceAlphaOffset: Float { get { Float(read(.instanceAlphaOffset, as: Double.self)) } set { write(.instanceAlphaOffset, Double(newValue)) } }
    /// True to keep the copies' depth (as a transform layer) instead of flattening them.
    open var preservesDepth: Bool { get { read(.preservesDepth) } set { write(.preservesDepth, newValue) } }

    /// The most copies drawn; a larger `instanceCount` draws this many, with a warning.
    public static let maximumInstanceCount = 10_000

    /// The number of copies to draw: `instanceCount` clamped to 0…``maximumInstanceCount``.
    package final var effectiveInstanceCount: Int {
        let n = instanceCount
        if n > CAReplicatorLayer.maximumInstanceCount {
            LayerDiagnostics.warn("instanceCount \(n) of \(debugName) is more than \(CAReplicatorLayer.maximumInstanceCount); drawing \(CAReplicatorLayer.maximumInstanceCount) copies")
            return CAReplicatorLayer.maximumInstanceCount
        }
        return max(n, 0)
    }

    /// The extra transform of copy `k`: `(T(−c) · instanceTransform · T(c))^k`, c = bounds centre
    /// (by repeated squaring, so any k costs O(log k)).
    package final func instanceMatrix(_ k: Int) -> CATransform3D {
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        var step = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-c.x, -c.y, 0), instanceTransform),
                                       CATransform3DMakeTranslation(c.x, c.y, 0))
        var m = CATransform3DIdentity
        var n = max(k, 0)
        while n > 0 {
            if n & 1 == 1 { m = CATransform3DConcat(m, step) }
            step = CATransform3DConcat(step, step)
            n >>= 1
        }
        return m
    }

    /// The colour multiplier of copy `k`: `instanceColor + k · offsets`, clamped to 0…1.
    package final func instanceTint(_ k: Int) -> (r: Double, g: Double, b: Double, a: Double) {
        let base: (r: Double, g: Double, b: Double, a: Double) = instanceColor?.rgba ?? (1, 1, 1, 1)
        let n = Double(k)
        func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }
        return (clamp(base.r + n * Double(instanceRedOffset)), clamp(base.g + n * Double(instanceGreenOffset)),
                clamp(base.b + n * Double(instanceBlueOffset)), clamp(base.a + n * Double(instanceAlphaOffset)))
    }
}
