import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What a child process writes to one pipe, read to its end on a thread of its own so the pipe
/// never fills up and blocks the child, with bounded memory whatever the child writes: the first
/// ``keptBytes`` bytes as they came (an answer such as `-encoders`' list), and the last
/// ``keptLines`` lines (each cut to ``lineBytes``) for an error message. The rest is read and dropped.
///
/// ```swift
/// let errors = ChildOutput(descriptor: pipeReadEnd)   // starts reading
/// errors.wait(upTo: 2)
/// print(errors.lines.joined(separator: "\n"))
/// ```
final class ChildOutput: @unchecked Sendable {
    /// Bytes kept from the start of the stream.
    static let keptBytes = 1 << 20
    /// Lines kept from the end of the stream.
    static let keptLines = 40
    /// The longest line kept (longer lines are cut, with "…").
    static let lineBytes = 2_000

    private let descriptor: Int32
    private let lock = NSLock()
    private var head: [UInt8] = []
    private var tail: [String] = []
    private var partial: [UInt8] = []
    private var partialCut = false
    private var total = 0
    private var stopped = false
    private let done = DispatchSemaphore(value: 0)
    private var finished = false

    /// Starts reading `descriptor` (which this object closes when done).
    init(descriptor: Int32) {
        self.descriptor = descriptor
        let thread = Thread { [self] in readToEnd() }
        thread.name = "zoetrope.child-output"
        thread.stackSize = 1 << 18
        thread.start()
    }

    /// The first bytes the child wrote (at most ``keptBytes``).
    var bytes: Data { lock.withLock { Data(head) } }
    /// The last lines the child wrote (at most ``keptLines``), the unterminated last one included.
    var lines: [String] {
        lock.withLock {
            var lines = tail
            if !partial.isEmpty { lines.append(Self.line(partial, cut: partialCut)) }
            return Array(lines.suffix(Self.keptLines))
        }
    }
    /// How many bytes the child wrote in all.
    var byteCount: Int { lock.withLock { total } }

    /// Waits until the pipe reached its end, or `seconds` passed (then stops reading: a
    /// grandchild that kept the pipe open cannot hold the caller). Whether the end was reached.
    @discardableResult
    func wait(upTo seconds: Double) -> Bool {
        if lock.withLock({ finished }) { return true }
        if done.wait(timeout: .now() + seconds) == .success {
            done.signal()
            return true
        }
        lock.withLock { stopped = true }
        return false
    }

    private func readToEnd() {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while !lock.withLock({ stopped }) {
            let ready = poll(&poller, 1, 100)
            if ready < 0 && errno != EINTR { break }
            if ready <= 0 { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            if count <= 0 { break }
            lock.withLock { take(buffer[..<count]) }
        }
        close(descriptor)
        lock.withLock { finished = true }
        done.signal()
    }

    /// Keeps what fits of `chunk` (called under `lock`).
    private func take(_ chunk: ArraySlice<UInt8>) {
        total += chunk.count
        if head.count < Self.keptBytes { head += chunk.prefix(Self.keptBytes - head.count) }
        var rest = chunk[...]
        while let newline = rest.firstIndex(of: UInt8(ascii: "\n")) {
            append(rest[rest.startIndex..<newline])
            tail.append(Self.line(partial, cut: partialCut))
            partial = []
            partialCut = false
            rest = rest[(newline + 1)...]
        }
        append(rest)
        if tail.count > 2 * Self.keptLines { tail.removeFirst(tail.count - Self.keptLines) }
    }

    private func append(_ piece: ArraySlice<UInt8>) {
        let room = Self.lineBytes - partial.count
        if piece.count > room { partialCut = true }
        partial += piece.prefix(max(room, 0))
    }

    private static func line(_ bytes: [UInt8], cut: Bool) -> String {
        String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) + (cut ? "…" : "")
    }
}
