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

    /// Frame 864 000 000 of a day at 10 000 fps, alone: the plan is never listed.
    @Test func theLastFrameOfADayRendersAtOnce() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let start = Date()
        let result = try CommandLineRunner.run(["render", "flower", "--size", "8x8", "--fps", "10000", "--time", "86400",
                                                "--backend", "cpu", "--out", directory.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("flower_864000000.png").path))
        #expect(Date().timeIntervalSince(start) < 10)
    }

    /// `--duration 86400 --fps 10000` (864 000 001 frames) writes its first frame within seconds.
    @Test func aDayAt10000FpsStartsAtOnce() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let process = Process()
        process.executableURL = CommandLineRunner.executable
        process.arguments = ["render", "flower", "--size", "8x8", "--fps", "10000", "--duration", "86400", "--backend", "cpu",
                             "--out", directory.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // SIGKILL: a child of the test runner may inherit a signal mask that blocks SIGTERM.
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) }; process.waitUntilExit() }
        let first = directory.appendingPathComponent("flower_00000.png").path
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: first) && Date() < deadline && process.isRunning {
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(FileManager.default.fileExists(atPath: first))
        #expect(process.isRunning)
    }
}
