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

/// Writes the frames as raw RGBA8 bytes, one after another (width · height · 4 bytes each, in
/// frame order, nothing else), to standard output or to a file: the input another encoder reads
/// (`ffmpeg -f rawvideo -pix_fmt rgba -s WxH -r FPS -i -`). Straight (un-premultiplied) alpha by
/// default, as `rgba` means to ffmpeg; premultiplied on request. A file is written atomically
/// (temporary file renamed by ``finish()``). The frames are converted and written on a background
/// thread, one frame behind the drawing.
///
/// ```swift
/// let sink = RawFrameSink(standardOutputWith: .straight)
/// try sink.write(pixmap, for: plan[0])
/// _ = try sink.finish()
/// ```
public final class RawFrameSink: FrameSink, @unchecked Sendable {
    /// How alpha is stored in the stream.
    public enum Alpha: String, Sendable, CaseIterable {
        /// Colour not multiplied by alpha (ffmpeg's `rgba`).
        case straight
        /// Colour multiplied by alpha (Zoetrope's own pixels, as drawn).
        case premultiplied
    }

    public let alpha: Alpha
    /// Where the frames go, for messages.
    public let destination: String
    private let file: AtomicFile?
    /// The temporary files of an interrupted run for the file that opening this sink removed.
    public let removedStaleFiles: [String]
    private var writer: BackgroundFrameWriter!

    /// A stream on standard output, with at most `framesInFlight` frames waiting for it.
    public init(standardOutputWith alpha: Alpha = .straight, framesInFlight: Int = 2) {
        self.alpha = alpha
        destination = "standard output"
        file = nil
        removedStaleFiles = []
        writer = BackgroundFrameWriter(label: "raw-frame-sink", capacity: framesInFlight) { [unowned self] pixmap, _ in try emit(pixmap) }
    }

    /// A stream in `file` (created through a temporary file, renamed by ``finish()``; what a killed
    /// run left for it removed first, see ``OutputTemporaryFiles``), with at most `framesInFlight`
    /// frames waiting for it.
    ///
    /// - Throws: ``FrameOutputError/cannotWrite(path:reason:)``.
    public init(file url: URL, alpha: Alpha = .straight, framesInFlight: Int = 2) throws(FrameOutputError) {
        self.alpha = alpha
        destination = url.path
        removedStaleFiles = OutputTemporaryFiles.removeStale(of: url)
        do { file = try AtomicFile(url) } catch { throw .cannotWrite(path: url.path, reason: error.reason) }
        writer = BackgroundFrameWriter(label: "raw-frame-sink", capacity: framesInFlight) { [unowned self] pixmap, _ in try emit(pixmap) }
    }

    public func location(of frame: PlannedFrame) -> String { "\(destination) frame \(frame.index)" }

    public func write(_ pixmap: Pixmap, for frame: PlannedFrame) throws {
        do { try writer.submit(pixmap, for: frame, location: location(of: frame)) } catch {
            file?.abort()
            throw error
        }
    }

    private func emit(_ pixmap: Pixmap) throws {
        let bytes = alpha == .straight ? pixmap.unpremultiplied() : pixmap.bytes
        if let file {
            try bytes.withUnsafeBytes { buffer in
                do { try file.write(buffer) } catch { throw FrameOutputError.cannotWrite(path: destination, reason: "\(error)") }
            }
        } else if let code = bytes.withUnsafeBytes({ writeAll($0, to: STDOUT_FILENO) }) {
            throw RawStreamError(code: code)
        }
    }

    public func drainWritten() -> [WrittenFrame] { writer.drainWritten() }

    public func finish() throws -> FrameSinkSummary {
        let summary: FrameSinkSummary
        do { summary = try writer.finish() } catch {
            file?.abort()
            throw error
        }
        if let file {
            do { try file.commit() } catch { throw FrameOutputError.cannotWrite(path: destination, reason: error.reason) }
        }
        return summary
    }
}

/// Writing the raw stream to standard output failed: `EPIPE` when its reader closed it.
public struct RawStreamError: Error, CustomStringConvertible {
    public let code: Int32
    /// Whether the reader went away (a closed pipe), which ends a stream quietly.
    public var isClosedPipe: Bool { code == EPIPE }
    public var description: String { "cannot write the frames to standard output: \(String(cString: strerror(code)))" }
}
