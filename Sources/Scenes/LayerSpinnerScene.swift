import Foundation
import AnimationCore
import LayerTree

/// Seed 002's spinner (usage snippet 1) on a `CAShapeLayer` ring: a group of `strokeStart`
/// 0 → 1 (1 s, delayed 0.5 s) and `strokeEnd` 0 → 1 (1 s), group duration 1.5 s (the longest
/// child end), ease-in-out, repeating forever, under the key "state". Inside the group's warped
/// time w the stroke runs from `w − 0.5` to `w`, each end falling back to its model (0 and 1)
/// outside its child's active time — the classic chasing arc.
///
/// ```swift
/// zoetrope sample layer-spinner --time 0.75   # ring.strokeStart=0.25000 ring.strokeEnd=0.75000 …
/// ```
public struct LayerSpinnerScene: LayerScene {
    public static let name = "layer-spinner"
    public static let summary = "CAShapeLayer spinner: strokeStart/strokeEnd group, ease-in-out, repeating (seed 002 snippet 1)"
    public static let parameters: [SceneParameter] = []

    public let rootLayer = CALayer()
    /// The grey full circle under the ring.
    public let track = CAShapeLayer()
    /// The animated ring (the seed's `shareLayer`).
    public let ring = CAShapeLayer()

    public init(parameters: SceneParameters) throws(SceneError) {
        LayerSceneCanvas.setUp(rootLayer)
        // A circle of radius 70 starting at 12 o'clock, clockwise on the y-down screen (CG's
        // `clockwise: false` turns from +x towards +y).
        let circle = CGMutablePath()
        circle.addArc(center: CGPoint(x: 80, y: 80), radius: 70, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: false)
        for (layer, name) in [(track, "track"), (ring, "ring")] {
            layer.name = name
            layer.bounds = CGRect(x: 0, y: 0, width: 160, height: 160)
            layer.position = CGPoint(x: 128, y: 128)
            layer.path = circle
            layer.fillColor = nil
            layer.lineWidth = 14
            rootLayer.addSublayer(layer)
        }
        track.strokeColor = LayerSceneCanvas.lightGray
        ring.strokeColor = LayerSceneCanvas.blue
        ring.lineCap = .round
    }

    /// Two turns of the 1.5 s cycle.
    public var duration: TimeInterval { 3 }

    public func script(_ timeline: LayerTimeline) {
        let ring = ring
        timeline.at(0) { ring.add(Self.spinner(), forKey: "state") }
    }

    public var sampledKeyPaths: [(layer: CALayer, keyPaths: [String])] {
        [(ring, ["strokeStart", "strokeEnd"])]
    }

    /// The group snippet 1's `animate(forKey: "state")` builds: two children, so a group whose
    /// duration is the longest `duration + beginTime` (1.5 s).
    ///
    /// ```swift
    /// shapeLayer.add(LayerSpinnerScene.spinner(), forKey: "state")
    /// ```
    public static func spinner() -> CAAnimationGroup {
        let start = CABasicAnimation(keyPath: "strokeStart")
        start.fromValue = CGFloat(0)
        start.toValue = CGFloat(1)
        start.duration = 1
        start.beginTime = 0.5
        let end = CABasicAnimation(keyPath: "strokeEnd")
        end.fromValue = CGFloat(0)
        end.toValue = CGFloat(1)
        end.duration = 1
        let group = CAAnimationGroup()
        group.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        group.repeatCount = .greatestFiniteMagnitude
        group.animations = [start, end]
        group.duration = group.animations?.reduce(0) { max($0, $1.duration + $1.beginTime) } ?? 0
        return group
    }
}
