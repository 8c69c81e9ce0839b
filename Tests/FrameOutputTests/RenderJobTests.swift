import FrameOutput
import RenderCommands
import Testing

/// `RenderJob` with fake renderers and an in-memory sink: frames reach the sink in plan order
/// (also from a pipeline that returns them late), resume skips complete frames, and failures name
/// the frame.
@Suite struct RenderJobTests {
    func job(_ renderer: any Renderer, frames: Range<Int> = 0..<10, fps: Double = 10, resume: Bool = false,
             pipelined: Bool = true) throws -> RenderJob {
        let plan = try FramePlan(name: "fake", fps: fps, selection: .frames(frames))
        return RenderJob(plan: plan, renderer: renderer, width: 4, height: 2, background: Fake.background, resume: resume,
                         pipelined: pipelined) { Fake.list(for: $0.index) }
    }

    /// The error `job` throws into `sink`, or nil (recorded as an issue) when it succeeds.
    func failure(of job: RenderJob, into sink: MemorySink = MemorySink(),
                 sourceLocation: SourceLocation = #_sourceLocation) -> FrameOutputError? {
        do {
            _ = try job.run(into: sink)
            Issue.record("no error", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    /// Checks the sink got exactly `indices`, in order, each with its own pixels.
    func expectFrames(_ sink: MemorySink, _ indices: [Int], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(sink.frames.map(\.frame.index) == indices, sourceLocation: sourceLocation)
        for (frame, pixmap) in sink.frames {
            #expect(Fake.paintedIndex(pixmap) == frame.index, "frame \(frame.index)", sourceLocation: sourceLocation)
            #expect(pixmap.width == 4 && pixmap.height == 2, sourceLocation: sourceLocation)
            #expect(pixmap[x: 3, y: 1].alpha == 255, "drawn over the canvas", sourceLocation: sourceLocation)
        }
    }

    @Test func framesArriveInPlanOrder() throws {
        let sink = MemorySink()
        var events: [FrameEvent] = []
        let report = try job(CountingRenderer(), frames: 3..<9).run(into: sink) { events.append($0) }
        expectFrames(sink, Array(3..<9))
        #expect(sink.frames.map(\.frame.time) == [0.3, 0.4, 0.5, 0.6, 0.7, 0.8])
        #expect(sink.finished == 1)
        #expect(events.map(\.frame.index) == Array(3..<9))
        #expect(events.allSatisfy { $0.kind == .written && $0.location == "memory:\($0.frame.name)" })
        #expect(report.rendered == 6 && report.skipped == 0)
        #expect(report.drawSeconds >= 0 && report.wallSeconds >= report.drawSeconds)
    }

    @Test(arguments: [1, 2, 5, 20])
    func aPipelineThatReturnsFramesLateStillDeliversInOrder(lag: Int) throws {
        let sink = MemorySink()
        var events: [Int] = []
        let report = try job(LaggingRenderer(lag: lag), frames: 0..<12).run(into: sink) { events.append($0.frame.index) }
        expectFrames(sink, Array(0..<12))
        #expect(events == Array(0..<12))
        #expect(report.rendered == 12)
    }

    /// The time the drawing waits for a slow output is reported apart from drawing: 10 writes of
    /// 20 ms each are ≥ 0.2 s of waiting; a sink that takes frames at once costs next to nothing.
    @Test func waitingForTheOutputIsMeasured() throws {
        let slow = MemorySink()
        slow.delay = 0.02
        let report = try job(CountingRenderer()).run(into: slow)
        #expect(report.waitSeconds >= 0.2 && report.waitSeconds <= report.wallSeconds, "\(report)")
        let fast = try job(CountingRenderer()).run(into: MemorySink())
        #expect(fast.waitSeconds < 0.1, "\(fast)")
    }

    @Test func notPipelinedDrawsOneFrameAtATime() throws {
        // pipelined: false ignores the renderer's own pipeline: a failure is that frame's exactly.
        let sink = MemorySink()
        let error = failure(of: try job(LaggingRenderer(lag: 3, failing: 6), pipelined: false), into: sink)
        #expect(error?.description == "frame 6 (t = 0.6 s): boom at 6")
        expectFrames(sink, Array(0..<6))
    }

    @Test func resumeSkipsCompleteFrames() throws {
        let sink = MemorySink(complete: [0, 4, 5, 9])
        var skipped: [Int] = [], written: [Int] = []
        let report = try job(LaggingRenderer(lag: 2), resume: true).run(into: sink) { event in
            if event.kind == .skipped { skipped.append(event.frame.index) } else { written.append(event.frame.index) }
        }
        expectFrames(sink, [1, 2, 3, 6, 7, 8])
        #expect(skipped == [0, 4, 5, 9] && written == [1, 2, 3, 6, 7, 8])
        #expect(report.rendered == 6 && report.skipped == 4)

        // Without resume, complete frames are drawn again.
        let again = MemorySink(complete: [0, 4, 5, 9])
        #expect(try job(CountingRenderer()).run(into: again).skipped == 0)
        expectFrames(again, Array(0..<10))
    }

    @Test func aRendererErrorNamesTheFrame() throws {
        let sink = MemorySink()
        let error = failure(of: try job(CountingRenderer(failing: 7)), into: sink)
        guard case let .renderFailed(frame, time, orLater, underlying)? = error else { Issue.record("\(String(describing: error))"); return }
        #expect(frame == 7 && time == 0.7 && !orLater)
        #expect(underlying is FakeError)
        #expect(error?.description == "frame 7 (t = 0.7 s): boom at 7")
        expectFrames(sink, Array(0..<7))
        #expect(sink.finished == 1, "frames already handed over are flushed")
    }

    @Test func aPipelinedRendererErrorNamesTheOldestFrameInFlight() throws {
        // Lag 2: when frame 7 fails, frames 4…6 are still in the pipeline (0…3 came back).
        let sink = MemorySink()
        let error = failure(of: try job(LaggingRenderer(lag: 2, failing: 7)), into: sink)
        #expect(error?.description == "frame 4 (t = 0.4 s) or later: boom at 7")
        expectFrames(sink, Array(0..<4))
        #expect(sink.finished == 1)
    }

    @Test func aDisplayListErrorNamesTheFrame() throws {
        let plan = try FramePlan(name: "fake", fps: 4, selection: .frames(0..<5))
        let job = RenderJob(plan: plan, renderer: CountingRenderer(), width: 4, height: 2, background: Fake.background) { frame in
            if frame.index == 2 { throw FakeError(description: "no such state") }
            return Fake.list(for: frame.index)
        }
        #expect(failure(of: job)?.description == "frame 2 (t = 0.5 s): no such state")
    }

    @Test func aSinkErrorIsAWriteFailure() throws {
        let sink = MemorySink(failing: 3)
        let error = failure(of: try job(CountingRenderer()), into: sink)
        guard case .writeFailed(let underlying)? = error else { Issue.record("\(String(describing: error))"); return }
        #expect(underlying is FakeError)
        #expect(error?.description == "disk full at fake_00003.png")
        expectFrames(sink, Array(0..<3))
    }
}
