import RenderCommands

/// Where finished frames go: a PNG sequence (``PNGSequenceSink``), later animated files, video or
/// a raw stream. A ``RenderJob`` hands a sink every drawn frame in plan order, asks it which frames
/// are already complete (for resume), collects the frames it has finished writing (for progress)
/// and finally flushes it.
///
/// ```swift
/// let sink = try PNGSequenceSink(directory: URL(fileURLWithPath: "frames"))
/// try sink.write(pixmap, for: plan[0])        // may return before the file exists
/// for done in sink.drainWritten() { print("wrote", done.location) }
/// let summary = try sink.finish()             // every file written, or the first failure
/// ```
///
/// A sink is used from one thread at a time; it may do its work on background threads.
public protocol FrameSink: AnyObject {
    /// Where `frame` goes, for progress and messages (a file path for a PNG sequence).
    func location(of frame: PlannedFrame) -> String

    /// Whether `frame` is already complete at `width`×`height` from an earlier run, so a resumed
    /// job skips it. Sinks that cannot resume say false (the default).
    func isComplete(_ frame: PlannedFrame, width: Int, height: Int) -> Bool

    /// Takes the finished pixels of `frame`; frames arrive in plan order. May block to bound the
    /// frames in flight. Throws the first failure (of this frame or an earlier one).
    func write(_ pixmap: Pixmap, for frame: PlannedFrame) throws

    /// The frames completely written since the last call, in the order they were given.
    func drainWritten() -> [WrittenFrame]

    /// Waits until every frame given is written and flushed; throws the first failure.
    func finish() throws -> FrameSinkSummary
}

extension FrameSink {
    /// No frame is complete: a sink that cannot resume writes every frame.
    public func isComplete(_ frame: PlannedFrame, width: Int, height: Int) -> Bool { false }
}

/// A frame a sink has finished writing.
///
/// ```swift
/// for done in sink.drainWritten() { print(done.frame.index, done.location, done.encodeSeconds) }
/// ```
public struct WrittenFrame: Sendable, Hashable {
    /// The frame.
    public var frame: PlannedFrame
    /// Where it went (``FrameSink/location(of:)``).
    public var location: String
    /// Seconds spent encoding and writing it (on whatever thread did it).
    public var encodeSeconds: Double

    public init(frame: PlannedFrame, location: String, encodeSeconds: Double) {
        self.frame = frame
        self.location = location
        self.encodeSeconds = encodeSeconds
    }
}

/// What a sink did, reported by ``FrameSink/finish()``.
///
/// ```swift
/// let summary = try sink.finish()
/// print("\(summary.framesWritten) frames, \(summary.encodeSeconds) s encoding")
/// ```
public struct FrameSinkSummary: Sendable, Hashable {
    /// Frames written.
    public var framesWritten: Int
    /// Seconds spent encoding and writing, summed over the frames (background threads included).
    public var encodeSeconds: Double
    /// Whether ``encodeSeconds`` is CPU time of Zoetrope's own encoder threads (PNG, APNG); else
    /// it is the time spent handing frames over (to ffmpeg, to a stream), waits included.
    public var measuresCPU: Bool

    public init(framesWritten: Int, encodeSeconds: Double, measuresCPU: Bool = false) {
        self.framesWritten = framesWritten
        self.encodeSeconds = encodeSeconds
        self.measuresCPU = measuresCPU
    }
}
