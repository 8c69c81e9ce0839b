import Foundation
import PNGCodec
import RenderCommands
import Testing
import ZoetropeTestSupport

/// Sharded renders: the shards of a render, in any order, write exactly the full render's PNG
/// files, byte for byte; the shard comes from `--shard` or the scheduler's environment.
@Suite struct ShardCommandLineTests {
    static let scene = ["render", "clock", "--size", "32x32", "--frames", "0..<11", "--fps", "10"]

    /// The PNG frames in `directory` by name (shard manifests left out).
    static func files(_ directory: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".png") {
            result[name] = try Data(contentsOf: directory.appendingPathComponent(name))
        }
        return result
    }

    static func full(in directory: URL) throws -> [String: Data] {
        let result = try CommandLineRunner.run(scene + ["--out", "full"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        return try files(directory.appendingPathComponent("full"))
    }

    @Test func shardsInAnyOrderMakeTheFullRender() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let full = try Self.full(in: directory)
        #expect(full.count == 11)
        for index in [2, 0, 3, 1] {
            let result = try CommandLineRunner.run(Self.scene + ["--out", "parts", "--shard", "\(index)/4"], in: directory)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("shard \(index) of 4: frames"))
        }
        #expect(try Self.files(directory.appendingPathComponent("parts")) == full)
    }

    @Test(arguments: [
        ["ZOETROPE_SHARD_INDEX": "1", "ZOETROPE_SHARD_COUNT": "3"],
        ["JOB_COMPLETION_INDEX": "1", "ZOETROPE_SHARD_COUNT": "3"],
        ["SLURM_ARRAY_TASK_ID": "1", "ZOETROPE_SHARD_COUNT": "3"],
        ["SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_MAX": "2"],
    ])
    func theSchedulersEnvironmentPicksTheShard(environment: [String: String]) throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let full = try Self.full(in: directory)
        let result = try CommandLineRunner.run(Self.scene + ["--out", "part"], in: directory, environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        // Shard 1 of 3 of 11 frames: [⌊11/3⌋, ⌊22/3⌋) = 3..<7.
        let expected = full.filter { name, _ in (3..<7).contains(Int(name.dropFirst(6).prefix(5))!) }
        #expect(try Self.files(directory.appendingPathComponent("part")) == expected, "\(environment)")
    }

    @Test(arguments: [
        (["--shard", "4/4"], [String: String](), "shard 4 of 4 does not exist"),
        (["--shard", "x"], [:], "--shard"),
        ([String](), ["JOB_COMPLETION_INDEX": "2"], "ZOETROPE_SHARD_COUNT"),
        ([String](), ["SLURM_ARRAY_TASK_ID": "2"], "ZOETROPE_SHARD_COUNT"),
        (["--shard", "0/2", "--format", "mp4", "--out", "x.mp4"], [:], "--format mp4 --out DIR"),
        (["--shard", "0/9223372036854775807", "--shard-mode", "strided"], [:], "does not exist"),
        (["--shard", "0/2", "--format", "raw", "--out", "f.rgba"], [:], "a sharded raw stream goes to standard output"),
        ([String](), ["SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_MAX": "5",
                      "SLURM_ARRAY_TASK_COUNT": "2"], "ZOETROPE_SHARD_COUNT"),
        // Was a trap (maximum + 1 overflowed): now a whole number out of range.
        ([String](), ["SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_MAX": "9223372036854775807"],
         "SLURM_ARRAY_TASK_MAX=\"9223372036854775807\" is not a whole number in 0 … 999999"),
        ([String](), ["ZOETROPE_SHARD_INDEX": "0", "ZOETROPE_SHARD_COUNT": "-9223372036854775808"], "ZOETROPE_SHARD_COUNT="),
    ])
    func badShardsAreUsageErrors(arguments: [String], environment: [String: String], message: String) throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = arguments.contains("--out") ? [] : ["--out", "part"]
        let result = try CommandLineRunner.run(Self.scene + arguments + out, in: directory, environment: environment)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func moreShardsThanFramesLeavesTheExtraOnesEmpty() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CommandLineRunner.run(Self.scene + ["--out", "part", "--shard", "0/20"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("has no frames"), "\(result.stdout)")
    }

    /// The farm's last step: `assemble` joins the shards' PNG frames into one animated PNG whose
    /// frames are those files exactly.
    @Test func assembleJoinsTheShardsFrames() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for index in 0..<3 {
            let result = try CommandLineRunner.run(Self.scene + ["--out", "frames", "--shard", "\(index)/3"], in: directory)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let result = try CommandLineRunner.run(["assemble", "frames", "--fps", "10", "--out", "clock.png"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("11 frames assembled"), "\(result.stdout)")
        let apng = try APNGReader(bytes: [UInt8](try Data(contentsOf: directory.appendingPathComponent("clock.png"))))
        let frames = try (0..<11).map {
            try PNGDecoder.decode(contentsOf: directory.appendingPathComponent(String(format: "frames/clock_%05d.png", $0)))
        }
        #expect(apng.frames.map(\.image) == frames)
        #expect(apng.frames.allSatisfy { $0.delay == (1, 10) })
    }

    @Test func assembleListsMissingFramesAndWritesNothing() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A render without shards (no manifests) that lost frames 3…6.
        _ = try CommandLineRunner.run(Self.scene + ["--out", "frames"], in: directory)
        for index in 3..<7 {
            try FileManager.default.removeItem(at: directory.appendingPathComponent(String(format: "frames/clock_%05d.png", index)))
        }
        let result = try CommandLineRunner.run(["assemble", "frames", "--out", "clock.png"], in: directory)
        #expect(result.status == 1)
        #expect(result.stderr.contains("missing frames of clock in frames: 3..<7"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("clock.png").path))
    }

    @Test func assembleNeedsOneRenderPerDirectoryOrAName() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try CommandLineRunner.run(Self.scene + ["--out", "frames"], in: directory)
        _ = try CommandLineRunner.run(["render", "blob", "--size", "32x32", "--frames", "0..<2", "--out", "frames"], in: directory)
        let ambiguous = try CommandLineRunner.run(["assemble", "frames", "--out", "x.png"], in: directory)
        #expect(ambiguous.status == 1)
        #expect(ambiguous.stderr.contains("several renders (blob, clock): pick one with --name"), "\(ambiguous.stderr)")
        let named = try CommandLineRunner.run(["assemble", "frames", "--name", "blob", "--out", "x.png"], in: directory)
        #expect(named.status == 0, "\(named.stderr)")
        #expect(try APNGReader(bytes: [UInt8](try Data(contentsOf: directory.appendingPathComponent("x.png")))).frames.count == 2)
    }

    @Test func assembleRefusesTransparentFramesForMP4() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try CommandLineRunner.run(Self.scene + ["--out", "frames", "--background", "transparent"], in: directory)
        let result = try CommandLineRunner.run(["assemble", "frames", "--out", "x.mp4"], in: directory)
        #expect(result.status == 1)
        #expect(result.stderr.contains("has no alpha"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["frames"])
    }

    /// A shard's manifest: a rerun with the same options and intact files does nothing; a damaged
    /// frame makes the rerun render the shard again.
    @Test func aCompleteShardIsNotRenderedTwice() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = Self.scene + ["--out", "parts", "--shard", "1/2"]
        #expect(try CommandLineRunner.run(arguments, in: directory).status == 0)
        let manifest = directory.appendingPathComponent("parts/clock.shard-0001-of-0002.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: manifest)) as? [String: Any]
        #expect((json?["files"] as? [Any])?.count == 6)
        #expect((json?["jobHash"] as? String)?.hasPrefix("sha256:") == true)
        let again = try CommandLineRunner.run(arguments, in: directory)
        #expect(again.status == 0 && again.stdout.contains("already complete"), "\(again.stdout)")
        // Damage a frame: the shard is rendered again, and its frames are right again.
        let frame = directory.appendingPathComponent("parts/clock_00008.png")
        let original = try Data(contentsOf: frame)
        try Data(original.prefix(10)).write(to: frame)
        let repaired = try CommandLineRunner.run(arguments, in: directory)
        #expect(repaired.status == 0 && repaired.stdout.contains("6 frames rendered"), "\(repaired.stdout)")
        #expect(try Data(contentsOf: frame) == original)
        // Other options are another job: rendered again, not skipped.
        let other = try CommandLineRunner.run(arguments + ["--background", "black"], in: directory)
        #expect(other.stdout.contains("6 frames rendered"), "\(other.stdout)")
    }

    @Test func assembleFindsAMissingLastShardAndMixedJobs() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for index in 0..<2 {   // shard 2 of 3 (the last frames) never ran: no gap inside, but short
            _ = try CommandLineRunner.run(Self.scene + ["--out", "frames", "--shard", "\(index)/3"], in: directory)
        }
        let short = try CommandLineRunner.run(["assemble", "frames", "--out", "clock.png"], in: directory)
        #expect(short.status == 1)
        #expect(short.stderr.contains("missing shards 2 of 3"), "\(short.stderr)")
        _ = try CommandLineRunner.run(Self.scene + ["--out", "frames", "--shard", "2/3", "--background", "black"], in: directory)
        let mixed = try CommandLineRunner.run(["assemble", "frames", "--out", "clock.png"], in: directory)
        #expect(mixed.status == 1)
        #expect(mixed.stderr.contains("different options"), "\(mixed.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("clock.png").path))
    }

    @Test func assembleVerifyCatchesAChangedFrame() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for index in 0..<2 { _ = try CommandLineRunner.run(Self.scene + ["--out", "frames", "--shard", "\(index)/2"], in: directory) }
        // Same size, other bytes: a frame of another render copied over it.
        let frame = directory.appendingPathComponent("frames/clock_00004.png")
        var bytes = [UInt8](try Data(contentsOf: frame))
        bytes[bytes.count - 20] ^= 0xFF
        try Data(bytes).write(to: frame)
        let result = try CommandLineRunner.run(["assemble", "frames", "--verify", "--out", "clock.png"], in: directory)
        #expect(result.status == 1)
        #expect(result.stderr.contains("differ from their shard manifest") && result.stderr.contains("clock_00004.png"), "\(result.stderr)")
    }
}
