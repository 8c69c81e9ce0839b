import CProcessControl
import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A child process (ffmpeg, ffprobe) that cannot hang or outlive Zoetrope, however it behaves:
///
/// - it runs in a process group of its own, started from ``SpawnThread`` with
///   `PR_SET_PDEATHSIG`, so it is killed when Zoetrope dies (SIGKILL included), and its group is
///   killed on SIGINT, SIGTERM or SIGHUP (see `CProcessControl`) and when it ends (a grandchild that
///   kept its pipes open goes with it);
/// - its standard output and error are read to their end on threads of their own, with bounded
///   memory (``ChildOutput``);
/// - a watchdog (``watch(seconds:progress:reason:)``) kills its group when it makes no progress, or
///   runs past a limit; ``stopReason`` then says why.
///
/// ```swift
/// let child = try ChildProcess(ffmpeg, ["-i", "pipe:0", "out.mp4"], input: true)
/// child.watch(seconds: 60, progress: { child.inputBytes }, reason: "stopped reading frames")
/// _ = child.writeInput(bytes)
/// child.closeInput()
/// child.waitForExit()
/// print(child.status, child.errors.lines)
/// ```
final class ChildProcess: @unchecked Sendable {
    let executable: URL
    let pid: pid_t
    /// Standard output and standard error, as they are being read.
    let output: ChildOutput
    let errors: ChildOutput

    private let lock = NSLock()
    private var input: Int32
    private var written = 0
    private var rawStatus: Int32?
    private var reason: String?
    private var watchdog: DispatchSourceTimer?
    private let exited = DispatchSemaphore(value: 0)

    /// Starts `executable arguments…`; with `input`, its standard input is a pipe fed by
    /// ``writeInput(_:)``, else /dev/null.
    ///
    /// - Throws: ``FrameOutputError/ffmpegFailed(_:)`` saying why it could not start.
    init(_ executable: URL, _ arguments: [String], input wantsInput: Bool) throws(FrameOutputError) {
        self.executable = executable
        var inPipe: [Int32] = [-1, -1], outPipe: [Int32] = [-1, -1], errPipe: [Int32] = [-1, -1]
        let cannotStart = { (reason: String) in FrameOutputError.ffmpegFailed("cannot start \(executable.path): \(reason)") }
        func closeAll() { for fd in inPipe + outPipe + errPipe where fd >= 0 { close(fd) } }
        for code in [wantsInput ? zt_pipe(&inPipe) : Self.openNull(&inPipe), zt_pipe(&outPipe), zt_pipe(&errPipe)] where code != 0 {
            closeAll()
            throw cannotStart(String(cString: strerror(code)))
        }
        let started = SpawnThread.shared.spawn(executable.path, [executable.lastPathComponent] + arguments,
                                               input: inPipe[0], output: outPipe[1], errors: errPipe[1])
        for fd in [inPipe[0], outPipe[1], errPipe[1]] { close(fd) }
        guard case .success(let pid) = started else {
            for fd in [inPipe[1], outPipe[0], errPipe[0]] where fd >= 0 { close(fd) }
            if case .failure(let error) = started { throw cannotStart(String(cString: strerror(error.code.rawValue))) }
            throw cannotStart("unknown error")
        }
        _ = zt_guard_process_group(pid)
        self.pid = pid
        input = wantsInput ? inPipe[1] : -1
        output = ChildOutput(descriptor: outPipe[0])
        errors = ChildOutput(descriptor: errPipe[0])
        if wantsInput {
            // A larger pipe (up to the system's pipe-max-size, 1 MiB by default) means fewer
            // wake-ups per 4 MiB frame; the default 64 KiB is kept where the call is refused.
            #if os(Linux)
            let setPipeSize: Int32 = 1031   // F_SETPIPE_SZ (F_LINUX_SPECIFIC_BASE + 7), not exported to Swift
            _ = fcntl(inPipe[1], setPipeSize, Int32(1 << 20))
            #endif
        }
        let thread = Thread { [self] in
            let status = zt_wait_and_end_group(pid)
            zt_unguard_process_group(pid)
            lock.withLock {
                rawStatus = status
                watchdog?.cancel()
                watchdog = nil
            }
            exited.signal()
        }
        thread.name = "zoetrope.child-wait"
        thread.stackSize = 1 << 18
        thread.start()
    }

    /// A child dropped while it runs is killed with its group.
    deinit {
        closeInput()
        if lock.withLock({ rawStatus == nil }) { kill(-pid, SIGKILL) }
        lock.withLock { watchdog?.cancel() }
    }

    /// A /dev/null read end as a "pipe" (the write end -1).
    private static func openNull(_ fds: inout [Int32]) -> Int32 {
        let fd = open("/dev/null", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return errno }
        fds = [fd, -1]
        return 0
    }

    /// Bytes the child has taken from its standard input so far.
    var inputBytes: Int { lock.withLock { written } }

