import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a file that must be a regular file — an image, an icon, a frame another run wrote —
/// from a folder the user named but may not control: a FIFO named `logo.png` would block the
/// reader for ever, `/dev/zero` would never end, a directory or socket is no image. The file is
/// opened without blocking, checked with `fstat` on that descriptor (no race with a swap), refused
/// unless regular, and read only up to the size it had and a limit the caller sets.
///
/// ```swift
/// let bytes = try RegularFile.contents(of: "assets/logo.png", limit: 256 << 20)   // or a clear FileError
/// ```
package enum RegularFile {
    /// Whether `path` (symbolic links followed) is a regular file, by `stat` alone (nothing is opened).
    package static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && FileDestination.isRegular(status.st_mode)
    }

    /// The bytes of the regular file at `path` (symbolic links followed), at most `limit`.
    ///
    /// - Throws: ``FileError/readFailed(path:reason:)`` when it is missing, not a regular file
    ///   (naming what it is), larger than `limit` or unreadable.
    package static func contents(of path: String, limit: Int) throws(FileError) -> Data {
        let descriptor = try openForReading(path)
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .readFailed(path: path, reason: String(cString: strerror(errno))) }
        guard FileDestination.isRegular(status.st_mode) else {
            throw .readFailed(path: path, reason: "it is \(FileDestination.kind(of: status.st_mode)), not a regular file")
        }
        let size = Int(status.st_size)
        guard size <= limit else { throw .readFailed(path: path, reason: "it holds \(size) bytes, more than the \(limit) allowed") }
        var data = Data()
        data.reserveCapacity(size)
        try stream(descriptor, bytes: size, path: path) { data.append(contentsOf: $0) }
        return data
    }

    /// Opens `path` for reading, never blocking (a FIFO without a writer opens at once); the
    /// descriptor is closed on exec.
    package static func openForReading(_ path: String, followingLinks: Bool = true) throws(FileError) -> Int32 {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else { throw .readFailed(path: path, reason: String(cString: strerror(errno))) }
        return descriptor
    }

    /// Reads exactly `bytes` bytes of `descriptor` in 1 MiB pieces, handing each to `body`.
    ///
    /// - Throws: ``FileError/readFailed(path:reason:)`` when the file ends early or a read fails.
    package static func stream(_ descriptor: Int32, bytes: Int, path: String,
                               _ body: (UnsafeRawBufferPointer) -> Void) throws(FileError) {
        let size = 1 << 20
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
        defer { buffer.deallocate() }
        var remaining = bytes
        while remaining > 0 {
            let count = read(descriptor, buffer.baseAddress, min(size, remaining))
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                throw .readFailed(path: path, reason: count == 0 ? "it ended early (truncated while being read)" : String(cString: strerror(errno)))
            }
            body(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
            remaining -= count
        }
    }
}
