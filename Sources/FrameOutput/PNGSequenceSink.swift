import Dispatch
import Foundation
import SafeFiles
import PNGCodec
import RenderCommands
import SystemResources

/// Writes frames as PNG files `DIRECTORY/NAME_00000.png …` (the names of the ``FramePlan``).
/// Frames are encoded and written on background threads while the next frames are drawn, with at
/// most `framesInFlight` frames queued (bounded memory). Each file is written atomically through
/// ``PNGWriter`` (a temporary file renamed over the name: never a partial PNG); the first failure
/// is kept and thrown by the next ``write(_:for:)`` or by ``finish()``, after the frames in flight
/// have landed. For resume, a frame whose PNG exists and decodes at the right size is complete.
///
/// ```swift
/// let sink = try PNGSequenceSink(directory: URL(fileURLWithPath: "out"))   // creates out/
/// try sink.write(pixmap, for: plan[0])                                      // out/flower_00000.png
/// let summary = try sink.finish()
/// ```
public final class PNGSequenceSink: FrameSink, @unchecked Sendable {
    /// The directory the files go into.
    public let directory: URL
    /// The encoder's compression.
    public let compression: PNGEncoder.Compression
    /// The most frames queued for encoding at once.
    public let framesInFlight: Int

    private let queue = DispatchQueue(label: "zoetrope.png-sequence-sink", attributes: .concurrent)
    private let group = DispatchGroup()
    private let slots: DispatchSemaphore
    private let lock = NSLock()
    /// Guarded by `lock`: the first failure, the encode time so far, frames written so far, and the
    /// frames queued but not yet drained (`pending[0]` is ticket `firstPendingTicket`).
    private var failure: Error?
    private var encodeSeconds = 0.0
    private var framesWritten = 0
    private var pending: [(written: WrittenFrame, done: Bool)] = []
    private var firstPendingTicket = 0

    /// Opens `directory` for writing, creating it (and its parents) when missing.
    ///
    /// - Parameters:
    ///   - framesInFlight: frames encoded at once, at least 1 (default: one per CPU this process may use, ``AvailableCPUs``).
    ///   - compression: the PNG encoder's setting.
    /// - Throws: ``FrameOutputError/notADirectory(path:)``,
    ///   ``FrameOutputError/cannotCreateDirectory(path:reason:)`` or
    ///   ``FrameOutputError/directoryNotWritable(path:)``.
    public init(
        directory: URL,
        framesInFlight: Int = AvailableCPUs.current.count,
        compression: PNGEncoder.Compression = .fast
    ) throws(FrameOutputError) {
        try Self.prepare(directory)
        self.directory = directory
        self.compression = compression
        self.framesInFlight = max(framesInFlight, 1)
        slots = DispatchSemaphore(value: max(framesInFlight, 1))
    }

    /// The file of `frame`: the directory + the frame's name.
    public func url(of frame: PlannedFrame) -> URL {
        directory.appendingPathComponent(frame.name)
    }

    /// The path of the frame's file.
    public func location(of frame: PlannedFrame) -> String { url(of: frame).path }

    /// True if the frame's file is a regular file (or a link to one) holding a PNG that decodes to
    /// `width`×`height` (from an earlier run). Anything else there (a FIFO, a device) is not read.
    public func isComplete(_ frame: PlannedFrame, width: Int, height: Int) -> Bool {
        var status = stat()
        guard stat(url(of: frame).path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
              let pixmap = try? PNGDecoder.decode(contentsOf: url(of: frame)) else { return false }
        return pixmap.width == width && pixmap.height == height
    }

    /// Removes the temporary files an interrupted run left in the directory for frames of `plan`:
    /// regular files named as ``PNGWriter`` names its temporary files (`.zt-flower_00012.png.RANDOM.tmp`,
    /// or the `.flower_00012.png.UUID.tmp` of earlier versions) whose embedded name is a frame of
    /// `plan` (for a shortened name, one that can be the start of a frame name of the plan), and
    /// that no live writer holds (``PNGWriter/removeStaleTemporaryFile(atPath:)``: a run still
    /// writing the same frames keeps its files). Nothing else is touched: not other scenes' or
    /// frame ranges' temporary files, not frames, not other files. Call it before writing; a
    /// directory that cannot be listed gives an empty result.
    ///
    /// ```swift
    /// let cleanup = sink.removeStaleTemporaryFiles(of: plan)
    /// if !cleanup.removed.isEmpty { print("removed \(cleanup.removed.count) stale temporary files") }
    /// ```
    public func removeStaleTemporaryFiles(of plan: FramePlan) -> StaleFileCleanup {
        var cleanup = StaleFileCleanup()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return cleanup }
        let limit = TemporaryFileName.maximumNameLength(in: directory.path)
        for name in names.sorted() where Self.isTemporaryFile(name, of: plan, maximumNameLength: limit) {
            let path = directory.appendingPathComponent(name).path
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            do {
                if try TemporaryFileName.removeIfStale(atPath: path) {
                    cleanup.removed.append(name)
                } else if FileManager.default.fileExists(atPath: path) {
                    cleanup.inUse.append(name)
                }
            } catch .writeFailed(_, let reason) {
                cleanup.notRemoved[name] = reason
            } catch {
                cleanup.notRemoved[name] = error.description
            }
        }
        return cleanup
    }

