import Foundation
import Testing
import Zoetrope

/// Same input → same bytes: `zoetrope render` run twice, and with --threads 1 vs 2 (and the
/// default, one per core), writes byte-identical PNG files.
@Suite struct RenderDeterminismTests {
    /// The bytes of every file `zoetrope render ARGS --threads THREADS` writes, by name.
    func renderedFiles(_ arguments: [String], threads: String) throws -> [String: Data] {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var extra = ["--out", directory.path]
        if !threads.isEmpty { extra += ["--threads", threads] }
        let result = try CommandLineRunner.run(["render"] + arguments + extra)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            files[name] = try Data(contentsOf: directory.appendingPathComponent(name))
        }
        return files
    }

    @Test(arguments: [
        ["flower", "--size", "96x96", "--frames", "100..<102", "--param", "n=24"],   // many crossings
        ["flip", "--size", "64x48", "--time", "0.4"],                                  // perspective, images
        ["clock", "--size", "64x64", "--time", "1.5", "--scale", "1.5"],
    ])
    func sameBytesEveryRunAndThreadCount(arguments: [String]) throws {
        let first = try renderedFiles(arguments, threads: "1")
        #expect(!first.isEmpty)
        let second = try renderedFiles(arguments, threads: "1")
        let twoThreads = try renderedFiles(arguments, threads: "2")
        let defaultThreads = try renderedFiles(arguments, threads: "")
        #expect(Set(first.keys) == Set(second.keys) && Set(first.keys) == Set(twoThreads.keys))
        for (name, bytes) in first {
            #expect(second[name] == bytes, "\(name) differs between two runs")
            #expect(twoThreads[name] == bytes, "\(name) differs between --threads 1 and 2")
            #expect(defaultThreads[name] == bytes, "\(name) differs between --threads 1 and the default")
        }
    }
}
