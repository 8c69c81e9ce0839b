import Foundation

/// Why a file could not be read or written safely. The message says what to fix.
///
/// ```swift
/// do { try AtomicFile(URL(fileURLWithPath: "/dev/null")).commit() }
/// catch { print("error: \(error)") }   // "cannot write /dev/null: it is a character device, not a regular file; …"
/// ```
public enum FileError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// A file could not be read.
    case readFailed(path: String, reason: String)
    /// A file could not be written; no partial file is left at `path`.
    case writeFailed(path: String, reason: String)
    /// The destination (or the file a symbolic link there points to) exists and is not a regular
    /// file — a directory, a device such as `/dev/null`, a FIFO, a socket — so it is not replaced.
    /// `kind` says what it is ("a character device", "a symbolic link to /dev/null, a character device").
    case notARegularFile(path: String, kind: String)
    /// The destination is a symbolic link (or a chain of them) to `target`, which does not exist:
    /// neither the link nor a new file at `target` is written.
    case danglingSymbolicLink(path: String, target: String)

    /// A message naming the operation, the path and the reason.
    public var description: String {
        switch self {
        case let .readFailed(path, _): return "cannot read \(path): \(reason)"
        case let .writeFailed(path, _), let .notARegularFile(path, _), let .danglingSymbolicLink(path, _):
            return "cannot write \(path): \(reason)"
        }
    }

    /// The reason alone, without the operation and path that ``description`` starts with: for a
    /// caller that reports the file its own way (a video output naming its destination).
    ///
    /// ```swift
    /// FileError.writeFailed(path: "/out/x.mp4", reason: "No such file or directory").reason   // "No such file or directory"
    /// ```
    public var reason: String {
        switch self {
        case let .readFailed(_, reason), let .writeFailed(_, reason):
            return reason
        case let .notARegularFile(_, kind):
            return "it is \(kind), not a regular file; it was left as it is"
        case let .danglingSymbolicLink(_, target):
            return "it is a symbolic link to \(target), which does not exist; point the link at an existing file, remove it, "
                + "or write to another path"
        }
    }

    /// Same as ``description``, for `LocalizedError` users.
    public var errorDescription: String? { description }
}