    /// Whether `name` is a temporary file of ``PNGWriter`` (or of earlier versions) for a frame of `plan`.
    static func isTemporaryFile(_ name: String, of plan: FramePlan, maximumNameLength: Int) -> Bool {
        if let embedded = TemporaryFileName.destinationName(ofTemporaryFile: name) {
            if plan.frameIndex(ofFileName: embedded) != nil { return true }
            // Shortened to fit the name limit: the start of a frame name of the plan.
            return name.utf8.count >= maximumNameLength && mayStartFrameName(embedded, of: plan)
        }
        // Earlier versions: "." + frame name + "." + UUID + ".tmp".
        let uuidLength = 36, tail = 1 + uuidLength + 4
        guard name.hasPrefix("."), name.hasSuffix(".tmp"), name.utf8.count > 1 + tail else { return false }
        let bytes = Array(name.utf8)
        let uuidStart = bytes.count - 4 - uuidLength
        guard bytes[uuidStart - 1] == UInt8(ascii: "."),
              let uuid = String(validating: bytes[uuidStart..<(uuidStart + uuidLength)], as: UTF8.self),
              UUID(uuidString: uuid) != nil else { return false }
        return plan.frameIndex(ofFileName: String(decoding: bytes[1..<(uuidStart - 1)], as: UTF8.self)) != nil
    }

    /// Whether `prefix` (a non-empty start of a name) can begin a frame name of `plan`.
    static func mayStartFrameName(_ prefix: String, of plan: FramePlan) -> Bool {
        guard !prefix.isEmpty else { return false }
        let head = Array((plan.name + "_").utf8), bytes = Array(prefix.utf8)
        if bytes.count <= head.count { return head.starts(with: bytes) }
        guard bytes.starts(with: head) else { return false }
        let rest = bytes[head.count...]
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        guard let dot = rest.firstIndex(where: { !isDigit($0) }) else { return true }   // cut within the digits
        guard let index = Int(String(decoding: rest[..<dot], as: UTF8.self)), plan.containsFrame(index) else { return false }
        return plan.fileName(ofFrame: index).utf8.starts(with: bytes)
    }

    /// Queues `pixmap` to be written to the frame's file (blocks while `framesInFlight` frames are
    /// already queued). Throws the first failure of an earlier frame.
    public func write(_ pixmap: Pixmap, for frame: PlannedFrame) throws {
        try check()
        slots.wait()
        group.enter()
        let url = url(of: frame)
        let ticket = lock.withLock { () -> Int in
            pending.append((WrittenFrame(frame: frame, location: url.path, encodeSeconds: 0), false))
            return firstPendingTicket + pending.count - 1
        }
        let compression = compression
        queue.async {
            defer { self.slots.signal(); self.group.leave() }
            let start = threadCPUSeconds()
            do {
                try PNGWriter.write(pixmap, to: url, compression: compression)
                let seconds = threadCPUSeconds() - start
                self.lock.withLock {
                    self.encodeSeconds += seconds
                    self.framesWritten += 1
                    let position = ticket - self.firstPendingTicket
                    self.pending[position].written.encodeSeconds = seconds
                    self.pending[position].done = true
                }
            } catch {
                self.lock.withLock { if self.failure == nil { self.failure = error } }
            }
        }
    }

    /// Frames written since the last call, in the order they were queued (a frame is drained only
    /// once every frame queued before it is written).
    public func drainWritten() -> [WrittenFrame] {
        lock.withLock {
            let count = pending.prefix { $0.done }.count
            let drained = pending[..<count].map(\.written)
            pending.removeFirst(count)
            firstPendingTicket += count
            return drained
        }
    }

    /// Waits for every queued frame; throws the first failure.
    public func finish() throws -> FrameSinkSummary {
        group.wait()
        try check()
        return lock.withLock { FrameSinkSummary(framesWritten: framesWritten, encodeSeconds: encodeSeconds, measuresCPU: true) }
    }

    /// Throws the first failure, once the frames in flight have landed.
    private func check() throws {
        if let failure = lock.withLock({ failure }) {
            group.wait()
            throw failure
        }
    }

    /// The operating system's reason for a file error ("Permission denied"), else Foundation's message.
    private static func reason(_ error: Error) -> String {
        let ns = error as NSError
        switch ns.userInfo[NSUnderlyingErrorKey] {
        case let posix as POSIXError: return String(cString: strerror(posix.code.rawValue))
        case let underlying as NSError where underlying.domain == NSPOSIXErrorDomain: return String(cString: strerror(Int32(underlying.code)))
        default: return ns.localizedDescription
        }
    }

    /// Creates the output directory, or fails with an error that says why.
    private static func prepare(_ directory: URL) throws(FrameOutputError) {
        // A symbolic link to nothing: neither followed (mkdir through it would fail anyway) nor replaced.
        var link = stat(), target = stat()
        if lstat(directory.path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK, stat(directory.path, &target) != 0 {
            let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: directory.path)) ?? "?"
            throw .cannotCreateDirectory(path: directory.path, reason: "it is a symbolic link to \(destination), which does not "
                                         + "exist; point the link at a directory, remove it, or choose another directory")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .notADirectory(path: directory.path) }
        } else {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                throw .cannotCreateDirectory(path: directory.path, reason: Self.reason(error))
            }
        }
        guard FileManager.default.isWritableFile(atPath: directory.path) else {
            throw .directoryNotWritable(path: directory.path)
        }
    }
}

/// What ``PNGSequenceSink/removeStaleTemporaryFiles(of:)`` did.
public struct StaleFileCleanup: Sendable, Hashable {
    /// The names of the files removed, sorted.
    public var removed: [String] = []
    /// Temporary files of the plan's frames that a live writer holds (another run), left alone, sorted.
    public var inUse: [String] = []
    /// Stale files that could not be removed, with the system's reason.
    public var notRemoved: [String: String] = [:]

    public init(removed: [String] = [], inUse: [String] = [], notRemoved: [String: String] = [:]) {
        self.removed = removed
        self.inUse = inUse
        self.notRemoved = notRemoved
    }
}
