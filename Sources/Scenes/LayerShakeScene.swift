import Foundation
import AnimationCore
import LayerTree

/// Seed 002's `animateShake(count:)` on a card: `transform.rotation.z` from 0.08 to −0.08 rad
/// (its `by(0.003)` ignored, as Core Animation ignores `byValue` when from and to are set),
/// 0.1 s, autoreversing, repeated `count` times, ease-in-out, under the key "shakeAnimation";
/// active `count · 0.2` s, then the card snaps back to its model (no rotation).
///
/// ```swift
/// zoetrope render layer-shake --frames 0...48 --out shake/
/// zoetrope sample layer-shake --time 0.1     # card.transform.rotation.z=-0.08000 …
/// ```
public struct LayerShakeScene: LayerScene {
    public static let name = "layer-shake"
    public static let summary = "CALayer shake: transform.rotation.z 0.08 ⇄ −0.08 rad, autoreversing (seed 002 animateShake)"
    public static let parameters = [SceneParameter("count", default: 3, range: 1...20, "repeat count of the shake")]

    public let rootLayer = CALayer()
    /// The shaken card (red, rounded, 100 × 50 points at the canvas centre).
    public let card = CALayer()
    private let count: Float

    public init(parameters: SceneParameters) throws(SceneError) {
        count = Float(parameters["count"])
        LayerSceneCanvas.setUp(rootLayer)
        LayerSceneCanvas.addCard(card, color: LayerSceneCanvas.red, to: rootLayer)
    }

    public var duration: TimeInterval { max(1, 0.2 * Double(count) + 0.2) }

    public func script(_ timeline: LayerTimeline) {
        let card = card, count = count
        timeline.at(0) { card.add(Self.shake(count: count), forKey: "shakeAnimation") }
    }

    public var sampledKeyPaths: [(layer: CALayer, keyPaths: [String])] {
        [(card, ["transform.rotation.z"])]
    }

    /// The animation `animateShake(count:)` builds (one child, so the DSL adds it alone).
    ///
    /// ```swift
    /// layer.add(LayerShakeScene.shake(count: 3), forKey: "shakeAnimation")
    /// ```
    public static func shake(count: Float = 3) -> CABasicAnimation {
        let distance: CGFloat = 0.08
        let anim = CABasicAnimation(keyPath: "transform.rotation.z")
        anim.fromValue = distance
        anim.toValue = -distance
        anim.duration = 0.1
        anim.byValue = CGFloat(0.003)
        anim.autoreverses = true
        anim.repeatCount = count
        anim.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        return anim
    }
}
