import Foundation
import ZoetropeUI
import VectorPath
import RenderCommands
import Geometry2D
import AnimationCore
import LayerTree

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
    /// The scene's duration in seconds.
    public let duration: TimeInterval
    /// The canvas the scene asks for when no size is given (a layer scene's root bounds), if any.
    ///
    /// ```swift
    /// try ScenePlayer(named: "layer-shake").preferredCanvasSize // 256 × 256
    /// ```
    public let preferredCanvasSize: CGSize?
    /// For a layer scene whose root layer (its model at time 0) is opaque over all its bounds —
    /// an opaque `backgroundColor`, full opacity, shown, square corners, no mask, no transform —
    /// the root's bounds size in points; nil otherwise. Such a root hides the canvas's background
    /// wherever it covers it (``SceneSource/backgroundHiddenReason(canvas:)``).
    public let opaqueRootSize: CGSize?

    /// A player for `sceneType` with `parameters` (`name=value` strings); the scene is built once
    /// here, to check them and read its duration and canvas.
    public init(_ sceneType: any AnimationScene.Type, parameters: [String: String] = [:]) throws(SceneError) {
        self.sceneType = sceneType
        self.parameters = try SceneParameters(parameters, declared: sceneType.parameters)
        let scene = try sceneType.init(parameters: self.parameters, animator: Animator())
        duration = scene.duration
        preferredCanvasSize = scene.preferredCanvasSize
        opaqueRootSize = (scene as? LayerTimelineScene).flatMap { Self.opaqueSize(of: $0.timeline.root) }
    }

    /// `root`'s bounds size when it paints every point of its bounds opaquely, else nil.
    static func opaqueSize(of root: CALayer) -> CGSize? {
        guard let color = root.backgroundColor, color.alpha >= 1, root.opacity >= 1, !root.isHidden,
              root.cornerRadius <= 0, root.mask == nil, CATransform3DIsIdentity(root.transform) else { return nil }
        let size = root.bounds.size
        return size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite ? size : nil
    }

    /// A player for the built-in scene called `name`.
    public init(named name: String, parameters: [String: String] = [:]) throws(SceneError) {
        guard let type = SceneCatalog.scene(named: name) else {
            throw .unknownScene(name, known: SceneCatalog.all.map { $0.name })
        }
        try self.init(type, parameters: parameters)
    }

    /// The scene at `time`: its display list for a canvas of `size` points and its animated values.
    ///
    /// - Throws: ``SceneError`` when the scene cannot be built.
    public func frame(at time: TimeInterval, size: CGSize) throws(SceneError) -> SceneFrame {
        let t = time.isFinite ? max(time, 0) : 0
        let replay = try SceneReplay(self, to: t)
        var list = DisplayList()
        replay.scene.draw(in: size, into: &list)
        return SceneFrame(time: t, displayList: list, animatedValues: replay.scene.animatedValues)
    }

    /// This scene played for a canvas of `size` points at `scale` pixels per point.
    public func framePlayer(size: CGSize, scale: Double = 1) -> SceneFramePlayer {
        SceneFramePlayer(self, size: size, scale: scale)
    }
}

/// A scene instance whose script has run up to a time on its own animator.
struct SceneReplay {
    let scene: any AnimationScene
    let animator: Animator
    private let events: [SceneScript.Event]
    private var next = 0
    private(set) var time: TimeInterval = 0

    /// A fresh instance of `player`'s scene, replayed from 0 to `time`.
    init(_ player: ScenePlayer, to time: TimeInterval) throws(SceneError) {
        animator = Animator()
        scene = try player.sceneType.init(parameters: player.parameters, animator: animator)
        var script = SceneScript()
        scene.script(&script)
        events = script.sorted
        advance(to: time)
    }

    /// Runs the events due by `time` (each at its own time), then moves the animator to `time`.
    mutating func advance(to time: TimeInterval) {
        while next < events.count, events[next].time <= time {
            animator.advance(to: events[next].time)
            events[next].action()
            next += 1
        }
        animator.advance(to: time)
        self.time = time
    }
}

/// One sampled frame of a scene.
public struct SceneFrame {
    public var time: TimeInterval
    public var displayList: DisplayList
    public var animatedValues: [(name: String, value: String)]
}
