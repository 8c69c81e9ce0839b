import Foundation
import AnimationCore
import Geometry2D
import RenderCommands

/// A built-in scene (or a catalog's layer scene) played for one canvas. Each frame replays the
/// scene's script on a fresh instance — except for scenes that continue across frames (a layer
/// scene keeps one timeline: frames in time order replay nothing twice), which keep their
/// instance while time moves forward. The scene draws in points; the list is scaled to pixels once
/// (not at all at scale 1).
///
/// ```swift
/// let player = try ScenePlayer(named: "clock").framePlayer(size: CGSize(width: 256, height: 256), scale: 2)
/// let list = try player.displayList(at: 1)   // 512 × 512 pixels
/// ```
public final class SceneFramePlayer: FramePlayer {
    public let player: ScenePlayer
    /// The canvas in points, and pixels per point.
    public let size: CGSize, scale: Double
    /// The instance kept across frames (scenes that continue).
    private var kept: SceneReplay?
    /// Scene instances made so far (one per frame, or one per run of frames in time order for
    /// scenes that continue); for tests.
    package private(set) var instancesMade = 0
    /// How often the kept instance's layer timeline replayed from 0 (nil: no timeline); for tests.
    package var timelineReplays: Int? { (kept?.scene as? any LayerTimelineScene)?.timeline.fullReplays }

    init(_ player: ScenePlayer, size: CGSize, scale: Double) {
        self.player = player
        self.size = size
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    public var warnings: [String] { [] }

    public func displayList(at time: TimeInterval) throws -> DisplayList {
        let scene = try scene(at: time)
        var list = DisplayList()
        scene.draw(in: size, into: &list)
        return scale == 1 ? list : list.transformed(by: ProjectionTransform(CGAffineTransform(scaleX: scale, y: scale)))
    }

    public func sampledValues(at time: TimeInterval) throws -> [String] {
        try scene(at: time).animatedValues.map { "\($0.name)=\($0.value)" }
    }

    /// The scene with its animator at `time`: the kept instance moved forward, or a fresh replay.
    private func scene(at time: TimeInterval) throws(SceneError) -> any AnimationScene {
        let t = time.isFinite ? max(time, 0) : 0
        let continues = player.sceneType.continuesAcrossFrames
        if continues, var replay = kept, replay.time <= t {
            replay.advance(to: t)
            kept = replay
            return replay.scene
        }
        let fresh = try SceneReplay(player, to: t)
        instancesMade += 1
        if continues { kept = fresh }
        return fresh.scene
    }
}
