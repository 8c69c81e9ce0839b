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

    /// A message naming the operation, the path where there is one, and the reason.
    public var description: String {
        switch self {
        case let .encodingFailed(reason): return "cannot encode PNG: \(reason)"
        case let .decodingFailed(reason): return "cannot decode PNG: \(reason)"
        case let .readFailed(path, reason): return "cannot read \(path): \(reason)"
        case let .writeFailed(path, reason): return "cannot write \(path): \(reason)"
        }
    }

    /// Same as ``description``, for `LocalizedError` users.
    public var errorDescription: String? { description }
}
