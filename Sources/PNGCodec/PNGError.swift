import Foundation
import SafeFiles

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

    /// The same failure of a file operation (``AtomicFile``, ``RegularFile``) as a PNG error.
    public init(_ error: FileError) {
        switch error {
        case let .readFailed(path, reason): self = .readFailed(path: path, reason: reason)
        case let .writeFailed(path, reason): self = .writeFailed(path: path, reason: reason)
        case let .notARegularFile(path, kind): self = .notARegularFile(path: path, kind: kind)
        case let .danglingSymbolicLink(path, target): self = .danglingSymbolicLink(path: path, target: target)
        }
    }

    /// The file failure this is, if it is one.
    var fileError: FileError? {
        switch self {
        case .encodingFailed, .decodingFailed: return nil
        case let .readFailed(path, reason): return .readFailed(path: path, reason: reason)
        case let .writeFailed(path, reason): return .writeFailed(path: path, reason: reason)
        case let .notARegularFile(path, kind): return .notARegularFile(path: path, kind: kind)
        case let .danglingSymbolicLink(path, target): return .danglingSymbolicLink(path: path, target: target)
        }
    }

    /// A message naming the operation, the path where there is one, and the reason.
    public var description: String {
        switch self {
        case let .encodingFailed(reason): return "cannot encode PNG: \(reason)"
        case let .decodingFailed(reason): return "cannot decode PNG: \(reason)"
        default: return fileError?.description ?? reason
        }
    }

    /// The reason alone, without the operation and path that ``description`` starts with.
    ///
    /// ```swift
    /// PNGError.decodingFailed(reason: "not a PNG").reason   // "not a PNG"
    /// ```
    public var reason: String {
        switch self {
        case let .encodingFailed(reason), let .decodingFailed(reason): return reason
        default: return fileError?.reason ?? ""
        }
    }

    /// Same as ``description``, for `LocalizedError` users.
    public var errorDescription: String? { description }
}
