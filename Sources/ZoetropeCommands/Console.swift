import Foundation
import SafeFiles
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
private let systemRead = Glibc.read
#elseif canImport(Musl)
import Musl
private let systemWrite = Musl.write
private let systemRead = Musl.read
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
private let systemRead = Darwin.read
#endif

/// The one way this executable writes to its standard streams (Swift's `print` and Foundation's
/// `FileHandle.write` are not used: `print` loses failures in stdio's buffer, and `FileHandle.write`
/// traps on EPIPE, EBADF or ENOSPC). Every write is checked, and what a failure means depends on
/// what was written:
///
/// - **the product** (``print(_:)``, ``write(_:)``): what the command exists to print — `sample`'s
///   lines, `scenes`, `doctor`, `bench`, help, `draw --out -`'s PNG. A failed write throws
///   ``StandardOutputError``: exit status 1 with a message on standard error, or, when the reader
///   closed the pipe (EPIPE, e.g. `zoetrope sample flower | head -1`), a quiet exit with 141, the
///   status a shell shows for a process killed by SIGPIPE (which is ignored, so no signal kills us).
/// - **messages** (``message(_:terminator:)``) on standard error — progress, the backend line,
///   errors — and **notes** (``note(_:)``) on standard output that only report on a product
///   written elsewhere (the summary line of `render` and of `draw --out FILE`): a failed write
///   loses the text, never the exit status.
enum Console {
    /// The exit status when standard output's reader has gone (128 + SIGPIPE, as a shell reports it).
    static let brokenPipeStatus: Int32 = 141

    /// Run first in `main`: ignores SIGPIPE (a closed pipe becomes an EPIPE error), and puts a
    /// stand-in on any closed standard descriptor (0, 1, 2) — `/dev/null` opened so that
    /// writes (reads, for 0) fail with EBADF as on the closed descriptor — so that no file opened
    /// later (a PNG's temporary file) can become "standard output" and receive the output.
    static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let standIn = open("/dev/null", descriptor == 0 ? O_WRONLY : O_RDONLY)
            if standIn >= 0, standIn != descriptor {
                dup2(standIn, descriptor)
                close(standIn)
            }
        }
    }

    /// Writes `line` and a newline to standard output (the command's product).
    static func print(_ line: String = "") throws(StandardOutputError) {
        try write(Data((line + "\n").utf8))
    }

    /// Writes `bytes` to standard output (the command's product).
    static func write(_ bytes: Data) throws(StandardOutputError) {
        if let code = writeAll(bytes, to: STDOUT_FILENO) { throw StandardOutputError(code: code) }
    }

    /// Writes `line` and a newline to standard output when it can: a report on a product that went
    /// elsewhere, lost (without changing the exit status) when standard output does not take it.
    static func note(_ line: String) {
        _ = writeAll(Data((line + "\n").utf8), to: STDOUT_FILENO)
    }

    /// Writes `text` to standard error when it can; lost when standard error is closed or full.
    static func message(_ text: String, terminator: String = "\n") {
        _ = writeAll(Data((text + terminator).utf8), to: STDERR_FILENO)
    }

    /// Everything on standard input, or a runtime error naming the system's reason (e.g. a closed
    /// standard input: "Bad file descriptor").
    static func readStandardInput(limit: Int = .max, limitOption: String = "") throws -> Data {
        try readAll(STDIN_FILENO, name: "standard input", limit: limit, limitOption: limitOption)
    }

    /// Everything `descriptor` gives until its end (a pipe, a terminal, a file), at most `limit`
    /// bytes: more is an error naming `limitOption`, so `/dev/zero` or an endless writer cannot
    /// fill memory.
    static func readAll(_ descriptor: Int32, name: String, limit: Int, limitOption: String) throws -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                guard data.count + count <= limit else {
                    throw RuntimeError("\(name) gives more than \(limit) bytes, the most read under \(limitOption) (raise it)")
                }
                data.append(contentsOf: buffer[..<count])
            } else if count == 0 {
                return data
            } else if errno == EINTR {
                continue
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                wait(for: Int16(POLLIN), on: descriptor)
            } else {
                throw RuntimeError("cannot read \(name): \(String(cString: strerror(errno)))")
            }
        }
    }

    /// Ends the process for a failed write of the product: quietly with 141 when the reader has
    /// gone, else with `error: …` on standard error (if it works) and status 1.
    static func exit(after error: StandardOutputError) -> Never {
        if !error.isBrokenPipe { message("error: \(error)") }
        Foundation.exit(error.isBrokenPipe ? brokenPipeStatus : 1)
    }

    /// Writes all of `bytes` to `descriptor` (retrying partial writes, EINTR, and EAGAIN on a
    /// non-blocking descriptor); nil on success, else the errno of the failure.
    private static func writeAll(_ bytes: Data, to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int32? in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                let count = systemWrite(descriptor, base + offset, buffer.count - offset)
                if count > 0 {
                    offset += count
                } else if count == 0 {
                    return EIO
                } else if errno == EINTR {
                    continue
                } else if errno == EAGAIN || errno == EWOULDBLOCK {
                    wait(for: Int16(POLLOUT), on: descriptor)
                } else {
                    return errno
                }
            }
            return nil
        }
    }

    /// Blocks until `descriptor` is ready for `events` (or reports an error the next call will see).
    private static func wait(for events: Int16, on descriptor: Int32) {
        var request = pollfd(fd: descriptor, events: events, revents: 0)
        _ = poll(&request, 1, -1)
    }
}

/// Standard output did not take the command's product (see ``Console``).
struct StandardOutputError: Error, CustomStringConvertible {
    /// The errno of the failed write.
    var code: Int32
    /// The reader closed the pipe (EPIPE).
    var isBrokenPipe: Bool { code == EPIPE }
    var description: String { "cannot write to standard output: \(String(cString: strerror(code)))" }
}
