import Foundation
import Testing

/// `zoetrope doctor` says first how many CPUs rendering will use and why (``AvailableCPUs``): pinned
/// with `taskset -c 0` it is 1, and `SLURM_CPUS_PER_TASK` is obeyed or ignored with its reason.
@Suite struct DoctorCPUCommandLineTests {
    static let taskset = "/usr/bin/taskset"

    /// The first line of `zoetrope doctor` run with `environment`.
    private func cpuLine(_ environment: [String: String] = [:]) throws -> String {
        let result = try CommandLineRunner.run(["doctor"], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        return String(result.stdout.split(separator: "\n").first ?? "")
    }

    @Test func doctorPrintsTheCPULine() throws {
        let line = try cpuLine()
        #expect(line.hasPrefix("CPUs: "), "\(line)")
        #expect(line.contains("--threads 0 runs "), "\(line)")
    }

    @Test func slurmCPUsPerTaskIsObeyedOrIgnoredWithItsReason() throws {
        let one = try cpuLine(["SLURM_CPUS_PER_TASK": "1"])
        #expect(one.hasPrefix("CPUs: 1 of "), "\(one)")
        #expect(one.contains("SLURM_CPUS_PER_TASK=1"), "\(one)")
        #expect(one.hasSuffix("--threads 0 runs 1 rasterizer thread"), "\(one)")
        let garbage = try cpuLine(["SLURM_CPUS_PER_TASK": "-1"])
        #expect(garbage.contains("ignored: SLURM_CPUS_PER_TASK=\"-1\" (not a whole number in 1…4096)"), "\(garbage)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: taskset),
                   "taskset (util-linux) is not installed at /usr/bin/taskset"))
    func pinnedToOneCPUDoctorSaysOne() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.taskset)
        process.arguments = ["-c", "0", CommandLineRunner.executable.path, "doctor"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let line = String(stdout.split(separator: "\n").first ?? "")
        #expect(line.hasPrefix("CPUs: 1 of "), "\(line)")
        #expect(line.hasSuffix("--threads 0 runs 1 rasterizer thread"), "\(line)")
        if ProcessInfo.processInfo.processorCount > 1 {
            #expect(line.contains("affinity mask allows 1 of"), "\(line)")
        }
    }
}
