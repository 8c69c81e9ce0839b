import Foundation
import Testing
import AnimationCore
@testable import ZoetropeUI

private final class ClockLog: @unchecked Sendable {
    var dates: [Double] = []
    var ticks: [Double] = []
    var timer: Timer?
}

/// Reads `Date()` in its body (run again by a tap) and shows the seconds since its `@State` start.
private struct Elapsed: View {
    let log: ClockLog
    @State private var start = Date.now
    @State private var taps = 0
    var body: some View {
        log.dates.append(Date().timeIntervalSinceReferenceDate)
        return Text("\(taps) taps, \(Date().timeIntervalSince(start))s since \(start.timeIntervalSinceReferenceDate)")
            .onTapGesture { taps += 1 }
    }
}

/// A Foundation timer started by a tap, each tick at the virtual time it ran; a second tap stops it.
private final class Ticks: ObservableObject {
    @Published var count = 0
}

private struct TimerButton: View {
    let log: ClockLog
    let interval: TimeInterval
    let repeats: Bool
    @StateObject private var ticks = Ticks()
    var body: some View {
        Rectangle().frame(width: 20 + CGFloat(ticks.count), height: 20).onTapGesture {
            if let timer = log.timer {
                timer.invalidate()
                log.timer = nil
                return
            }
            nonisolated(unsafe) let model = ticks
            let log = log
            log.timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: repeats) { timer in
                log.ticks.append(VirtualClock.time(of: Date()))
                model.count += 1
                if !timer.isValid { log.ticks.append(-1) }
            }
        }
    }
}

/// `Date()`, Foundation's `Timer` and `Text(_:style:)` on the virtual clock inside a render (`WallClock`).
@Suite struct WallClockTests {
    @Test func dateReadsTheVirtualClockInsideARenderAndTheRealOneOutside() throws {
        let log = ClockLog()
        let frame = try story(5) { Elapsed(log: log) }.tap(.kind("Text"), at: 1.2).frame(at: 2.5)
        // The root was made at virtual time 0 (its @State start is the epoch); the body ran at 0,
        // then again after the tap at 1.2, exactly (no 10⁻⁷ s rounding through the Unix epoch).
        #expect(log.dates.first == 0)
        #expect(log.dates.last == 1.2)
        #expect((try? frame.find(.label("1 taps, 1.200000s since 0.000000"))) != nil, "\(frame.views.compactMap(\.label))")
        // Outside a render: the real clock (later than 2020).
        #expect(Date().timeIntervalSince1970 > 1_577_836_800)
        #expect(abs(WallClock.realNow.timeIntervalSinceNow) < 60)
    }

    @Test func theSameFrameAtAnyMomentGivesTheSameDates() throws {
        let first = ClockLog(), second = ClockLog()
        _ = try story(5) { Elapsed(log: first) }.tap(.kind("Text"), at: 1.25).frame(at: 2)
        usleep(20_000)
        _ = try story(5) { Elapsed(log: second) }.tap(.kind("Text"), at: 1.25).frame(at: 2)
        #expect(first.dates == second.dates)
        #expect(first.dates.last == 1.25)
    }

    @Test func foundationTimersTickAtExactVirtualTimesUntilInvalidated() throws {
        #expect(WallClock.timersAreVirtual)
        let log = ClockLog()
        let board = story(5) { TimerButton(log: log, interval: 0.25, repeats: true) }
            .tap(.kind("Rectangle"), at: 0.5)
            .tap(.kind("Rectangle"), at: 1.6)
        let frame = try board.frame(at: 3)
        #expect(log.ticks == [0.75, 1.0, 1.25, 1.5])
        #expect(try frame.find(.kind("Rectangle")).frame.width == 24)
    }

    @Test func aOneShotTimerFiresOnceAndInvalidatesItself() throws {
        let log = ClockLog()
        _ = try story(5) { TimerButton(log: log, interval: 2, repeats: false) }
            .tap(.kind("Rectangle"), at: 0.5).frame(at: 4)
        #expect(log.ticks == [2.5])
        #expect(log.timer?.isValid == false)
    }

