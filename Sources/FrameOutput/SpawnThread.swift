import CProcessControl
import Dispatch
import Foundation

/// The one thread every child process is started from, alive as long as this process: Linux's
/// `PR_SET_PDEATHSIG` (which kills a child when Zoetrope dies, even by SIGKILL) fires when the
/// *thread* that forked the child ends, so children must not be forked from a pool thread that
/// may retire while they run.
///
/// ```swift
/// let pid = try SpawnThread.shared.spawn("/usr/bin/ffmpeg", ["ffmpeg", "-version"], input: 0, output: 1, errors: 2)
/// ```
final class SpawnThread: @unchecked Sendable {
    static let shared = SpawnThread()

    private let lock = NSLock()
    private var requests: [() -> Void] = []
    private let pending = DispatchSemaphore(value: 0)

    private init() {
        let thread = Thread { [self] in
            while true {
                pending.wait()
                let request = lock.withLock { requests.removeFirst() }
                request()
            }
        }
        thread.name = "zoetrope.spawn"
        thread.stackSize = 1 << 18
        thread.start()
    }

    /// Starts `path` with `arguments` (argv, its name first) on the given descriptors, in a process
    /// group of its own; returns its pid or the errno of the failure.
    func spawn(_ path: String, _ arguments: [String], input: Int32, output: Int32, errors: Int32) -> Result<pid_t, POSIXError> {
        let answered = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: Result<pid_t, POSIXError> = .failure(POSIXError(.EIO))
        lock.withLock {
            requests.append {
                let argv = arguments.map { strdup($0) } + [nil]
                defer { argv.forEach { free($0) } }
                var pid: pid_t = 0
                let code = zt_spawn(path, argv, input, output, errors, &pid)
                result = code == 0 ? .success(pid) : .failure(POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO))
                answered.signal()
            }
        }
        pending.signal()
        answered.wait()
        return result
    }
}
