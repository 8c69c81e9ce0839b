import Dispatch
import Foundation
import PNGCodec
import RenderCommands

#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Musl)
import Musl
private let systemWrite = Musl.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
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
    private let descriptor: Int32
    private let queue = DispatchQueue(label: "zoetrope.raw-frame-sink")
    private let slots = DispatchSemaphore(value: 2)
    private let lock = NSLock()
    private var failure: Error?
    private var written: [WrittenFrame] = []
    private var count = 0
    private var seconds = 0.0

    /// A stream on standard output.
    public init(standardOutputWith alpha: Alpha = .straight) {
        self.alpha = alpha
        destination = "standard output"
        file = nil
        descriptor = STDOUT_FILENO
    }

    /// A stream in `file` (created through a temporary file, renamed by ``finish()``).
    ///
    /// - Throws: ``FrameOutputError/cannotWrite(path:reason:)``.
    public init(file url: URL, alpha: Alpha = .straight) throws(FrameOutputError) {
        self.alpha = alpha
        destination = url.path
        do { file = try AtomicFile(url) } catch { throw .cannotWrite(path: url.path, reason: error.description) }
        descriptor = -1
    }

    public func location(of frame: PlannedFrame) -> String { "\(destination) frame \(frame.index)" }

    public func write(_ pixmap: Pixmap, for frame: PlannedFrame) throws {
        try check()
        slots.wait()
        queue.async {
            defer { self.slots.signal() }
            guard self.lock.withLock({ self.failure == nil }) else { return }
            let start = DispatchTime.now().uptimeNanoseconds
            let bytes = self.alpha == .straight ? pixmap.unpremultiplied() : pixmap.bytes
            do {
                try self.emit(bytes)
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                self.lock.withLock {
                    self.count += 1
                    self.seconds += seconds
                    self.written.append(WrittenFrame(frame: frame, location: self.location(of: frame), encodeSeconds: seconds))
                }
            } catch {
                self.lock.withLock { if self.failure == nil { self.failure = error } }
            }
        }
    }

    private func emit(_ bytes: [UInt8]) throws {
        if let file {
            try bytes.withUnsafeBytes { buffer in
                do { try file.write(buffer) } catch { throw FrameOutputError.cannotWrite(path: destination, reason: "\(error)") }
            }
            return
        }
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = systemWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw RawStreamError(code: errno)
                }
                offset += written
            }
        }
    }

    public func drainWritten() -> [WrittenFrame] {
        lock.withLock {
            defer { written = [] }
            return written
        }
    }

    public func finish() throws -> FrameSinkSummary {
        queue.sync {}
        try check()
        if let file {
            do { try file.commit() } catch { throw FrameOutputError.cannotWrite(path: destination, reason: error.description) }
        }
        return lock.withLock { FrameSinkSummary(framesWritten: count, encodeSeconds: seconds) }
    }

    private func check() throws {
        if let failure = lock.withLock({ failure }) {
            queue.sync {}
            file?.abort()
            throw failure
        }
    }
}

/// Writing the raw stream to standard output failed: `EPIPE` when its reader closed it.
public struct RawStreamError: Error, CustomStringConvertible {
    public let code: Int32
    /// Whether the reader went away (a closed pipe), which ends a stream quietly.
    public var isClosedPipe: Bool { code == EPIPE }
    public var description: String { "cannot write the frames to standard output: \(String(cString: strerror(code)))" }
}
