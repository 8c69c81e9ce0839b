import Foundation
import RenderCommands

#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Musl)
import Musl
private let systemWrite = Musl.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Writes PNG files atomically: the bytes go to a hidden temporary file in the destination's
/// directory, which is then renamed over the destination (`rename(2)`, atomic on one file system).
/// Readers therefore see either the old file or the complete new one, never a partial PNG; on any
/// failure the temporary file is removed and nothing is left at the destination. (No fsync: the
/// guarantee covers concurrent readers and crashes of this process, not a power loss.)
///
/// ```swift
/// try PNGWriter.write(frame, to: URL(fileURLWithPath: "out/frame_0001.png"))
/// ```
public enum PNGWriter {
    /// Encodes `pixmap` (see ``PNGEncoder``) and writes it to `url` atomically, replacing any file there.
    ///
    /// - Throws: ``PNGError/writeFailed(path:reason:)`` (for example a missing or read-only
    ///   directory) or ``PNGError/encodingFailed(reason:)``.
    public static func write(
        _ pixmap: Pixmap, to url: URL, compression: PNGEncoder.Compression = .fast
    ) throws(PNGError) {
        try writeAtomically(try PNGEncoder.encode(pixmap, compression: compression), to: url)
    }

    /// Writes any bytes to `url` atomically (temporary file in the same directory, then rename).
    public static func writeAtomically(_ bytes: [UInt8], to url: URL) throws(PNGError) {
        let destination = url.standardizedFileURL.path
        let directory = url.standardizedFileURL.deletingLastPathComponent().path
        let temporary = directory + "/." + url.lastPathComponent + "." + UUID().uuidString + ".tmp"

        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .writeFailed(path: destination, reason: lastErrorMessage()) }

        var failure: String?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let count = systemWrite(descriptor, base + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = lastErrorMessage()
                    return
                }
                offset += count
            }
        }
        if close(descriptor) != 0, failure == nil { failure = lastErrorMessage() }
        if failure == nil, rename(temporary, destination) != 0 { failure = lastErrorMessage() }
        if let failure {
            unlink(temporary)
            throw .writeFailed(path: destination, reason: failure)
        }
    }

    private static func lastErrorMessage() -> String {
        String(cString: strerror(errno))
    }
}