    @Test func timerFramesAloneEqualTheFullRun() throws {
        let board = story(3) { TimerButton(log: ClockLog(), interval: 0.1, repeats: true) }.tap(.kind("Rectangle"), at: 0.2)
        let session = board.session()
        var widths: [CGFloat] = []
        for k in 0...25 { widths.append(try session.frame(at: Double(k) / 10, fps: 30).find(.kind("Rectangle")).frame.width) }
        for k in [25, 3, 14, 0, 9] {
            #expect(try board.frame(at: Double(k) / 10).find(.kind("Rectangle")).frame.width == widths[k], "frame \(k)")
        }
        #expect(widths[25] == 43, "\(widths)")
    }

    @Test func aTimerAddedToTheMainRunLoopFiresFromItsFireDate() throws {
        struct Added: View {
            let log: ClockLog
            var body: some View {
                Rectangle().onAppear {
                    let log = log
                    let timer = Timer(fire: Date().addingTimeInterval(1), interval: 0.5, repeats: true) { _ in
                        log.ticks.append(VirtualClock.time(of: Date()))
                    }
                    RunLoop.main.add(timer, forMode: .common)
                    log.timer = timer
                }
            }
        }
        let log = ClockLog()
        _ = try story(5) { Added(log: log) }.frame(at: 2.2)
        #expect(log.ticks == [1.0, 1.5, 2.0])
    }

    @Test func aTimerEveryNanosecondFailsWithTheBudgetNamed() {
        #expect(throws: ViewGraphError.tooMuchScheduledWork(limit: 10_000)) {
            _ = try story(5) { TimerButton(log: ClockLog(), interval: 1e-9, repeats: true) }
                .tap(.kind("Rectangle"), at: 0.1).frame(at: 2)
        }
    }

    @Test func taskSleepsAdvanceDateByTheirVirtualDuration() throws {
        struct Waiter: View {
            let log: ClockLog
            var body: some View {
                Rectangle().task {
                    let before = Date()
                    try? await Task.sleep(for: .seconds(2))
                    log.dates = [before.timeIntervalSinceReferenceDate, Date().timeIntervalSinceReferenceDate]
                }
            }
        }
        let log = ClockLog()
        _ = try story(5) { Waiter(log: log) }.frame(at: 3)
        #expect(log.dates == [0, 2])
    }
}

/// `Text(_:style:)` and `Text(timerInterval:)`: the spec's vectors (view-layer.md §17.9).
@Suite struct TextDateStyleTests {
    let base = Date(timeIntervalSinceReferenceDate: 0)

    @Test func timerCountsUpFromAPastDateAndDownToAFutureOne() {
        let text = LiveDateText.date(base, .timer)
        #expect(text.string(now: base) == "0:00")
        #expect(text.string(now: base + 152.9) == "2:32")
        #expect(text.string(now: base + 133_261) == "37:01:01")
        let countdown = LiveDateText.date(base + 20, .timer)
        #expect(countdown.string(now: base) == "0:20")
        #expect(countdown.string(now: base + 0.5) == "0:20")
        #expect(countdown.string(now: base + 19.5) == "0:01")
        #expect(countdown.string(now: base + 20) == "0:00")
        #expect(countdown.string(now: base + 25) == "0:05")
    }

    @Test func relativeAndOffsetUseTheLargestUnits() {
        let later = base + 2 * 3600 + 23 * 60 + 5
        #expect(LiveDateText.relative(from: base, to: later) == "2 hours, 23 minutes")
        #expect(LiveDateText.relative(from: later, to: base) == "2 hours, 23 minutes")
        #expect(LiveDateText.relative(from: base, to: base + 20) == "20 seconds")
        #expect(LiveDateText.relative(from: base, to: base + 3600) == "1 hour")
        #expect(LiveDateText.relative(from: base, to: base) == "0 seconds")
        // 2001-01-01 → 2002-02-01: one year and one month.
        #expect(LiveDateText.relative(from: base, to: base + (365 + 31) * 86_400) == "1 year, 1 month")
        #expect(LiveDateText.offset(from: base, to: later) == "+2 hours")
        #expect(LiveDateText.offset(from: base + (31 + 28 + 31) * 86_400, to: base) == "-3 months")
    }

