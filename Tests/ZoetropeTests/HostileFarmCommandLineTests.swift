import Foundation
import FrameOutput
import PNGCodec
import RenderCommands
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The shard folder and its manifests are someone else's (another machine, another user): the
/// defects the issue-33 probe found in `assemble` and sharded `render`, each run as a child under
/// `ulimit -v` and a time limit. Path traversal (a manifest naming `../elsewhere/secret.mp4` with
/// its size and hash, a segment swapped for a link out), manifests claiming 10⁹ frames, a negative
/// shard count or the frames [Int.min, Int.max], a frame named with Int.max, a FIFO named like a
/// frame, `"files": []`, more shards than frames, `--out` naming an input, and a closed standard
/// output: a clear error (or the right result), never a trap, a hang, runaway memory, a file read
/// outside the folder or anything left at `--out`.
@Suite struct HostileFarmCommandLineTests {
    static let scene = ["render", "blob", "--size", "32x24", "--frames", "0..<6", "--fps", "10"]

    /// A temporary directory with `parts/` holding the shards `count` of the scene (extra options
    /// `extra`), rendered in the test's own process tree.
    static func shards(_ count: Int, _ extra: [String] = []) throws -> URL {
        let directory = try CommandLineRunner.temporaryDirectory()
        for index in 0..<count {
            let result = try CommandLineRunner.run(scene + extra + ["--out", "parts", "--shard", "\(index)/\(count)"], in: directory)
            #expect(result.status == 0, "\(result.stderr)")
        }
        return directory
    }

    /// Rewrites the manifest `file` of `parts` with `change`, its job hash recomputed.
    static func edit(_ directory: URL, _ file: String, _ change: (inout ShardManifest) -> Void) throws {
        let url = directory.appendingPathComponent("parts").appendingPathComponent(file)
        var manifest = try JSONDecoder().decode(ShardManifest.self, from: Data(contentsOf: url))
        change(&manifest)
        manifest.jobHash = ShardManifest.hash(of: manifest.job)
        try manifest.write(to: url)
    }

    /// `zoetrope assemble parts extra…` under the hostile limits; the shared checks: a clear error
    /// (exit 1, one line) or success, nothing at `out` after a failure, no temporary file beside it.
    @discardableResult
    static func assemble(_ directory: URL, out: String, _ extra: [String] = [], statuses: Set<Int32> = [1], label: String,
                         sourceLocation: SourceLocation = #_sourceLocation) async throws -> HostileProcess.Result {
        let target = directory.appendingPathComponent(out)
        let result = try await HostileProcess.run(["assemble", directory.appendingPathComponent("parts").path, "--out", target.path] + extra,
                                                  timeout: 60)
        #expect(!result.crashed && statuses.contains(result.status), "\(label): \(result)", sourceLocation: sourceLocation)
        if result.status != 0 {
            #expect(result.errorLines.count == 1, "\(label): \(result)", sourceLocation: sourceLocation)
            #expect(!FileManager.default.fileExists(atPath: target.path), "\(label): output left", sourceLocation: sourceLocation)
        }
        let siblings = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(!siblings.contains { $0.hasPrefix(".zt-") }, "\(label): \(siblings)", sourceLocation: sourceLocation)
        return result
    }

