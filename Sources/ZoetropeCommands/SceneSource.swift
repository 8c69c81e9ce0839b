import Foundation
import ArgumentParser
import RenderCommands
import Geometry2D
import ZoetropeUI
import Scenes

/// What `render` and `sample` play: a built-in scene or a storyboard (the user's own, through
/// `StoryboardCatalog`).
enum SceneSource {
    case builtIn(ScenePlayer)
    case storyboard(Storyboard)

    /// Seconds a full render covers.
    var duration: Double {
        switch self {
        case .builtIn(let player): return player.duration
        case .storyboard(let story): return story.duration
        }
    }

    /// The canvas a render uses when `--size` is not given.
    var defaultSize: CanvasSize {
        switch self {
        case .builtIn(let player):
            guard let size = player.preferredCanvasSize else { return CanvasSize(width: 1024, height: 1024) }
            return CanvasSize(width: Int(size.width.rounded()), height: Int(size.height.rounded()))
        case .storyboard(let story):
            return CanvasSize(width: Int(story.size.width.rounded()), height: Int(story.size.height.rounded()))
        }
    }

    /// Frames by time, in points: built-in scenes sample any time alone; storyboards play a session
    /// (frames asked in increasing time cost one step each; an earlier time replays from 0).
    /// A storyboard's `Image(name)` files are decoded within `budget` (checked from each header first).
    func frames(size: CGSize, scale: Double, fps: Double, budget: RenderBudget = .default) -> FrameProducer {
        switch self {
        case .builtIn(let player):
            return FrameProducer { time in
                let frame = player.frame(at: time, size: size)
                return (frame.displayList, frame.animatedValues.map { "\($0.name)=\($0.value)" })
            }
        case .storyboard(var story):
            story.size = size
            story.imageBudget = budget
            let session = story.session(scale: CGFloat(scale))
            var printed = 0   // the session's warnings accumulate, each once: print the new ones
            return FrameProducer { time in
                let frame = try session.frame(at: time, fps: fps)
                for warning in session.warnings.dropFirst(printed) { Console.message("warning: \(warning)") }
                printed = session.warnings.count
                let points = frame.displayList.transformed(by: ProjectionTransform(CGAffineTransform(scaleX: 1 / scale, y: 1 / scale)))
                return (points, frame.views.map(\.description))
            }
        }
    }
}

/// Produces the display list (in points) and printable values of the frame at a time.
struct FrameProducer {
    let frame: (Double) throws -> (DisplayList, [String])
}

/// The storyboards of the running program (`StoryboardCatalog.main` sets them before parsing).
enum StoryboardRegistry {
    nonisolated(unsafe) static var storyboards: [Storyboard] = SceneCatalog.storyboards
    /// The layer scenes of a user's catalog executable (`StoryboardCatalog.layerScenes`, adapted).
    nonisolated(unsafe) static var catalogScenes: [any AnimationScene.Type] = []
    /// True in a user's catalog executable: only its storyboards and layer scenes are scenes.
    nonisolated(unsafe) static var isCatalog = false

    /// The scene called `name`: a storyboard first, then a catalog's layer scene, then (in
    /// `zoetrope`) a built-in scene.
    static func source(named name: String, parameters: [String: String]) throws -> SceneSource {
        if let story = storyboards.first(where: { $0.name == name }) {
            guard parameters.isEmpty else { throw ValidationError("storyboard \(name) takes no --param") }
            return .storyboard(story)
        }
        if let scene = catalogScenes.first(where: { $0.name == name }) {
            do {
                return .builtIn(try ScenePlayer(scene, parameters: parameters))
            } catch {
                throw ValidationError(error.description)
            }
        }
        guard !isCatalog else {
            let known = (storyboards.map(\.name) + catalogScenes.map { $0.name }).joined(separator: ", ")
            throw ValidationError("unknown storyboard '\(name)'; known: \(known.isEmpty ? "none" : known)")
        }
        do {
            return .builtIn(try ScenePlayer(named: name, parameters: parameters))
        } catch {
            throw ValidationError(error.description)
        }
    }
}
