import Foundation
import ZoetropeUI
import VectorPath
import RenderCommands
import Geometry2D
import AnimationCore

/// Plays a scene on a virtual clock: any time can be sampled, in any order, with the same result.
///
/// Sampling time t replays the scene's script from time 0 on a fresh `Animator` (cheap: a script
/// has a handful of events), so frames are independent and can be rendered in any order or on
/// different machines.
///
/// ```swift
/// let player = try ScenePlayer(named: "flower")
/// let frame = player.frame(at: 1.5, size: CGSize(width: 256, height: 256))
/// frame.displayList.commands.count // 1
/// ```
public struct ScenePlayer {
    public let sceneType: any AnimationScene.Type
    public let parameters: SceneParameters

    /// A player for `sceneType` with `parameters` (`name=value` strings).
    public init(_ sceneType: any AnimationScene.Type, parameters: [String: String] = [:]) throws(SceneError) {
        self.sceneType = sceneType
        self.parameters = try SceneParameters(parameters, declared: sceneType.parameters)
        _ = try sceneType.init(parameters: self.parameters, animator: Animator())
    }

    /// A player for the built-in scene called `name`.
    public init(named name: String, parameters: [String: String] = [:]) throws(SceneError) {
        guard let type = SceneCatalog.scene(named: name) else {
            throw .unknownScene(name, known: SceneCatalog.all.map { $0.name })
        }
        try self.init(type, parameters: parameters)
    }

    /// The scene's duration in seconds.
    public var duration: TimeInterval {
        (try? sceneType.init(parameters: parameters, animator: Animator()).duration) ?? 0
    }

    /// The canvas the scene asks for when no size is given (a layer scene's root bounds), if any.
    ///
    /// ```swift
    /// try ScenePlayer(named: "layer-shake").preferredCanvasSize // 256 × 256
    /// ```
    public var preferredCanvasSize: CGSize? {
        (try? sceneType.init(parameters: parameters, animator: Animator()))?.preferredCanvasSize
    }

    /// The scene at `time`: its display list for a canvas of `size` and its animated values.
    public func frame(at time: TimeInterval, size: CGSize) -> SceneFrame {
        let animator = Animator()
        // The parameters were validated in `init`, so creating the scene again cannot fail.
        guard let scene = try? sceneType.init(parameters: parameters, animator: animator) else {
            return SceneFrame(time: time, displayList: DisplayList(), animatedValues: [])
        }
        var script = SceneScript()
        scene.script(&script)
        let t = time.isFinite ? max(time, 0) : 0
        for event in script.sorted where event.time <= t {
            animator.advance(to: event.time)
            event.action()
        }
        animator.advance(to: t)
        var list = DisplayList()
        scene.draw(in: size, into: &list)
        return SceneFrame(time: t, displayList: list, animatedValues: scene.animatedValues)
    }
}

/// One sampled frame of a scene.
public struct SceneFrame {
    public var time: TimeInterval
    public var displayList: DisplayList
    public var animatedValues: [(name: String, value: String)]
}
