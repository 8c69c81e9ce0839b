import Foundation
import AnimationCore
import Geometry2D
import RenderCommands
import LayerTree

/// Plays a `LayerScene` as an `AnimationScene`, so the catalog, `ScenePlayer` and the
/// `render`/`sample` commands treat layer scenes like every other scene.
///
/// The scene's timeline is moved to the animator's current time (the frame's time) whenever the
/// adapter draws or reads values: a frame later than the last continues from it
/// (``continuesAcrossFrames``), an earlier one replays from 0, so frames rendered in any order, or
/// in parallel on different threads (each has its own `CAClock`), give the same bytes.
///
/// ```swift
/// let player = try ScenePlayer(LayerSceneAdapter<LayerShakeScene>.self)
/// let frame = player.frame(at: 0.1, size: CGSize(width: 256, height: 256))
/// frame.animatedValues  // [(name: "card.transform.rotation.z", value: "-0.08000")]
/// ```
public struct LayerSceneAdapter<Scene: LayerScene>: AnimationScene, LayerTimelineScene {
    public static var name: String { Scene.name }
    public static var summary: String { Scene.summary }
    public static var parameters: [SceneParameter] { Scene.parameters }

    /// The layer scene played.
    public let scene: Scene
    /// The scene's script on its layer tree.
    public let timeline: LayerTimeline
    private let animator: Animator

    public init(parameters: SceneParameters, animator: Animator) throws(SceneError) {
        scene = try Scene(parameters: parameters)
        timeline = scene.makeTimeline()
        self.animator = animator
    }

    public var duration: TimeInterval { scene.duration }

    /// One timeline for every frame in time order: a frame continues from the last one.
    public static var continuesAcrossFrames: Bool { true }

    /// The root layer's bounds: a render without `--size` uses this canvas.
    public var preferredCanvasSize: CGSize? {
        let size = scene.canvasSize
        return size.width.isFinite && size.height.isFinite && size.width >= 1 && size.height >= 1 ? size : nil
    }

    /// Nothing to schedule on the animator: the layer timeline holds the scene's script.
    public func script(_ script: inout SceneScript) {}

    /// Draws the presentation tree at the animator's time, the root's bounds scaled uniformly to
    /// fit `size` and centred in it.
    public func draw(in size: CGSize, into list: inout DisplayList) {
        let bounds = scene.canvasSize
        var k = 1.0
        if bounds.width > 0, bounds.height > 0, size.width > 0, size.height > 0 {
            k = min(size.width / bounds.width, size.height / bounds.height)
        }
        if !(k.isFinite && k > 0) { k = 1 }
        let drawn = timeline.displayList(at: frameTime, size: bounds, scale: k)
        let dx = (size.width - k * bounds.width) / 2, dy = (size.height - k * bounds.height) / 2
        let centred = (dx == 0 && dy == 0) || !(dx.isFinite && dy.isFinite)
            ? drawn : drawn.transformed(by: ProjectionTransform(CGAffineTransform(translationX: dx, y: dy)))
        list.commands += centred.commands
    }

    /// `name.keyPath=value` for each of the scene's sampled key paths, read from the presentation
    /// at the animator's time (a layer without a name prints as `layer`).
    public var animatedValues: [(name: String, value: String)] {
        timeline.seek(to: frameTime)
        var values: [(name: String, value: String)] = []
        for (layer, keyPaths) in scene.sampledKeyPaths {
            let shown = layer.presentation() ?? layer
            for keyPath in keyPaths {
                values.append(("\(layer.name ?? "layer").\(keyPath)", LayerValueFormat.string(shown.value(forKeyPath: keyPath))))
            }
        }
        return values
    }

    /// The frame's time: the animator's, clamped to a finite time ≥ 0.
    private var frameTime: TimeInterval {
        let t = animator.currentTime
        return t.isFinite ? max(t, 0) : 0
    }
}

/// A scene drawn from a layer timeline (``LayerSceneAdapter``), whatever its layer scene.
package protocol LayerTimelineScene {
    var timeline: LayerTimeline { get }
}
