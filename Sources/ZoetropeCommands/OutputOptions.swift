import Foundation
import ArgumentParser
import Geometry2D
import RenderCommands
import PNGCodec
import FrameOutput

/// Where and how frames are written (`render`, `assemble`): the path, the format (else the one
/// the path implies), and each format's settings; opens the sink.
///
/// ```sh
/// zoetrope render flower --out flower.mp4 --crf 20      # mp4 from the extension
/// ```
struct OutputOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Output: a directory for PNG frames (created if missing; with --shard, the directory the shards share), FILE.png or FILE.apng for an animated PNG, FILE.mp4/.webm/.mov/.gif/.y4m for video, - for raw RGBA on standard output.", valueName: "path"))
    var out: String?

    @Option(help: "Output format: png (a PNG file per frame), apng (one animated PNG), mp4, webm, mov, gif, y4m (through ffmpeg), raw (RGBA8 frames back to back), null (draw only). Default: from --out.")
    var format: OutputFormat?

    @Option(help: "Video quality, the constant-rate factor (mp4 default 18, webm 30; lower is better and larger).")
    var crf: Int?

    @Option(help: "libx264's preset for mp4 (ultrafast … veryslow).")
    var x264Preset = "veryfast"

    @Option(help: "The ffmpeg to encode video with (default: ZOETROPE_FFMPEG, else ffmpeg on PATH).")
    var ffmpeg: String?

    @Option(help: ArgumentHelp("Seconds ffmpeg may go without taking a frame or writing a byte before it is stopped (its one-shot runs: this plus an allowance per frame); default 60, or ZOETROPE_FFMPEG_TIMEOUT.", valueName: "seconds"))
    var ffmpegTimeout: Double?

    @Option(help: "How often an animated PNG or a GIF plays (0 = forever; GIF at most 65535).")
    var loop = 0

    @Option(help: "Alpha in a raw stream: straight (ffmpeg's rgba) or premultiplied.")
    var alpha = RawFrameSink.Alpha.straight

    @Option(help: "PNG compression level: 0 (stored) … 12 (smallest, slowest; ~0.5 s a 1024² frame).")
    var pngCompression = 2

    @Option(help: "Memory for finished frames waiting to be encoded or written: as many as fit wait (at least 1, at most 2 per CPU this process may use), then the drawing waits for the output.")
    var pipelineMemory = MemorySize(argument: "512M")!

    @Option(help: "PNG row filter: none (fastest, and smallest on vector frames), up, paeth, or adaptive (per row, for gradients).")
    var pngFilter = PNGRowFilter.none

    /// Checks the output options for frames of `pixelSize` over `background`; `allowsNull` and
    /// `allowsSequence` say whether the command can draw without output or write a directory.
    func validate(pixelSize: (width: Int, height: Int), background: Color, allowsNull: Bool, allowsSequence: Bool) throws {
        let format = try resolvedFormat()
        if format == .null, !allowsNull { throw ValidationError("--format null draws nothing here: choose a file format") }
        if format == .png, !allowsSequence {
            throw ValidationError("--out needs a file: FILE.png (animated PNG), FILE.mp4, .webm, .mov, .gif, .y4m, or - for raw frames")
        }
        if format != .null, out?.isEmpty != false {
            throw ValidationError("--out needs a path: a directory for PNG frames (--out frames), FILE.png for an animated PNG, - for raw frames")
        }
        if out == "-", format != .raw {
            throw ValidationError("--out - (standard output) takes --format raw only; \(format.rawValue) output goes to a file or directory")
        }
        guard loop >= 0, loop <= Int(UInt32.max) else { throw ValidationError("--loop must be 0 (forever) or a number of plays; got \(loop)") }
        if let ffmpegTimeout, !(ffmpegTimeout.isFinite && ffmpegTimeout > 0 && ffmpegTimeout <= FFmpegTool.maximumTimeout) {
            throw ValidationError(FrameOutputError.invalidFFmpegTimeout("\(ffmpegTimeout)", source: "--ffmpeg-timeout").description)
        }
        if let video = format.video {
            let (width, height) = pixelSize
            do { try video.check(width: width, height: height, loopCount: loop) } catch { throw ValidationError(error.description) }
            if video.needsEvenSize, width % 2 != 0 || height % 2 != 0 {
                throw ValidationError("\(video.rawValue) (4:2:0) needs even pixel sizes; got \(width)×\(height): use --size/--scale giving "
                                      + "even pixels, or --format mov|gif")
            }
            if !video.keepsAlpha, background.opacity < 1 {
                throw ValidationError("\(video.rawValue) has no alpha: pass an opaque --background, or use --format webm|mov|apng")
            }
            if let crf, !(0...63).contains(crf) { throw ValidationError("--crf must be 0…63; got \(crf)") }
            let presets = ["ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow", "slower", "veryslow", "placebo"]
            guard presets.contains(x264Preset) else {
                throw ValidationError("--x264-preset must be one of \(presets.joined(separator: ", ")); got \(x264Preset)")
            }
        }
        guard (0...12).contains(pngCompression) else {
            throw ValidationError("--png-compression must be 0…12 (0 = stored, 2 = default, 12 = smallest); got \(pngCompression)")
        }
    }

    /// The format asked for, else the one `--out` implies: `-` raw, `*.png`/`*.apng` an animated PNG,
    /// a video extension that video, anything else a directory of PNG frames.
    func resolvedFormat() throws -> OutputFormat {
        format ?? impliedFormat ?? .png
    }

    /// The format `--out` implies by itself (nil: a directory of PNG frames, or no `--out`).
    var impliedFormat: OutputFormat? {
        guard let out else { return nil }
        if out == "-" { return .raw }
        let lower = out.lowercased()
        if lower.hasSuffix(".png") || lower.hasSuffix(".apng") { return .apng }
        let byExtension: [String: OutputFormat] = ["mp4": .mp4, "m4v": .mp4, "webm": .webm, "mov": .mov, "gif": .gif, "y4m": .y4m,
                                                   "rgba": .raw, "raw": .raw]
        return byExtension[(lower as NSString).pathExtension]
    }

    /// The error a failed render ends with: a write failure says what to do about the output.
    func renderError(_ error: FrameOutputError, budget: BudgetOptions) -> Error {
        if case .writeFailed(let underlying) = error {
            // Standard output carried the frames: a closed pipe ends quietly with 141, as everywhere.
            if let raw = underlying as? RawStreamError { Console.exit(after: StandardOutputError(code: raw.code)) }
            // ffmpeg's own failure says what it refused (its last lines), not a guess about the disk.
            if let failure = underlying as? FrameOutputError, case .ffmpegFailed = failure { return RuntimeError(failure.description) }
            switch underlying as? PNGError {
            case .notARegularFile?, .danglingSymbolicLink?:
                return RuntimeError("\(underlying); move it out of the way or choose another --out")
            default:
                return RuntimeError("\(underlying); check that \(out ?? "the output") is writable and has free space")
            }
        }
        return budget.runtimeError(error.description, for: error)
    }

    /// How many frames of `pixelSize` may wait for the output (`--pipeline-memory`).
    func framesInFlight(_ pixelSize: (width: Int, height: Int)) -> FramesInFlight {
        FramesInFlight(memory: pipelineMemory.bytes, width: pixelSize.width, height: pixelSize.height)
    }

    /// The video encoder's settings.
    var quality: VideoFormat.Quality { VideoFormat.Quality(crf: crf, x264Preset: x264Preset) }

    /// The sink for `format` (writing to `path` instead of `--out` when given: a shard's segment),
    /// or a runtime error that says what to do.
    func openSink(_ format: OutputFormat, plan: FramePlan, fps: Double, pixelSize: (width: Int, height: Int),
                  path: String? = nil) throws -> any FrameSink {
        let out = path ?? self.out
        let inFlight = framesInFlight(pixelSize).count
        let compression = PNGEncoder.Compression(level: pngCompression, filter: pngFilter)
        switch format {
        case .png:
            let directory = URL(fileURLWithPath: out ?? ".", isDirectory: true)
            let sink = try openSequence(directory, compression: compression, framesInFlight: inFlight)
            reportCleanup(sink.removeStaleTemporaryFiles(of: plan), in: directory)
            return sink
        case .apng:
            do {
                let sink = try APNGSink(file: URL(fileURLWithPath: out ?? ""), frameCount: plan.count, fps: fps, loopCount: loop,
                                        compression: compression, framesInFlight: inFlight)
                reportCleanup(sink.removedStaleFiles, beside: sink.file)
                return sink
            } catch {
                throw RuntimeError("\(error); choose another --out")
            }
        case .raw:
            guard let out, out != "-" else { return RawFrameSink(standardOutputWith: alpha, framesInFlight: inFlight) }
            do {
                let sink = try RawFrameSink(file: URL(fileURLWithPath: out), alpha: alpha, framesInFlight: inFlight)
                reportCleanup(sink.removedStaleFiles, beside: URL(fileURLWithPath: out))
                return sink
            } catch {
                throw RuntimeError("\(error); choose another --out")
            }
        case .null:
            return NullSink()
        case .mp4, .webm, .mov, .gif, .y4m:
            guard let video = format.video else { throw RuntimeError("\(format.rawValue) is not a video format") }
            let (width, height) = pixelSize
            // A size, rate or loop count the format cannot hold is a usage error, found before ffmpeg runs.
            do { try video.check(width: width, height: height, fps: fps, loopCount: loop) } catch { throw ValidationError(error.description) }
            do {
                let tool = try FFmpegTool.locate(explicit: ffmpeg, environment: ProcessInfo.processInfo.environment, timeout: ffmpegTimeout)
                let sink = try FFmpegSink(file: URL(fileURLWithPath: out ?? ""), format: video, ffmpeg: tool, width: width, height: height,
                                          fps: fps, frameCount: plan.count, loopCount: loop, quality: quality,
                                          framesInFlight: inFlight)
                reportCleanup(sink.removedStaleFiles, beside: sink.file)
                return sink
            } catch {
                throw RuntimeError(error.description)
            }
        }
    }

    /// One line on standard error for the temporary files an interrupted run of these frames had
    /// left (removed before rendering), one per file that could not be removed.
    private func reportCleanup(_ cleanup: StaleFileCleanup, in directory: URL) {
        if !cleanup.removed.isEmpty {
            let count = cleanup.removed.count
            Console.message("removed \(count) stale temporary file\(count == 1 ? "" : "s") of an interrupted run from \(directory.path): "
                            + cleanup.removed.joined(separator: ", "))
        }
        for (name, reason) in cleanup.notRemoved.sorted(by: { $0.key < $1.key }) {
            Console.message("warning: cannot remove the stale temporary file \(directory.appendingPathComponent(name).path): \(reason)")
        }
    }

    /// One line on standard error for the temporary files of an interrupted run for `file` (and
    /// its side files) that opening its sink removed.
    private func reportCleanup(_ removed: [String], beside file: URL) {
        guard !removed.isEmpty else { return }
        Console.message("removed \(removed.count) stale temporary file\(removed.count == 1 ? "" : "s") of an interrupted run beside "
                        + "\(file.path): " + removed.sorted().joined(separator: ", "))
    }

    /// The PNG sequence in `directory` (created if missing), or a runtime error that says what to do.
    private func openSequence(_ directory: URL, compression: PNGEncoder.Compression, framesInFlight: Int) throws -> PNGSequenceSink {
        do {
            return try PNGSequenceSink(directory: directory, framesInFlight: framesInFlight,
                                       compression: compression)
        } catch .notADirectory {
            throw RuntimeError("--out \(out ?? "") exists and is not a directory; render writes its frames into a directory "
                               + "(created if missing): choose another --out")
        } catch .cannotCreateDirectory(_, let reason) {
            throw RuntimeError("cannot create the output directory \(out ?? ""): \(reason)")
        } catch .directoryNotWritable {
            throw RuntimeError("the output directory \(out ?? "") is not writable; choose another --out")
        } catch {
            throw RuntimeError(error.description)
        }
    }
}

extension PNGRowFilter: ExpressibleByArgument {}
