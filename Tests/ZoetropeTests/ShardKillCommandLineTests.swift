import Foundation
import Testing
import ZoetropeTestSupport
import Zoetrope

/// SIGKILL at seeded random points of a farm render of video segments: a shard killed mid-render
/// and rerun (a requeued Slurm task, a retried pod), or `assemble` killed mid-join and rerun,
/// ends with the clean run's mp4, byte for byte (x264 is deterministic for the same input and
/// settings), no temporary file left, and never a final file that is not complete. A failure
/// names the seed that replays it (``seededPropertyCheck``).
@Suite(.serialized) struct ShardKillCommandLineTests {
    static func render(_ parts: URL, shard: Int) -> [String] {
        ["render", "flower", "--size", "64x64", "--fps", "30", "--frames", "0..<40", "--format", "mp4",
         "--out", parts.path, "--shard", "\(shard)/2"]
    }

    static func assemble(_ parts: URL, into file: URL) -> [String] { ["assemble", parts.path, "--out", file.path] }

    /// Renders both shards and assembles them; returns the mp4's bytes and how long each step took.
    static func cleanRun(in directory: URL) async throws -> (bytes: Data, shardSeconds: Double, assembleSeconds: Double) {
        let parts = directory.appendingPathComponent("parts"), file = directory.appendingPathComponent("flower.mp4")
        var shardSeconds = 0.0
        for shard in 0..<2 {
            let result = try await HostileProcess.run(render(parts, shard: shard), memoryKiB: nil)
            try #require(result.status == 0 && !result.signaled, "clean shard \(shard): \(result)")
            shardSeconds = max(shardSeconds, result.seconds)
        }
        let joined = try await HostileProcess.run(assemble(parts, into: file), memoryKiB: nil)
        try #require(joined.status == 0 && !joined.signaled, "clean assemble: \(joined)")
        return (try Data(contentsOf: file), shardSeconds, joined.seconds)
    }

    /// The temporary files in `directory` (throws when it cannot be read: not an empty folder).
    static func temporaryFiles(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
    }

    struct KillPoint: CustomStringConvertible, Sendable {
        var shard: Int
        /// The fraction of the clean run's time after which the kill comes.
        var fraction: Double
        var description: String { "shard \(shard) at \(Int(fraction * 100)) % of its time" }
    }

    @Test func aKilledShardRerunGivesTheSameVideo() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: VideoOutputCommandLineTests.ffmpeg), "ffmpeg is not installed: run ./zoetrope.sh deps")
        let reference = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: reference) }
        let clean = try await Self.cleanRun(in: reference)
        await seededPropertyCheck(seed: 0x5EA4_0000_0013, count: 3, draw: { rng in
            KillPoint(shard: Int.random(in: 0...1, using: &rng), fraction: Double.random(in: 0.05..<1.1, using: &rng))
        }) { point in
            let directory = try CommandLineRunner.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let parts = directory.appendingPathComponent("parts"), file = directory.appendingPathComponent("flower.mp4")
            _ = try await HostileProcess.run(Self.render(parts, shard: 1 - point.shard), memoryKiB: nil)
            let child = try HostileProcess.start(Self.render(parts, shard: point.shard), memoryKiB: nil)
            try? await Task.sleep(nanoseconds: UInt64(point.fraction * clean.shardSeconds * 1e9))
            let killed = await child.kill()
            #expect(killed.signaled ? killed.status == SIGKILL : killed.status == 0, "\(killed)")
            // Killed before its manifest: assemble names the shard and writes nothing.
            let early = try await HostileProcess.run(Self.assemble(parts, into: file), memoryKiB: nil)
            if early.status != 0 {
                #expect(early.stderr.contains("missing shards \(point.shard) of 2"), "\(early)")
                #expect(!FileManager.default.fileExists(atPath: file.path))
            }
            // The rerun (of both, as a requeued array does) completes it; the other shard is skipped.
            for shard in 0..<2 {
                let rerun = try await HostileProcess.run(Self.render(parts, shard: shard), memoryKiB: nil)
                #expect(rerun.status == 0, "rerun of shard \(shard): \(rerun)")
                if shard != point.shard { #expect(String(decoding: rerun.stdout, as: UTF8.self).contains("already complete"), "\(rerun)") }
            }
            try? FileManager.default.removeItem(at: file)
            let joined = try await HostileProcess.run(Self.assemble(parts, into: file), memoryKiB: nil)
            #expect(joined.status == 0, "\(joined)")
            #expect((try? Data(contentsOf: file)) == clean.bytes, "the video differs from the clean run's")
            let left = try Self.temporaryFiles(in: parts) + Self.temporaryFiles(in: directory)
            #expect(left.isEmpty, "temporary files left: \(left)")
        }
    }

    @Test func aKilledAssembleLeavesNothingOrTheWholeFile() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: VideoOutputCommandLineTests.ffmpeg), "ffmpeg is not installed: run ./zoetrope.sh deps")
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let clean = try await Self.cleanRun(in: directory)
        let parts = directory.appendingPathComponent("parts")
        await seededPropertyCheck(seed: 0x5EA4_A55E_0013, count: 3, draw: { rng in Double.random(in: 0..<1.2, using: &rng) }) { fraction in
            let file = directory.appendingPathComponent("again.mp4")
            try? FileManager.default.removeItem(at: file)
            let child = try HostileProcess.start(Self.assemble(parts, into: file), memoryKiB: nil)
            try? await Task.sleep(nanoseconds: UInt64(fraction * clean.assembleSeconds * 1e9))
            _ = await child.kill()
            if FileManager.default.fileExists(atPath: file.path) {
                #expect(try Data(contentsOf: file) == clean.bytes, "a killed assemble left a file that is not the video")
            }
            let rerun = try await HostileProcess.run(Self.assemble(parts, into: file), memoryKiB: nil)
            #expect(rerun.status == 0, "\(rerun)")
            #expect((try? Data(contentsOf: file)) == clean.bytes)
            // The killed run's hidden files are gone once ffmpeg, which outlives it, has finished.
            var left = try Self.temporaryFiles(in: directory)
            for _ in 0..<40 where !left.isEmpty {
                try? await Task.sleep(nanoseconds: 50_000_000)
                _ = try await HostileProcess.run(Self.assemble(parts, into: file), memoryKiB: nil)
                left = try Self.temporaryFiles(in: directory)
            }
            #expect(left.isEmpty, "temporary files left: \(left)")
        }
    }
}
