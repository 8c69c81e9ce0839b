import Dispatch
import Foundation
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
/// encoder holds the drawing back instead of piling frames up), its messages kept (the last 20
/// lines). ffmpeg writes a hidden temporary file beside the destination; ``finish()`` checks its
/// exit status and, with ffprobe, the frame count, then renames it. On any failure, ffmpeg dying
/// mid-stream included, nothing is left at the destination and the error carries ffmpeg's last
/// lines. GIF is made in two passes (palette, then frames) from a temporary raw file, so memory
/// stays bounded however long the animation is.
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
    private let ffmpeg: FFmpegTool
    private let width: Int, height: Int, fps: Double, loopCount: Int
    private let output: AtomicFile
    /// For GIF: the raw frames of pass 1 and 2.
    private let rawFrames: AtomicFile?
    private var process: ChildProcess?
    private var input: FileHandle?
    private let messages = MessageTail()
    private var writer: BackgroundFrameWriter!
    /// Frames handed to ffmpeg (read on the writer's thread and after it finished).
    private var sent = 0

    /// Starts ffmpeg (GIF: opens the temporary raw file) for `frameCount` frames of
    /// `width`×`height` at `fps`, with at most `framesInFlight` frames waiting for it.
    ///
    /// - Throws: ``FrameOutputError/ffmpegUnavailable(reason:)`` (the encoder is missing),
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
        if format.needsEvenSize, width % 2 != 0 || height % 2 != 0 {
            throw .cannotWrite(path: file.path, reason: "\(format.rawValue) (4:2:0) needs even pixel sizes; got \(width)×\(height)")
        }
        // A write to a pipe whose reader died must fail with EPIPE, not kill this process.
        signal(SIGPIPE, SIG_IGN)
        do {
            output = try AtomicFile(file)
            rawFrames = format == .gif ? try AtomicFile(file.deletingLastPathComponent().appendingPathComponent(file.lastPathComponent + ".rgba")) : nil
        } catch {
            throw .cannotWrite(path: file.path, reason: error.description)
        }
        writer = BackgroundFrameWriter(label: "ffmpeg-sink", capacity: framesInFlight) { [unowned self] pixmap, frame in
            try send(pixmap.unpremultiplied(), frame: frame.index)
            sent += 1
        }
        if format != .gif {
            let arguments = inputArguments(source: "pipe:0") + ["-an"] + format.arguments(quality: quality) + [output.temporary]
            let (process, input) = try start(arguments)
            self.process = process
            self.input = input
        }
    }

    /// A sink dropped unfinished (the render failed elsewhere) stops ffmpeg and leaves no file.
    deinit { stop() }

    private func inputArguments(source: String) -> [String] {
        ["-hide_banner", "-nostdin", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba",
         "-video_size", "\(width)x\(height)", "-framerate", "\(fps)", "-i", source]
    }

    /// Starts ffmpeg with `arguments`, its standard error drained into `messages`.
    private func start(_ arguments: [String], input: Bool = true) throws(FrameOutputError) -> (ChildProcess, FileHandle?) {
        let process = Process()
        process.executableURL = ffmpeg.executable
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let pipe = input ? Pipe() : nil
        process.standardInput = pipe ?? FileHandle.nullDevice
        let child: ChildProcess
        do { child = try ChildProcess(process) } catch {
            output.abort()
            throw .ffmpegFailed("cannot start \(ffmpeg.executable.path): \(error)")
        }
        messages.drain(errors.fileHandleForReading)
        if let pipe {
            // A larger pipe (up to the system's pipe-max-size, 1 MiB by default) means fewer
            // wake-ups per 4 MiB frame; the default 64 KiB is kept where the call is refused.
            #if os(Linux)
            let setPipeSize: Int32 = 1031   // F_SETPIPE_SZ (F_LINUX_SPECIFIC_BASE + 7), not exported to Swift
            _ = fcntl(pipe.fileHandleForWriting.fileDescriptor, setPipeSize, Int32(1 << 20))
            #endif
        }
        return (child, pipe?.fileHandleForWriting)
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
        guard let descriptor = input?.fileDescriptor else { return }
        if bytes.withUnsafeBytes({ writeAll($0, to: descriptor) }) != nil {
            // ffmpeg closed its input: it is ending. Its last lines and status, once it has (a few
            // seconds at most), are what the error shows.
            if process?.waitForExit(timeout: 5) == true { messages.wait() }
            throw FrameOutputError.ffmpegFailed(failureMessage(stage: "stopped reading frames at frame \(frame) of \(frameCount)"))
        }
    }

    public func drainWritten() -> [WrittenFrame] { writer.drainWritten() }

    /// Ends the input, waits for ffmpeg (GIF: runs both passes), checks its status and the frame
    /// count, and renames the file into place; on failure removes it and throws.
    public func finish() throws -> FrameSinkSummary {
        let summary: FrameSinkSummary
        do {
            summary = try writer.finish()
            let count = summary.framesWritten
            if format == .gif { try encodeGIF() } else { try endStream() }
            let expected = format == .gif ? VideoFormat.gifFrameCount(count, fps: fps) : count...count
            if let frames = ffmpeg.countFrames(at: output.temporary), !expected.contains(frames) {
                throw FrameOutputError.ffmpegFailed("ffmpeg wrote \(frames) frames of the \(count) given to \(file.path); nothing was kept")
            }
            do { try output.commit() } catch { throw FrameOutputError.cannotWrite(path: file.path, reason: error.description) }
        } catch {
            stop()
            throw error
        }
        return summary
    }

    /// Closes ffmpeg's input and waits for it; throws when it did not exit with 0.
    private func endStream() throws {
        try? input?.close()
        input = nil
        guard let process else { return }
        process.waitForExit()
        messages.wait()
        guard process.status == 0 else {
            throw FrameOutputError.ffmpegFailed(failureMessage(stage: "failed after \(sent) of \(frameCount) frames"))
        }
    }

    /// GIF: pass 1 makes the palette from the raw frames, pass 2 the GIF.
    private func encodeGIF() throws {
        guard let rawFrames else { return }
        let palette: AtomicFile
        do { palette = try AtomicFile(file.deletingLastPathComponent().appendingPathComponent(file.lastPathComponent + ".palette.png")) } catch {
            throw FrameOutputError.cannotWrite(path: file.path, reason: error.description)
        }
        defer { palette.abort(); rawFrames.abort() }
        for arguments in [inputArguments(source: rawFrames.temporary) + VideoFormat.gifPaletteArguments(fps: fps) + [palette.temporary],
                          inputArguments(source: rawFrames.temporary) + ["-i", palette.temporary]
                            + VideoFormat.gifArguments(fps: fps, loopCount: loopCount) + [output.temporary]] {
            let (process, _) = try start(arguments, input: false)
            self.process = process
            try endStream()
        }
    }

    /// Stops ffmpeg if it still runs and removes every temporary file.
    private func stop() {
        try? input?.close()
        input = nil
        if let process, process.process.isRunning {
            process.process.terminate()
            process.waitForExit()
        }
        output.abort()
        rawFrames?.abort()
    }

    /// "ffmpeg exited with status 1 after …: <its last lines>".
    private func failureMessage(stage: String) -> String {
        var how = ""
        if let process = process?.process, !process.isRunning {
            how = process.terminationReason == .uncaughtSignal ? " (killed by signal \(process.terminationStatus))"
                : " (exit status \(process.terminationStatus))"
        }
        let tail = messages.lines.suffix(20).joined(separator: "\n  ")
        return "ffmpeg \(stage)\(how) writing \(file.path)" + (tail.isEmpty ? "" : ":\n  " + tail)
    }
}

/// The last lines a child process wrote to a pipe, read on a background thread so the pipe never
/// fills up and blocks it.
final class MessageTail: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [String] = []
    private var keptBytes = Data()
    private let keepsBytes: Bool
    private let group = DispatchGroup()

    /// With `keepingBytes`, the first 1 MiB read is kept as it came too (``bytes``).
    init(keepingBytes: Bool = false) { keepsBytes = keepingBytes }

    var lines: [String] { lock.withLock { kept } }
    var bytes: Data { lock.withLock { keptBytes } }

    func drain(_ handle: FileHandle) {
        group.enter()
        DispatchQueue.global().async {
            defer { self.group.leave() }
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                let text = String(decoding: data, as: UTF8.self)
                self.lock.withLock {
                    if self.keepsBytes, self.keptBytes.count < 1 << 20 { self.keptBytes.append(data.prefix((1 << 20) - self.keptBytes.count)) }
                    self.kept += text.split(separator: "\n").map(String.init)
                    if self.kept.count > 40 { self.kept.removeFirst(self.kept.count - 40) }
                }
            }
        }
    }

    /// Waits until the pipe was read to its end.
    func wait() { group.wait() }
}
