import Foundation

/// Why a frame plan, a sink or a render job failed. The message says what to fix; errors from the
/// renderer name the frame and its time.
///
/// ```swift
/// do { _ = try job.run(into: sink) }
/// catch { print("error: \(error)") }   // "error: frame 12 (t = 0.2 s): the display list has a NaN …"
/// ```
public enum FrameOutputError: Error, CustomStringConvertible, LocalizedError {
    /// The plan's name is empty or holds a `/` (frames are named `NAME_00000.png`).
    case invalidName(String)
    /// The frame rate is not a finite number > 0.
    case invalidFrameRate(Double)
    /// A frame range that is empty, starts below 0 or ends beyond ``FramePlan/maximumFrameIndex``.
    case invalidFrameRange(lower: Int, upper: Int)
    /// A duration that is not a finite number ≥ 0.
    case invalidDuration(Double)
    /// A time that is not a finite number ≥ 0.
    case invalidTime(Double)
    /// `seconds` × `fps` gives a frame index beyond ``FramePlan/maximumFrameIndex``.
    case tooManyFrames(seconds: Double, fps: Double)
    /// The output path exists and is not a directory.
    case notADirectory(path: String)
    /// The output directory could not be created (the system's reason included).
    case cannotCreateDirectory(path: String, reason: String)
    /// The output directory exists but this process cannot write into it.
    case directoryNotWritable(path: String)
    /// Drawing frame `frame` (or, when `orLater`, a frame from it on still in a pipeline) failed.
    /// `time` is nil when the failure surfaced only while flushing the pipeline.
    case renderFailed(frame: Int, time: Double?, orLater: Bool, underlying: any Error)
    /// The sink could not take or write a frame (its error, e.g. a ``PNGError``, included).
    case writeFailed(underlying: any Error)
    /// A single output file (an animation, a stream) cannot be written: the path and why.
    case cannotWrite(path: String, reason: String)
    /// A shard index outside 0..<count, or a count below 1.
    case invalidShard(index: Int, count: Int)
    /// A file a shard manifest names, or the manifest itself, that cannot be trusted: outside its
    /// folder, not a regular file, changed while read, or a manifest whose fields break its job.
    case untrustedFile(path: String, reason: String)
    /// No usable ffmpeg for a video format: what was tried.
    case ffmpegUnavailable(reason: String)
    /// ffmpeg failed while encoding: its status, how far it got and the last lines it printed, or
    /// why Zoetrope stopped it (no progress for the timeout), or why its file was not kept.
    case ffmpegFailed(String)
    /// A size, frame rate or loop count the video format cannot hold (see `VideoFormat.check`).
    case videoLimit(String)
    /// The ffmpeg watchdog's limit (from `source`) is not a number of seconds > 0 and ≤ one day.
    case invalidFFmpegTimeout(String, source: String)

    public var description: String {
        switch self {
        case .invalidName(let name):
            return "frames are named NAME_00000.png: the name must be a non-empty file name without '/' (got '\(name)')"
        case .invalidFrameRate(let fps):
            return "the frame rate must be a finite number of frames per second > 0 (got \(fps))"
        case let .invalidFrameRange(lower, upper):
            return "the frame range \(lower)..<\(upper) is empty or out of bounds: give A..<B with 0 ≤ A < B ≤ \(FramePlan.maximumFrameIndex + 1)"
        case .invalidDuration(let duration):
            return "the duration must be a finite number of seconds ≥ 0 (got \(duration))"
        case .invalidTime(let time):
            return "the time must be a finite number of seconds ≥ 0 (got \(time))"
        case let .tooManyFrames(seconds, fps):
            return "\(seconds) s at \(fps) fps is beyond the last frame index a plan can hold (\(FramePlan.maximumFrameIndex)): "
                + "use a shorter time or a lower frame rate"
        case .notADirectory(let path):
            return "\(path) exists and is not a directory"
        case let .cannotCreateDirectory(path, reason):
            return "cannot create the output directory \(path): \(reason)"
        case .directoryNotWritable(let path):
            return "the output directory \(path) is not writable"
        case let .renderFailed(frame, time, orLater, underlying):
            let when = time.map { " (t = \($0) s)" } ?? ""
            return "frame \(frame)\(when)\(orLater ? " or later" : ""): \(underlying)"
        case .writeFailed(let underlying):
            return "\(underlying)"
        case let .cannotWrite(path, reason):
            return "cannot write \(path): \(reason)"
        case let .invalidShard(index, count):
            return "shard \(index) of \(count) does not exist: the index must be 0 … count − 1 and the count 1 … \(Shard.maximumCount)"
        case let .untrustedFile(path, reason):
            return "\(path): \(reason)"
        case .ffmpegUnavailable(let reason):
            return "video output needs ffmpeg, and \(reason). Install it (Debian/Ubuntu: apt-get install ffmpeg) or pass "
                + "--ffmpeg /path/to/ffmpeg (or set ZOETROPE_FFMPEG). PNG, APNG and raw output need no ffmpeg."
        case .ffmpegFailed(let message), .videoLimit(let message):
            return message
        case let .invalidFFmpegTimeout(value, source):
            return "\(source) must be a number of seconds > 0 and ≤ 86400 (how long ffmpeg may go without progress); got '\(value)'"
        }
    }

    /// Same as ``description``, for `LocalizedError` users.
    public var errorDescription: String? { description }
}
