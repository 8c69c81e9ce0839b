import Foundation
import ArgumentParser
import Geometry2D
import RenderCommands
import PNGCodec
import FrameOutput

/// `zoetrope assemble DIR --out FILE`: the PNG frames a render left in a directory — the shards
/// of a farm render side by side — joined into one animated PNG, video or raw stream, in frame
/// order, after checking that no frame is missing; or the video segments of shards joined without
/// re-encoding (`AssembleCommand+Segments`).
struct AssembleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "assemble",
        abstract: "Join the PNG frames of a render (e.g. its shards') into one animated PNG, video or raw stream.",
        discussion: """
            Reads DIR/NAME_00000.png … (the names render writes), checks that the frames from the \
            first to the last are all there and of one size, and writes them in order to --out \
            (FILE.png/.apng, .mp4, .webm, .mov, .gif, .y4m, or - for raw RGBA; the options of \
            render). Missing frames end the run with exit status 1 and their list. Example, after \
            four shards rendered into frames/: zoetrope assemble frames --fps 60 --out flower.mp4

            Video segments (render --shard I/N --format mp4 --out DIR writes \
            DIR/NAME.shard-000I-of-000N.mp4) are joined without re-encoding into the same format, \
            after checking that every shard of one job is there, complete and intact, and that \
            their frames tile the render; the frame count of the result is checked with ffprobe.
            """)

    @Argument(help: "The directory holding the frames NAME_00000.png …")
    var directory: String

    @Option(help: "The frames' name (default: the only one in the directory).")
    var name: String?

    @Option(help: "Frames per second of the result from PNG frames (the render's --fps; default 60). Segments keep their own.")
    var fps: Double?

    @Flag(help: "Check each frame's SHA-256 against its shard manifest (sizes are always checked).")
    var verify = false

    @Option(help: ArgumentHelp("The most bytes of shard manifests read, all together (manifests are untrusted input and "
                               + "are kept in memory); 64M holds about 400,000 frames.", valueName: "size"))
    var maxManifestSize = MemorySize(argument: "64M")!

    @OptionGroup var output: OutputOptions
    @OptionGroup var progressOptions: ProgressOptions

    func validate() throws {
        if let fps, !(fps.isFinite && fps > 0) { throw ValidationError("--fps must be a number of frames per second > 0; got \(fps)") }
        // Size and alpha are checked against the frames themselves, once read.
        try output.validate(pixelSize: (2, 2), background: .white, allowsNull: false, allowsSequence: false)
    }

    func run() throws {
        let folder: ShardFolder
        do { folder = try ShardFolder(URL(fileURLWithPath: directory, isDirectory: true)) } catch {
            throw RuntimeError("cannot read the directory \(error)")
        }
        let manifests: [CheckedShardManifest]
        do { manifests = try ShardManifest.load(in: folder, name: name, maximumBytes: maxManifestSize.bytes) } catch {
            throw RuntimeError("a shard manifest in \(directory) cannot be trusted: \(error); render that shard again "
                               + "(or remove the file if it is not a manifest)")
        }
        if let (name, group) = try segmentJob(manifests) {
            return try assembleSegments(name: name, manifests: group, folder: folder)
        }
        let (frameName, found) = try frames()
        let group = manifests.filter { $0.name == frameName }
        // With manifests the job decides the frames and their rate (--fps must agree); without,
        // the frames from the first to the last found, at --fps.
        let job = try checkManifests(group, folder: folder)
        if let fps = self.fps, let job, fps != job.fps {
            throw RuntimeError("--fps \(fps) differs from the rate the frames were rendered at (\(job.fps)): leave --fps out")
        }
        let fps = job?.fps ?? self.fps ?? 60
        let indices = job.map { job in found.filter { job.frames.contains($0) } } ?? found
        guard let first = job?.frames.lowerBound ?? indices.first, let last = job.map({ $0.frames.upperBound - 1 }) ?? indices.last else {
            throw RuntimeError("no frames NAME_00000.png … in \(directory)")
        }
        let missing = Self.gaps(in: indices, from: first, through: last)
        guard missing.isEmpty else {
            throw RuntimeError("missing frames of \(frameName) in \(directory): "
                               + missing.prefix(20).map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)..<\($0.upperBound)" }
                                   .joined(separator: ", ") + (missing.count > 20 ? " and \(missing.count - 20) more runs" : "")
                               + " — render them (the shards that cover them) again, then assemble")
        }
        let plan = try FramePlan(name: frameName, fps: fps, selection: .frames(first..<(last + 1)))
        try refuseOutputAmongInputs(plan.lazy.map(\.name) + group.map(\.fileName), in: folder)
        let format = try output.resolvedFormat()
        let firstImage = try image(plan[first], in: folder)
        if let video = format.video, video.needsEvenSize, firstImage.width % 2 != 0 || firstImage.height % 2 != 0 {
            throw ValidationError("\(video.rawValue) (4:2:0) needs even pixel sizes; the frames are \(firstImage.width)×\(firstImage.height): "
                                  + "use --format mov|gif|apng")
        }
        let sink = try output.openSink(format, plan: plan, fps: fps, pixelSize: (firstImage.width, firstImage.height))
        let started = Date()
        var progress = Progress(total: plan.count, quiet: progressOptions.quiet)
        for index in plan.indices {
            let frame = plan[index]
            let pixmap = index == first ? firstImage : try image(frame, in: folder)
            guard pixmap.width == firstImage.width, pixmap.height == firstImage.height else {
                throw RuntimeError("\(frame.name) is \(pixmap.width)×\(pixmap.height), the frames before it \(firstImage.width)×\(firstImage.height): "
                                   + "frames of different renders are mixed in \(directory)")
            }
            if let video = format.video, !video.keepsAlpha, !pixmap.isOpaque {
                throw RuntimeError("\(frame.name) has transparent pixels and \(video.rawValue) has no alpha: "
                                   + "render with an opaque --background, or assemble to webm, mov or apng")
            }
            try writing { try sink.write(pixmap, for: frame) }
            for done in sink.drainWritten() { progress.advance(frame: done.frame.index, file: done.location, skipped: false) }
        }
        _ = try writing { try sink.finish() }
        for done in sink.drainWritten() { progress.advance(frame: done.frame.index, file: done.location, skipped: false) }
        let line = String(format: "%@: %d frames assembled, %dx%d px, %.2f s → %@", frameName, plan.count, firstImage.width,
                          firstImage.height, Date().timeIntervalSince(started), sink.destinationDescription ?? output.out ?? "")
        if output.out == "-" { Console.message(line) } else { Console.note(line) }
    }

    /// Runs a call into the sink; its failure is the output's (a closed standard output ends
    /// quietly with 141, as `render` does).
    private func writing<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch FrameOutputError.writeFailed(let underlying) {
            throw output.renderError(.writeFailed(underlying: underlying), budget: BudgetOptions())
        } catch {
            throw output.renderError(.writeFailed(underlying: error), budget: BudgetOptions())
        }
    }

    /// With shard manifests beside the frames: one job for all of them, every shard of the job
    /// present, every listed file intact. The job's frames and rate; nil without manifests.
    func checkManifests(_ manifests: [CheckedShardManifest], folder: ShardFolder) throws -> FramePlan? {
        guard let any = manifests.first else { return nil }
        let jobs = Set(manifests.map(\.manifest.jobHash))
        guard jobs.count == 1 else {
            let groups = Dictionary(grouping: manifests) { $0.manifest.jobHash }.values.map { $0.map(\.fileName).joined(separator: ", ") }.sorted()
            throw RuntimeError("frames of different renders are mixed in \(directory): the shard manifests \(groups.joined(separator: " | ")) "
                               + "were made with different options; render every shard with the same ones")
        }
        // One job: one set of frames (the hash covers them); one split of it.
        let splits = Set(manifests.map { "\($0.shard.count) \($0.shard.mode.rawValue)" })
        guard splits.count == 1 else {
            throw RuntimeError("the shard manifests in \(directory) split one job in different ways (\(splits.sorted().joined(separator: ", "))): "
                               + "remove the shards of the split you do not want, or render every shard with one --shard I/N")
        }
        let count = any.shard.count
        let missing = Self.gaps(in: manifests.map(\.shard.index).sorted(), from: 0, through: count - 1)
        if !missing.isEmpty {
            let first = missing[0].lowerBound
            let listed = missing.prefix(10).map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)..<\($0.upperBound)" }
            throw RuntimeError("missing shards \(listed.joined(separator: ", "))\(missing.count > 10 ? " …" : "") of \(count) in \(directory) "
                               + "(the job's frames are \(any.manifest.job["frames"] ?? "?")): run them (e.g. --shard \(first)/\(count)), then assemble")
        }
        let damaged = manifests.flatMap { $0.manifest.mismatchedFiles(in: folder, checkingHashes: verify) }
        if !damaged.isEmpty {
            throw RuntimeError("frames that differ from their shard manifest in \(directory): \(damaged.sorted().prefix(10).joined(separator: ", "))"
                               + (damaged.count > 10 ? " and \(damaged.count - 10) more" : "") + "; render their shards again")
        }
        return any.whole
    }

    /// `--out` must not be a file this run reads (a frame, a segment, a manifest): writing it would
    /// destroy an input before it is read.
    func refuseOutputAmongInputs(_ names: some Sequence<String>, in folder: ShardFolder) throws {
        guard let out = output.out, out != "-", FileManager.default.fileExists(atPath: out) else { return }
        for name in names {
            if let entry = try? folder.resolve(name), ShardFolder.path(out, isFile: entry) {
                throw RuntimeError("--out \(out) is \(name), one of the files assemble reads from \(directory): choose another --out")
            }
        }
    }

    /// The frame name and the sorted frame indices found in the directory.
    private func frames() throws -> (String, [Int]) {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: directory) } catch {
            throw RuntimeError("cannot read the directory \(directory): \(RuntimeError.reason(of: error))")
        }
        var byName: [String: [Int]] = [:]
        for file in names where file.hasSuffix(".png") && !file.hasPrefix(".") {
            let stem = file.dropLast(4)
            guard let underscore = stem.lastIndex(of: "_") else { continue }
            let digits = stem[stem.index(after: underscore)...]
            guard digits.count >= 5, digits.allSatisfy(\.isASCII), let index = Int(digits), index >= 0,
                  index <= FramePlan.maximumFrameIndex else { continue }
            let frameName = String(stem[..<underscore])
            // Only names render writes: at least five digits, zero-padded exactly.
            guard let plan = try? FramePlan(name: frameName, fps: 1, selection: .frames(0..<1)),
                  plan.fileName(ofFrame: index) == file else { continue }
            byName[frameName, default: []].append(index)
        }
        if let name {
            guard let indices = byName[name] else {
                throw RuntimeError("no frames \(name)_00000.png … in \(directory)"
                                   + (byName.isEmpty ? "" : "; it has frames of " + byName.keys.sorted().joined(separator: ", ")))
            }
            return (name, indices.sorted())
        }
        guard byName.count == 1, let only = byName.first else {
            throw RuntimeError(byName.isEmpty ? "no frames NAME_00000.png … in \(directory)"
                               : "\(directory) holds frames of several renders (\(byName.keys.sorted().joined(separator: ", "))): pick one with --name")
        }
        return (only.key, only.value.sorted())
    }

    /// The frame's PNG, read through the folder's rules (a regular file inside it: a FIFO or a
    /// link out of the folder named like a frame is refused, never opened).
    private func image(_ frame: PlannedFrame, in folder: ShardFolder) throws -> Pixmap {
        do {
            let entry = try folder.resolve(frame.name)
            return try PNGDecoder.decode(try folder.contents(of: entry, limit: PNGDecoder.maximumFileBytes))
        } catch {
            throw RuntimeError("cannot read the frame \(URL(fileURLWithPath: directory).appendingPathComponent(frame.name).path): \(error)")
        }
    }

    /// The runs of `lower … upper` missing from `sorted` (ascending, no repeats needed): computed
    /// from the values present, so a range of 10⁹ costs no more than the values given.
    static func gaps(in sorted: [Int], from lower: Int, through upper: Int) -> [Range<Int>] {
        var gaps: [Range<Int>] = []
        var next = lower
        for value in sorted where value >= next && value <= upper {
            if value > next { gaps.append(next..<value) }
            next = value + 1
        }
        if next <= upper { gaps.append(next..<(upper + 1)) }
        return gaps
    }
}
