import Foundation
import ArgumentParser
import ZoetropeUI

/// The entry point of a package of one's own storyboards: `list`, `render` and `sample` with the
/// same options as `zoetrope render` (size, scale, fps, frames/time, background, backend, resume,
/// budgets).
///
/// ```swift
/// @main enum Renders: StoryboardCatalog {
///     static var storyboards: [Storyboard] {
///         [Storyboard("example1", duration: 3, assets: [Bundle.module.resourceURL!]) { Example1() }
///             .tap(.label("tower"), at: 1)]
///     }
/// }
/// // swift run Renders list
/// // swift run Renders render example1 --out frames --scale 2
/// // swift run Renders sample example1 --time 1.5
/// ```
public protocol StoryboardCatalog {
    /// The storyboards the command offers, by name.
    static var storyboards: [Storyboard] { get }
}

extension StoryboardCatalog {
    /// Parses the command line and runs `list`, `render` or `sample` on `storyboards`.
    public static func main() {
        StoryboardRegistry.storyboards = storyboards
        StoryboardRegistry.isCatalog = true
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

/// `list`: the storyboards, one per line.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the storyboards.")

    func run() throws {
        for story in StoryboardRegistry.storyboards {
            let size = "\(Int(story.size.width))x\(Int(story.size.height))"
            try Console.print("\(story.name.padding(toLength: max(12, story.name.count + 2), withPad: " ", startingAt: 0))"
                              + "\(size) pt, \(String(format: "%g", story.fps)) fps, \(String(format: "%g", story.duration)) s")
        }
    }
}
