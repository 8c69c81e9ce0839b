/// One step of a ``RenderJob``, reported to its progress callback as it happens: a frame its sink
/// has finished writing (in plan order), or a frame skipped because it was already complete
/// (reported at once, so it may come before earlier frames still being written).
///
/// ```swift
/// _ = try job.run(into: sink) { event in
///     print("frame \(event.frame.index): \(event.kind == .skipped ? "skipped" : "wrote") \(event.location)")
/// }
/// ```
public struct FrameEvent: Sendable, Hashable {
    /// What happened to the frame.
    public enum Kind: Sendable, Hashable {
        /// Drawn and written by the sink.
        case written
        /// Already complete from an earlier run (resume); neither drawn nor written.
        case skipped
    }

    public var kind: Kind
    public var frame: PlannedFrame
    /// Where the frame is (``FrameSink/location(of:)``).
    public var location: String
    /// Seconds the job spent drawing the frame: its display list and the renderer's submit (with a
    /// pipelined renderer, overlapping the readback of earlier frames; the final flush counts for
    /// the last frame drawn). 0 for a skipped frame.
    public var drawSeconds: Double
    /// Seconds the sink spent encoding and writing the frame. 0 for a skipped frame.
    public var encodeSeconds: Double

    public init(kind: Kind, frame: PlannedFrame, location: String, drawSeconds: Double = 0, encodeSeconds: Double = 0) {
        self.kind = kind
        self.frame = frame
        self.location = location
        self.drawSeconds = drawSeconds
        self.encodeSeconds = encodeSeconds
    }
}

/// What a finished ``RenderJob`` did, with its timings.
///
/// ```swift
/// let report = try job.run(into: sink)
/// print("\(report.rendered) rendered, \(report.skipped) skipped in \(report.wallSeconds) s")
/// ```
public struct RenderReport: Sendable, Hashable {
    /// Frames drawn and written.
    public var rendered = 0
    /// Frames skipped as already complete.
    public var skipped = 0
    /// Seconds spent drawing (display lists and the renderer, on the calling thread).
    public var drawSeconds = 0.0
    /// Seconds the sink spent encoding and writing, summed over frames (background threads included).
    public var encodeSeconds = 0.0
    /// Whether ``encodeSeconds`` is encoder CPU time (``FrameSinkSummary/measuresCPU``).
    public var encodeIsCPU = false
    /// Seconds the drawing waited for the sink: handing frames over while its frames in flight
    /// were full (back-pressure), and its final flush. Near 0 when drawing is the bottleneck.
    public var waitSeconds = 0.0
    /// Seconds from the start of the run to the last frame written.
    public var wallSeconds = 0.0

    public init() {}
}
