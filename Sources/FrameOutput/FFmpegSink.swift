import Dispatch
import Foundation
import SafeFiles
import PNGCodec
import RenderCommands

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Encodes the frames into a video file with an ffmpeg child process: straight RGBA frames on
/// its standard input (written on a background thread, one frame behind the drawing, so a slow
/// encoder holds the drawing back instead of piling frames up), its output and messages drained
/// with bounded memory (``ChildProcess``). ffmpeg writes a hidden temporary file beside the
/// destination; ``finish()`` checks its exit status, reads the file back (``FFmpegTool/readBack(at:frames:pixels:)``:
/// it must decode, with the frames given), then renames it. On any failure — ffmpeg refusing,
/// dying mid-stream, exiting 0 without writing, or stopped by the watchdog after
/// ``FFmpegTool/timeout`` seconds without taking a frame or writing a byte — nothing is left at the
/// destination or beside it and the error carries ffmpeg's last lines. A killed run's temporary
/// files are removed by the next sink opened for the same destination. GIF is made in two passes
/// (palette, then frames) from a temporary raw file, so memory stays bounded however long the
/// animation is.
///
/// ```swift
/// let ffmpeg = try FFmpegTool.locate(explicit: nil, environment: ProcessInfo.processInfo.environment)
/// let sink = try FFmpegSink(file: URL(fileURLWithPath: "flower.mp4"), format: .mp4, ffmpeg: ffmpeg,
///                           width: 1024, height: 1024, fps: 60, frameCount: plan.count)
/// ```
public final class FFmpegSink: FrameSink, @unchecked Sendable {
    public let file: URL
    public let format: VideoFormat
    public let frameCount: Int
    /// The temporary files of an interrupted run for `file` that opening this sink removed.
    public let removedStaleFiles: [String]
    private let ffmpeg: FFmpegTool
    private let width: Int, height: Int, fps: Double, loopCount: Int
    private let output: AtomicFile
    /// For GIF: the raw frames of pass 1 and 2.
    private let rawFrames: AtomicFile?
    private var process: ChildProcess?
    private var writer: BackgroundFrameWriter!
    /// Frames handed to ffmpeg (read on the writer's thread and after it finished).
    private var sent = 0

    /// Removes what a killed run left for `file`, checks the format's limits, and starts ffmpeg
    /// (GIF: opens the temporary raw file) for `frameCount` frames of `width`×`height` at `fps`,
    /// with at most `framesInFlight` frames waiting for it.
    ///
    /// - Throws: ``FrameOutputError/ffmpegUnavailable(reason:)`` (the encoder is missing),
    ///   ``FrameOutputError/videoLimit(_:)`` (a size, rate or loop count the format cannot hold),
    ///   ``FrameOutputError/cannotWrite(path:reason:)``, or ``FrameOutputError/ffmpegFailed(_:)``
    ///   when it does not start.
    public init(file: URL, format: VideoFormat, ffmpeg: FFmpegTool, width: Int, height: Int, fps: Double, frameCount: Int,
                loopCount: Int = 0, quality: VideoFormat.Quality = .init(), framesInFlight: Int = 2) throws(FrameOutputError) {
        self.file = file
        self.format = format
        self.ffmpeg = ffmpeg
        self.width = width
        self.height = height
        self.fps = fps
        self.frameCount = frameCount
        self.loopCount = loopCount
        try ffmpeg.require(encoder: format.encoder, for: format.rawValue)
        try format.check(width: width, height: height, fps: fps, loopCount: loopCount)
        // A write to a pipe whose reader died must fail with EPIPE, not kill this process.
        signal(SIGPIPE, SIG_IGN)
        removedStaleFiles = OutputTemporaryFiles.removeStale(of: file)
        do {
            output = try AtomicFile(file)
            rawFrames = format == .gif ? try AtomicFile(file.deletingLastPathComponent().appendingPathComponent(file.lastPathComponent + ".rgba")) : nil
        } catch {
            throw .cannotWrite(path: file.path, reason: error.reason)
        }
        writer = BackgroundFrameWriter(label: "ffmpeg-sink", capacity: framesInFlight) { [unowned self] pixmap, frame in
            try send(pixmap.unpremultiplied(), frame: frame.index)
            sent += 1
        }
        if format != .gif {
            let arguments = inputArguments(source: "pipe:0") + ["-an"] + format.arguments(quality: quality) + [output.temporary]
            let child = try start(arguments, input: true)
            let temporary = output.temporary
            child.watch(seconds: ffmpeg.timeout, progress: { child.inputBytes + Self.writeStamp(of: temporary) }) { [ffmpeg] in
                "took no frame and wrote nothing for \(FFmpegTool.seconds(ffmpeg.timeout))"
            }
            process = child
        }
    }

