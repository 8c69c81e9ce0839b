import Foundation
import ArgumentParser
import Zoetrope

struct SampleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sample",
        abstract: "Print a scene's animated values frame by frame (no pixels).")

    @OptionGroup var options: SceneOptions

    func run() throws {
        let player = try options.player()
        let size = CGSize(width: 1024, height: 1024)
        for planned in try options.framePlan(sceneDuration: player.duration) {
            let index = planned.index, time = planned.time
            let frame = player.frame(at: time, size: size)
            var segments = 0
            for command in frame.displayList.commands {
                switch command {
                case .fill(let path, _, _, _), .stroke(let path, _, _, _, _): segments += path.verbs.count
                case .image, .pushLayer, .popLayer: break
                }
            }
            let values = frame.animatedValues.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
            try Console.print("frame \(index) t=\(String(format: "%.4f", time)) \(values) commands=\(frame.displayList.commands.count) path-elements=\(segments)")
        }
    }
}