    @Test func timerIntervalsClampPauseAndHideHours() {
        let hour = LiveDateText.timer(base...(base + 3600), pauseTime: nil, countsDown: true, showsHours: true)
        #expect(hour.string(now: base - 10) == "1:00:00")
        #expect(hour.string(now: base + 0.5) == "1:00:00")
        #expect(hour.string(now: base + 1) == "59:59")
        #expect(hour.string(now: base + 4000) == "0:00")
        let up = LiveDateText.timer(base...(base + 7200), pauseTime: base + 5400, countsDown: false, showsHours: false)
        #expect(up.string(now: base + 65.7) == "1:05")
        #expect(up.string(now: base + 6000) == "90:00")
    }

    @Test func timeDateAndRanges() {
        let date = Date(timeIntervalSince1970: 1_559_604_180)   // 2019-06-03 23:23:00 UTC
        #expect(Text(date, style: .time).plainText == "11:23 PM")
        #expect(Text(date, style: .date).plainText == "June 3, 2019")
        #expect(Text(date...(date + 600)).plainText == "11:23 PM – 11:33 PM")
        #expect(Text(date...(date + 2 * 86_400)).plainText == "Jun 3, 2019 – Jun 5, 2019")
    }

    @Test func aTimerTextCountsByItselfInAStoryboard() throws {
        struct Open: View {
            @State private var openedAt = Date.now
            var body: some View { Text(openedAt, style: .timer) }
        }
        let board = story(100) { Open() }
        #expect((try? board.frame(at: 0).find(.label("0:00"))) != nil)
        #expect((try? board.frame(at: 65.5).find(.label("1:05"))) != nil)
        let session = board.session()
        _ = try session.frame(at: 1, fps: 1)
        #expect((try? session.frame(at: 2, fps: 1).find(.label("0:02"))) != nil)
    }
}

/// `Task { }` made inside a render: driven on the virtual clock like `.task`.
@Suite struct UnstructuredTaskTests {
    private final class Steps: @unchecked Sendable { var order: [String] = []; var times: [Double] = [] }

    private struct Saver: View {
        let steps: Steps
        @State private var phase = 0
        var body: some View {
            Rectangle().frame(width: 10 + 10 * CGFloat(phase), height: 10).onTapGesture {
                let steps = steps
                nonisolated(unsafe) let view = self
                Task {
                    steps.order.append("task")
                    view.phase = 1
                    try? await Task.sleep(for: .seconds(1))
                    steps.times.append(VirtualClock.time(of: Date()))
                    withAnimation(.linear(duration: 1)) { view.phase = 2 }
                }
                steps.order.append("action")
            }
        }
    }

    @Test func aTaskFromAnActionRunsAfterItAndSleepsOnTheVirtualClock() throws {
        let steps = Steps()
        let board = story(5) { Saver(steps: steps) }.tap(.kind("Rectangle"), at: 0.5)
        #expect(try board.frame(at: 0.4).find(.kind("Rectangle")).frame.width == 10)
        #expect(try board.frame(at: 0.6).find(.kind("Rectangle")).frame.width == 20)
        #expect(steps.order == ["action", "task"])
        #expect(try board.frame(at: 1.4).find(.kind("Rectangle")).frame.width == 20)
        // Woken at 1.5, animating 20 → 30 over a second: 25 at 2.0.
        let half = try board.frame(at: 2.0).find(.kind("Rectangle")).frame.width
        #expect(abs(half - 25) < 1e-6, "\(half)")
        #expect(steps.times.last == 1.5)
    }

