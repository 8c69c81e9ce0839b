import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import Zoetrope

/// Runs the built `zoetrope` as a child under a virtual-memory limit (`ulimit -v`, through
/// `/bin/sh -c 'ulimit -v N; ulimit -t 900; exec "$0" "$@"'`), a CPU-time limit (so a child outlives
/// a crashed test process by minutes at most) and a wall-clock limit (SIGKILL when it runs out),
/// collecting its exit status or signal, its peak resident memory (VmHWM, sampled), and its output
/// (into files, so no pipe can fill and block it). The hostile command-line suites use it.
enum HostileProcess {
    /// 3,000,000 KiB of address space: far above what any bounded run needs (a 16384² canvas is 1 GiB).
    static let memoryLimitKiB = 3_000_000

    struct Result: CustomStringConvertible {
        /// The exit status, or the signal's number when ``signal`` is true.
        var status: Int32
        var signaled: Bool
        var timedOut: Bool
        var seconds: Double
        /// Peak resident set size in KiB (VmHWM, sampled every 5 ms).
        var peakKiB: Int
        var stdout: Data
        var stderr: String

        var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
        var errorLines: [String] { stderrLines.filter { $0.hasPrefix("error: ") } }
        /// Killed by a signal (the memory limit makes allocations fail: a trap or an abort), or by the timeout.
        var crashed: Bool { signaled || timedOut }

        var description: String {
            let end = timedOut ? "killed after the time limit" : signaled ? "killed by signal \(status)" : "exit \(status)"
            let text = stderr.count > 600 ? String(stderr.prefix(600)) + "…" : stderr
            return "\(end) after \(String(format: "%.2f", seconds)) s, peak \(peakKiB / 1024) MiB; stderr: \(text)"
        }
    }

    /// The child: `zoetrope arguments…`, standard input from /dev/null, under `memoryKiB` (nil: no limit).
    struct Child {
        let pid: pid_t
        let started: Date
        let outputs: URL

        /// Waits until the child ends or `timeout` seconds have passed since it started (then kills it),
        /// polling without holding a thread.
        func wait(timeout: Double) async -> Result {
            var status: Int32 = 0
            var timedOut = false
            var peak = 0
            while true {
                // The high-water mark of the child's own memory (ru_maxrss would start from this
                // process's size: a spawned child shares our memory until it execs).
                peak = max(peak, Self.highWaterKiB(of: pid) ?? 0)
                let done = waitpid(pid, &status, WNOHANG)
                if done == pid { break }
                if done == -1 && errno != EINTR { break }
                if Date().timeIntervalSince(started) > timeout && !timedOut {
                    timedOut = true
                    Glibc.kill(pid, SIGKILL)
                }
                try? await Task.sleep(nanoseconds: 5_000_000)
            }
            let seconds = Date().timeIntervalSince(started)
            let signaled = status & 0x7F != 0
            let code = signaled ? status & 0x7F : (status >> 8) & 0xFF
            let stdout = (try? Data(contentsOf: outputs.appendingPathComponent("stdout"))) ?? Data()
            let stderr = (try? Data(contentsOf: outputs.appendingPathComponent("stderr"))) ?? Data()
            try? FileManager.default.removeItem(at: outputs)
            return Result(status: code, signaled: signaled, timedOut: timedOut, seconds: seconds, peakKiB: peak,
                          stdout: stdout, stderr: String(decoding: stderr, as: UTF8.self))
        }

        /// VmHWM of /proc/PID/status: the peak resident memory of the process since it exec'd —
        /// read only once the process is `zoetrope` (between the spawn and the exec, and in the
        /// `ulimit` shell, it shares or inherits this test process's memory, gigabytes while the
        /// whole suite runs: a poll that landed there once failed a memory test).
        static func highWaterKiB(of pid: pid_t) -> Int? {
            guard let name = try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8),
                  name.hasPrefix(CommandLineRunner.executable.lastPathComponent.prefix(15)) else { return nil }
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                  let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        }

