import Foundation
import PNGCodec

/// Joins video segments — the shards of one render, each encoded alone — into one file without
/// re-encoding, with ffmpeg's concat demuxer and stream copy: x264's GOPs are closed and each
/// segment starts with a keyframe, VP9 segments keep their alpha, ProRes is intra-only, so the
/// packets are copied as they are. The result is written to a hidden temporary file, its frame
/// count checked with ffprobe, then renamed into place (a killed join leaves nothing at the
/// destination).
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
        AtomicFile.removeStaleTemporaryFiles(of: file, suffixes: [".segments.txt"])
        ConcatList.removeStale(beside: file)
        let output: AtomicFile
        do { output = try AtomicFile(file) } catch { throw .cannotWrite(path: file.path, reason: error.description) }
        defer { output.abort() }
        let list = try ConcatList(segments, beside: file, fileExtension: format.rawValue)
        defer { list.remove() }
        var arguments = ["-hide_banner", "-nostdin", "-loglevel", "error", "-y", "-f", "concat", "-safe", "1", "-i", list.path,
                         "-map", "0:v"]
        // Raw YUV (y4m) cannot be stream-copied into its muxer; wrapping the same frames is lossless.
        arguments += format == .y4m ? ["-c:v", "wrapped_avframe"] : ["-c", "copy"]
        arguments += format == .mp4 ? ["-movflags", "+faststart"] : []
        arguments += ["-f", format.muxer, output.temporary]
        let (status, messages) = Self.run(ffmpeg.executable, arguments)
        guard status == 0 else {
            throw .ffmpegFailed("ffmpeg could not join \(segments.count) segments into \(file.path) (exit status \(status))"
                                + (messages.isEmpty ? "" : ":\n  " + messages.suffix(20).joined(separator: "\n  ")))
        }
        if let count = ffmpeg.countFrames(at: output.temporary), count != frames {
            throw .ffmpegFailed("joining \(segments.count) segments gave \(count) frames, not the \(frames) of the shards; nothing was kept")
        }
        do { try output.commit() } catch { throw .cannotWrite(path: file.path, reason: error.description) }
    }

    /// Runs `executable arguments…` and returns its exit status (128 + signal when killed) and
    /// the last lines it wrote to standard error.
    private static func run(_ executable: URL, _ arguments: [String]) -> (Int32, [String]) {
        let answer = ChildProcess.run(executable, arguments)
        let lines = String(decoding: answer.errors, as: UTF8.self).split(separator: "\n").map(String.init)
        return (answer.status, Array(lines.suffix(40)))
    }
}
