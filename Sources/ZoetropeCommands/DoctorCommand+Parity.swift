import Foundation
import GLESRenderer
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import Scenes
import BenchmarkScenes
import FrameOutput

/// `zoetrope doctor --parity`: does this machine's GPU draw the software renderer's picture? Every
/// SCENES.md scene at `--parity-size`, every built-in scene and storyboard (shapes, layers, the seed
/// views with text and controls) at the start, a quarter, the middle and the end of its duration, a
/// text frame of 300 labels and issue 37's two view frames (blurred cards, a Canvas of particles),
/// each drawn by both backends over white and compared as SCENES.md compares (mean channel
/// difference, share of pixels off by more than 16). A case passes at mean ≤ 1 and ≤ 1 % off.
///
/// ```sh
/// zoetrope doctor --parity --parity-size 1024
/// ```
struct ParityCheck {
    /// The target of issue 36: mean ≤ 1 level, at most 1 % of pixels off by more than 16.
    static let meanLimit = 1.0
    static let percentOffLimit = 1.0

    struct Case {
        let name: String
        let width: Int
        let height: Int
        let displayList: () throws -> DisplayList
    }

    let gpu: GLESRenderer
    let side: Int

    /// The cases, in the order they print.
    func cases() throws -> [Case] {
        var cases = PeerScene.all.map { scene in
            Case(name: "\(scene)", width: side, height: side) { scene.displayList(width: side, height: side) }
        }
        for name in SceneRegistry.names {
            let source = try SceneRegistry.source(named: name, parameters: [:])
            let size = source.defaultSize ?? CGSize(width: 256, height: 256)
            let scale = max(size.width, size.height) > 256 ? 0.5 : 1
            let width = Int((size.width * scale).rounded()), height = Int((size.height * scale).rounded())
            let player = source.player(size: size, scale: scale, fps: source.fps ?? 60)
            let duration = source.duration.isFinite && source.duration > 0 ? source.duration : 1
            for fraction in [0.0, 0.25, 0.5, 1.0] {   // in this order: a storyboard plays forward
                let time = duration * fraction
                cases.append(Case(name: "\(name) t=\(String(format: "%.2f", time))", width: width, height: height) {
                    try player.displayList(at: time)
                })
            }
        }
        if let faces = try? TextLabelsScene.faces() {
            let text = TextLabelsScene(count: 300, width: 512, height: 512)
            cases.append(Case(name: "text: 300 labels", width: 512, height: 512) { text.displayList(text.layouts(faces: faces)) })
        }
        let cards = AnyViewList(BlurredCardsFrame(side: 512, time: 1))
        let particles = AnyViewList(ParticleCanvasFrame(side: 512, time: 1))
        cases.append(Case(name: "views: 100 blurred cards", width: 512, height: 512, displayList: cards.displayList))
        cases.append(Case(name: "views: 5,000 particles", width: 512, height: 512, displayList: particles.displayList))
        return cases
    }

    /// Draws every case on both backends and prints one line each and a verdict; returns whether
    /// every case passed.
    func run() throws -> Bool {
        var software = SoftwareRenderer()
        software.widensThinStrokes = gpu.info.coverage == .multisample
        try Console.print("parity: \(gpu.info.renderer), \(gpu.info.antialiasing) against the software renderer "
                          + "(pass: mean ≤ \(Self.meanLimit), ≤ \(Self.percentOffLimit) % of pixels off by > 16)")
        var failed: [String] = []
        var worstMean = 0.0, worstOff = 0.0
        for item in try cases() {
            let list = try item.displayList()
            var onGPU = try Pixmap(width: item.width, height: item.height)
            onGPU.fill(.white)
            try gpu.render(list, into: &onGPU)
            var onCPU = try Pixmap(width: item.width, height: item.height)
            onCPU.fill(.white)
            try software.render(list, into: &onCPU)
            let difference = try ImageDifference(between: onGPU, and: onCPU)
            let passed = difference.meanAbsoluteDifference <= Self.meanLimit && difference.percentOfPixelsOff <= Self.percentOffLimit
            if !passed { failed.append(item.name) }
            worstMean = max(worstMean, difference.meanAbsoluteDifference)
            worstOff = max(worstOff, difference.percentOfPixelsOff)
            try Console.print("  \(item.name.padding(toLength: 34, withPad: " ", startingAt: 0)) \(item.width)×\(item.height)  "
                              + String(format: "mean %.3f, %.3f %% off > 16, max %d", difference.meanAbsoluteDifference,
                                       difference.percentOfPixelsOff, difference.maximumDifference)
                              + (passed ? "" : "  FAILED"))
        }
        try Console.print(String(format: "parity: %@ (worst mean %.3f, worst %.3f %% off)",
                                 failed.isEmpty ? "every case passed" : "\(failed.count) case(s) FAILED: \(failed.joined(separator: ", "))",
                                 worstMean, worstOff))
        return failed.isEmpty
    }
}
