import Foundation
import FrameOutput
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `ShardManifest.checked(fileName:)` and `read(_:in:)`: a manifest is checked against the job it
/// claims before any file it names is touched. Every field is set to every limit (and every path
/// trick), with the job's hash recomputed — what someone who edits a manifest on purpose would do —
/// and each edit is refused with a reason, never a trap; the untouched manifests pass.
@Suite struct ShardManifestValidationTests {
    static let job = ["scene": "blob", "fps": "10.0", "frames": "0..<6", "format": "png", "zoetrope": "test"]
    static let videoJob = job.merging(["format": "mp4"]) { $1 }

    /// A folder with frames 3..<6 of `blob` (shard 1 of 2) and its manifest; for video, one segment.
    static func makeShard(video: Bool) throws -> (folder: URL, manifest: ShardManifest, file: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let shard = try Shard(index: 1, count: 2)
        let plan = try FramePlan(name: "blob", fps: 10, selection: .frames(0..<6)).shard(shard)
        let segmentName = ShardManifest.segmentURL(in: folder, name: "blob", shard: shard, format: "mp4").lastPathComponent
        if video {
            try Data(repeating: 7, count: 100).write(to: folder.appendingPathComponent(segmentName))
        } else {
            for frame in plan { try Data("frame \(frame.index)".utf8).write(to: folder.appendingPathComponent(frame.name)) }
        }
        let manifest = try ShardManifest.make(job: video ? videoJob : job, shard: shard, plan: plan, directory: folder,
                                              segment: video ? (segmentName, "mp4") : nil)
        return (folder, manifest, ShardManifest.url(in: folder, name: "blob", shard: shard).lastPathComponent)
    }

    @Test(arguments: [false, true]) func untouchedManifestsPass(video: Bool) throws {
        let (folder, manifest, file) = try Self.makeShard(video: video)
        defer { try? FileManager.default.removeItem(at: folder) }
        try manifest.write(to: folder.appendingPathComponent(file))
        let checked = try ShardManifest.read(file, in: try ShardFolder(folder))
        #expect(checked.plan.count == 3 && checked.whole.count == 6 && checked.name == "blob")
        #expect(checked.manifest.mismatchedFiles(in: try ShardFolder(folder), checkingHashes: true).isEmpty)
    }

    static let integers = [Int.min, Int.min + 1, -1, 0, 1, 2, 3, 6, Int(Int32.max), 1 << 53, (1 << 53) + 1, 1_000_000_000,
                           Int.max - 1, Int.max]
    static let paths = ["../outside/secret.mp4", "/etc/passwd", "/dev/zero", "/proc/self/mem", "a\nfile 'x.mp4'", "", ".", "..",
                        "sub/blob_00003.png", "blob_00004.png", "blob.shard-0000-of-0002.mp4", String(repeating: "x", count: 300)]

    /// One edit of a manifest: a name for the test list, and the change.
    struct Edit: CustomTestStringConvertible, Sendable {
        var name: String
        var video: Bool
        var change: @Sendable (inout ShardManifest) -> Void
        var testDescription: String { (video ? "video " : "") + name }
    }

