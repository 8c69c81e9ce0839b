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

/// Writes all of `bytes` to `descriptor`: a POSIX write loop that continues after interrupted and
/// short writes (pipes take at most their buffer at a time). Returns nil, or the `errno` of the
/// write that failed (`EPIPE` when the reader of a pipe is gone).
///
/// ```swift
/// if let code = writeAll(bytes, to: STDOUT_FILENO) { print(String(cString: strerror(code))) }
/// ```
public func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    var offset = 0
    while offset < bytes.count, let base = bytes.baseAddress {
        let written = systemWrite(descriptor, base + offset, bytes.count - offset)
        if written < 0 {
            if errno == EINTR { continue }
            return errno
        }
        offset += written
    }
    return nil
}
