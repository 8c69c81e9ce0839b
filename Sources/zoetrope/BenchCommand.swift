import ArgumentParser
import Zoetrope

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time the SCENES.md peer scenes at 1024×1024 and compare them with the reference images.",
        discussion: """
            Prints the median ms/frame (pixels only, no PNG encoding) per scene and, where the \
            reference PNGs are found (--references, default ../shared/scenes/reference), the mean \
            absolute difference and the share of pixels off by more than 16 against Cairo and Blend2D. \
            Build with -c release for meaningful times.
            """)

    @Argument(help: "Scenes to run (default: all): \(PeerScene.all.map(\.description).joined(separator: ", ")).")
    var scenes: [String] = []

    @Option(help: "Rasterizer threads (0 = one per core).")
    var threads: Int = 0

    @Option(help: "Renderer: cpu (software rasterizer) or gpu (OpenGL ES 3 over headless EGL).")
    var backend: BackendChoice = .cpu

    @Option(help: "MSAA samples for --backend gpu (capped by GL_MAX_SAMPLES; 0 = no MSAA).")
    var samples: Int = 4

    @Option(help: "Timed runs per scene (the median is reported).")
    var runs: Int = 5

    @Option(help: "Folder with cairo_SCENE.png / blend2d_SCENE.png.")
    var references: String = "../shared/scenes/reference"

    @Option(help: "Also write each rendered scene as OUT/SCENE.png.")
    var out: String?

    func validate() throws {
        guard (1...1000).contains(runs) else { throw ValidationError("--runs must be between 1 and 1000") }
        guard (0...256).contains(threads) else { throw ValidationError("--threads must be between 0 and 256") }
        for name in scenes where PeerScene(name: name) == nil {
            throw ValidationError("unknown peer scene '\(name)'; the scenes are: "
                                  + PeerScene.all.map(\.description).joined(separator: ", "))
        }
    }

    func run() throws {
        let selected = scenes.isEmpty ? PeerScene.all : scenes.compactMap(PeerScene.init(name:))
        let renderer = try ChosenRenderer(backend, threads: threads, samples: samples)
        print("backend: \(renderer.name)")
        let side = PeerScene.canvasSide
        if let out { try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true) }
        print("scene              ms/frame   vs Cairo (mean, % off>16)   vs Blend2D (mean, % off>16)")
        for scene in selected {
            let list = scene.displayList
            var times: [Double] = []
            var pixmap = try Pixmap(width: side, height: side)
            for _ in 0..<(runs + 1) {  // the first run warms caches and is not counted
                pixmap.fill(.white)
                let start = DispatchTime.now().uptimeNanoseconds
                try renderer.render(list, into: &pixmap)
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            let median = times.dropFirst().sorted()[runs / 2]
            let cairo = compare(pixmap, "cairo", scene), blend2D = compare(pixmap, "blend2d", scene)
            let name = scene.description.padding(toLength: 18, withPad: " ", startingAt: 0)
            let draws = renderer.gpu.map { gpu -> String in
                let stats = gpu.lastFrameStatistics, p = stats.phases
                guard gpu.options.profile else { return "   \(stats.drawCalls) draws" + String(format: " (tessellate %.1f ms)", p.tessellate) }
                return "   \(stats.drawCalls) draws" + String(format: " (tessellate %.1f, canvas %.1f, draw %.1f, resolve %.1f, readback %.1f ms)",
                                                             p.tessellate, p.canvas, p.draw, p.resolve, p.readback)
            } ?? ""
            print(name + String(format: " %8.2f   ", median) + cairo.padding(toLength: 28, withPad: " ", startingAt: 0) + blend2D + draws)
            if let out {
                try PNGWriter.write(pixmap, to: URL(fileURLWithPath: out).appendingPathComponent("\(scene).png"))
            }
        }
    }

    private func compare(_ pixmap: Pixmap, _ renderer: String, _ scene: PeerScene) -> String {
        let url = URL(fileURLWithPath: references).appendingPathComponent("\(renderer)_\(scene).png")
        guard let reference = try? PNGDecoder.decode(contentsOf: url),
              let difference = try? ImageDifference(between: pixmap, and: reference) else { return "–" }
        return String(format: "%.3f, %.3f %%", difference.meanAbsoluteDifference, difference.percentOfPixelsOff)
    }
}