    /// A sink dropped unfinished (the render failed elsewhere) stops ffmpeg and leaves no file.
    deinit { stop() }

    private func inputArguments(source: String) -> [String] {
        ["-hide_banner", "-nostdin", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba",
         "-video_size", "\(width)x\(height)", "-framerate", VideoFormat.rate(fps), "-i", source]
    }

    /// Starts ffmpeg with `arguments`.
    private func start(_ arguments: [String], input: Bool) throws(FrameOutputError) -> ChildProcess {
        do { return try ChildProcess(ffmpeg.executable, arguments, input: input) } catch {
            stop()
            throw error
        }
    }

    /// A value that changes whenever ffmpeg writes the file at `path`: its size and its
    /// modification time together (0 when it cannot be read). The time counts as progress too: at
    /// the end an mp4's `+faststart` moves the data of the whole file without growing it.
    private static func writeStamp(of path: String) -> Int {
        var status = stat()
        guard stat(path, &status) == 0 else { return 0 }
        return Int(status.st_size) &+ status.st_mtim.tv_sec &* 1_000_000_007 &+ status.st_mtim.tv_nsec
    }

    public func location(of frame: PlannedFrame) -> String { "\(file.path) frame \(frame.index)" }

    public func write(_ pixmap: Pixmap, for frame: PlannedFrame) throws {
        guard pixmap.width == width, pixmap.height == height else {
            stop()
            throw FrameOutputError.cannotWrite(path: file.path, reason: "a \(pixmap.width)×\(pixmap.height) frame in a \(width)×\(height) video")
        }
        do { try writer.submit(pixmap, for: frame, location: location(of: frame)) } catch {
            stop()
            throw error
        }
    }

    /// Hands one frame's bytes to ffmpeg (or, for GIF, to the raw file).
    private func send(_ bytes: [UInt8], frame: Int) throws {
        if let rawFrames {
            try bytes.withUnsafeBytes { buffer in
                do { try rawFrames.write(buffer) } catch { throw FrameOutputError.cannotWrite(path: file.path, reason: "\(error)") }
            }
            return
        }
        guard let process else { return }
        if bytes.withUnsafeBytes({ process.writeInput($0) }) != nil {
            // ffmpeg closed its input: it is ending (or was stopped). Its last lines and status,
            // once it has (a few seconds at most), are what the error shows.
            _ = process.waitForExit(timeout: 5)
            throw FrameOutputError.ffmpegFailed(failureMessage(process, stage: "at frame \(frame) of \(frameCount)"))
        }
    }

    public func drainWritten() -> [WrittenFrame] { writer.drainWritten() }

    /// Ends the input, waits for ffmpeg (GIF: runs both passes), checks its status, reads the file
    /// back and checks the frame count, and renames the file into place; on failure removes it and
    /// throws.
    public func finish() throws -> FrameSinkSummary {
        let summary: FrameSinkSummary
        do {
            summary = try writer.finish()
            let count = summary.framesWritten
            if format == .gif { try encodeGIF(frames: count) } else { try endStream() }
            let expected = format == .gif ? VideoFormat.gifFrameCount(count, fps: fps) : count...count
            switch ffmpeg.readBack(at: output.temporary, frames: expected.upperBound, pixels: width * height) {
            case .unreadable(let why):
                throw FrameOutputError.ffmpegFailed("ffmpeg exited with status 0, but what it wrote for \(file.path) is not a readable "
                                                    + "video: \(why); nothing was kept")
            case .frames(let frames) where !expected.contains(frames):
                throw FrameOutputError.ffmpegFailed("ffmpeg wrote \(frames) frames of the \(count) given to \(file.path); nothing was kept")
            case .frames:
                break
            }
            do { try output.commit() } catch { throw FrameOutputError.cannotWrite(path: file.path, reason: error.reason) }
        } catch {
            stop()
            throw error
        }
        return summary
    }

