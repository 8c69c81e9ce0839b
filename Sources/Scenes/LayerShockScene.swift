import Foundation
import AnimationCore
import LayerTree

/// Seed 002's `animateShock(count:)` on a card: `transform.translation.x` keyframes
/// [0, −10, 10, 0] (key times implicit: 0, ⅓, ⅔, 1), 0.15 s, autoreversing, repeated `count`
/// times, ease-in-out over the whole keyframe timeline, under the key "shockAnimation"; active
/// `count · 0.3` s.
///
/// ```swift
/// zoetrope sample layer-shock --time 0.0375   # card.transform.translation.x=-3.87490 …
/// ```
public struct LayerShockScene: LayerScene {
    public static let name = "layer-shock"
    public static let summary = "CALayer shock: transform.translation.x keyframes 0, −10, 10, 0, autoreversing (seed 002 animateShock)"
    public static let parameters = [SceneParameter("count", default: 2, range: 1...20, "repeat count of the shock")]

    public let rootLayer = CALayer()
    /// The shocked card (blue, rounded, 100 × 50 points at the canvas centre).
    public let card = CALayer()
    private let count: Float

    public init(parameters: SceneParameters) throws(SceneError) {
        count = Float(parameters["count"])
        LayerSceneCanvas.setUp(rootLayer)
        LayerSceneCanvas.addCard(card, color: LayerSceneCanvas.blue, to: rootLayer)
    }

    public var duration: TimeInterval { max(1, 0.3 * Double(count) + 0.2) }

    public func script(_ timeline: LayerTimeline) {
        let card = card, count = count
        timeline.at(0) { card.add(Self.shock(count: count), forKey: "shockAnimation") }
    }

    public var sampledKeyPaths: [(layer: CALayer, keyPaths: [String])] {
        [(card, ["transform.translation.x"])]
    }

    /// The animation `animateShock(count:)` builds (one child, so the DSL adds it alone).
    ///
    /// ```swift
    /// layer.add(LayerShockScene.shock(count: 2), forKey: "shockAnimation")
    /// ```
    public static func shock(count: Float = 2) -> CAKeyframeAnimation {
        let distance: CGFloat = 10
        let anim = CAKeyframeAnimation(keyPath: "transform.translation.x")
        anim.values = [0, -distance, distance, 0] as [CGFloat]
        anim.duration = 0.15
        anim.autoreverses = true
        anim.repeatCount = count
        anim.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        return anim
    }
}
