import Foundation
import Testing
import Zoetrope

/// Extreme numbers on the command line are checked, never a trap (a Double → Int conversion out
/// of range): a usage error (64) with one `error:` line, or a normal run; and frame lists are lazy,
/// so a day at 10 000 fps starts at once.
@Suite struct ExtremeOptionCommandLineTests {
    static let extremes: [[String]] = [
        ["--time", "1.6e17"], ["--time", "1e308"], ["--time", "-1e308"], ["--time", "nan"], ["--time", "inf"],
        ["--fps", "1e308"], ["--fps", "0"], ["--fps", "nan"], ["--duration", "1e308"], ["--duration", "inf"],
        ["--scale", "1e308"], ["--scale", "1e-308"], ["--scale", "nan"],
        ["--size", "99999999999999999999x5"], ["--size", "16384x16385"], ["--size", "9223372036854775807x9223372036854775807"],
        ["--size", "-5x5"], ["--threads", "9223372036854775807"], ["--threads", "-1"], ["--samples", "9223372036854775807"],
        ["--frames", "0..<99999999999999999999"], ["--frames", "9223372036854775806..<9223372036854775807"], ["--frames", "5..<2"],
        ["--param", "n=1e308"], ["--param", "n=-inf"], ["--param", "n=nan"], ["--param", "n=99999999999999999999"],
        ["--max-memory", "1e308"], ["--max-memory", "99999999999T"], ["--max-points", "99999999999999999999"],
    ]

    @Test(arguments: Self.extremes)
    func extremeNumbersAreUsageErrors(option: [String]) throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CommandLineRunner.run(["render", "flower", "--size", "8x8", "--backend", "cpu", "--out", directory.path] + option)
        #expect(result.status == 64, "\(option): \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").filter { $0.hasPrefix("error: ") }.count == 1, "\(result.stderr)")
    }

    /// Frame 864 000 000 of a day at 10 000 fps, alone: the plan is never listed. Bounded by
    /// memory, not time: under a 3 GB address-space limit a listed plan (864 million frames) could
    /// not be built; the time limit only stops a hang.
    @Test func theLastFrameOfADayRendersAlone() async throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await HostileProcess.run(["render", "flower", "--size", "8x8", "--fps", "10000", "--time", "86400",
                                                   "--backend", "cpu", "--out", directory.path], timeout: 300)
        #expect(result.status == 0 && !result.crashed, "\(result)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["flower_864000000.png"])
    }

    /// `--duration 86400 --fps 10000` (864 000 001 frames) writes its first frame while it runs, under
    /// a 3 GB address-space limit (a plan listed up front could not be built within it): frames
    /// come one at a time, the plan is never listed. Waits until the first frame is there, the
    /// child ends, or a hang guard's 5 minutes pass.
    @Test func aDayAt10000FpsStartsAtOnce() async throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = directory.appendingPathComponent("flower_00000.png").path
        let child = try HostileProcess.start(["render", "flower", "--size", "8x8", "--fps", "10000", "--duration", "86400",
                                              "--backend", "cpu", "--out", directory.path])
        var running = true, status: Int32 = 0
        while !FileManager.default.fileExists(atPath: first) && Date().timeIntervalSince(child.started) < 300 {
            if waitpid(child.pid, &status, WNOHANG) == child.pid { running = false; break }
            try? await Task.sleep(nanoseconds: 50_000_000)
        }
        #expect(FileManager.default.fileExists(atPath: first))
        if running {
            let killed = await child.kill()
            #expect(killed.signaled && killed.status == SIGKILL, "it ended on its own: \(killed)")
        } else {
            let ended = await child.wait(timeout: .infinity)   // reaped already: only collects its output
            Issue.record("the render ended (wait status \(status)) before it was stopped; stderr: \(ended.stderr.prefix(600))")
        }
    }
}
