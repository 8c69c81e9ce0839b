import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The names of the hidden temporary files ``AtomicFile`` writes beside a destination:
/// `.zt-NAME.RANDOM.tmp`, with `NAME` shortened when needed so that the temporary name fits the
/// file system's limit on a name (255 bytes) — any destination name the file system accepts can be
/// written. A killed process can leave such a file behind; the `.zt-` prefix and the embedded name
/// say whose it is (``destinationName(ofTemporaryFile:)``), so a later run can remove it
/// (``removeIfStale(atPath:)``).
///
/// ```swift
/// TemporaryFileName.make(for: "flower.mp4")                                  // ".zt-flower.mp4.k2j4l9x0.tmp"
/// TemporaryFileName.destinationName(ofTemporaryFile: ".zt-flower.mp4.k2j4l9x0.tmp")   // "flower.mp4"
/// ```
public enum TemporaryFileName {
    /// The prefix of every temporary file.
    public static let prefix = ".zt-"
    /// The suffix of every temporary file.
    public static let suffix = ".tmp"
    /// Characters of the random part of a temporary name.
    static let randomLength = 8
    static let randomAlphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)
    /// The longest file name when the file system does not say (NAME_MAX of Linux file systems).
    public static let defaultMaximumNameLength = 255

    /// The name of a temporary file for a destination named `destinationName`:
    /// `.zt-` + the name (cut at a character boundary so the whole fits `maximumLength` bytes) +
    /// `.` + 8 random lowercase letters and digits + `.tmp`.
    public static func make(for destinationName: String, maximumLength: Int = defaultMaximumNameLength) -> String {
        var generator = SystemRandomNumberGenerator()
        let random = String(decoding: (0..<randomLength).map { _ in randomAlphabet.randomElement(using: &generator)! }, as: UTF8.self)
        let overhead = prefix.utf8.count + 1 + randomLength + suffix.utf8.count
        let embedded = leadingCharacters(of: destinationName, bytes: max(0, maximumLength - overhead))
        return prefix + embedded + "." + random + suffix
    }

    /// The destination name embedded in `name` when `name` is a temporary file name
    /// (``make(for:maximumLength:)``), else nil. The embedded name is the start of the
    /// destination's name; it is the whole name unless the temporary name had to be shortened
    /// (then `name` is as long as the directory's limit, ``maximumNameLength(in:)``).
    public static func destinationName(ofTemporaryFile name: String) -> String? {
        let bytes = Array(name.utf8)
        let head = Array(prefix.utf8), tail = Array(suffix.utf8)
        guard bytes.count >= head.count + 1 + randomLength + tail.count, bytes.starts(with: head),
              bytes.suffix(tail.count).elementsEqual(tail) else {
            return nil
        }
        let randomStart = bytes.count - tail.count - randomLength
        guard bytes[randomStart - 1] == UInt8(ascii: "."),
              bytes[randomStart..<(randomStart + randomLength)].allSatisfy(randomAlphabet.contains) else { return nil }
        return String(decoding: bytes[head.count..<(randomStart - 1)], as: UTF8.self)
    }

    /// Removes the temporary file at `path` (named as ``make(for:maximumLength:)``) when it is
    /// stale: a regular file no live writer holds (a writer keeps an advisory lock on its temporary
    /// file until it renames it). Returns false, removing nothing, when a writer holds it, when it
    /// is gone or is not a regular file; throws ``FileError/writeFailed(path:reason:)`` when it
    /// cannot be opened or removed.
    public static func removeIfStale(atPath path: String) throws(FileError) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ELOOP { return false }   // gone, or a symbolic link
            throw .writeFailed(path: path, reason: FileDestination.lastErrorMessage())
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, FileDestination.isRegular(status.st_mode),
              flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return false }
        guard unlink(path) == 0 else {
            if errno == ENOENT { return false }
            throw .writeFailed(path: path, reason: FileDestination.lastErrorMessage())
        }
        return true
    }

    /// The longest file name (in bytes) the file system of `directory` accepts (`pathconf`), or 255.
    public static func maximumNameLength(in directory: String) -> Int {
        let limit = pathconf(directory, Int32(_PC_NAME_MAX))
        return limit > 0 ? Int(limit) : defaultMaximumNameLength
    }

    /// The longest prefix of `string` that is at most `bytes` UTF-8 bytes and ends on a character boundary.
    static func leadingCharacters(of string: String, bytes limit: Int) -> String {
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
}
