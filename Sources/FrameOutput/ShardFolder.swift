import CLibCrypto
import Foundation
import SafeFiles
import PNGCodec

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder the shards of a render share — written by other machines and other users, so every
/// name a manifest gives is untrusted. This is the one place such a name becomes a file: it must
/// be a plain file name (no `/`, not `.` or `..`, no control characters, at most 255 bytes), its
/// real path (after symbolic links) must lie inside the folder's, and it must be a regular file.
/// Files are then read through a descriptor opened without following a last symbolic link and
/// checked to be the file that was resolved, never past the size it had — a FIFO, a device, a
/// link out of the folder or a file swapped meanwhile is refused, never opened or read.
///
/// ```swift
/// let folder = try ShardFolder(URL(fileURLWithPath: "parts"))
/// let segment = try folder.resolve("flower.shard-0001-of-0004.mp4")   // or a clear error
/// let digest = try folder.sha256(of: segment)
/// ```
public struct ShardFolder: Sendable {
    /// A regular file inside the folder, as resolved.
    public struct Entry: Sendable, Hashable {
        /// The name the manifest gave.
        public let name: String
        /// Its real path (inside the folder's real path).
        public let path: String
        /// Its size when resolved.
        public let bytes: Int
        let device: UInt64
        let inode: UInt64
    }

    /// The folder as the user named it.
    public let url: URL
    /// Its real path (symbolic links resolved).
    public let realPath: String

    /// - Throws: ``FrameOutputError/untrustedFile(path:reason:)`` when `url` is not a directory.
    public init(_ url: URL) throws(FrameOutputError) {
        self.url = url
        guard let real = Self.realPath(url.path) else {
            throw .untrustedFile(path: url.path, reason: "it does not exist or cannot be read (\(String(cString: strerror(errno))))")
        }
        var status = stat()
        guard stat(real, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw .untrustedFile(path: url.path, reason: "it is not a directory")
        }
        realPath = real
    }

    /// Whether `name` may name a file of the folder: a plain file name of at most 255 bytes
    /// without control characters (no newline can reach a list ffmpeg reads).
    public static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && name.utf8.count <= 255
            && !name.unicodeScalars.contains { $0 == "/" || $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }

    /// The regular file `name` names inside the folder.
    ///
    /// - Throws: ``FrameOutputError/untrustedFile(path:reason:)`` saying which rule it breaks.
    public func resolve(_ name: String) throws(FrameOutputError) -> Entry {
        let shown = url.appendingPathComponent(name.unicodeScalars.contains { $0.value < 0x20 } ? name.debugDescription : name).path
        guard Self.isPlainFileName(name) else {
            throw .untrustedFile(path: shown, reason: "a manifest may name only a plain file name in its own folder "
                                 + "(no '/', '..' or control characters, at most 255 bytes)")
        }
        guard let real = Self.realPath(realPath + "/" + name) else {
            throw .untrustedFile(path: shown, reason: "it is missing (\(String(cString: strerror(errno))))")
        }
        guard real.hasPrefix(realPath == "/" ? "/" : realPath + "/") else {
            throw .untrustedFile(path: shown, reason: "it is a symbolic link to \(real), outside \(url.path)")
        }
        var status = stat()
        guard stat(real, &status) == 0 else {
            throw .untrustedFile(path: shown, reason: String(cString: strerror(errno)))
        }
        guard FileDestination.isRegular(status.st_mode) else {
            throw .untrustedFile(path: shown, reason: "it is \(FileDestination.kind(of: status.st_mode)), not a regular file")
        }
        return Entry(name: name, path: real, bytes: Int(status.st_size), device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }

    /// The SHA-256 of `entry`, in lowercase hex, read in 1 MiB pieces.
    ///
    /// - Throws: ``FrameOutputError/untrustedFile(path:reason:)`` when it cannot be read, is no
    ///   longer the file resolved, or changed size.
    public func sha256(of entry: Entry) throws(FrameOutputError) -> String {
        guard let context = zoetrope_sha256_begin() else {
            throw .untrustedFile(path: entry.path, reason: "OpenSSL could not start a SHA-256")
        }
        var ok = true
        do {
            try stream(entry) { piece in ok = ok && zoetrope_sha256_update(context, piece.baseAddress, piece.count) == 1 }
        } catch {
            zoetrope_sha256_end(context, nil)
            throw error
        }
        var digest = [UInt8](repeating: 0, count: 32)
        guard zoetrope_sha256_end(context, &digest) == 1, ok else {
            throw .untrustedFile(path: entry.path, reason: "OpenSSL could not compute its SHA-256")
        }
        return digest.map { String(format: "%02x", $0) }.joined()
    }

    /// The bytes of `entry`, which may be at most `limit`.
    ///
    /// - Throws: ``FrameOutputError/untrustedFile(path:reason:)`` when it is larger than `limit`
    ///   or cannot be read.
    public func contents(of entry: Entry, limit: Int) throws(FrameOutputError) -> Data {
        guard entry.bytes <= limit else {
            throw .untrustedFile(path: entry.path, reason: "it holds \(entry.bytes) bytes, more than the \(max(0, limit)) left to read "
                                 + "(raise --max-manifest-size)")
        }
        var data = Data()
        data.reserveCapacity(entry.bytes)
        try stream(entry) { piece in data.append(contentsOf: piece) }
        return data
    }

    /// The (device, inode) of the file at `path` (after symbolic links).
    static func identity(ofPath path: String) -> (UInt64, UInt64)? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return (UInt64(status.st_dev), UInt64(status.st_ino))
    }

    /// Whether `path` (followed through symbolic links) is the file `entry` resolved.
    public static func path(_ path: String, isFile entry: Entry) -> Bool {
        guard let (device, inode) = identity(ofPath: path) else { return false }
        return device == entry.device && inode == entry.inode
    }

    // MARK: - Reading

    /// Opens `entry` (without following a last symbolic link, never blocking on a FIFO), checks it
    /// is still the regular file resolved, and hands its bytes to `body` in pieces, stopping at
    /// the size it had.
    private func stream(_ entry: Entry, _ body: (UnsafeRawBufferPointer) -> Void) throws(FrameOutputError) {
        do throws(FileError) {
            let descriptor = try RegularFile.openForReading(entry.path, followingLinks: false)
            defer { close(descriptor) }
            var status = stat()
            guard fstat(descriptor, &status) == 0, FileDestination.isRegular(status.st_mode),
                  UInt64(status.st_dev) == entry.device, UInt64(status.st_ino) == entry.inode, Int(status.st_size) == entry.bytes else {
                throw .readFailed(path: entry.path, reason: "it changed while being checked (replaced, resized or no longer a regular file)")
            }
            try RegularFile.stream(descriptor, bytes: entry.bytes, path: entry.path, body)
        } catch {
            if case .readFailed(_, let reason) = error { throw .untrustedFile(path: entry.path, reason: reason) }
            throw .untrustedFile(path: entry.path, reason: error.description)
        }
    }

    /// `path` with every symbolic link resolved (nil when it does not exist).
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
