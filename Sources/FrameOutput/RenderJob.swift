import Dispatch
import RenderCommands

/// The frame loop: draws every frame of a ``FramePlan`` with any ``Renderer`` and hands the frames,
/// in plan order, to any ``FrameSink``. Frames go through the renderer's
/// ``Renderer/makeFramePipeline()``, so a GPU draws frame N+1 while frame N is read back, and the
/// sink encodes on its own threads meanwhile. With `resume`, frames the sink says are complete
/// are skipped (neither drawn nor written).
///
/// ```swift
/// let plan = try FramePlan(name: "flower", fps: 60, selection: .duration(2))
/// let player = try ScenePlayer(named: "flower").framePlayer(size: CGSize(width: 512, height: 512))
/// let job = RenderJob(plan: plan, renderer: try RendererChoice(.auto), width: 512, height: 512,
///                     background: PremultipliedRGBA8(.white)) { frame in
///     try player.displayList(at: frame.time)
/// }
/// let report = try job.run(into: try PNGSequenceSink(directory: out)) { event in
///     print("frame \(event.frame.index): \(event.location)")
/// }
/// ```
///
/// Errors are ``FrameOutputError``s: a failure of the display list or the renderer names the frame
/// and its time ("frame 12 (t = 0.2 s): …"; with a pipelined renderer "frame 12 (t = 0.2 s) or
/// later: …", as the failure may belong to a frame still in the pipeline); a sink's failure is
/// ``FrameOutputError/writeFailed(underlying:)``. On any failure the frames already handed to the
/// sink are flushed before the error is thrown.
public struct RenderJob {
    /// The frames to draw.
    public var plan: FramePlan
    /// What draws them.
    public var renderer: any Renderer
    /// The frames' size in pixels.
    public var width: Int, height: Int
    /// What every frame is drawn over (the renderer clears to it as it draws).
    public var background: PremultipliedRGBA8
    /// Skip frames the sink says are complete.
    public var resume: Bool
    /// Use the renderer's own pipeline (false: one frame at a time, for comparison).
    public var pipelined: Bool
    /// The display list of a frame, in pixels.
    public var displayList: (PlannedFrame) throws -> DisplayList

    public init(
        plan: FramePlan, renderer: any Renderer, width: Int, height: Int, background: PremultipliedRGBA8,
        resume: Bool = false, pipelined: Bool = true, displayList: @escaping (PlannedFrame) throws -> DisplayList
    ) {
        self.plan = plan
        self.renderer = renderer
        self.width = width
        self.height = height
        self.background = background
        self.resume = resume
        self.pipelined = pipelined
        self.displayList = displayList
    }

    /// Draws the plan into `sink`, calling `progress` on this thread as frames are written or
    /// skipped, and returns what was done. Throws ``FrameOutputError``.
    public func run(into sink: some FrameSink, progress: (FrameEvent) -> Void = { _ in }) throws(FrameOutputError) -> RenderReport {
        let started = Self.now()
        let pipeline = pipelined ? renderer.makeFramePipeline() : Self.oneAtATime(renderer)
        var report = RenderReport()
        var waiting: [PlannedFrame] = []       // submitted, not yet back from the pipeline (oldest first)
        var drawSeconds: [Int: Double] = [:]   // by frame index, until the sink has written the frame
        var lastDrawn: PlannedFrame?

        /// Hands the pipeline's finished frames (oldest first) to the sink; reports what it wrote.
        func deliver(_ pixmaps: [Pixmap]) throws(FrameOutputError) {
            for pixmap in pixmaps where !waiting.isEmpty {
                let frame = waiting.removeFirst()
                let start = Self.now()
                do { try sink.write(pixmap, for: frame) } catch { throw .writeFailed(underlying: error) }
                report.waitSeconds += Self.now() - start
                report.rendered += 1
            }
            reportWritten()
        }
        func reportWritten() {
            for written in sink.drainWritten() {
                progress(FrameEvent(kind: .written, frame: written.frame, location: written.location,
                                    drawSeconds: drawSeconds.removeValue(forKey: written.frame.index) ?? 0,
                                    encodeSeconds: written.encodeSeconds))
            }
        }
        /// A failure of the frames from `waiting.first` on (exactly that frame when the pipeline holds none back).
        func failure(_ error: any Error, flushing: Bool) -> FrameOutputError {
            let frame = waiting.first ?? lastDrawn
            return .renderFailed(frame: frame?.index ?? plan.startIndex, time: flushing ? nil : frame?.time,
                                 orLater: pipeline.latency > 0, underlying: error)
        }

        do throws(FrameOutputError) {
            for frame in plan {
                if resume && sink.isComplete(frame, width: width, height: height) {
                    report.skipped += 1
                    progress(FrameEvent(kind: .skipped, frame: frame, location: sink.location(of: frame)))
                    continue
                }
                let start = Self.now()
                waiting.append(frame)
                lastDrawn = frame
                let done: [Pixmap]
                do {
                    done = try pipeline.submit(displayList(frame), clearingTo: background, width: width, height: height)
                } catch { throw failure(error, flushing: false) }
                let seconds = Self.now() - start
                report.drawSeconds += seconds
                drawSeconds[frame.index] = seconds
                try deliver(done)
            }
            let start = Self.now()
            let done: [Pixmap]
            do { done = try pipeline.finish() } catch { throw failure(error, flushing: true) }
            let seconds = Self.now() - start
            report.drawSeconds += seconds
            if let lastDrawn { drawSeconds[lastDrawn.index, default: 0] += seconds }
            try deliver(done)
        } catch {
            _ = try? sink.finish()
            throw error
        }
        let finishing = Self.now()
        do {
            let summary = try sink.finish()
            report.encodeSeconds = summary.encodeSeconds
            report.encodeIsCPU = summary.measuresCPU
        } catch {
            throw .writeFailed(underlying: error)
        }
        report.waitSeconds += Self.now() - finishing
        reportWritten()
        report.wallSeconds = Self.now() - started
        return report
    }

    /// One frame at a time, whatever pipeline the renderer offers.
    private static func oneAtATime(_ renderer: some Renderer) -> any FramePipeline {
        SynchronousFramePipeline(renderer: renderer)
    }

    /// Monotonic seconds.
    private static func now() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }
}
