import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `deploy/slurm/local-cluster.sh stop` stops only the daemons its `start` started: a process named
/// like a daemon that it did not start is left alone, as is a recorded pid that now belongs to
/// another program; a recorded daemon is stopped. (Stand-ins: copies of `sleep` named `munged`,
/// `slurmd`; the state folder is a temporary one, so no real daemon is touched.)
@Suite struct LocalClusterScriptTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("deploy/slurm/local-cluster.sh")

    /// A copy of `sleep` named `name` in `directory`, running, with no signal blocked (a child of
    /// the test runner would inherit its blocked signals): its pid.
    static func standIn(_ name: String, in directory: URL) throws -> pid_t {
        let copy = directory.appendingPathComponent(name)
        if !FileManager.default.fileExists(atPath: copy.path) { try FileManager.default.copyItem(atPath: "/bin/sleep", toPath: copy.path) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let argv: [String] = [copy.path, "1000"]
        let arguments = argv.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        var pid: pid_t = 0
        let error = posix_spawn(&pid, copy.path, nil, &attributes, arguments, environ)
        guard error == 0 else { throw POSIXError(POSIXErrorCode(rawValue: error) ?? .EIO) }
        return pid
    }

    /// Whether `pid` still runs (reaping it if it ended).
    static func alive(_ pid: pid_t) -> Bool {
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == 0
    }

    @Test func stopLeavesAloneWhatStartDidNotStart() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cluster-\(UUID().uuidString)")
        let state = directory.appendingPathComponent("state")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let foreign = try Self.standIn("munged", in: directory)   // running, never recorded
        let recorded = try Self.standIn("slurmd", in: directory)  // recorded as started
        let impostor = try Self.standIn("sleepy", in: directory)  // a recorded pid now another program's
        defer { for pid in [foreign, recorded, impostor] { kill(pid, SIGKILL); var s: Int32 = 0; waitpid(pid, &s, 0) } }
        try "\(recorded)\n".write(to: state.appendingPathComponent("slurmd.pid"), atomically: true, encoding: .utf8)
        try "\(impostor)\n".write(to: state.appendingPathComponent("slurmctld.pid"), atomically: true, encoding: .utf8)

        let stop = Process()
        stop.executableURL = URL(fileURLWithPath: "/bin/bash")
        stop.arguments = [Self.script.path, "stop"]
        stop.environment = ProcessInfo.processInfo.environment.merging(["ZOETROPE_CLUSTER_STATE": state.path]) { $1 }
        try stop.run()
        stop.waitUntilExit()
        #expect(stop.terminationStatus == 0)
        var status: Int32 = 0
        #expect(waitpid(recorded, &status, 0) == recorded, "the daemon start recorded is stopped")
        #expect(Self.alive(foreign), "a munged that start did not start is left alone")
        #expect(Self.alive(impostor), "a recorded pid now belonging to another program is left alone")
        #expect(try FileManager.default.contentsOfDirectory(atPath: state.path).isEmpty, "the records are removed")
    }
}
