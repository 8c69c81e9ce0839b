import CLibDeflate
import Foundation

/// What one PNG encode works in: a libdeflate compressor for one level (not thread-safe) and
/// buffers for the filtered rows and the zlib stream, kept between encodes. Allocating them fresh
/// for every 1024² frame cost more than a third of the encode in page faults and zero-filling.
final class DeflateWorkspace {
    let level: Int
    let compressor: OpaquePointer
    private(set) var rows = UnsafeMutableRawBufferPointer(start: nil, count: 0)
    private(set) var stream = UnsafeMutableRawBufferPointer(start: nil, count: 0)

    init?(level: Int) {
        guard let compressor = libdeflate_alloc_compressor(Int32(level)) else { return nil }
        self.level = level
        self.compressor = compressor
    }

    deinit {
        libdeflate_free_compressor(compressor)
        rows.deallocate()
        stream.deallocate()
    }

    /// The rows buffer, at least `count` bytes (contents undefined).
    func rows(count: Int) -> UnsafeMutableRawBufferPointer {
        if rows.count < count {
            rows.deallocate()
            rows = .allocate(byteCount: count, alignment: 16)
        }
        return UnsafeMutableRawBufferPointer(rebasing: rows[..<count])
    }

    /// The stream buffer, large enough for the zlib stream of `inputCount` bytes.
    func stream(forInput inputCount: Int) -> UnsafeMutableRawBufferPointer {
        let bound = libdeflate_zlib_compress_bound(compressor, inputCount)
        if stream.count < bound {
            stream.deallocate()
            stream = .allocate(byteCount: bound, alignment: 16)
        }
        return UnsafeMutableRawBufferPointer(rebasing: stream[..<bound])
    }
}

/// Workspaces kept for reuse: each encode takes one for its level and gives it back, so encoder
/// threads end up with one each.
final class DeflateWorkspacePool: @unchecked Sendable {
    static let shared = DeflateWorkspacePool()

    private let lock = NSLock()
    private var idle: [DeflateWorkspace] = []
    /// Idle workspaces kept at most (one per encoder thread is enough); more are freed.
    private let keep = 8

    /// Runs `body` with a workspace for `level` (0…12) to itself.
    func withWorkspace<T>(level: Int, _ body: (DeflateWorkspace) throws(PNGError) -> T) throws(PNGError) -> T {
        guard let workspace = take(level: level) else {
            throw .encodingFailed(reason: "libdeflate could not allocate a compressor for level \(level)")
        }
        defer { giveBack(workspace) }
        return try body(workspace)
    }

    private func take(level: Int) -> DeflateWorkspace? {
        lock.lock()
        let index = idle.lastIndex { $0.level == level }
        let reused = index.map { idle.remove(at: $0) }
        lock.unlock()
        return reused ?? DeflateWorkspace(level: level)
    }

    private func giveBack(_ workspace: DeflateWorkspace) {
        lock.lock()
        defer { lock.unlock() }
        idle.append(workspace)
        if idle.count > keep { idle.removeFirst() }
    }
}

/// CRC-32 (ISO-HDLC, as PNG chunks use) of `bytes`, continuing from `crc`.
func crc32(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
    libdeflate_crc32(crc, bytes.baseAddress, bytes.count)
}
