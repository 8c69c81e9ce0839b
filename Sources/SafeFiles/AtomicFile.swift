import CProcessControl
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written in pieces and published at once: the bytes go to a hidden temporary file beside
/// the destination (`.zt-NAME.RANDOM.tmp`, see ``TemporaryFileName``), renamed over the destination by
/// ``commit()``. Until then readers see the old file or nothing; ``abort()`` (or dropping the
/// writer uncommitted) removes the temporary file. The destination rules are ``FileDestination``'s: a
/// regular file or nothing is replaced, a symbolic link is followed to the file it names, anything
/// else is refused. The temporary file is removed if this process is ended by SIGINT, SIGTERM or
/// SIGHUP (see `CProcessControl`); after a SIGKILL the next writer of the destination removes it
/// (``removeStaleTemporaryFiles(of:suffixes:)``).
///
/// ```swift
/// let file = try AtomicFile(URL(fileURLWithPath: "out/anim.png"))
/// try header.withUnsafeBytes { try file.write($0) }
/// try file.commit()                                   // out/anim.png appears complete
/// ```
public final class AtomicFile {
    /// The file that ``commit()`` replaces (after symbolic links).
    public let destination: String
    /// The hidden temporary file the bytes go to until ``commit()`` (another program may write it,
    /// as ffmpeg does for video).
    public let temporary: String
    private var descriptor: Int32
    /// A duplicate descriptor holding the advisory lock that tells cleaners the file is in use.
    private let keeper: Int32
    /// The slot of the temporary file in the interrupt handler's table (-1: none).
    private let guardSlot: Int32
    private var isOpen = true

    /// Creates the temporary file for `url`.
    ///
    /// - Throws: ``FileError/notARegularFile(path:kind:)``, ``FileError/danglingSymbolicLink(path:target:)``
    ///   or ``FileError/writeFailed(path:reason:)`` (a missing or read-only directory).
    public init(_ url: URL) throws(FileError) {
        destination = try FileDestination.resolve(url.standardizedFileURL.path)
        let directory = FileDestination.parent(of: destination)
        (descriptor, temporary) = try FileDestination.createTemporaryFile(in: directory, for: FileDestination.lastComponent(of: destination),
                                                                           destination: destination)
        // Close-on-exec, like the file itself: a child (ffmpeg) that inherited it would hold the
        // lock after this process died, and the file would look in use for ever.
        keeper = fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
        _ = flock(descriptor, LOCK_EX | LOCK_NB)
        guardSlot = zt_guard_temporary_file(temporary)
    }

    deinit { abort() }

    /// Appends `bytes` (a POSIX write loop: interrupted and short writes continue).
    public func write(_ bytes: UnsafeRawBufferPointer) throws(FileError) {
        guard isOpen else { throw .writeFailed(path: destination, reason: "the file was already committed or aborted") }
        if let code = writeAll(bytes, to: descriptor) {
            let reason = String(cString: strerror(code))
            abort()
            throw .writeFailed(path: destination, reason: reason)
        }
    }

    /// Closes the temporary file and renames it over the destination.
    public func commit() throws(FileError) {
        guard isOpen else { throw .writeFailed(path: destination, reason: "the file was already committed or aborted") }
        isOpen = false
        defer {
            if keeper >= 0 { close(keeper) }
            zt_unguard_temporary_file(guardSlot)
        }
        var failure: String?
        if close(descriptor) != 0 { failure = FileDestination.lastErrorMessage() }
        // Something may have appeared at the destination meanwhile: never rename over it unless it
        // is still a regular file (or nothing).
        if failure == nil {
            var status = stat()
            if lstat(destination, &status) == 0, !FileDestination.isRegular(status.st_mode) {
                unlink(temporary)
                throw .notARegularFile(path: destination, kind: FileDestination.kind(of: status.st_mode))
            }
        }
        if failure == nil, rename(temporary, destination) != 0 { failure = FileDestination.lastErrorMessage() }
        if let failure {
            unlink(temporary)
            throw .writeFailed(path: destination, reason: failure)
        }
    }

    /// Removes the temporary files that killed writers left for `url` (and for `url` + each of
    /// `suffixes`, e.g. a video's side files): those whose embedded name is exactly the file's and
    /// that no live writer holds. A name shortened to fit the file system's limit (see
    /// ``TemporaryFileName/make(for:maximumLength:)``) counts when it is as long as the limit
    /// and its embedded start is the start of one of these names. Returns the names removed.
    ///
    /// ```swift
    /// AtomicFile.removeStaleTemporaryFiles(of: URL(fileURLWithPath: "out/flower.mp4"))   // [".zt-flower.mp4.k2j4l9x0.tmp"]
    /// ```
    @discardableResult
    public static func removeStaleTemporaryFiles(of url: URL, suffixes: [String] = []) -> [String] {
        let directory = url.deletingLastPathComponent().path
        let names = Set([url.lastPathComponent] + suffixes.map { url.lastPathComponent + $0 })
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let limit = TemporaryFileName.maximumNameLength(in: directory)
        return entries.filter { entry in
            guard let embedded = TemporaryFileName.destinationName(ofTemporaryFile: entry) else { return false }
            let shortened = entry.utf8.count == limit && names.contains { $0.utf8.starts(with: embedded.utf8) }
            guard names.contains(embedded) || shortened else { return false }
            return (try? TemporaryFileName.removeIfStale(atPath: directory + "/" + entry)) == true
        }
    }

    /// Closes and removes the temporary file; the destination stays as it was. Idempotent.
    public func abort() {
        guard isOpen else { return }
        isOpen = false
        close(descriptor)
        if keeper >= 0 { close(keeper) }
        unlink(temporary)
        zt_unguard_temporary_file(guardSlot)
    }
}
