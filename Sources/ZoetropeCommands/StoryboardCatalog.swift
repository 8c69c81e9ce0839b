import Foundation
import ArgumentParser
import ZoetropeUI
import Scenes

/// The entry point of a package of one's own storyboards and layer scenes: `list`, `render` and
/// `sample` with the same options as `zoetrope render` (size, scale, fps, frames/time,
/// background, backend, resume, budgets; `--param` for a layer scene's parameters).
///
/// ```swift
/// @main enum Renders: StoryboardCatalog {
///     static var storyboards: [Storyboard] {
///         [Storyboard("example1", duration: 3, assets: [Bundle.module.resourceURL!]) { Example1() }
///             .tap(.label("tower"), at: 1)]
///     }
///     static var layerScenes: [any LayerScene.Type] { [Wobble.self] }   // Wobble: LayerScene
/// }
/// // swift run Renders list
/// // swift run Renders render example1 --out frames --scale 2
/// // swift run Renders sample example1 --time 1.5
/// // swift run Renders render wobble --frames 0..<30 --out frames
/// ```
public protocol StoryboardCatalog {
    /// The storyboards the command offers, by name.
    static var storyboards: [Storyboard] { get }
    /// The Core Animation layer scenes the command offers, by name (none unless given).
    static var layerScenes: [any LayerScene.Type] { get }
}

extension StoryboardCatalog {
    public static var layerScenes: [any LayerScene.Type] { [] }

    /// Parses the command line and runs `list`, `render` or `sample` on `storyboards` and
    /// `layerScenes`.
    public static func main() {
        SceneRegistry.storyboards = storyboards
        SceneRegistry.catalogScenes = layerScenes.map { $0.animationSceneType }
        SceneRegistry.isCatalog = true
        ZoetropeCommand.run(CatalogCommand.self)
    }
}

/// The command tree of a storyboard catalog executable.
struct CatalogCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: URL(fileURLWithPath: CommandLine.arguments.first ?? "storyboards").lastPathComponent,
            abstract: "Render this package's storyboards headless, frame by frame (Zoetrope).",
            subcommands: [ListCommand.self, RenderCommand.self, SampleCommand.self])
    }
}

/// `list`: the storyboards, then the layer scenes, one per line.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the storyboards and layer scenes.")

    func run() throws {
        func line(_ name: String, _ size: CGSize, fps: Double, duration: Double) -> String {
            "\(name.padding(toLength: max(12, name.count + 2), withPad: " ", startingAt: 0))"
                + "\(Int(size.width))x\(Int(size.height)) pt, \(String(format: "%g", fps)) fps, \(String(format: "%g", duration)) s"
        }
        for story in SceneRegistry.storyboards {
            try Console.print(line(story.name, story.size, fps: story.fps, duration: story.duration))
        }
        for scene in SceneRegistry.catalogScenes {
            guard let player = try? ScenePlayer(scene) else { continue }
            let size = player.preferredCanvasSize ?? CGSize(width: 1024, height: 1024)
            try Console.print(line(scene.name, size, fps: 60, duration: player.duration) + " (layer scene)")
            for p in scene.parameters {
                try Console.print("    --param \(p.name)=\(formatNumber(p.defaultValue))  \(p.summary), "
                                  + "\(formatNumber(p.range.lowerBound))…\(formatNumber(p.range.upperBound))")
            }
        }
    }
}
