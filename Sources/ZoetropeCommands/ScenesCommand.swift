import ArgumentParser
import AnimationCore
import Geometry2D
import VectorPath
import RenderCommands
import PNGCodec
import SoftwareRasterizer
import ZoetropeUI
import Backends
import FrameOutput
import Scenes
import BenchmarkScenes
import DisplayListJSON

struct ScenesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenes", abstract: "List the built-in scenes with their parameters.")

    func run() throws {
        for scene in SceneCatalog.all {
            let seconds = (try? ScenePlayer(scene).duration) ?? 0
            try Console.print("\(scene.name.padding(toLength: max(11, scene.name.count), withPad: " ", startingAt: 0)) \(scene.summary) (\(formatSeconds(seconds)))")
            for p in scene.parameters {
                try Console.print("    --param \(p.name)=\(formatNumber(p.defaultValue))  \(p.summary), \(formatNumber(p.range.lowerBound))…\(formatNumber(p.range.upperBound))")
            }
        }
        for story in SceneCatalog.storyboards {
            let summary = SceneCatalog.storyboardSummaries[story.name] ?? "view storyboard"
            try Console.print("\(story.name.padding(toLength: max(11, story.name.count), withPad: " ", startingAt: 0)) \(summary) (\(formatSeconds(story.duration)))")
        }
    }
}

func formatNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}

func formatSeconds(_ value: Double) -> String { "\(formatNumber(value)) s" }
