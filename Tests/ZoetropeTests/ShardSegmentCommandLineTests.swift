import Foundation
import PNGCodec
import Testing
import ZoetropeTestSupport

/// Shards that write video segments (`render --shard I/N --format mp4 --out DIR`) and `assemble`
/// joining them without re-encoding; strided shards; GIF shards falling back to PNG frames; and
/// the errors of a bad set of segments.
@Suite struct ShardSegmentCommandLineTests {
    static let scene = ["render", "blob", "--size", "64x48", "--frames", "0..<10", "--fps", "10"]

    static func run(_ arguments: [String], in directory: URL, status: Int32 = 0) throws -> CommandLineRunner.Result {
        let result = try CommandLineRunner.run(arguments, in: directory)
        #expect(result.status == status, "zoetrope \(arguments.joined(separator: " ")): \(result.stderr)")
        return result
    }

    /// Renders shards `order` of `count` into `parts` with `extra` options.
    static func shards(_ order: [Int], of count: Int, _ extra: [String], in directory: URL) throws {
        for index in order {
            _ = try run(scene + extra + ["--out", "parts", "--shard", "\(index)/\(count)"], in: directory)
        }
    }

    static func frameCount(_ file: URL) throws -> Int? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
        process.arguments = ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries", "stream=nb_read_frames",
                             "-of", "csv=p=0", file.path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func mp4SegmentsJoinIntoTheAnimation() throws {
        try #require(FileManager.default.isExecutableFile(atPath: VideoOutputCommandLineTests.ffmpeg), "ffmpeg is not installed: run ./zoetrope.sh deps")
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.shards([2, 0, 3, 1], of: 4, ["--format", "mp4"], in: directory)
        let parts = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("parts").path).sorted()
        #expect(parts == (0..<4).flatMap { ["blob.shard-000\($0)-of-0004.json", "blob.shard-000\($0)-of-0004.mp4"] })
        let joined = try Self.run(["assemble", "parts", "--out", "blob.mp4"], in: directory)
        #expect(joined.stdout.contains("4 segments (10 frames) joined without re-encoding"), "\(joined.stdout)")
        let file = directory.appendingPathComponent("blob.mp4")
        #expect(try Self.frameCount(file) == 10)
        // Frame by frame, the segments decode to the PNG frames as a whole mp4 does.
        let reference = try VideoOutputCommandLineTests.reference("white", in: directory)
        let decoded = try VideoOutputCommandLineTests.decode(file)
        #expect(decoded.count == 10)
        for (index, (frame, png)) in zip(decoded, reference).enumerated() {
            let psnr = VideoOutputCommandLineTests.psnr(frame, png)
            #expect(psnr >= 26, "frame \(index): \(psnr) dB")
        }
    }

    @Test func webmSegmentsKeepAlphaAndY4MSegmentsJoinExactly() throws {
        try #require(FileManager.default.isExecutableFile(atPath: VideoOutputCommandLineTests.ffmpeg), "ffmpeg is not installed: run ./zoetrope.sh deps")
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.shards([1, 0], of: 2, ["--format", "webm", "--background", "clear"], in: directory)
        _ = try Self.run(["assemble", "parts", "--out", "blob.webm"], in: directory)
        let webm = try VideoOutputCommandLineTests.decode(directory.appendingPathComponent("blob.webm"), decoder: ["-c:v", "libvpx-vp9"])
        #expect(webm.count == 10)
        #expect(webm.contains { frame in stride(from: 3, to: frame.count, by: 4).contains { frame[$0] < 128 } }, "no transparent pixel left")

        // y4m is raw 4:2:0: the joined frames are exactly the frames of one whole y4m.
        _ = try Self.run(Self.scene + ["--format", "y4m", "--out", "y4m", "--shard", "0/3"], in: directory)
        _ = try Self.run(Self.scene + ["--format", "y4m", "--out", "y4m", "--shard", "2/3"], in: directory)
        _ = try Self.run(Self.scene + ["--format", "y4m", "--out", "y4m", "--shard", "1/3"], in: directory)
        _ = try Self.run(["assemble", "y4m", "--out", "joined.y4m"], in: directory)
        _ = try Self.run(Self.scene + ["--out", "whole.y4m"], in: directory)
        let joined = try VideoOutputCommandLineTests.decode(directory.appendingPathComponent("joined.y4m"))
        let whole = try VideoOutputCommandLineTests.decode(directory.appendingPathComponent("whole.y4m"))
        #expect(joined.count == 10 && joined == whole)
    }

    @Test func stridedShardsMakeTheFullRenderAndRefuseVideo() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try Self.run(Self.scene + ["--out", "full"], in: directory)
        for index in [2, 0, 1] {
            let result = try Self.run(Self.scene + ["--out", "parts", "--shard", "\(index)/3", "--shard-mode", "strided"], in: directory)
            #expect(result.stderr.contains("shard \(index) of 3: frames \(index), \(index + 3), \(index + 6) …"), "\(result.stderr)")
        }
        // Shard 1 of 3 holds frames 1, 4, 7.
        let manifest = try String(contentsOf: directory.appendingPathComponent("parts/blob.shard-0001-of-0003.json"), encoding: .utf8)
        #expect(manifest.contains("\"mode\" : \"strided\"") && manifest.contains("blob_00004.png") && !manifest.contains("blob_00005.png"))
        #expect(try ShardCommandLineTests.files(directory.appendingPathComponent("parts"))
                == ShardCommandLineTests.files(directory.appendingPathComponent("full")))
        _ = try Self.run(["assemble", "parts", "--fps", "10", "--out", "blob.png"], in: directory)
        let refused = try Self.run(Self.scene + ["--format", "mp4", "--out", "v", "--shard", "0/2", "--shard-mode", "strided"],
                                   in: directory, status: 64)
        #expect(refused.stderr.contains("gives no video segments to join"), "\(refused.stderr)")
        let environment = try CommandLineRunner.run(Self.scene + ["--out", "env", "--shard", "1/3"], in: directory,
                                                    environment: ["ZOETROPE_SHARD_MODE": "strided"])
        #expect(environment.status == 0 && environment.stderr.contains("frames 1, 4, 7"), "\(environment.stderr)")
    }

    @Test func gifShardsWritePNGFramesThatAssembleEncodesOnce() throws {
        try #require(FileManager.default.isExecutableFile(atPath: VideoOutputCommandLineTests.ffmpeg), "ffmpeg is not installed: run ./zoetrope.sh deps")
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for index in 0..<2 {
            let result = try Self.run(Self.scene + ["--format", "gif", "--out", "parts", "--shard", "\(index)/2"], in: directory)
            #expect(result.stderr.contains("gif files cannot be joined: this shard writes PNG frames"), "\(result.stderr)")
        }
        #expect(try ShardCommandLineTests.files(directory.appendingPathComponent("parts")).count == 10)
        // The rate comes from the shards' manifests (10 fps: 1 s); a different --fps is refused.
        _ = try Self.run(["assemble", "parts", "--out", "blob.gif"], in: directory)
        #expect(try Self.frameCount(directory.appendingPathComponent("blob.gif")) == 10)
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
        probe.arguments = ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", directory.appendingPathComponent("blob.gif").path]
        let out = Pipe()
        probe.standardOutput = out
        try probe.run()
        let duration = Double(String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        probe.waitUntilExit()
        #expect(abs(duration - 1) < 0.05, "\(duration) s")
        let mismatch = try Self.run(["assemble", "parts", "--fps", "12", "--out", "other.gif"], in: directory, status: 1)
        #expect(mismatch.stderr.contains("differs from the rate"), "\(mismatch.stderr)")
        // A file name for --out with --shard (the format inferred from it) is a usage error.
        let named = try Self.run(Self.scene + ["--out", "blob.mp4", "--shard", "0/2"], in: directory, status: 64)
        #expect(named.stderr.contains("--format mp4 --out DIR"), "\(named.stderr)")
    }

    @Test func badSegmentsAreNamed() throws {
        try #require(FileManager.default.isExecutableFile(atPath: VideoOutputCommandLineTests.ffmpeg), "ffmpeg is not installed: run ./zoetrope.sh deps")
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.shards([0, 2], of: 3, ["--format", "mp4"], in: directory)
        let missing = try Self.run(["assemble", "parts", "--out", "blob.mp4"], in: directory, status: 1)
        #expect(missing.stderr.contains("missing shards 1 of 3"), "\(missing.stderr)")
        try Self.shards([1], of: 3, ["--format", "mp4"], in: directory)
        let wrongFormat = try Self.run(["assemble", "parts", "--out", "blob.webm"], in: directory, status: 1)
        #expect(wrongFormat.stderr.contains("wrote mp4 segments, which join into mp4 only"), "\(wrongFormat.stderr)")

        // A damaged segment: a changed byte with --verify, a cut one always.
        let segment = directory.appendingPathComponent("parts/blob.shard-0001-of-0003.mp4")
        var bytes = try Data(contentsOf: segment)
        bytes[bytes.count / 2] ^= 0xFF
        try bytes.write(to: segment)
        let changed = try Self.run(["assemble", "parts", "--out", "blob.mp4", "--verify"], in: directory, status: 1)
        #expect(changed.stderr.contains("blob.shard-0001-of-0003.mp4"), "\(changed.stderr)")
        try bytes.prefix(100).write(to: segment)
        let cut = try Self.run(["assemble", "parts", "--out", "blob.mp4"], in: directory, status: 1)
        #expect(cut.stderr.contains("blob.shard-0001-of-0003.mp4"), "\(cut.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("blob.mp4").path))
        // Rendering the shard again repairs it (its manifest no longer matches the file).
        try Self.shards([1], of: 3, ["--format", "mp4"], in: directory)
        _ = try Self.run(["assemble", "parts", "--out", "blob.mp4", "--verify"], in: directory)

        // A shard of another job (another quality) is refused by name.
        _ = try Self.run(Self.scene + ["--format", "mp4", "--crf", "30", "--out", "parts", "--shard", "2/3"], in: directory)
        let mixed = try Self.run(["assemble", "parts", "--out", "other.mp4"], in: directory, status: 1)
        #expect(mixed.stderr.contains("frames of different renders are mixed") && mixed.stderr.contains("blob.shard-0002-of-0003.json"),
                "\(mixed.stderr)")
    }
}
