import Foundation
import ArgumentParser
import FrameOutput

/// `assemble` for the video segments of shards (`render --shard I/N --format mp4 --out DIR`):
/// checks that the manifests are of one job, that every shard is there and intact and that the
/// segments tile the job's frames, then joins them without re-encoding (``SegmentJoiner``).
extension AssembleCommand {
    /// The manifests of a video job in the directory (of `--name`, else of its only name), or nil
    /// when it has none.
    func segmentJob(_ manifests: [CheckedShardManifest]) throws -> (String, [CheckedShardManifest])? {
        let video = manifests.filter { $0.manifest.job["format"].flatMap(VideoFormat.init(rawValue:)) != nil }
        guard !video.isEmpty else { return nil }
        let names = Set(video.map(\.name))
        guard names.count == 1, let only = names.first else {
            throw RuntimeError("\(directory) holds the segments of several renders (\(names.sorted().joined(separator: ", "))): pick one with --name")
        }
        // Every manifest of that name, segments or not: frames of another job are refused below.
        return (only, manifests.filter { $0.name == only })
    }

    /// Joins the segments of `manifests` into `--out`.
    func assembleSegments(name: String, manifests: [CheckedShardManifest], folder: ShardFolder) throws {
        guard let whole = try checkManifests(manifests, folder: folder), let first = manifests.first,
              let video = first.manifest.job["format"].flatMap(VideoFormat.init(rawValue:)) else {
            throw RuntimeError("the shard manifests in \(directory) name no video format this version can join")
        }
        let format = try output.resolvedFormat()
        guard format.video == video else {
            throw RuntimeError("the shards in \(directory) wrote \(video.rawValue) segments, which join into \(video.rawValue) only "
                               + "(without re-encoding): use --out FILE.\(video.rawValue), or render the shards as PNG frames")
        }
        if let fps, fps != whole.fps {
            throw RuntimeError("--fps \(fps) differs from the rate the segments were encoded at (\(whole.fps)): leave --fps out")
        }
        // Checked manifests of one job tile its frames (each shard's frames are its chunk of the
        // job's); shards without frames have no segment.
        let shards = manifests.sorted { $0.shard.index < $1.shard.index }.filter { $0.manifest.segment != nil }
        let names = shards.compactMap { $0.manifest.segment?.path }
        try refuseOutputAmongInputs(names + manifests.map(\.fileName), in: folder)
        let segments: [URL]
        do { segments = try names.map { name throws(FrameOutputError) in URL(fileURLWithPath: try folder.resolve(name).path) } } catch {
            throw RuntimeError("\(error); render that shard again")
        }
        let total = shards.reduce(0) { $0 + $1.plan.count }
        let started = Date()
        do {
            let ffmpeg = try FFmpegTool.locate(explicit: output.ffmpeg, environment: ProcessInfo.processInfo.environment,
                                               timeout: output.ffmpegTimeout)
            try SegmentJoiner(ffmpeg: ffmpeg, format: video).join(segments, frames: total, into: URL(fileURLWithPath: output.out ?? ""))
        } catch {
            throw RuntimeError(error.description)
        }
        Console.note(String(format: "%@: %d segments (%d frames) joined without re-encoding, %.2f s → %@", name, segments.count, total,
                            Date().timeIntervalSince(started), output.out ?? ""))
    }
}
