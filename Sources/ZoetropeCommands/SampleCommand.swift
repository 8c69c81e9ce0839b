import Foundation
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

struct SampleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sample",
        abstract: "Print a scene's animated values frame by frame (no pixels).")

    @OptionGroup var options: SceneOptions

    func run() throws {
        let source = try options.source()
        let fps = options.rate(for: source)
        let player = source.player(size: source.defaultSize ?? CGSize(width: 1024, height: 1024), scale: 1, fps: fps)
        var printed = 0   // the content's warnings accumulate, each once: print the new ones
        for planned in try options.framePlan(sceneDuration: source.duration, fps: fps) {
            let index = planned.index, time = planned.time
            let list = try player.displayList(at: time), values = try player.sampledValues(at: time)
            for warning in player.warnings.dropFirst(printed) { Console.message("warning: \(warning)") }
            printed = player.warnings.count
            var segments = 0
            for command in list.commands {
                switch command {
                case .fill(let path, _, _, _), .stroke(let path, _, _, _, _): segments += path.verbs.count
                case .glyphs(let run, _, _): segments += run.glyphs.reduce(0) { $0 + $1.outline.path.verbs.count }
                case .image, .pushLayer, .popLayer: break
                }
            }
            let header = "frame \(index) t=\(String(format: "%.4f", time))"
            let counts = "commands=\(list.commands.count) path-elements=\(segments)"
            if case .storyboard = source {
                try Console.print("\(header) \(counts)\n" + values.map { "  " + $0 }.joined(separator: "\n"))
            } else {
                try Console.print("\(header) \(values.joined(separator: " ")) \(counts)")
            }
        }
    }
}