        /// SIGKILL now, then wait.
        func kill() async -> Result {
            Glibc.kill(pid, SIGKILL)
            return await wait(timeout: .infinity)
        }
    }

    /// The most CPU seconds a child may use (the longest hostile render takes a few).
    static let cpuSecondsLimit = 900

    static func start(_ arguments: [String], memoryKiB: Int? = memoryLimitKiB, environment: [String: String] = [:]) throws -> Child {
        let outputs = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
        // Through a shell that caps the child's address space (when asked) and its CPU time: a child
        // left running by a test process that crashed stops by itself (one once wrote 5 GB of frames).
        let limits = (memoryKiB.map { "ulimit -v \($0); " } ?? "") + "ulimit -t \(Self.cpuSecondsLimit); "
        let path = "/bin/sh"
        let argv = ["/bin/sh", "-c", limits + "exec \"$0\" \"$@\"", CommandLineRunner.executable.path] + arguments
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputs.appendingPathComponent("stdout").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, outputs.appendingPathComponent("stderr").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid: pid_t = 0
        let started = Date()
        // This process's environment, with `environment` replacing or adding variables.
        var variables = ProcessInfo.processInfo.environment
        variables.merge(environment) { $1 }
        let cEnvironment = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { cEnvironment.forEach { free($0) } }
        let error = posix_spawn(&pid, path, &actions, nil, cArguments, cEnvironment)
        guard error == 0 else { throw POSIXError(POSIXErrorCode(rawValue: error) ?? .EIO) }
        return Child(pid: pid, started: started, outputs: outputs)
    }

    /// Runs `zoetrope arguments…` to its end (killed after `timeout` seconds), once one of the
    /// ``slots`` is free.
    static func run(_ arguments: [String], memoryKiB: Int? = memoryLimitKiB, timeout: Double = 60,
                    environment: [String: String] = [:]) async throws -> Result {
        try await slots.withSlot { try await start(arguments, memoryKiB: memoryKiB, environment: environment).wait(timeout: timeout) }
    }

    /// At most three children at a time: the tests wait for them without holding one of the
    /// cooperative threads (two here), and two cores are not overcommitted so far that a child's
    /// time limit is spent waiting for a core.
    static let slots = Slots(3)

    actor Slots {
        private var free: Int
        private var waiting: [CheckedContinuation<Void, Never>] = []

        init(_ count: Int) { free = count }

        func withSlot<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
            if free > 0 { free -= 1 } else { await withCheckedContinuation { waiting.append($0) } }
            defer { if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() } }
            return try await body()
        }
    }

    /// The checks every hostile run shares: not killed (by the memory limit, a trap or the time
    /// limit), an exit status in `statuses`, exactly one `error:` line when it fails and none when
    /// it succeeds, and `out` (a PNG of `size` pixels) complete on success and absent on failure,
    /// with no temporary file left beside it. Returns the decoded picture on success.
    @discardableResult
    static func expectOutcome(_ result: Result, statuses: Set<Int32>, out: URL?, size: (Int, Int)?, _ label: String,
                              sourceLocation: SourceLocation = #_sourceLocation) -> Pixmap? {
        #expect(!result.crashed, "\(label): \(result)", sourceLocation: sourceLocation)
        #expect(!result.signaled && statuses.contains(result.status), "\(label): expected exit \(statuses.sorted()): \(result)",
                sourceLocation: sourceLocation)
        if result.crashed { return nil }
        if result.status == 0 {
            #expect(result.errorLines.isEmpty, "\(label): \(result)", sourceLocation: sourceLocation)
        } else {
            #expect(result.errorLines.count == 1, "\(label): one error line: \(result)", sourceLocation: sourceLocation)
        }
        guard let out else { return nil }
        // The folder is read, not assumed empty: an unreadable one fails the check.
        let folder = out.deletingLastPathComponent().path
        do {
            let siblings = try FileManager.default.contentsOfDirectory(atPath: folder)
            #expect(!siblings.contains { $0.hasSuffix(".tmp") }, "\(label): a temporary file was left: \(siblings)",
                    sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(label): cannot read \(folder) for leftovers: \(error)", sourceLocation: sourceLocation)
        }
        guard result.status == 0 else {
            #expect(!FileManager.default.fileExists(atPath: out.path), "\(label): output left after a failure", sourceLocation: sourceLocation)
            return nil
        }
        do {
            let pixmap = try PNGDecoder.decode(contentsOf: out)
            if let size { #expect(pixmap.width == size.0 && pixmap.height == size.1, "\(label)", sourceLocation: sourceLocation) }
            return pixmap
        } catch {
            Issue.record("\(label): exit 0 but \(out.lastPathComponent) does not decode: \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }
}
