import Foundation

/// Why a PNG could not be encoded, decoded, read or written. The message says what to fix.
///
/// ```swift
/// do { try PNGWriter.write(frame, to: url) }
/// catch { print("error: \(error)") }   // "cannot write /out/f.png: No such file or directory"
/// ```
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// libpng refused to encode the pixels (its message is included).
    case encodingFailed(reason: String)
    /// The bytes are not a PNG libpng can read, or the image is too large (reason included).
    case decodingFailed(reason: String)
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

    /// A message naming the operation, the path where there is one, and the reason.
    public var description: String {
        switch self {
        case let .encodingFailed(reason): return "cannot encode PNG: \(reason)"
        case let .decodingFailed(reason): return "cannot decode PNG: \(reason)"
        case let .readFailed(path, reason): return "cannot read \(path): \(reason)"
        case let .writeFailed(path, reason): return "cannot write \(path): \(reason)"
        case let .notARegularFile(path, kind):
            return "cannot write \(path): it is \(kind), not a regular file; it was left as it is"
        case let .danglingSymbolicLink(path, target):
            return "cannot write \(path): it is a symbolic link to \(target), which does not exist; "
                + "point the link at an existing file, remove it, or write to another path"
        }
    }

    /// The reason alone, without the operation and path that ``description`` starts with: for a
    /// caller that reports the file its own way (a video output naming its destination).
    ///
    /// ```swift
    /// PNGError.writeFailed(path: "/out/x.mp4", reason: "No such file or directory").reason   // "No such file or directory"
    /// ```
    public var reason: String {
        switch self {
        case let .encodingFailed(reason), let .decodingFailed(reason), let .readFailed(_, reason), let .writeFailed(_, reason):
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
