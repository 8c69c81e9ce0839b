import Foundation
import ArgumentParser
import ZoetropeUI
import Scenes

/// The entry point of a package of one's own storyboards, layer scenes and previews: `list`,
/// `render` and `sample` with the same options as `zoetrope render` (size, scale, fps, frames/time,
/// background, backend, resume, budgets; `--param` for a layer scene's parameters), and `snapshot`
/// (every preview to a PNG, compared with references when asked).
///
/// Every `#Preview` and `PreviewProvider` of the program is offered with nothing to write: a package
/// whose views carry previews needs only `@main enum Previews: StoryboardCatalog {}`.
///
/// ```swift
/// @main enum Previews: StoryboardCatalog {}
/// // swift run Previews list
/// // swift run Previews render ContentView --duration 1 --out frames
/// // swift run Previews snapshot --out snapshots --compare Snapshots/References
/// ```
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
    /// The storyboards the command offers, by name (none unless given).
    static var storyboards: [Storyboard] { get }
    /// The Core Animation layer scenes the command offers, by name (none unless given).
    static var layerScenes: [any LayerScene.Type] { get }
}

extension StoryboardCatalog {
    public static var storyboards: [Storyboard] { [] }
    public static var layerScenes: [any LayerScene.Type] { [] }

    /// Parses the command line and runs `list`, `render`, `sample` or `snapshot` on `storyboards`,
    /// `layerScenes` and the program's previews.
    public static func main() {
        SceneRegistry.storyboards = storyboards
        SceneRegistry.catalogScenes = layerScenes.map { $0.animationSceneType }
        SceneRegistry.isCatalog = true
        // This executable can run itself again: `snapshot` renders each preview in a child process.
        SnapshotCommand.isolatesByDefault = true
        ZoetropeCommand.run(CatalogCommand.self)
    }
}

/// The command tree of a storyboard catalog executable.
struct CatalogCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: URL(fileURLWithPath: CommandLine.arguments.first ?? "storyboards").lastPathComponent,
            abstract: "Render this package's storyboards and previews headless, frame by frame (Zoetrope).",
            subcommands: [ListCommand.self, RenderCommand.self, SampleCommand.self, SnapshotCommand.self])
    }
}

/// `list`: the storyboards, then the layer scenes, then the previews, one per line.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the storyboards, layer scenes and previews.")

    @Option(help: ArgumentHelp("List only the previews declared in this module.", valueName: "name"))
    var module: String?

    func run() throws {
        // Checked first: two previews with one name fail the listing, naming both.
        let previews: [Preview]
        do { previews = try PreviewRegistry.previews(inModule: module) } catch { throw RuntimeError(error.description) }
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
        for preview in previews {
            try Console.print(PreviewListing.line(preview))
        }
    }
}