    static let edits: [Edit] = {
        var edits: [Edit] = []
        func add(_ name: String, video: Bool = false, _ change: @escaping @Sendable (inout ShardManifest) -> Void) {
            edits.append(Edit(name: name, video: video, change: change))
        }
        for value in integers {
            add("shard.index = \(value)") { $0.shard.index = value }
            add("shard.count = \(value)") { $0.shard.count = value }
            add("shard.frames = [\(value), 6]") { $0.shard.frames = [value, 6] }
            add("shard.frames = [3, \(value)]") { $0.shard.frames = [3, value] }
            add("files[0].frame = \(value)") { $0.files[0].frame = value }
            add("files[0].bytes = \(-abs(value % 1000) - 1)") { $0.files[0].bytes = -abs(value % 1000) - 1 }
            add("job.frames = 0..<\(value)") { $0.job["frames"] = "0..<\(value)" }
            // (1..<6 is another job whose shard 1 of 2 is also frames 3..<6: a consistent manifest.)
            if value != 1 { add("job.frames = \(value)..<6") { $0.job["frames"] = "\(value)..<6" } }
            add("segment.frames = \(value)", video: true) { $0.segment?.frames = value }
        }
        add("job.frames = Int.min..<Int.max") { $0.job["frames"] = "\(Int.min)..<\(Int.max)" }
        add("shard.frames = [Int.min, Int.max]") { $0.shard.frames = [Int.min, Int.max] }
        add("shard.frames = []") { $0.shard.frames = [] }
        add("shard.frames = [3, 6, 9]") { $0.shard.frames = [3, 6, 9] }
        for fps in ["0", "-1", "nan", "inf", "1e-320", "x", ""] { add("job.fps = \(fps)") { $0.job["fps"] = fps } }
        for path in paths {
            add("files[1].path = \(path.debugDescription)") { $0.files[1].path = path }
            add("segment.path = \(path.debugDescription)", video: true) { $0.segment?.path = path }
        }
        add("files = []") { $0.files = [] }
        add("files duplicated") { $0.files = $0.files + $0.files }
        add("files reversed") { $0.files.reverse() }
        add("files[0] dropped") { $0.files.removeFirst() }
        add("sha256 upper case") { $0.files[0].sha256 = $0.files[0].sha256.uppercased() }
        add("sha256 short") { $0.files[0].sha256 = "abc" }
        add("segment removed", video: true) { $0.segment = nil }
        add("segment.format = webm", video: true) { $0.segment?.format = "webm" }
        add("files added to a video shard", video: true) { $0.files = [.init(frame: 3, path: "blob_00003.png", bytes: 1, sha256: String(repeating: "0", count: 64))] }
        add("job.format = mp4 on frames") { $0.job["format"] = "mp4" }
        add("shard.mode = sideways") { $0.shard.mode = "sideways" }
        add("shard.mode = strided") { $0.shard.mode = "strided" }
        add("schema = zoetrope.shard/2") { $0.schema = "zoetrope.shard/2" }
        add("status = partial") { $0.status = "partial" }
        return edits
    }()

    @Test(arguments: edits) func everyEditIsRefusedWithAReason(edit: Edit) throws {
        let (folder, original, file) = try Self.makeShard(video: edit.video)
        defer { try? FileManager.default.removeItem(at: folder) }
        var manifest = original
        edit.change(&manifest)
        guard manifest != original else { return }   // e.g. shard.index = 1: the value it has
        // Recomputing the hash (as someone editing on purpose would) does not help; without it the hash gives it away.
        for rehash in [true, false] {
            var edited = manifest
            if rehash { edited.jobHash = ShardManifest.hash(of: edited.job) }
            do {
                _ = try edited.checked(fileName: file)
                Issue.record("\(edit.name) (rehash: \(rehash)) passed")
            } catch {
                #expect(!error.description.isEmpty && error.description.contains(file), "\(error)")
            }
        }
    }

    /// A manifest file that is too large, not JSON, JSON of another shape, nested deep, or a FIFO.
    @Test func manifestsThatAreNotManifestsAreRefusedBounded() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let texts = ["", "{", "[]", "null", "{\"schema\": 1}", String(repeating: "[", count: 100_000),
                     "{\"files\": [], \"job\": {}, \"jobHash\": \"\", \"shard\": {\"index\": 1e400, \"count\": 1, \"frames\": []}}"]
        for (index, text) in texts.enumerated() {
            let name = "m\(index).shard-0000-of-0001.json"
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
            #expect(throws: FrameOutputError.self, "\(text.prefix(40))") { try ShardManifest.read(name, in: try ShardFolder(folder)) }
        }
        let big = "big.shard-0000-of-0001.json"
        try Data(repeating: 32, count: 2_000).write(to: folder.appendingPathComponent(big))
        #expect(throws: FrameOutputError.self) { try ShardManifest.read(big, in: try ShardFolder(folder), maximumBytes: 1_000) }
        let fifo = "fifo.shard-0000-of-0001.json"
        #expect(mkfifo(folder.appendingPathComponent(fifo).path, 0o644) == 0)
        #expect(throws: FrameOutputError.self) { try ShardManifest.read(fifo, in: try ShardFolder(folder)) }
    }

    /// A shard without frames (more shards than frames) has a manifest that lists nothing and passes.
    @Test func anEmptyShardsManifestPasses() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let shard = try Shard(index: 3, count: 9)   // ⌊3·6/9⌋ = ⌊4·6/9⌋ = 2
        let plan = try FramePlan(name: "blob", fps: 10, selection: .frames(0..<6)).shard(shard)
        #expect(plan.isEmpty)
        for job in [Self.job, Self.videoJob] {
            let manifest = try ShardManifest.make(job: job, shard: shard, plan: plan, directory: folder,
                                                  segment: job["format"] == "mp4" ? ("blob.shard-0003-of-0009.mp4", "mp4") : nil)
            #expect(manifest.files.isEmpty && manifest.segment == nil)
            #expect(try manifest.checked(fileName: "blob.shard-0003-of-0009.json").plan.isEmpty)
        }
    }
}
