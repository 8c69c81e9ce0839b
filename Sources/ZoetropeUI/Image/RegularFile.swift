import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reading asset files without trusting the folder: only a regular file is read (`stat` first, so
/// a FIFO named `tower.png` — which would block a reader forever — a socket, a device or a folder
/// is never opened), then opened without blocking and checked again with `fstat`, and read up to
/// its size and no more than a limit.
///
/// ```swift
/// RegularFile.exists("assets/tower.png")                 // false for a FIFO or /dev/zero link
/// let data = try RegularFile.read("assets/tower.png")
/// ```
enum RegularFile {
    /// Why a file was not read.
    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    /// Whether `path` (links followed) is a regular file, by `stat` alone.
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// The bytes of the regular file at `path`, at most `maximumBytes` of them.
    static func read(_ path: String, maximumBytes: Int = 1 << 30) throws(Refusal) -> Data {
        guard exists(path) else {
            var status = stat()
            throw Refusal(description: stat(path, &status) != 0 ? String(cString: strerror(errno)) : "not a regular file")
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Refusal(description: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { throw Refusal(description: "not a regular file") }
        let size = Int(status.st_size)
        guard size <= maximumBytes else {
            throw Refusal(description: "the file has \(size) bytes, more than the \(maximumBytes) read for one asset")
        }
        var data = Data(count: size)
        var done = 0
        let failure: String? = data.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return nil }   // an empty file
            while done < size {
                let count = Glibc.read(descriptor, base + done, size - done)
                if count < 0 && errno == EINTR { continue }
                if count < 0 { return String(cString: strerror(errno)) }
                if count == 0 { break }   // shorter than it was: what is there
                done += count
            }
            return nil
        }
        if let failure { throw Refusal(description: failure) }
        return data.prefix(done)
    }
}
