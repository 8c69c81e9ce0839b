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

    @OptionGroup var output: OutputOptions

    func validate() throws {
        if let fps, !(fps.isFinite && fps > 0) { throw ValidationError("--fps must be a number of frames per second > 0; got \(fps)") }
        // Size and alpha are checked against the frames themselves, once read.
        try output.validate(pixelSize: (2, 2), background: .white, allowsNull: false, allowsSequence: false)
    }

    func run() throws {
        if let (name, manifests) = try segmentManifests() {
            return try assembleSegments(name: name, manifests: manifests)
        }
        let (frameName, indices) = try frames()
        // The render's rate, from its shard manifests when there are some (--fps must agree).
        let jobRate = ShardManifest.all(in: URL(fileURLWithPath: directory, isDirectory: true), name: frameName).values.first?
            .job["fps"].flatMap(Double.init)
        if let fps = self.fps, let jobRate, fps != jobRate {
            throw RuntimeError("--fps \(fps) differs from the rate the frames were rendered at (\(jobRate)): leave --fps out")
        }
        let fps = self.fps ?? jobRate ?? 60
        guard let first = indices.first, let last = indices.last else {
            throw RuntimeError("no frames NAME_00000.png … in \(directory)")
        }
        try checkManifests(ShardManifest.all(in: URL(fileURLWithPath: directory, isDirectory: true), name: frameName))
        let missing = Self.gaps(in: indices)
        guard missing.isEmpty else {
            throw RuntimeError("missing frames of \(frameName) in \(directory): "
                               + missing.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)..<\($0.upperBound)" }
                                   .joined(separator: ", ")
                               + " — render them (the shards that cover them) again, then assemble")
        }
        let plan = try FramePlan(name: frameName, fps: fps, selection: .frames(first..<(last + 1)))
        let format = try output.resolvedFormat()
        let firstImage = try image(plan[first])
        if let video = format.video, video.needsEvenSize, firstImage.width % 2 != 0 || firstImage.height % 2 != 0 {
            throw ValidationError("\(video.rawValue) (4:2:0) needs even pixel sizes; the frames are \(firstImage.width)×\(firstImage.height): "
                                  + "use --format mov|gif|apng")
        }
        let sink = try output.openSink(format, plan: plan, fps: fps, pixelSize: (firstImage.width, firstImage.height))
        let started = Date()
        var progress = Progress(total: plan.count)
        do {
            for index in plan.indices {
                let frame = plan[index]
                let pixmap = index == first ? firstImage : try image(frame)
                guard pixmap.width == firstImage.width, pixmap.height == firstImage.height else {
                    throw RuntimeError("\(frame.name) is \(pixmap.width)×\(pixmap.height), the frames before it \(firstImage.width)×\(firstImage.height): "
                                       + "frames of different renders are mixed in \(directory)")
                }
                if let video = format.video, !video.keepsAlpha, !pixmap.isOpaque {
                    throw RuntimeError("\(frame.name) has transparent pixels and \(video.rawValue) has no alpha: "
                                       + "render with an opaque --background, or assemble to webm, mov or apng")
                }
                try sink.write(pixmap, for: frame)
                for done in sink.drainWritten() { progress.advance(frame: done.frame.index, file: done.location, skipped: false) }
            }
            _ = try sink.finish()
            for done in sink.drainWritten() { progress.advance(frame: done.frame.index, file: done.location, skipped: false) }
        } catch let error as FrameOutputError {
            throw output.renderError(.writeFailed(underlying: error), budget: BudgetOptions())
        }
        let line = String(format: "%@: %d frames assembled, %dx%d px, %.2f s → %@", frameName, plan.count, firstImage.width,
                          firstImage.height, Date().timeIntervalSince(started), sink.destinationDescription ?? output.out ?? "")
        if output.out == "-" { Console.message(line) } else { Console.note(line) }
    }

    /// With shard manifests beside the frames: one job for all of them, every shard of the job
    /// present (its frames end where the job's do), every listed file intact.
    func checkManifests(_ manifests: [String: ShardManifest]) throws {
        guard let any = manifests.values.first else { return }
        let jobs = Set(manifests.values.map(\.jobHash))
        guard jobs.count == 1 else {
            let groups = Dictionary(grouping: manifests.keys.sorted()) { manifests[$0]!.jobHash }
                .map { $0.value.joined(separator: ", ") }.sorted()
            throw RuntimeError("frames of different renders are mixed in \(directory): the shard manifests \(groups.joined(separator: " | ")) "
                               + "were made with different options; render every shard with the same ones")
        }
        let count = any.shard.count
        let present = Set(manifests.values.filter { $0.shard.count == count }.map(\.shard.index))
        let missing = (0..<count).filter { !present.contains($0) }
        if !missing.isEmpty {
            throw RuntimeError("missing shards \(missing.map(String.init).joined(separator: ", ")) of \(count) in \(directory) "
                               + "(the job's frames are \(any.job["frames"] ?? "?")): run them (e.g. --shard \(missing[0])/\(count)), then assemble")
        }
        let damaged = manifests.values.flatMap { $0.mismatchedFiles(in: URL(fileURLWithPath: directory, isDirectory: true), checkingHashes: verify) }
        if !damaged.isEmpty {
            throw RuntimeError("frames that differ from their shard manifest in \(directory): \(damaged.sorted().prefix(10).joined(separator: ", "))"
                               + (damaged.count > 10 ? " and \(damaged.count - 10) more" : "") + "; render their shards again")
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
            guard digits.count >= 5, digits.allSatisfy(\.isASCII), let index = Int(digits), index >= 0 else { continue }
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

    private func image(_ frame: PlannedFrame) throws -> Pixmap {
        let url = URL(fileURLWithPath: directory).appendingPathComponent(frame.name)
        do { return try PNGDecoder.decode(contentsOf: url) } catch {
            throw RuntimeError("cannot read the frame \(url.path): \(error)")
        }
    }

    /// The runs of indices missing between the first and the last of `sorted`.
    static func gaps(in sorted: [Int]) -> [Range<Int>] {
        zip(sorted, sorted.dropFirst()).compactMap { a, b in b > a + 1 ? (a + 1)..<b : nil }
    }
}
