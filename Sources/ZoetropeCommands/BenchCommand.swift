import Foundation
import ArgumentParser
import GLESRenderer
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

/// `--backend` of `zoetrope bench`: one backend or both.
enum BenchBackend: String, ExpressibleByArgument, CaseIterable {
    case all, cpu, gpu
}

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time the SCENES.md peer scenes per backend, against the reference images and peer renderers.",
        discussion: """
            Each scene is drawn --warmup times untimed, then --runs times timed (white clear + draw, \
            no PNG encoding unless --encode). The table gives median / min / max ms per frame, \
            frames/s and where the time goes: cpu geometry (flatten + stroke, timed in a separate \
            pass) and raster (the rest); gpu tessellate and buffers (the CPU's part: lowering and \
            fanning, writing the geometry buffers — the frame's geometry kept from the last, as in \
            an animation where nothing moved; tessellate-warm: the second of two in a row, without \
            the driver's work in between), tessellate-new (the same with every outline made \
            again), upload, submit, resolve and readback (the last five from extra frames that \
            keep nothing and wait for the GPU after each phase). At 1024x1024 \
            the images are compared with the Cairo and Blend2D references (--references, found \
            under shared/scenes/reference, ../ or ../../ by default): mean absolute difference, % of pixels off by more than 16.
            --size scales the scene geometry to the canvas (stroke widths stay in pixels). \
            --flower-scaling times the flower from n = 16 to n = 400 (segments grow as n²). \
            --peers runs Cairo and Blend2D on the identical geometry in the same run (build them \
            once with Benchmarks/peers/setup.sh) and prints Zoetrope/peer ratios. \
            --text times a text-heavy frame (--text-labels labels of 1-40 characters at 9-24 px in \
            Inter Regular over the canvas) on the CPU with 1 and all threads, shaping cached and \
            included; with --peers, beside Cairo (glyph cache, and glyph paths) and Blend2D (glyph \
            runs, 1 and 2 threads) drawing the same label list with the same font file \
            (Benchmarks/peers/peer_text.c), with the images compared. \
            --differential runs issue 16's seeded differential test against Cairo and Blend2D \
            (--seeds cases from --first-seed; --out keeps each failure's list and three images). \
            Build with -c release for meaningful times. Warnings on standard error (and \
            "warnings" in --json) say when the figures are unreliable: fewer than 5 --runs, a load \
            average above half the CPUs when the run started, a row whose slowest frame took over \
            1.5× its fastest, a debug build.
            """)

    @Argument(help: "Scenes to run (default: all of SCENES.md). Also flower_N, flower_alpha_N (N ≤ 400), polygons_K.")
    var sceneArguments: [String] = []

    @Option(help: "Comma-separated scenes, e.g. flower_200,polygons_10000 (added to the positional ones).")
    var scenes: String?

    @Option(help: "cpu (software rasterizer), gpu (OpenGL ES 3 over headless EGL) or all.")
    var backend: BenchBackend = .cpu

    @Option(help: "Canvas WIDTHxHEIGHT; the 1024x1024 geometry is scaled to it.")
    var size = CanvasSize(width: 1024, height: 1024)

    @Option(help: "Rasterizer threads for cpu (0 = one per CPU this process may use; see zoetrope doctor).")
    var threads: Int = 0

    @Option(help: "MSAA samples for gpu with --gpu-coverage msaa (capped by GL_MAX_SAMPLES; 0 = no MSAA).")
    var samples: Int = 4

    @Option(name: .customLong("gpu-coverage"), help: GLESOptions.Coverage.help)
    var gpuCoverage: GLESOptions.Coverage?

    @Option(name: .customLong("gpu"), help: GLESOptions.gpuHelp)
    var gpu: Int?

    @Option(help: "Untimed frames before timing.")
    var warmup: Int = 1

    @Option(help: "Timed frames per scene and backend (median / min / max are reported).")
    var runs: Int = 10

    @Option(help: "Repeat the whole measurement this many times, scene by scene, Zoetrope and peers interleaved; each row then reports its round with the lowest median (robust on a machine that slows down for seconds at a time), and with --peers a second ratio table pairs Zoetrope and each peer round by round (the median of each round's own ratio).")
    var rounds: Int = 1

    @Flag(help: "Also time PNG encoding (fast) of the rendered frame.")
    var encode = false

    @Flag(help: "Time the flower for n = \(PeerScene.flowerScalingSizes.map(String.init).joined(separator: ", ")) and print how time grows with n.")
    var flowerScaling = false

    @Flag(help: "Time the text frame (TextLabelsScene: labels in Inter Regular); alone unless scenes are named too.")
    var text = false

    @Flag(help: "Time the layer frame (2,000 animating layers with rounded corners and shadows: presentation, display list, CPU raster) beside the same geometry through the view layer; alone unless scenes are named too.")
    var layers = false

    @Flag(help: "Time issue 37's view frames (100 blurred, shadowed cards; a 5,000-particle Canvas) on the CPU (1 and all threads) and, with --backend gpu/all, the GPU, and the shared blur on a 1024² image (with --peers, beside Pillow's GaussianBlur); alone unless scenes are named too.")
    var views = false

    @Flag(help: "Run issue 16's seeded differential test: random 64x64 display lists (fills of both rules, strokes with every cap, join and dashes, 0.3-25 px) drawn by the CPU backend, Cairo and Blend2D (the peers of Benchmarks/peers/setup.sh); prints every failing seed and the failure rate; alone unless scenes are named too.")
    var differential = false

    @Option(help: "Cases in the --differential run.")
    var seeds: Int = 5000

    @Option(help: "The first seed of the --differential run (the seeds are first-seed ..< first-seed + seeds).")
    var firstSeed: UInt64 = 1

    @Option(help: "The CPU backend's flattening tolerance (device px) in the --differential run (the renderer's default 0.1; 0.02 shows which failures are the chords').")
    var flatteningTolerance: Double = 0.1

    @Option(help: "Labels in the --text frame.")
    var textLabels: Int = TextLabelsScene.benchmarkCount

    @Flag(help: "Run the peer renderers (Cairo, Blend2D with 1 and 2 threads) on the same scenes.")
    var peers = false

    @Option(help: "Folder with the peer executables built by Benchmarks/peers/setup.sh.")
    var peersDirectory: String = "Benchmarks/peers/.build"

    @Option(help: "Seconds each peer may spend on one scene before it stops timing (at least one frame).")
    var peerBudget: Double = 20

    @Flag(help: "Print the report as JSON instead of tables.")
    var json = false

    @Option(help: "Folder with cairo_SCENE.png / blend2d_SCENE.png (default: the first of shared/scenes/reference, ../shared/…, ../../shared/… that exists).")
    var references: String?

    /// The reference folder to compare with, if any.
    var referenceFolder: String? {
        if let references { return references }
        return ["shared/scenes/reference", "../shared/scenes/reference", "../../shared/scenes/reference"]
            .first { FileManager.default.fileExists(atPath: $0) }
    }

    @Option(help: "Also write each rendered scene as OUT/SCENE_BACKEND.png (and the peers' images).")
    var out: String?

    /// The scenes asked for, in order, without repeats.
    var selectedScenes: [PeerScene] {
        var names = sceneArguments
        if let scenes { names += scenes.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        if names.isEmpty { return flowerScaling || text || layers || views || differential ? [] : PeerScene.all }  // --flower-scaling / --text alone: only those
        var result: [PeerScene] = []
        for name in names { if let scene = PeerScene(name: name), !result.contains(scene) { result.append(scene) } }
        return result
    }

    func validate() throws {
        if out?.isEmpty == true { throw ValidationError("--out needs a directory name, e.g. --out bench-images") }
        guard (1...1000).contains(runs) else { throw ValidationError("--runs must be between 1 and 1000") }
        guard (1...20).contains(rounds) else { throw ValidationError("--rounds must be between 1 and 20") }
        guard (0...100).contains(warmup) else { throw ValidationError("--warmup must be between 0 and 100") }
        guard (0...256).contains(threads) else { throw ValidationError("--threads must be between 0 and 256") }
        guard (0...64).contains(samples) else { throw ValidationError("--samples must be between 0 and 64") }
        if let gpu, gpu < 0 { throw ValidationError("--gpu must be 0 or more") }
        guard (1...10_000_000).contains(seeds) else { throw ValidationError("--seeds must be between 1 and 10000000") }
        guard flatteningTolerance.isFinite, flatteningTolerance > 0 else { throw ValidationError("--flattening-tolerance must be a positive number of pixels") }
        guard firstSeed <= UInt64.max - UInt64(seeds) else { throw ValidationError("--first-seed is too large for --seeds") }
        guard (1...100_000).contains(textLabels) else { throw ValidationError("--text-labels must be between 1 and 100000") }
        guard peerBudget.isFinite, peerBudget > 0 else { throw ValidationError("--peer-budget must be a positive number of seconds") }
        guard size.width > 0, size.height > 0 else {
            throw ValidationError("--size must be positive, e.g. 512x512 (got \(size.width)x\(size.height))")
        }
        do {
            try Pixmap.validateSize(width: size.width, height: size.height)
        } catch {
            throw ValidationError("--size \(size.width)x\(size.height): \(error.description)")
        }
        var names = sceneArguments
        if let scenes {
            let parts = scenes.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard !parts.contains(where: \.isEmpty) else { throw ValidationError("--scenes expects names separated by commas, e.g. flower_200,blob") }
            names += parts
        }
        for name in names where PeerScene(name: name) == nil {
            throw ValidationError("unknown peer scene '\(name)'; the scenes are: "
                                  + PeerScene.all.map(\.description).joined(separator: ", ")
                                  + ", and flower_N / flower_alpha_N (3 ≤ N ≤ \(PeerScene.maximumFlowerSize)), polygons_K")
        }
    }

    func run() throws {
        var runner = try BenchRunner(command: self)
        try runner.run()
    }
}
