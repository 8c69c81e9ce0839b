import Foundation
import SafeFiles
import PNGCodec

/// Joins video segments — the shards of one render, each encoded alone — into one file without
/// re-encoding, with ffmpeg's concat demuxer and stream copy: x264's GOPs are closed and each
/// segment starts with a keyframe, VP9 segments keep their alpha, ProRes is intra-only, so the
/// packets are copied as they are. The result is written to a hidden temporary file, read back
/// (decoded: it must be a readable video with the shards' frames), then renamed into place (a
/// killed join leaves nothing at the destination; the next one removes its temporary files). ffmpeg
/// runs as a watched ``ChildProcess``.
///
/// ```swift
/// let ffmpeg = try FFmpegTool.locate(explicit: nil, environment: ProcessInfo.processInfo.environment)
/// try SegmentJoiner(ffmpeg: ffmpeg, format: .mp4)
///     .join([shard0, shard1, shard2, shard3], frames: 121, into: URL(fileURLWithPath: "flower.mp4"))
/// ```
public struct SegmentJoiner: Sendable {
    public let ffmpeg: FFmpegTool
    public let format: VideoFormat

    /// - Throws: ``FrameOutputError/cannotWrite(path:reason:)`` for GIF, whose files cannot be
    ///   joined (one palette and loop per file): shards of a GIF write PNG frames instead.
    public init(ffmpeg: FFmpegTool, format: VideoFormat) throws(FrameOutputError) {
        guard format != .gif else {
            throw .cannotWrite(path: "", reason: "GIF files cannot be joined without re-encoding; shards of a GIF render write PNG frames")
        }
        self.ffmpeg = ffmpeg
        self.format = format
    }

    /// Writes `segments` (files whose paths were checked, e.g. by ``ShardFolder``), in order, into
    /// `file`; checks that it holds `frames` frames. ffmpeg reads them through a list it treats as
    /// untrusted (`-safe 1`: relative, portable names only), see ``ConcatList``.
    ///
    /// - Throws: ``FrameOutputError/cannotWrite(path:reason:)`` or ``FrameOutputError/ffmpegFailed(_:)``
    ///   with ffmpeg's last lines; nothing is left at `file` then.
    public func join(_ segments: [URL], frames: Int, into file: URL) throws(FrameOutputError) {
        OutputTemporaryFiles.removeStale(of: file)
        let output: AtomicFile
        do { output = try AtomicFile(file) } catch { throw .cannotWrite(path: file.path, reason: error.reason) }
        defer { output.abort() }
        let list = try ConcatList(segments, beside: file, fileExtension: format.rawValue)
        defer { list.remove() }
        var arguments = ["-hide_banner", "-nostdin", "-loglevel", "error", "-y", "-f", "concat", "-safe", "1", "-i", list.path,
                         "-map", "0:v"]
        // Raw YUV (y4m) cannot be stream-copied into its muxer; wrapping the same frames is lossless.
        arguments += format == .y4m ? ["-c:v", "wrapped_avframe"] : ["-c", "copy"]
        arguments += format == .mp4 ? ["-movflags", "+faststart"] : []
        arguments += ["-f", format.muxer, output.temporary]
        // A stream copy: the timeout plus 0.01 s a frame, then the child's group is killed.
        let answer = ChildProcess.run(ffmpeg.executable, arguments, limit: ffmpeg.workLimit(frames: frames, pixels: 0, secondsPerMegapixel: 0.1))
        let messages = answer.errorLines.filter { !$0.isEmpty }.suffix(20)
        guard answer.status == 0, answer.failure == nil else {
            let why = answer.failure ?? (answer.status > 128 ? "killed by signal \(answer.status - 128)" : "exit status \(answer.status)")
            throw .ffmpegFailed("ffmpeg could not join \(segments.count) segments into \(file.path) (\(why))"
                                + (messages.isEmpty ? "" : ":\n  " + messages.joined(separator: "\n  ")))
        }
        switch ffmpeg.readBack(at: output.temporary, frames: frames, pixels: 0) {
        case .unreadable(let why):
            throw .ffmpegFailed("joining \(segments.count) segments into \(file.path) gave a file that is not a readable video: \(why); "
                                + "nothing was kept")
        case .frames(let count) where count != frames:
            throw .ffmpegFailed("joining \(segments.count) segments gave \(count) frames, not the \(frames) of the shards; nothing was kept")
        case .frames:
            break
        }
        do { try output.commit() } catch { throw .cannotWrite(path: file.path, reason: error.reason) }
    }
}
