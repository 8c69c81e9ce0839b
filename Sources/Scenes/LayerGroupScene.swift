import Foundation
import AnimationCore
import LayerTree

/// Seed 002's usage snippet 0 on a card: one `animate(forKey: "cornerRadius")` group of five
/// linear children — `cornerRadius` 0 → 20, `bounds.size` 10² → 100², `position` (5, 5) →
/// (50, 50), `shadowOpacity` 0 → 0.8, `shadowColor` clear black → red — each `animDuration`
/// (0.5 s), the group eased out. When the group finishes, its `onStoped(true)` runs the seed's
/// `updateAnimations()`, which moves the card's model to the end values so it stays there.
///
/// The card lives in a grey 100 × 100 stage at the canvas centre (the snippet's rectangles are
/// in the stage's coordinates).
///
/// ```swift
/// zoetrope sample layer-group --time 0.25   # card.cornerRadius=13.69290 …
/// ```
public struct LayerGroupScene: LayerScene {
    public static let name = "layer-group"
    public static let summary = "CALayer group: cornerRadius, bounds.size, position, shadow animated together, eased out (seed 002 snippet 0)"
    public static let parameters = [SceneParameter("duration", default: 0.5, range: 0.05...10, "animDuration of the group, seconds")]

    public let rootLayer = CALayer()
    /// The grey square the card grows to fill.
    public let stage = CALayer()
    /// The animated card (the seed's `view.layer`).
    public let card = CALayer()
    private let animDuration: TimeInterval

    static let cornerValue: CGFloat = 20
    static let startRect = CGRect(x: 0, y: 0, width: 10, height: 10)
    static let endRect = CGRect(x: 0, y: 0, width: 100, height: 100)

    public init(parameters: SceneParameters) throws(SceneError) {
        animDuration = parameters["duration"]
        LayerSceneCanvas.setUp(rootLayer)
        stage.name = "stage"
        stage.bounds = Self.endRect
        stage.position = CGPoint(x: 128, y: 128)
        stage.backgroundColor = LayerSceneCanvas.lightGray
        card.name = "card"
        card.bounds = Self.startRect
        card.position = CGPoint(x: Self.startRect.midX, y: Self.startRect.midY)
        card.backgroundColor = LayerSceneCanvas.blue
        stage.addSublayer(card)
        rootLayer.addSublayer(stage)
    }

    public var duration: TimeInterval { animDuration + 0.5 }

    public func script(_ timeline: LayerTimeline) {
        let card = card, animDuration = animDuration
        timeline.at(0) {
            // `animate(forKey:)` removes the same key first, then adds the group.
            card.removeAnimation(forKey: "cornerRadius")
            card.add(Self.group(duration: animDuration) { [weak card] finished in
                if finished, let card { Self.updateAnimations(card) }
            }, forKey: "cornerRadius")
        }
    }

    public var sampledKeyPaths: [(layer: CALayer, keyPaths: [String])] {
        [(card, ["cornerRadius", "bounds.size", "position", "shadowOpacity", "shadowColor"])]
    }

    /// The group snippet 0 builds: five linear children of `duration` seconds, eased out,
    /// `onStop` called with the `finished` flag when the group stops.
    ///
    /// ```swift
    /// layer.add(LayerGroupScene.group(duration: 0.5) { print("finished:", $0) }, forKey: "cornerRadius")
    /// ```
    public static func group(duration: TimeInterval, onStop: @escaping (Bool) -> Void) -> CAAnimationGroup {
        func child(_ keyPath: String, _ from: Any, _ to: Any) -> CABasicAnimation {
            let anim = CABasicAnimation(keyPath: keyPath)
            anim.fromValue = from
            anim.toValue = to
            anim.duration = duration
            return anim
        }
        let end = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let group = CAAnimationGroup()
        group.animations = [
            child("cornerRadius", CGFloat(0), cornerValue),
            child("bounds.size", startRect.size, endRect.size),
            child("position", CGPoint(x: startRect.midX, y: startRect.midY), CGPoint(x: endRect.midX, y: endRect.midY)),
            child("shadowOpacity", Float(0), Float(0.8)),
            child("shadowColor", CGColor(red: 0, green: 0, blue: 0, alpha: 0), end),
        ]
        group.timingFunction = CAMediaTimingFunction(name: .easeOut)
        group.delegate = StopHandler(onStop)
        group.duration = group.animations?.reduce(0) { max($0, $1.duration + $1.beginTime) } ?? 0
        return group
    }

    /// The seed's `updateAnimations()`: the model takes the animation's end values (without
    /// implicit animations, as a view's layer would), so the card stays grown after the group.
    static func updateAnimations(_ card: CALayer) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.cornerRadius = cornerValue
        card.bounds.size = endRect.size
        card.position = CGPoint(x: endRect.midX, y: endRect.midY)
        card.shadowOpacity = 0.8
        card.shadowColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        CATransaction.commit()
    }
}

/// An animation delegate forwarding `animationDidStop(_:finished:)` to a closure (the seed's
/// block delegate, `onStoped`).
private final class StopHandler: CAAnimationDelegate {
    let onStop: (Bool) -> Void
    init(_ onStop: @escaping (Bool) -> Void) { self.onStop = onStop }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { onStop(flag) }
}
