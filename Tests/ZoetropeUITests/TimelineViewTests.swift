import Foundation
import Testing
import AnimationCore
import Geometry2D
@testable import ZoetropeUI

/// A custom schedule, as a person would write one: every 0.75 s from where it is asked.
private struct EveryThreeQuarters: TimelineSchedule {
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> some Sequence<Date> {
        (0...).lazy.map { startDate.addingTimeInterval(Double($0) * 0.75) }
    }
}

/// A red square scaled by 1 + the entry's virtual time, so the scale reads back the date.
private func dateProbe(_ context: TimelineViewDefaultContext) -> some View {
    Color.red.frame(width: 100, height: 100).scaleEffect(1 + VirtualClock.time(of: context.date))
}

@Suite struct TimelineViewTests {
    /// The virtual time the content was built with (its scale − 1).
    private func shownTime(_ board: Storyboard, at time: Double, fps: Double? = nil) throws -> Double {
        try board.frame(at: time, fps: fps).find(.kind("Color")).scaleX - 1
    }

    @Test func periodicStepsEveryHalfSecondWithoutInterpolating() throws {
        let board = story { TimelineView(.periodic(from: VirtualClock.epoch, by: 0.5)) { dateProbe($0) } }
        #expect(try shownTime(board, at: 0) == 0)
        #expect(try shownTime(board, at: 0.25) == 0)      // not 0.25: the date steps
        #expect(try shownTime(board, at: 0.49) == 0)
        #expect(try shownTime(board, at: 0.5) == 0.5)
        #expect(try shownTime(board, at: 0.75) == 0.5)
        #expect(try shownTime(board, at: 1.2) == 1)
        #expect(try shownTime(board, at: 2.9) == 2.5)
    }

    @Test func periodicAnchoredBeforeTheAppearanceStartsWithTheLatestEntry() throws {
        // The schedule runs from virtual time 0; the view appears at 1.2 (inserted by a tap).
        struct Late: View {
            @State var shown = false
            var body: some View {
                ZStack {
                    Rectangle().frame(width: 10, height: 10).onTapGesture { shown = true }
                    if shown { TimelineView(.periodic(from: VirtualClock.epoch, by: 0.5)) { dateProbe($0) }.offset(y: 200) }
                }
            }
        }
        let board = story { Late() }.tap(.kind("Rectangle"), at: 1.2)
        #expect(try shownTime(board, at: 1.2) == 1)
        #expect(try shownTime(board, at: 1.6) == 1.5)
    }

    @Test func explicitDatesShowTheAppearanceDateUntilTheFirstEntry() throws {
        let dates = [0.3, 1.0].map(VirtualClock.date(at:))
        let board = story { TimelineView(.explicit(dates)) { dateProbe($0) } }
        #expect(try shownTime(board, at: 0.1) == 0)       // the date it appeared
        #expect(close(try shownTime(board, at: 0.3), 0.3, 1e-12))
        #expect(close(try shownTime(board, at: 0.9), 0.3, 1e-12))
        #expect(try shownTime(board, at: 2) == 1)         // out of dates: it stays
    }

    @Test func everyMinuteStepsOnWholeMinutes() throws {
        let board = story(130) { TimelineView(.everyMinute) { dateProbe($0) } }
        #expect(try shownTime(board, at: 59, fps: 1) == 0)
        #expect(try shownTime(board, at: 61, fps: 1) == 60)
        #expect(try shownTime(board, at: 125, fps: 1) == 120)
    }

    @Test func animationScheduleShowsEachFrameTime() throws {
        let board = story { TimelineView(.animation) { dateProbe($0) } }
        #expect(try shownTime(board, at: 0.5) == 0.5)
        #expect(close(try shownTime(board, at: 0.51), 0.51, 1e-12))   // a time off the frame grid is its own frame
        #expect(close(try shownTime(board, at: 1.25, fps: 24), 1.25, 1e-12))
    }

    @Test func animationMinimumIntervalSkipsFramesAndPausedStops() throws {
        let throttled = story { TimelineView(.animation(minimumInterval: 0.1)) { dateProbe($0) } }
        // 60 fps: frames 6, 12 … are 0.1 s apart; 0.25 s (frame 15) still shows frame 12's date.
        #expect(close(try shownTime(throttled, at: 0.25), 0.2, 1e-12))
        #expect(close(try shownTime(throttled, at: 0.3), 0.3, 1e-12))
        let paused = story { TimelineView(.animation(paused: true)) { dateProbe($0) } }
        #expect(try shownTime(paused, at: 1) == 0)
    }

    @Test func unpausingRestartsFromTheCurrentFrame() throws {
        struct Pausable: View {
            @State var paused = true
            var body: some View {
                TimelineView(.animation(paused: paused)) { dateProbe($0) }.onTapGesture { paused = false }
            }
        }
        let board = story { Pausable() }.tap(.kind("Color"), at: 1)
        #expect(try shownTime(board, at: 0.9) == 0)
        #expect(try shownTime(board, at: 1.5) == 1.5)
    }

