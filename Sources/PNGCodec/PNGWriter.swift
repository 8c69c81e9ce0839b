import Foundation
import RenderCommands

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes PNG files atomically: the bytes go to a hidden temporary file in the destination's
/// directory, which is then renamed over the destination (`rename(2)`, atomic on one file system).
/// Readers therefore see either the old file or the complete new one, never a partial PNG; on any
/// failure the temporary file is removed and nothing is left at the destination. (No fsync: the
/// guarantee covers concurrent readers and crashes of this process, not a power loss.)
///
/// What may be at the destination:
/// - nothing, or a regular file (replaced);
/// - a symbolic link to a regular file (or a chain of them): the file it points to is replaced,
///   written next to that file, and the link stays a link;
/// - anything else — a directory, a device such as `/dev/null`, a FIFO, a socket, a link to one of
///   those, or a link to nothing — is refused (``PNGError/notARegularFile(path:kind:)``,
///   ``PNGError/danglingSymbolicLink(path:target:)``) and left as it is.
///
/// Temporary files are named `.zt-NAME.RANDOM.tmp` (``temporaryFileName(for:maximumLength:)``),
/// with `NAME` shortened when needed so that the temporary name fits the file system's limit on a
/// name (255 bytes): any destination name the file system accepts can be written. A killed process
/// can leave such a file behind; the `.zt-` prefix and the embedded name say whose it is
/// (``destinationName(ofTemporaryFile:)``), so a later run can remove it.
///
/// ```swift
/// try PNGWriter.write(frame, to: URL(fileURLWithPath: "out/frame_0001.png"))
/// ```
public enum PNGWriter {
    /// The prefix of every temporary file this writer creates.
    public static let temporaryFilePrefix = ".zt-"
    /// The suffix of every temporary file this writer creates.
    public static let temporaryFileSuffix = ".tmp"
    /// Characters of the random part of a temporary name.
    static let randomLength = 8
    static let randomAlphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)
    /// The longest file name when the file system does not say (NAME_MAX of Linux file systems).
    public static let defaultMaximumNameLength = 255

    /// Encodes `pixmap` (see ``PNGEncoder``) and writes it to `url` atomically, replacing any file there.
    ///
    /// - Throws: ``PNGError/writeFailed(path:reason:)`` (for example a missing or read-only
    ///   directory), ``PNGError/notARegularFile(path:kind:)``,
    ///   ``PNGError/danglingSymbolicLink(path:target:)`` or ``PNGError/encodingFailed(reason:)``.
    public static func write(
        _ pixmap: Pixmap, to url: URL, compression: PNGEncoder.Compression = .fast
    ) throws(PNGError) {
        // Refuse a destination that cannot be replaced before spending time on encoding.
        _ = try resolveDestination(url.standardizedFileURL.path)
        try writeAtomically(try PNGEncoder.encode(pixmap, compression: compression), to: url)
    }

    /// Writes any bytes to `url` atomically (temporary file in the same directory, then rename),
    /// through a symbolic link to the file it points to. Same errors as ``write(_:to:compression:)``.
    public static func writeAtomically(_ bytes: [UInt8], to url: URL) throws(PNGError) {
        let file = try AtomicFile(url)
        var failure: PNGError?
        bytes.withUnsafeBytes { buffer in
            do throws(PNGError) { try file.write(buffer) } catch { failure = error }
        }
        if let failure { throw failure }
        try file.commit()
    }

    // MARK: - Temporary names

    /// The name of a temporary file for a destination named `destinationName`:
    /// `.zt-` + the name (cut at a character boundary so the whole fits `maximumLength` bytes) +
    /// `.` + 8 random lowercase letters and digits + `.tmp`.
    public static func temporaryFileName(for destinationName: String, maximumLength: Int = defaultMaximumNameLength) -> String {
        var generator = SystemRandomNumberGenerator()
        let random = String(decoding: (0..<randomLength).map { _ in randomAlphabet.randomElement(using: &generator)! }, as: UTF8.self)
        let overhead = temporaryFilePrefix.utf8.count + 1 + randomLength + temporaryFileSuffix.utf8.count
        let embedded = prefix(of: destinationName, bytes: max(0, maximumLength - overhead))
        return temporaryFilePrefix + embedded + "." + random + temporaryFileSuffix
    }

    /// The destination name embedded in `name` when `name` is a temporary file name of this writer
    /// (``temporaryFileName(for:maximumLength:)``), else nil. The embedded name is the start of
    /// the destination's name; it is the whole name unless the temporary name had to be shortened
    /// (then `name` is as long as the directory's limit, ``maximumNameLength(in:)``).
    public static func destinationName(ofTemporaryFile name: String) -> String? {
        let bytes = Array(name.utf8)
        let prefix = Array(temporaryFilePrefix.utf8), suffix = Array(temporaryFileSuffix.utf8)
        let tail = 1 + randomLength + suffix.count
        guard bytes.count >= prefix.count + tail, bytes.starts(with: prefix), bytes.suffix(suffix.count).elementsEqual(suffix) else {
            return nil
        }
        let randomStart = bytes.count - suffix.count - randomLength
        guard bytes[randomStart - 1] == UInt8(ascii: "."),
              bytes[randomStart..<(randomStart + randomLength)].allSatisfy(randomAlphabet.contains) else { return nil }
        return String(decoding: bytes[prefix.count..<(randomStart - 1)], as: UTF8.self)
    }

    /// Removes the temporary file at `path` (named as ``temporaryFileName(for:maximumLength:)``)
    /// when it is stale: a regular file no live writer holds (a writer keeps an advisory lock on its
    /// temporary file until it renames it). Returns false, removing nothing, when a writer holds it,
    /// when it is gone or is not a regular file; throws ``PNGError/writeFailed(path:reason:)`` when it
    /// cannot be opened or removed.
    public static func removeStaleTemporaryFile(atPath path: String) throws(PNGError) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ELOOP { return false }   // gone, or a symbolic link
            throw .writeFailed(path: path, reason: lastErrorMessage())
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, isRegular(status.st_mode),
              flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return false }
        guard unlink(path) == 0 else {
            if errno == ENOENT { return false }
            throw .writeFailed(path: path, reason: lastErrorMessage())
        }
        return true
    }

    /// The longest file name (in bytes) the file system of `directory` accepts (`pathconf`), or 255.
    public static func maximumNameLength(in directory: String) -> Int {
        let limit = pathconf(directory, Int32(_PC_NAME_MAX))
        return limit > 0 ? Int(limit) : defaultMaximumNameLength
    }

    /// The longest prefix of `string` that is at most `bytes` UTF-8 bytes and ends on a character boundary.
    static func prefix(of string: String, bytes limit: Int) -> String {
        guard string.utf8.count > limit else { return string }
        var result = "", used = 0
        for character in string {
            let size = character.utf8.count
            if used + size > limit { break }
            result.append(character)
            used += size
        }
        return result
    }

    // MARK: - Destination

    /// The file to replace for `path`: `path` itself, or where its chain of symbolic links ends.
    /// Throws when that is not a regular file or nothing (in an existing place).
    static func resolveDestination(_ path: String) throws(PNGError) -> String {
        var current = path
        var followed = 0
        while true {
            var status = stat()
            if lstat(current, &status) != 0 {
                let code = errno
                if code == ENOENT, followed > 0 {
                    throw .danglingSymbolicLink(path: path, target: current)
                }
                // ENOENT for a new file in an existing directory is fine; a missing directory shows
                // when the temporary file is created, other errors (EACCES, ENOTDIR, ELOOP) too.
                return current
            }
            if isRegular(status.st_mode) { return current }
            guard status.st_mode & S_IFMT == S_IFLNK else {
                let what = kind(of: status.st_mode)
                throw .notARegularFile(path: path, kind: followed > 0 ? "a symbolic link to \(current), \(what)" : what)
            }
            followed += 1
            guard followed <= 40 else { throw .writeFailed(path: path, reason: String(cString: strerror(ELOOP))) }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length >= 0 else { throw .writeFailed(path: path, reason: lastErrorMessage()) }
            let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : join(parent(of: current), target)
        }
    }

    /// Creates `directory/.zt-NAME.RANDOM.tmp` exclusively (a new random part when one exists).
    static func createTemporaryFile(
        in directory: String, for name: String, destination: String
    ) throws(PNGError) -> (descriptor: Int32, path: String) {
        let limit = maximumNameLength(in: directory)
        for _ in 0..<16 {
            let path = join(directory, temporaryFileName(for: name, maximumLength: limit))
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor >= 0 { return (descriptor, path) }
            if errno != EEXIST { throw .writeFailed(path: destination, reason: lastErrorMessage()) }
        }
        throw .writeFailed(path: destination, reason: "could not create a temporary file in \(directory)")
    }

    package static func isRegular(_ mode: mode_t) -> Bool { mode & S_IFMT == S_IFREG }

    /// What a non-regular file is, for messages ("a directory", "a character device").
    package static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a directory"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "not a regular file"
        }
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    static func lastErrorMessage() -> String {
        String(cString: strerror(errno))
    }
}
