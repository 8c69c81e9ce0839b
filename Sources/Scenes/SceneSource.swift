import Foundation
import RenderCommands
import ZoetropeUI

/// What `render`, `sample` and a farm's shards play: a built-in scene (or a catalog's layer scene)
/// or a storyboard, found by name in ``SceneRegistry``.
///
/// ```swift
/// let source = try SceneRegistry.source(named: "cardify", parameters: [:])
/// let player = source.player(size: source.defaultSize ?? CGSize(width: 1024, height: 1024), scale: 1, fps: source.fps ?? 60)
/// ```
public enum SceneSource {
    case builtIn(ScenePlayer)
    case storyboard(Storyboard)

    /// Seconds a full render covers.
    public var duration: Double {
        switch self {
        case .builtIn(let player): player.duration
        case .storyboard(let story): story.duration
        }
    }

    /// The canvas, in points, a render uses when none is given (nil: the caller's default).
    public var defaultSize: CGSize? {
        switch self {
        case .builtIn(let player): player.preferredCanvasSize
        case .storyboard(let story): story.size
        }
    }

    /// The storyboard's own frame rate (nil for scenes: the caller's default).
    public var fps: Double? {
        if case .storyboard(let story) = self { return story.fps }
        return nil
    }

    /// Why a canvas background cannot show on a canvas of `canvas` points, or nil when it can: a
    /// layer scene whose root layer is opaque and, scaled to fit and centred as it is drawn, covers
    /// the whole canvas (``ScenePlayer/opaqueRootSize``). `render` prints it as a warning when
    /// `--background` is not the default.
    ///
    /// ```swift
    /// source.backgroundHiddenReason(canvas: CGSize(width: 80, height: 40))
    /// // "the layer scene's root layer has an opaque backgroundColor and covers the canvas; …"
    /// ```
    public func backgroundHiddenReason(canvas: CGSize) -> String? {
        guard case .builtIn(let player) = self, let root = player.opaqueRootSize,
              canvas.width > 0, canvas.height > 0 else { return nil }
        // Drawn scaled by k to fit and centred: it covers the canvas when its aspect ratio is the
        // canvas's (to a thousandth of a point, less than any pixel the canvas can have).
        let k = min(canvas.width / root.width, canvas.height / root.height)
        guard k.isFinite, k > 0, k * root.width >= canvas.width - 1e-3, k * root.height >= canvas.height - 1e-3 else { return nil }
        return "the layer scene's root layer has an opaque backgroundColor and covers the canvas; set "
            + "rootLayer.backgroundColor = nil (or a colour that is not opaque) to let the background show"
    }

    /// The player of this content for a canvas of `size` points at `scale` pixels per point,
    /// stepping at `fps` (storyboards change state on that grid); a storyboard's `Image(name)`
    /// files are decoded within `budget` (each checked from its header first).
    public func player(size: CGSize, scale: Double, fps: Double, budget: RenderBudget = .default) -> any FramePlayer {
        switch self {
        case .builtIn(let player): return player.framePlayer(size: size, scale: scale)
        case .storyboard(var story):
            story.imageBudget = budget
            return StoryboardFramePlayer(story, size: size, scale: scale, fps: fps)
        }
    }
}

/// The content a program plays by name: `zoetrope`'s built-in scenes and storyboards, or — in a
/// user's catalog executable (`StoryboardCatalog`) — that package's storyboards and layer scenes.
///
/// ```swift
/// SceneRegistry.storyboards = [Storyboard("intro", duration: 2) { Intro() }]
/// let source = try SceneRegistry.source(named: "intro", parameters: [:])
/// ```
public enum SceneRegistry {
    /// The storyboards, by name (``SceneCatalog/storyboards`` in `zoetrope`).
    public static var storyboards: [Storyboard] {
        get { lock.withLock { _storyboards } }
        set { lock.withLock { _storyboards = newValue } }
    }
    /// Guards `storyboards`: a command reading it (a copy, which keeps its storyboards alive) while
    /// another thread replaces it (tests in one process) must not see a torn value.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var _storyboards: [Storyboard] = SceneCatalog.storyboards
    /// A catalog executable's layer scenes, adapted (`LayerScene.animationSceneType`).
    nonisolated(unsafe) public static var catalogScenes: [any AnimationScene.Type] = []
    /// True in a catalog executable: only its storyboards and layer scenes are scenes.
    nonisolated(unsafe) public static var isCatalog = false

    /// Every name ``source(named:parameters:)`` knows: storyboards, catalog scenes, built-in scenes,
    /// then the program's previews (``PreviewRegistry``; `zoetrope` itself has none).
    public static var names: [String] {
        storyboards.map(\.name) + catalogScenes.map { $0.name } + (isCatalog ? [] : SceneCatalog.all.map { $0.name })
            + PreviewRegistry.names
    }

    /// The content called `name`: a storyboard first, then a catalog's layer scene, then (in
    /// `zoetrope`) a built-in scene, then a preview of the program (played as its storyboard).
    ///
    /// - Throws: ``SceneError/unknownName(_:known:inCatalog:)`` listing every name (storyboards included),
    ///   or the scene's parameter errors; a storyboard or preview given parameters is
    ///   ``SceneError/unknownParameter(_:known:)``; a preview that cannot be laid out (or whose name
    ///   two previews share) is ``SceneError/preview(_:)``.
    public static func source(named name: String, parameters: [String: String]) throws(SceneError) -> SceneSource {
        if let story = storyboards.first(where: { $0.name == name }) {
            if let first = parameters.keys.sorted().first { throw .unknownParameter(first, known: []) }
            return .storyboard(story)
        }
        if let scene = catalogScenes.first(where: { $0.name == name }) ?? (isCatalog ? nil : SceneCatalog.scene(named: name)) {
            return .builtIn(try ScenePlayer(scene, parameters: parameters))
        }
        if PreviewRegistry.names.contains(name) {
            if let first = parameters.keys.sorted().first { throw .unknownParameter(first, known: []) }
            do { return .storyboard(try PreviewRegistry.preview(named: name).storyboard()) } catch { throw .preview(error) }
        }
        throw .unknownName(name, known: names, inCatalog: isCatalog)
    }
}