    /// Closes ffmpeg's input and waits for it (the watchdog still ends it when it writes nothing
    /// for the timeout); throws when it did not exit with 0.
    private func endStream() throws {
        guard let process else { return }
        process.closeInput()
        let temporary = output.temporary
        process.watch(seconds: ffmpeg.timeout, progress: { Self.writeStamp(of: temporary) }) { [ffmpeg] in
            "wrote nothing for \(FFmpegTool.seconds(ffmpeg.timeout)) after its input ended"
        }
        process.waitForExit()
        guard process.status == 0, process.stopReason == nil else {
            throw FrameOutputError.ffmpegFailed(failureMessage(process, stage: "after \(sent) of \(frameCount) frames"))
        }
    }

    /// GIF: pass 1 makes the palette from the raw frames, pass 2 the GIF; each must end within the
    /// timeout plus 0.5 s per megapixel of each frame.
    private func encodeGIF(frames: Int) throws {
        guard let rawFrames else { return }
        OutputTemporaryFiles.removeStale(of: file.deletingLastPathComponent().appendingPathComponent(file.lastPathComponent + ".palette.png"))
        let palette: AtomicFile
        do { palette = try AtomicFile(file.deletingLastPathComponent().appendingPathComponent(file.lastPathComponent + ".palette.png")) } catch {
            throw FrameOutputError.cannotWrite(path: file.path, reason: error.reason)
        }
        defer { palette.abort(); rawFrames.abort() }
        let limit = ffmpeg.workLimit(frames: frames, pixels: width * height, secondsPerMegapixel: 0.5)
        for (pass, arguments) in [inputArguments(source: rawFrames.temporary) + VideoFormat.gifPaletteArguments(fps: fps) + [palette.temporary],
                                  inputArguments(source: rawFrames.temporary) + ["-i", palette.temporary]
                                    + VideoFormat.gifArguments(fps: fps, loopCount: loopCount) + [output.temporary]].enumerated() {
            let child = try start(arguments, input: false)
            process = child
            child.watch(seconds: limit) { "did not finish GIF pass \(pass + 1) within \(FFmpegTool.seconds(limit.rounded(.up)))" }
            child.waitForExit()
            guard child.status == 0, child.stopReason == nil else {
                throw FrameOutputError.ffmpegFailed(failureMessage(child, stage: "in GIF pass \(pass + 1) of 2 (\(frames) frames)"))
            }
        }
    }

    /// Stops ffmpeg if it still runs and removes every temporary file.
    private func stop() {
        if let process {
            process.closeInput()
            if !process.hasExited {
                process.stop(because: "was stopped because the render failed")
                process.waitForExit()
            }
        }
        output.abort()
        rawFrames?.abort()
    }

    /// "ffmpeg refused to write x.mp4 (exit status 1, at frame 3 of 60): <its last lines>", or what
    /// the watchdog saw.
    private func failureMessage(_ child: ChildProcess, stage: String) -> String {
        let lines = child.errors.lines.filter { !$0.isEmpty }.suffix(20)
        let said = lines.isEmpty ? " (it printed no message)" : ":\n  " + lines.joined(separator: "\n  ")
        if let reason = child.stopReason {
            return "ffmpeg \(reason) (\(stage)) writing \(file.path), and was stopped; give it longer with --ffmpeg-timeout SECONDS "
                + "(or ZOETROPE_FFMPEG_TIMEOUT) if it was only slow" + said
        }
        guard child.hasExited else { return "ffmpeg stopped reading frames (\(stage)) writing \(file.path)" + said }
        let status = child.exitDescription
        if status.hasPrefix("killed") { return "ffmpeg was \(status) (\(stage)) writing \(file.path)" + said }
        if child.status == 0 { return "ffmpeg ended with exit status 0 before taking every frame (\(stage)) writing \(file.path)" + said }
        return "ffmpeg refused to write \(file.path) (\(status), \(stage))" + said
    }
}

