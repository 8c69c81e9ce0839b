import Foundation
import ArgumentParser
import FrameOutput

/// `assemble` for the video segments of shards (`render --shard I/N --format mp4 --out DIR`):
/// checks that the manifests are of one job, that every shard is there and intact and that the
/// segments tile the job's frames, then joins them without re-encoding (``SegmentJoiner``).
extension AssembleCommand {
    /// The manifests of video segments in the directory (of `--name`, else of its only name), or
    /// nil when it has none.
    func segmentManifests() throws -> (String, [String: ShardManifest])? {
        let all = ShardManifest.all(in: URL(fileURLWithPath: directory, isDirectory: true), name: name)
        let segmented = all.filter { $0.value.segment != nil }
        guard !segmented.isEmpty else { return nil }
        let names = Set(segmented.keys.compactMap(ShardManifest.frameName(ofManifest:)))
        guard names.count == 1, let only = names.first else {
            throw RuntimeError("\(directory) holds the segments of several renders (\(names.sorted().joined(separator: ", "))): pick one with --name")
        }
        // Every manifest of that name, segments or not: frames of another job are refused below.
        return (only, all.filter { ShardManifest.frameName(ofManifest: $0.key) == only })
    }

    /// Joins the segments of `manifests` into `--out`.
    func assembleSegments(name: String, manifests: [String: ShardManifest]) throws {
        try checkManifests(manifests)
        let shards = manifests.values.sorted { $0.shard.index < $1.shard.index }
        guard let first = shards.first, let video = first.segment.flatMap({ VideoFormat(rawValue: $0.format) }) else {
            throw RuntimeError("the shard manifests in \(directory) name no video format this version can join")
        }
        let format = try output.resolvedFormat()
        guard format.video == video else {
            throw RuntimeError("the shards in \(directory) wrote \(video.rawValue) segments, which join into \(video.rawValue) only "
                               + "(without re-encoding): use --out FILE.\(video.rawValue), or render the shards as PNG frames")
        }
        if let fps, let jobRate = first.job["fps"].flatMap(Double.init), fps != jobRate {
            throw RuntimeError("--fps \(fps) differs from the rate the segments were encoded at (\(jobRate)): leave --fps out")
        }
        // The segments must tile the job's frames: no gap, no overlap.
        var next = Self.frameRange(of: first.job)?.lowerBound ?? first.shard.frames[0]
        for manifest in shards {
            guard manifest.shard.frames.count == 2, manifest.shard.frames[0] == next,
                  manifest.segment?.frames == manifest.shard.frames[1] - manifest.shard.frames[0] else {
                throw RuntimeError("the segment of shard \(manifest.shard.index) of \(manifest.shard.count) in \(directory) does not continue "
                                   + "at frame \(next) as the shards before it end: render that shard again")
            }
            next = manifest.shard.frames[1]
        }
        if let range = Self.frameRange(of: first.job), next != range.upperBound {
            throw RuntimeError("the segments in \(directory) end at frame \(next), the job at \(range.upperBound): render the last shards again")
        }
        let segments = shards.map { URL(fileURLWithPath: directory, isDirectory: true).appendingPathComponent($0.segment!.path) }
        let total = shards.reduce(0) { $0 + ($1.segment?.frames ?? 0) }
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

    /// The job's frames `a..<b`.
    static func frameRange(of job: [String: String]) -> Range<Int>? {
        guard let text = job["frames"] else { return nil }
        let parts = text.components(separatedBy: "..<")
        guard parts.count == 2, let lower = Int(parts[0]), let upper = Int(parts[1]), lower <= upper else { return nil }
        return lower..<upper
    }
}