    /// The probe's case: a manifest naming `../elsewhere/secret.mp4` with its size and SHA-256 (a
    /// copy of a real segment, so everything else checks out), and a segment replaced by a link to it.
    @Test func aManifestCannotPublishAFileOutsideTheFolder() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: VideoOutputCommandLineTests.ffmpeg), "ffmpeg is not installed")
        let directory = try Self.shards(2, ["--format", "mp4"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let parts = directory.appendingPathComponent("parts"), elsewhere = directory.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let segment = parts.appendingPathComponent("blob.shard-0001-of-0002.mp4")
        try FileManager.default.copyItem(at: segment, to: elsewhere.appendingPathComponent("secret.mp4"))
        try await Self.assemble(directory, out: "good.mp4", ["--verify"], statuses: [0], label: "the untouched shards")

        try Self.edit(directory, "blob.shard-0001-of-0002.json") { $0.segment?.path = "../elsewhere/secret.mp4" }
        let traversal = try await Self.assemble(directory, out: "x.mp4", ["--verify"], label: "segment.path = ../elsewhere/secret.mp4")
        #expect(traversal.stderr.contains("not blob.shard-0001-of-0002.mp4"), "\(traversal)")
        try Self.edit(directory, "blob.shard-0001-of-0002.json") { $0.segment?.path = "blob.shard-0001-of-0002.mp4" }

        try FileManager.default.removeItem(at: segment)
        try FileManager.default.createSymbolicLink(atPath: segment.path, withDestinationPath: "../elsewhere/secret.mp4")
        let link = try await Self.assemble(directory, out: "y.mp4", ["--verify"], label: "the segment is a link out of the folder")
        #expect(link.stderr.contains("outside"), "\(link)")
    }

    /// Manifests whose numbers are at the limits: refused at once, in bounded memory.
    @Test(arguments: ["frames 10⁹", "count −1", "frames [Int.min, Int.max]", "count Int.max", "index Int.min", "frames []"])
    func manifestNumbersAtTheLimitsAreRefusedQuickly(edit: String) async throws {
        let directory = try Self.shards(2)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.edit(directory, "blob.shard-0001-of-0002.json") { manifest in
            switch edit {
            case "frames 10⁹": manifest.job["frames"] = "0..<1000000000"; manifest.shard.frames = [500_000_000, 1_000_000_000]
            case "count −1": manifest.shard.count = -1
            case "frames [Int.min, Int.max]": manifest.shard.frames = [Int.min, Int.max]; manifest.job["frames"] = "\(Int.min)..<\(Int.max)"
            case "count Int.max": manifest.shard.count = Int.max
            case "index Int.min": manifest.shard.index = Int.min
            default: manifest.shard.frames = []
            }
        }
        let result = try await Self.assemble(directory, out: "x.apng", label: edit)
        #expect(result.stderr.contains("cannot be trusted"), "\(result)")
        #expect(result.peakKiB < 400 << 10, "\(edit): \(result)")
    }

    /// Manifests are kept in memory: all of them together are bounded by `--max-manifest-size`.
    @Test func theManifestsTogetherAreBounded() async throws {
        let directory = try Self.shards(3)
        defer { try? FileManager.default.removeItem(at: directory) }
        let one = try Data(contentsOf: directory.appendingPathComponent("parts/blob.shard-0000-of-0003.json")).count
        try await Self.assemble(directory, out: "x.apng", ["--max-manifest-size", "\(3 * one + 200)"], statuses: [0], label: "fits")
        let result = try await Self.assemble(directory, out: "y.apng", ["--max-manifest-size", "\(2 * one)"], label: "two manifests' worth")
        #expect(result.stderr.contains("raise --max-manifest-size"), "\(result)")
    }

    /// A folder whose only frame is named with Int.max (or 2⁵³ + 1, past the last index a plan holds).
    @Test(arguments: ["9223372036854775807", "9007199254740993", "99999999999999999999"])
    func framesNamedPastTheLastIndexAreNotFrames(index: String) async throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let parts = directory.appendingPathComponent("parts")
        try FileManager.default.createDirectory(at: parts, withIntermediateDirectories: true)
        try Data(PNGEncoder.encode(try Pixmap(width: 2, height: 2))).write(to: parts.appendingPathComponent("flower_\(index).png"))
        let result = try await Self.assemble(directory, out: "x.apng", label: index)
        #expect(result.stderr.contains("no frames"), "\(result)")
    }

    /// A FIFO (or a link to /dev/zero) named like a frame is refused, never opened.
    @Test(arguments: ["fifo", "zero"]) func specialFilesNamedLikeFramesAreRefused(kind: String) async throws {
        let directory = try Self.shards(1)
        defer { try? FileManager.default.removeItem(at: directory) }
        let frame = directory.appendingPathComponent("parts/blob_00003.png")
        try FileManager.default.removeItem(at: frame)
        if kind == "fifo" { #expect(mkfifo(frame.path, 0o644) == 0) } else {
            try FileManager.default.createSymbolicLink(atPath: frame.path, withDestinationPath: "/dev/zero")
        }
        let result = try await Self.assemble(directory, out: "x.apng", label: kind)
        #expect(result.stderr.contains("blob_00003.png"), "\(result)")
    }

    /// `"files": []` (rehashed) is not a finished shard: a rerun renders it, and assemble refuses it.
    @Test func aManifestListingNoFilesIsNotComplete() async throws {
        let directory = try Self.shards(2)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.edit(directory, "blob.shard-0001-of-0002.json") { $0.files = [] }
        try FileManager.default.removeItem(at: directory.appendingPathComponent("parts/blob_00005.png"))
        let refused = try await Self.assemble(directory, out: "x.apng", label: "files: []")
        #expect(refused.stderr.contains("lists 0 frame files"), "\(refused)")
        let rerun = try CommandLineRunner.run(Self.scene + ["--out", "parts", "--shard", "1/2"], in: directory)
        #expect(rerun.status == 0 && !rerun.stderr.contains("already complete"), "\(rerun.stderr)")
        try await Self.assemble(directory, out: "whole.apng", statuses: [0], label: "after the rerun")
    }

    /// More shards than frames: the empty ones write a manifest, and assemble does not wait for them.
    @Test(arguments: [[String](), ["--format", "mp4"]]) func moreShardsThanFramesAssemble(extra: [String]) async throws {
        if !extra.isEmpty { try #require(FileManager.default.isExecutableFile(atPath: VideoOutputCommandLineTests.ffmpeg)) }
        let directory = try Self.shards(9, extra)
        defer { try? FileManager.default.removeItem(at: directory) }
        let manifests = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("parts").path)
            .filter { $0.hasSuffix(".json") }
        #expect(manifests.count == 9)
        try await Self.assemble(directory, out: extra.isEmpty ? "whole.apng" : "whole.mp4", statuses: [0], label: "9 shards of 6 frames")
    }

    /// `--out` naming one of the inputs (a frame, a manifest, through a link) is refused; the input is untouched.
    @Test(arguments: ["parts/blob_00003.png", "parts/blob.shard-0000-of-0001.json", "link.png"])
    func theOutputIsNeverAnInput(out: String) async throws {
        let directory = try Self.shards(1)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("link.png").path,
                                                   withDestinationPath: "parts/blob_00003.png")
        let before = try Data(contentsOf: directory.appendingPathComponent("parts/blob_00003.png"))
        let result = try await HostileProcess.run(["assemble", directory.appendingPathComponent("parts").path,
                                                   "--out", directory.appendingPathComponent(out).path, "--format", "apng"], timeout: 60)
        #expect(result.status == 1 && result.stderr.contains("one of the files assemble reads"), "\(result)")
        #expect(try Data(contentsOf: directory.appendingPathComponent("parts/blob_00003.png")) == before)
    }

    /// Shards rendered with different pixel-deciding options (here a font folder) are different jobs.
    @Test func shardsOfDifferentFontFoldersDoNotAssemble() async throws {
        let directory = try Self.shards(1)
        defer { try? FileManager.default.removeItem(at: directory) }
        let other = try CommandLineRunner.run(Self.scene + ["--out", "parts", "--shard", "1/2", "--font-dir", "/tmp"], in: directory)
        #expect(other.status == 0, "\(other.stderr)")
        _ = try CommandLineRunner.run(Self.scene + ["--out", "parts", "--shard", "0/2"], in: directory)
        let result = try await Self.assemble(directory, out: "x.apng", label: "--font-dir on one shard")
        #expect(result.stderr.contains("different options"), "\(result)")
    }

    /// A storyboard's asset folders and missing-image policy decide pixels: they are in the job.
    @Test func assetsAndMissingImagesAreInTheJob() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let story = ["render", "cardify", "--size", "64x64", "--frames", "0..<2", "--shard", "0/1"]
        var hashes: Set<String> = []
        for extra in [[], ["--assets", "/tmp"], ["--missing-images", "placeholder"]] {
            let out = "parts\(hashes.count)"
            let result = try CommandLineRunner.run(story + extra + ["--out", out], in: directory)
            #expect(result.status == 0, "\(extra): \(result.stderr)")
            let manifest = try JSONDecoder().decode(ShardManifest.self, from: Data(contentsOf: directory.appendingPathComponent(
                "\(out)/cardify.shard-0000-of-0001.json")))
            #expect(manifest.job["assets"] != nil && manifest.job["missingImages"] != nil && manifest.job["fontDirectories"] != nil)
            hashes.insert(manifest.jobHash)
        }
        #expect(hashes.count == 3, "each option changes the job")
    }

    /// `assemble --out - | true`: the reader is gone, a quiet 141 as `render` gives.
    @Test func aClosedStandardOutputEndsAssembleWith141() throws {
        let directory = try Self.shards(1, ["--size", "256x256"])   // 1.5 MB: more than a pipe holds
        defer { try? FileManager.default.removeItem(at: directory) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "'\(CommandLineRunner.executable.path)' assemble parts --out - 2>stderr.txt | true; echo ${PIPESTATUS[0]}"]
        process.currentDirectoryURL = directory
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let status = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let stderr = (try? String(contentsOf: directory.appendingPathComponent("stderr.txt"), encoding: .utf8)) ?? ""
        #expect(status.trimmingCharacters(in: .whitespacesAndNewlines) == "141", "\(stderr)")
        #expect(!stderr.contains("error"), "\(stderr)")
    }
}
