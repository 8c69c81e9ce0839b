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
import GLESRenderer
import FrameOutput
import Scenes
import BenchmarkScenes
import DisplayListJSON

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene or storyboard to PNG frames, an animated PNG, video (mp4, webm, mov, gif, y4m) or a raw RGBA stream.",
        discussion: """
            Frame i shows the animation at virtual time i / fps. Without --frames, --duration or \
            --time the whole scene is rendered. Quote frame ranges in the shell: --frames '0..<30'.

            Formats (--format, else from --out): a directory gets a PNG per frame; FILE.png or \
            FILE.apng one animated PNG (published when complete); - raw RGBA8 frames on standard \
            output (e.g. | ffmpeg -f rawvideo -pix_fmt rgba -s WxH -r FPS -i - out.mp4); FILE.mp4, \
            .webm, .mov, .gif, .y4m a video made by ffmpeg (written to a hidden file, its frames \
            counted, then renamed); null draws and keeps nothing. --pipeline-memory bounds the \
            frames waiting for the output; the summary says where the time went.

            Farms: --shard I/N (or ZOETROPE_SHARD_INDEX/COUNT, JOB_COMPLETION_INDEX, \
            SLURM_ARRAY_TASK_ID) renders one part into --out DIR with a manifest (PNG frames, or \
            one video segment per shard); zoetrope assemble DIR --out FILE joins them, segments \
            without re-encoding. A rerun of a complete shard does nothing.

            Temporary files that a killed run left for these frames (.zt-SCENE_00012.png.*.tmp) are \
            removed first, with one line on standard error; nothing else in DIR is touched. Exit \
            status: 0 on success (also when standard output or error cannot be written: the frames \
            are the product), 64 for a usage error, 1 when a frame cannot be written or goes over a \
            budget (--max-memory and the overrides; one line names the limit and the option).
            """)

    @OptionGroup var options: SceneOptions
    @OptionGroup var canvas: CanvasOptions

    @OptionGroup var output: OutputOptions
    @OptionGroup var progressOptions: ProgressOptions

    @Option(help: ArgumentHelp("Render shard I (0-based) of N into the directory --out, beside the other shards, with a manifest; then zoetrope assemble joins them (default from ZOETROPE_SHARD_INDEX/COUNT, JOB_COMPLETION_INDEX, SLURM_ARRAY_TASK_ID).", valueName: "I/N"))
    var shard: ShardArgument?

    @Option(help: "How shards deal out the frames: chunks (contiguous; video segments) or strided (every Nth frame: balances scenes whose cost varies along the timeline; PNG and raw output). Default: ZOETROPE_SHARD_MODE, else chunks.")
    var shardMode: Shard.Mode?

    @Flag(help: "Skip frames whose PNG already exists and decodes at the right size.")
    var resume = false

    func validate() throws {
        let format = try output.resolvedFormat()
        if resume, format != .png {
            throw ValidationError("--resume works with PNG frame sequences only (a \(format.rawValue) output is written whole)")
        }
        try output.validate(pixelSize: canvas.pixelSize, background: canvas.background.color, allowsNull: true,
                            allowsSequence: true)
    }

    func run() throws {
        let source = try options.source()
        let fps = options.rate(for: source)
        var plan = try options.framePlan(sceneDuration: source.duration, fps: fps)
        let wholePlan = plan
        var format = try output.resolvedFormat()
        let shard = try ShardSelection.resolve(flag: shard, mode: shardMode, environment: ProcessInfo.processInfo.environment)
        if let shard {
            format = try ShardOutput.format(for: format, shard: shard, output: output)
            plan = plan.shard(shard)
            let frames = shard.mode == .chunks ? "frames \(plan.frames.lowerBound)..<\(plan.frames.upperBound)"
                : "frames \(plan.prefix(3).map { String($0.index) }.joined(separator: ", ")) … (every \(shard.count), \(plan.count) frames)"
            Console.message("shard \(shard.index) of \(shard.count): \(frames)")
        }
        var canvas = self.canvas
        if canvas.size == nil { canvas.size = CanvasSize(points: source.defaultSize) }
        if let warning = Self.backgroundWarning(source: source, canvas: canvas) { Console.message("warning: \(warning)") }
        // A shard keeps a manifest of its job and files: a rerun that finds it complete, with the
        // same job and intact files, has nothing to do.
        // (The job names the backend, so a shard chooses it before opening its output.)
        var shardOutput: ShardOutput?
        var renderer: ChosenRenderer?
        if let shard, format == .png || format.video != nil, let out = output.out {
            let chosen = try canvas.makeRenderer()
            renderer = chosen
            let job = try jobDescription(plan: wholePlan, canvas: canvas, backend: chosen.choice.backend, format: format, source: source)
            guard let prepared = try ShardOutput.prepare(shard: shard, format: format, out: out, name: plan.name, job: job,
                                                         scene: options.scene) else { return }
            shardOutput = prepared
        }
        if let shard, plan.isEmpty {
            // Its manifest says it is done: assemble does not wait for it.
            try shardOutput?.writeManifest(plan: plan)
            Console.note("\(options.scene): shard \(shard.index) of \(shard.count) has no frames (more shards than frames)")
            return
        }
        // The output first: a bad --out fails before a backend is chosen.
        let sink = try output.openSink(format, plan: plan, fps: fps, pixelSize: canvas.pixelSize, path: shardOutput?.segment?.path)
        let chosenRenderer = try renderer ?? canvas.makeRenderer()
        let points = CGSize(width: canvas.size?.width ?? 0, height: canvas.size?.height ?? 0)
        let player = source.player(size: points, scale: canvas.scale, fps: fps, budget: canvas.renderer.budget.budget)
        // On the GPU, frames go through a pipeline: frame N+1 is tessellated and drawn while frame N
        // is read back (ZOETROPE_GL_PIPELINE=0 renders one frame at a time, for comparison).
        let (width, height) = canvas.pixelSize
        var printed = 0   // the content's warnings accumulate, each once: print the new ones
        let job = RenderJob(
            plan: plan, renderer: chosenRenderer.choice, width: width, height: height,
            background: PremultipliedRGBA8(canvas.background.color), resume: resume,
            pipelined: ProcessInfo.processInfo.environment["ZOETROPE_GL_PIPELINE"] != "0"
        ) { frame in
            let list = try player.displayList(at: frame.time)
            for warning in player.warnings.dropFirst(printed) { Console.message("warning: \(warning)") }
            printed = player.warnings.count
            return list
        }
        var progress = Progress(total: plan.count, quiet: progressOptions.quiet)
        let report: RenderReport
        do {
            report = try job.run(into: sink) { event in
                progress.advance(frame: event.frame.index, file: event.location, skipped: event.kind == .skipped)
            }
        } catch {
            throw output.renderError(error, budget: canvas.renderer.budget)
        }
        try shardOutput?.writeManifest(plan: plan)
        let line = "\(options.scene): " + Self.summary(of: report, size: canvas.pixelSize, inFlight: output.framesInFlight(canvas.pixelSize))
            + " " + (format == .null ? "not kept (--format null)" : "→ " + (sink.destinationDescription ?? output.out ?? ""))
        if output.out == "-" { Console.message(line) } else { Console.note(line) }
    }


    /// The warning for a `--background` that cannot show because the content covers the canvas
    /// (a layer scene's opaque root layer); nil for the default white or where it shows.
    static func backgroundWarning(source: SceneSource, canvas: CanvasOptions) -> String? {
        guard !canvas.background.isDefault, let size = canvas.size,
              let reason = source.backgroundHiddenReason(canvas: CGSize(width: size.width, height: size.height)) else { return nil }
        return "--background \(canvas.background.name) does not show: \(reason)"
    }

    /// Where the time went: "121 frames rendered, 0 skipped (already complete), 1024x1024 px,
    /// 1.42 s, 11.7 ms/frame (draw 3.7, encode 14.2 CPU on background threads, waiting for the
    /// output 6.3; up to 4 frames in flight, peak memory 131 MiB)". Drawing is the bottleneck when the wait is near 0,
    /// the output when it is not.
    static func summary(of report: RenderReport, size: (width: Int, height: Int), inFlight: FramesInFlight) -> String {
        let rendered = report.rendered
        func ms(_ seconds: Double) -> String { String(format: "%.1f", rendered > 0 ? 1000 * seconds / Double(rendered) : 0) }
        let encode = report.encodeIsCPU ? "encode \(ms(report.encodeSeconds)) CPU on background threads"
            : "writing \(ms(report.encodeSeconds)) on a background thread"
        return "\(rendered) frames rendered, \(report.skipped) skipped (already complete), \(size.width)x\(size.height) px, "
            + String(format: "%.2f s, ", report.wallSeconds) + "\(ms(report.wallSeconds)) ms/frame (draw \(ms(report.drawSeconds)), "
            + "\(encode), waiting for the output \(ms(report.waitSeconds)); up to \(inFlight.count) frame\(inFlight.count == 1 ? "" : "s") in flight"
            + ", peak memory \(peakMemoryMiB()) MiB)"
    }

    /// This process's peak resident memory so far, in MiB: `VmHWM` of /proc/self/status (the
    /// high-water mark of this program's own memory; getrusage's maximum also counts the image of
    /// the process that spawned it, before exec).
    static func peakMemoryMiB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kib = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") else { return 0 }
        return kib / 1024
    }

    /// Every option that decides the pixels of the whole render (not the shard), for its manifest.
    private func jobDescription(plan: FramePlan, canvas: CanvasOptions, backend: Backend, format: OutputFormat,
                                source: SceneSource) throws -> [String: String] {
        let (width, height) = canvas.pixelSize
        var job = [
            "scene": options.scene,
            "params": try options.parameters().sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ","),
            "pixelSize": "\(width)x\(height)",
            "scale": "\(canvas.scale)",
            "fps": "\(plan.fps)",
            "frames": "\(plan.frames.lowerBound)..<\(plan.frames.upperBound)",
            "background": canvas.background.color.description,
            "backend": backend.rawValue,
            "format": format.rawValue,
            "zoetrope": ZoetropeCommand.configuration.version,
        ]
        // What else decides a pixel: the GPU's anti-aliasing (analytic, or MSAA and its samples), and where a storyboard's fonts and images
        // come from (the folders as named, the same on every machine of a farm).
        let environment = ProcessInfo.processInfo.environment
        if backend == .gpu {
            let coverage = canvas.renderer.gpuCoverage ?? GLESOptions().coverage
            job["gpuCoverage"] = coverage.rawValue
            if coverage == .multisample { job["samples"] = "\(canvas.renderer.samples)" }
        }
        job["fontDirectories"] = (options.fontDirectories + [environment["ZOETROPE_FONT_DIR"] ?? ""]).joined(separator: "\n")
        let fonts = options.fontBudget   // a fallback font past it is not used
        job["fontBudget"] = "\(fonts.maxFaces) faces, \(fonts.maxOpenBytes) bytes"
        if case .storyboard(let story) = source {
            job["assets"] = (story.assets.map(\.path) + [environment["ZOETROPE_ASSETS"] ?? ""]).joined(separator: "\n")
            job["missingImages"] = story.missingImages.rawValue
        }
        if let video = format.video {
            // Segments join only when every shard was encoded alike, by the same ffmpeg.
            job["encoder"] = video.arguments(quality: output.quality).joined(separator: " ")
            do { job["ffmpeg"] = try FFmpegTool.locate(explicit: output.ffmpeg, environment: environment, timeout: output.ffmpegTimeout).version } catch {
                throw RuntimeError(error.description)
            }
        } else {
            job["png"] = "level \(output.pngCompression), filter \(output.pngFilter.rawValue)"
        }
        return job
    }
}

extension RawFrameSink.Alpha: ExpressibleByArgument {}

/// What `render` writes (`--format`).
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case png, apng, mp4, webm, mov, gif, y4m, raw, null

    /// The video format, for those made through ffmpeg.
    var video: VideoFormat? { VideoFormat(rawValue: rawValue) }
}

extension FrameSink {
    /// Where the output goes, for the summary line.
    var destinationDescription: String? {
        switch self {
        case let sequence as PNGSequenceSink: sequence.directory.path
        case let animation as APNGSink: animation.file.path
        case let stream as RawFrameSink: stream.destination
        case let video as FFmpegSink: video.file.path
        default: nil
        }
    }
}