    @Test func aTaskOutsideARenderIsTheStandardLibrarysOne() async {
        let value = await Task { 41 + 1 }.value
        #expect(value == 42)
    }
}

/// `DispatchWorkItem`s given to `asyncAfter` and `ContinuousClock` sleeps, on the virtual clock.
@Suite struct WorkItemAndClockTests {
    private final class Log: @unchecked Sendable { var times: [Double] = []; var durations: [Duration] = [] }

    /// Each tap shows a toast and (re)schedules its hide 2 s later, cancelling the pending one.
    private struct Toast: View {
        let log: Log
        @State private var shown = false
        @State private var hide: DispatchWorkItem?
        var body: some View {
            Rectangle().frame(width: shown ? 100 : 10, height: 10).onTapGesture {
                shown = true
                hide?.cancel()
                nonisolated(unsafe) let view = self
                let log = log
                let item = DispatchWorkItem {
                    log.times.append(VirtualClock.time(of: Date()))
                    view.shown = false
                }
                hide = item
                DispatchQueue.main.asyncAfter(deadline: .now() + 2, execute: item)
            }
        }
    }

    @Test func aCancelledWorkItemNeverRunsAndTheLastOneRunsOnTime() throws {
        let log = Log()
        let board = story(5) { Toast(log: log) }.tap(.kind("Rectangle"), at: 0.5).tap(.kind("Rectangle"), at: 1.5)
        #expect(try board.frame(at: 3.2).find(.kind("Rectangle")).frame.width == 100)
        #expect(try board.frame(at: 3.6).find(.kind("Rectangle")).frame.width == 10)
        #expect(log.times == [3.5])
    }

    @Test func continuousClockSleepsAndMeasuresVirtualTime() throws {
        struct Typer: View {
            let log: Log
            @State private var typed = 0
            var body: some View {
                nonisolated(unsafe) let view = self
                let log = log
                return Rectangle().frame(width: 10 + CGFloat(typed), height: 10).task {
                    let clock = ContinuousClock()
                    let start = clock.now
                    for _ in 0..<5 {
                        try? await clock.sleep(for: .milliseconds(50))
                        view.typed += 1
                    }
                    try? await clock.sleep(until: clock.now.advanced(by: .milliseconds(250)))
                    log.durations.append(start.duration(to: clock.now))
                    log.durations.append(SuspendingClock.now.duration(to: SuspendingClock.now))
                }
            }
        }
        let early = story(2) { Typer(log: Log()) }
        #expect(try early.frame(at: 0.12).find(.kind("Rectangle")).frame.width == 12)
        let log = Log()
        _ = try story(2) { Typer(log: log) }.frame(at: 1)
        #expect(log.durations == [.milliseconds(500), .zero])
    }
}

/// `RunLoop.main.perform { }` inside a render: after the step that asked, at its virtual time.
@Suite struct RunLoopPerformTests {
    private final class Order: @unchecked Sendable { var steps: [String] = []; var times: [Double] = [] }

    private struct Deferred: View {
        let order: Order
        @State private var done = false
        var body: some View {
            Rectangle().frame(width: done ? 50 : 10, height: 10).onTapGesture {
                nonisolated(unsafe) let view = self
                let order = order
                RunLoop.main.perform {
                    order.steps.append("performed")
                    order.times.append(VirtualClock.time(of: Date()))
                    view.done = true
                }
                order.steps.append("action")
            }
        }
    }

    @Test func aPerformedBlockRunsAfterTheActionAtItsTime() throws {
        let order = Order()
        let frame = try story(2) { Deferred(order: order) }.tap(.kind("Rectangle"), at: 0.5).frame(at: 0.5)
        #expect(order.steps == ["action", "performed"])
        #expect(order.times == [0.5])
        #expect(try frame.find(.kind("Rectangle")).frame.width == 50)
    }
}
