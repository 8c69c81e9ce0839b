import RenderCommands

/// Takes the frames and keeps nothing: `--format null`, for measuring drawing alone (the same
/// frame loop, the same pipeline, no encoding and no files).
///
/// ```swift
/// let report = try job.run(into: NullSink())
/// ```
public final class NullSink: FrameSink {
    private var written: [WrittenFrame] = []
    private var count = 0

    public init() {}

    public func location(of frame: PlannedFrame) -> String { "frame \(frame.index) (not kept)" }

    public func write(_ pixmap: Pixmap, for frame: PlannedFrame) throws {
        count += 1
        written.append(WrittenFrame(frame: frame, location: location(of: frame), encodeSeconds: 0))
    }

    public func drainWritten() -> [WrittenFrame] {
        defer { written = [] }
        return written
    }

    public func finish() throws -> FrameSinkSummary { FrameSinkSummary(framesWritten: count, encodeSeconds: 0) }
}
