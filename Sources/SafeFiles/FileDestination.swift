import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a write goes and what may be there (the rules ``AtomicFile`` follows):
/// - nothing, or a regular file (replaced);
/// - a symbolic link to a regular file (or a chain of them): the file it points to is replaced,
///   written next to that file, and the link stays a link;
/// - anything else — a directory, a device such as `/dev/null`, a FIFO, a socket, a link to one of
///   those, or a link to nothing — is refused (``FileError/notARegularFile(path:kind:)``,
///   ``FileError/danglingSymbolicLink(path:target:)``) and left as it is.
///
/// ```swift
/// try FileDestination.resolve("out/latest.png")   // "out/frame_0042.png" when latest.png links there
/// ```
package enum FileDestination {
    /// The file to replace for `path`: `path` itself, or where its chain of symbolic links ends.
    /// Throws when that is not a regular file or nothing (in an existing place).
    package static func resolve(_ path: String) throws(FileError) -> String {
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
    ) throws(FileError) -> (descriptor: Int32, path: String) {
        let limit = TemporaryFileName.maximumNameLength(in: directory)
        for _ in 0..<16 {
            let path = join(directory, TemporaryFileName.make(for: name, maximumLength: limit))
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
