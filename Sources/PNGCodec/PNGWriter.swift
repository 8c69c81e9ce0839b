import Foundation
import RenderCommands
import SafeFiles

/// Writes PNG files atomically through ``AtomicFile``: the bytes go to a hidden temporary file in
/// the destination's directory, which is then renamed over the destination (`rename(2)`, atomic on
/// one file system). Readers therefore see either the old file or the complete new one, never a
/// partial PNG; on any failure the temporary file is removed and nothing is left at the
/// destination. (No fsync: the guarantee covers concurrent readers and crashes of this process, not
/// a power loss.) A regular file or nothing is replaced, a symbolic link is followed to the file it
/// names, anything else is refused (``PNGError/notARegularFile(path:kind:)``,
/// ``PNGError/danglingSymbolicLink(path:target:)``) and left as it is.
///
/// ```swift
/// try PNGWriter.write(frame, to: URL(fileURLWithPath: "out/frame_0001.png"))
/// ```
public enum PNGWriter {
    /// Encodes `pixmap` (see ``PNGEncoder``) and writes it to `url` atomically, replacing any file there.
    ///
    /// - Throws: ``PNGError/writeFailed(path:reason:)`` (for example a missing or read-only
    ///   directory), ``PNGError/notARegularFile(path:kind:)``,
    ///   ``PNGError/danglingSymbolicLink(path:target:)`` or ``PNGError/encodingFailed(reason:)``.
    public static func write(
        _ pixmap: Pixmap, to url: URL, compression: PNGEncoder.Compression = .fast
    ) throws(PNGError) {
        // Refuse a destination that cannot be replaced before spending time on encoding.
        do { _ = try FileDestination.resolve(url.standardizedFileURL.path) } catch { throw PNGError(error) }
        try writeAtomically(try PNGEncoder.encode(pixmap, compression: compression), to: url)
    }

    /// Writes any bytes to `url` atomically (temporary file in the same directory, then rename),
    /// through a symbolic link to the file it points to. Same errors as ``write(_:to:compression:)``.
    public static func writeAtomically(_ bytes: [UInt8], to url: URL) throws(PNGError) {
        do throws(FileError) {
            let file = try AtomicFile(url)
            var failure: FileError?
            bytes.withUnsafeBytes { buffer in
                do throws(FileError) { try file.write(buffer) } catch { failure = error }
            }
            if let failure { throw failure }
            try file.commit()
        } catch {
            throw PNGError(error)
        }
    }
}