    /// Writes all of `bytes` to the child's standard input, in pieces of at most 1 MiB (each one
    /// progress the watchdog sees). Returns nil, or the errno of the failed write (`EPIPE`: the
    /// child closed its input or died; `EBADF`: the input was closed).
    func writeInput(_ bytes: UnsafeRawBufferPointer) -> Int32? {
        guard let fd = lock.withLock({ input >= 0 ? input : nil }) else { return EBADF }
        var offset = 0
        while offset < bytes.count, let base = bytes.baseAddress {
            let count = write(fd, base + offset, min(bytes.count - offset, 1 << 20))
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += count
            lock.withLock { written += count }
        }
        return nil
    }

    /// Closes the child's standard input (its end of stream). Idempotent.
    func closeInput() {
        let fd = lock.withLock { () -> Int32 in
            defer { input = -1 }
            return input
        }
        if fd >= 0 { close(fd) }
    }

    /// Arms the watchdog (replacing an earlier one): the child's group is killed, with `reason()`
    /// as ``stopReason``, once `seconds` pass without `progress()` changing (without `progress`:
    /// once `seconds` pass).
    func watch(seconds: Double, progress: (@Sendable () -> Int)? = nil, reason: @escaping @Sendable () -> String) {
        let interval = min(max(seconds / 20, 0.02), 1)
        let timer = DispatchSource.makeTimerSource(queue: .global())
        let state = WatchState(value: progress?() ?? 0)
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler { [weak self] in
            guard let self else { return }
            let now = DispatchTime.now().uptimeNanoseconds
            if let progress {
                let value = progress()
                if value != state.value {
                    state.value = value
                    state.since = now
                }
            }
            if Double(now - state.since) / 1e9 >= seconds {
                stop(because: reason())
                timer.cancel()
            }
        }
        let replaced = lock.withLock { () -> DispatchSourceTimer? in
            defer { watchdog = rawStatus == nil ? timer : nil }
            return watchdog
        }
        replaced?.cancel()
        if lock.withLock({ watchdog.map { $0 as AnyObject } === timer as AnyObject }) { timer.resume() }
    }

    /// Kills the child's process group; ``stopReason`` becomes `reason` (the first one given).
    func stop(because reason: String) {
        let running = lock.withLock { () -> Bool in
            if self.reason == nil, rawStatus == nil { self.reason = reason }
            return rawStatus == nil
        }
        if running { kill(-pid, SIGKILL) }
    }

    /// Why Zoetrope stopped the child (nil: it was not stopped).
    var stopReason: String? { lock.withLock { reason } }

    /// Waits until the child has ended, then (up to 2 s more) until its output was read.
    func waitForExit() {
        exited.wait()
        exited.signal()
        output.wait(upTo: 2)
        errors.wait(upTo: 2)
    }

    /// Waits up to `seconds` for the child to end; whether it did.
    func waitForExit(timeout seconds: Double) -> Bool {
        guard exited.wait(timeout: .now() + seconds) == .success else { return false }
        exited.signal()
        output.wait(upTo: 2)
        errors.wait(upTo: 2)
        return true
    }

    /// Whether the child has ended.
    var hasExited: Bool { lock.withLock { rawStatus != nil } }

    /// The exit status, or 128 + the signal that ended it (after ``waitForExit()``).
    var status: Int32 {
        guard let raw = lock.withLock({ rawStatus }), raw >= 0 else { return 127 }
        return raw & 0x7F != 0 ? 128 + (raw & 0x7F) : (raw >> 8) & 0xFF
    }

    /// "exit status 1", "killed by signal 9" (after ``waitForExit()``).
    var exitDescription: String {
        guard let raw = lock.withLock({ rawStatus }), raw >= 0 else { return "status unknown" }
        return raw & 0x7F != 0 ? "killed by signal \(raw & 0x7F)" : "exit status \((raw >> 8) & 0xFF)"
    }

    /// What a one-shot run gave.
    struct Answer {
        var status: Int32
        /// The first MiB of standard output.
        var output: Data
        /// The first MiB and the last lines of standard error.
        var errorHead: Data
        var errorLines: [String]
        /// Set when the run was stopped for taking longer than its limit, or could not start.
        var failure: String?
    }

    /// Runs `executable arguments…` with no input, killed (with its group) when it runs longer than
    /// `limit` seconds; its status, the start of its standard output and the end of its standard error.
    static func run(_ executable: URL, _ arguments: [String], limit: Double) -> Answer {
        let child: ChildProcess
        do { child = try ChildProcess(executable, arguments, input: false) } catch {
            return Answer(status: 127, output: Data(), errorHead: Data(), errorLines: [], failure: error.description)
        }
        child.watch(seconds: limit) { "did not finish within \(FFmpegTool.seconds(limit))" }
        child.waitForExit()
        return Answer(status: child.status, output: child.output.bytes, errorHead: child.errors.bytes, errorLines: child.errors.lines,
                      failure: child.stopReason)
    }
}

/// The watchdog's last progress value and when it changed.
private final class WatchState: @unchecked Sendable {
    var value: Int
    var since = DispatchTime.now().uptimeNanoseconds
    init(value: Int) { self.value = value }
}