    @Test func customScheduleIsAskedFromTheAppearanceDate() throws {
        let board = story { TimelineView(EveryThreeQuarters()) { dateProbe($0) } }
        #expect(try shownTime(board, at: 0.7) == 0)
        #expect(try shownTime(board, at: 0.8) == 0.75)
        #expect(try shownTime(board, at: 1.6) == 1.5)
    }

    @Test func aTickIsAnUpdateThatValueAnimationsSee() throws {
        // `.animation(_:value: date)` animates each step over 0.5 s.
        let board = story {
            TimelineView(.periodic(from: VirtualClock.epoch, by: 1)) { context in
                dateProbe(context).animation(.linear(duration: 0.5), value: context.date)
            }
        }
        #expect(try shownTime(board, at: 0.9) == 0)
        #expect(close(try shownTime(board, at: 1.25), 0.5, 1e-6))   // halfway from 0 to 1
        #expect(try shownTime(board, at: 1.75) == 1)
    }

    @Test func aTickWithoutAnimationJumpsEvenInsideWithAnimation() throws {
        // A tap at 2 (before frame 120 is drawn) updates in withAnimation's transaction: the
        // entry of 2 reached in that update is a tick of its own and jumps.
        struct Tapped: View {
            @State var taps = 0
            var body: some View {
                TimelineView(.periodic(from: VirtualClock.epoch, by: 1)) { context in
                    dateProbe(context).onTapGesture { withAnimation(.linear(duration: 1)) { taps += 1 } }
                }
            }
        }
        let board = story { Tapped() }.tap(.kind("Color"), at: 2)
        #expect(try shownTime(board, at: 2) == 2)
        #expect(try shownTime(board, at: 2.5) == 2)
    }

    @Test func periodicFromNowTicksFromTheAppearanceOnTheVirtualClock() throws {
        // `.periodic(from: .now, by: 1)`, as apps write it: `.now` inside a render is the virtual
        // clock's (`WallClock`), the view's appearance; a body run again re-makes it from a later
        // `.now`, which does not restart the ticks.
        let board = story { TimelineView(.periodic(from: .now, by: 1)) { dateProbe($0) } }
        let frame = try board.frame(at: 0)
        #expect(frame.warnings.isEmpty, "\(frame.warnings)")
        #expect(try shownTime(board, at: 0) == 0)
        #expect(try shownTime(board, at: 0.9) == 0)
        #expect(try shownTime(board, at: 1) == 1)
        #expect(try shownTime(board, at: 2.5) == 2)
        // Appearing later (inserted by a tap at 1.2): ticks at 1.2, 2.2 …
        struct Late: View {
            @State var shown = false
            var body: some View {
                ZStack {
                    Rectangle().frame(width: 10, height: 10).onTapGesture { shown = true }
                    if shown { TimelineView(.periodic(from: Date(), by: 1)) { dateProbe($0) }.offset(y: 200) }
                }
            }
        }
        let late = story { Late() }.tap(.kind("Rectangle"), at: 1.2)
        #expect(close(try shownTime(late, at: 2.1), 1.2, 1e-9))
        #expect(close(try shownTime(late, at: 2.3), 2.2, 1e-9))
    }

    @Test func explicitWallClockDatesWarn() throws {
        // A date of the real calendar (2026-12-02), years after the virtual clock's epoch.
        let frame = try story { TimelineView(.explicit([Date(timeIntervalSince1970: 1_796_169_600)])) { dateProbe($0) } }.frame(at: 0)
        #expect(frame.warnings.contains { $0.contains("VirtualClock.epoch") }, "\(frame.warnings)")
        #expect(try frame.find(.kind("Color")).scaleX == 1)   // before its first entry: the appearance date
    }

    @Test func schedulesGiveTheirEntries() {
        let periodic = PeriodicTimelineSchedule(from: VirtualClock.date(at: 1), by: 0.5)
        let fromLater = periodic.entries(from: VirtualClock.date(at: 2.2), mode: .normal).prefix(3).map(VirtualClock.time(of:))
        #expect(fromLater == [2, 2.5, 3])
        let fromEarlier = periodic.entries(from: VirtualClock.epoch, mode: .normal).prefix(2).map(VirtualClock.time(of:))
        #expect(fromEarlier == [1, 1.5])
        let broken = PeriodicTimelineSchedule(from: VirtualClock.epoch, by: 0).entries(from: VirtualClock.epoch, mode: .normal)
        #expect(Array(broken).count == 1)
        let minutes = EveryMinuteTimelineSchedule().entries(from: VirtualClock.date(at: 90), mode: .normal)
        #expect(minutes.prefix(2).map(VirtualClock.time(of:)) == [60, 120])
        let paused = AnimationTimelineSchedule(paused: true).entries(from: VirtualClock.epoch, mode: .normal)
        #expect(Array(paused).count == 1)
    }
}
