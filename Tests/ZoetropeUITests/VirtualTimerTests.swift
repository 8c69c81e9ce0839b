import Foundation
import Testing
import AnimationCore
import Geometry2D
import OpenCombine
@testable import ZoetropeUI

private final class TickLog { var times: [Double] = [] }

private struct Ticker: View {
    let log: TickLog
    let timer = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()
    @State private var ticks = 0
    var body: some View {
        Rectangle().frame(width: 10 + CGFloat(ticks), height: 10)
            .onReceive(timer) { date in
                log.times.append(VirtualClock.time(of: date))
                ticks += 1
            }
    }
}

private struct Toast: View {
    @State private var shown = false
    var body: some View {
        VStack {
            Circle().frame(width: 20, height: 20).onTapGesture {
                shown = true
                nonisolated(unsafe) let view = self
                DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                    withAnimation(.linear(duration: 1)) { view.shown = false }
                }
            }
            Rectangle().frame(width: shown ? 100 : 0, height: 10)
        }
    }
}

private struct Flood: View {
    let timer = Timer.publish(every: 1e-9, on: .main, in: .common).autoconnect()
    @State private var ticks = 0
    var body: some View { Rectangle().onReceive(timer) { _ in ticks += 1 } }
}

/// Timers and `DispatchQueue.main.asyncAfter` on the virtual clock: ticks at exact virtual times,
/// blocks run at their virtual deadline, any frame the same alone or in a full run.
@Suite struct VirtualTimerTests {
    @Test func timerTicksAtExactVirtualTimesFromItsConnection() throws {
        let log = TickLog()
        let frame = try story { Ticker(log: log) }.frame(at: 1.1)
        #expect(log.times == [0.25, 0.5, 0.75, 1.0])
        #expect(try frame.find(.kind("Rectangle")).frame.width == 14)
    }

    @Test func aFrameAloneEqualsTheSameFrameInAFullRun() throws {
        let board = story { Ticker(log: TickLog()) }
        let session = board.session()
        var inRun: [CGFloat] = []
        for k in 0...30 { inRun.append(try session.frame(at: Double(k) / 10, fps: 60).find(.kind("Rectangle")).frame.width) }
        for k in [30, 7, 19, 0, 12] {
            let alone = try board.frame(at: Double(k) / 10).find(.kind("Rectangle")).frame.width
            #expect(alone == inRun[k], "frame \(k)")
        }
        #expect(inRun[30] == 22)
    }

    @Test func asyncAfterRunsAtItsVirtualDeadlineWithItsAnimation() throws {
        let board = story(5) { Toast() }.tap(.kind("Circle"), at: 0.5)
        #expect(try board.frame(at: 0.4).find(.kind("Rectangle")).frame.width == 0)
        #expect(try board.frame(at: 2.4).find(.kind("Rectangle")).frame.width == 100)
        // Dismissed at 2.5 with linear(duration: 1): halfway at 3.0.
        let half = try board.frame(at: 3.0).find(.kind("Rectangle")).frame.width
        #expect(abs(half - 50) < 1e-6, "\(half)")
        #expect(try board.frame(at: 3.6).find(.kind("Rectangle")).frame.width == 0)
    }

    @Test func asyncAfterDelaysAreWholeMilliseconds() {
        let now = DispatchTime.now()
        #expect(DispatchQueue.virtualDelay(until: now + 2) == 2)
        #expect(DispatchQueue.virtualDelay(until: now + .milliseconds(16)) == 0.016)
        #expect(DispatchQueue.virtualDelay(until: now) == 0)
    }

    @Test func aTimerEveryNanosecondFailsWithTheBudgetNamed() {
        #expect(throws: ViewGraphError.tooMuchScheduledWork(limit: 10_000)) {
            _ = try story { Flood() }.frame(at: 0.1)
        }
        var small = story { Flood() }
        small.maximumScheduledWorkPerStep = 50
        #expect(throws: ViewGraphError.tooMuchScheduledWork(limit: 50)) { _ = try small.frame(at: 0.1) }
    }

    @Test func aTimerStopsWhenItsViewDisappears() throws {
        struct Gate: View {
            let log: TickLog
            @State private var on = true
            var body: some View {
                VStack {
                    if on { Ticker(log: log) }
                    Circle().frame(width: 5, height: 5).onTapGesture { on = false }
                }
            }
        }
        let log = TickLog()
        _ = try story { Gate(log: log) }.tap(.kind("Circle"), at: 0.6).frame(at: 2)
        #expect(log.times == [0.25, 0.5])
    }
}
