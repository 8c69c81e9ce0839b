import Foundation
import Testing
import AnimationCore
import Geometry2D
@testable import ZoetropeUI

/// A square moved by a `@GestureState` that springs back (linear here, to read exact values) in
/// its reset transaction.
private struct Elastic: View {
    @GestureState(resetTransaction: Transaction(animation: .linear(duration: 1))) private var drag = CGSize.zero
    var body: some View {
        Rectangle().frame(width: 100, height: 100).offset(drag)
            .gesture(DragGesture().updating($drag) { value, state, _ in state = value.translation })
    }
}

/// A circle that grows while pressed and turns the square wide when the press completes.
private struct Holder: View {
    let log: GestureLog
    @GestureState private var pressing = false
    @State private var done = false
    var body: some View {
        VStack {
            Circle().frame(width: 50, height: 50).scaleEffect(pressing ? 2 : 1)
                .gesture(LongPressGesture(minimumDuration: 1).updating($pressing) { value, state, _ in state = value }
                    .onEnded { _ in log.events.append("ended"); done = true })
            Rectangle().frame(width: done ? 100 : 10, height: 10)
        }
    }
}

/// `@GestureState` set while a gesture is recognized and reset in its reset transaction when it
/// ends; `LongPressGesture` ending when its duration is reached with the finger still down; taps
/// counted across touches; `SpatialTapGesture`'s location.
@Suite struct GestureStateTests {
    @Test func gestureStateFollowsTheDragAndResetsInItsTransaction() throws {
        let board = Storyboard("elastic", size: CGSize(width: 400, height: 400), duration: 3) { Elastic() }
            .drag(.kind("Rectangle"), by: CGSize(width: 0, height: 100), duration: 0.5, at: 1)
        #expect(try board.frame(at: 1.5).find(.kind("Rectangle")).drawnFrame.minY == 250)
        // Reset at 1.5 in linear(duration: 1): half way back at 2.0, home at 2.5.
        #expect(try board.frame(at: 2).find(.kind("Rectangle")).drawnFrame.minY == 200)
        #expect(try board.frame(at: 2.5).find(.kind("Rectangle")).drawnFrame.minY == 150)
    }

    @Test func aLongPressEndsAtItsDurationWhileHeld() throws {
        let log = GestureLog()
        let board = Storyboard("hold", size: CGSize(width: 200, height: 200), duration: 4) { Holder(log: log) }
            .longPress(.kind("Circle"), duration: 1.5, at: 0.5)
        #expect(try board.frame(at: 0.4).find(.kind("Circle")).drawnFrame.width == 50)
        #expect(try board.frame(at: 1).find(.kind("Circle")).drawnFrame.width == 100, "pressing: the state is true")
        #expect(try board.frame(at: 1.49).find(.kind("Rectangle")).frame.width == 10)
        let done = try board.frame(at: 1.5)
        #expect(try done.find(.kind("Rectangle")).frame.width == 100, "ended at 0.5 + 1 s, the finger still down")
        #expect(try done.find(.kind("Circle")).drawnFrame.width == 50, "the state resets when it ends")
        _ = try board.frame(at: 3)
        #expect(log.events == ["ended", "ended"], "one per render")
    }

    @Test func aPressLiftedEarlyFails() throws {
        let log = GestureLog()
        let board = Storyboard("short", size: CGSize(width: 200, height: 200), duration: 3) { Holder(log: log) }
            .longPress(.kind("Circle"), duration: 0.6, at: 0.5)
        #expect(try board.frame(at: 2).find(.kind("Rectangle")).frame.width == 10)
        #expect(log.events.isEmpty)
    }

    @Test func onLongPressGestureReportsPressingOnBothEdges() throws {
        let log = GestureLog()
        let board = Storyboard("press", size: CGSize(width: 200, height: 200), duration: 3) {
            Color.red.onLongPressGesture(minimumDuration: 0.8) { log.events.append("perform") }
                onPressingChanged: { log.events.append("pressing \($0)") }
        }
        _ = try board.longPress(.kind("Color"), duration: 1, at: 0.5).frame(at: 2)
        #expect(log.events == ["pressing true", "pressing false", "perform"])
        log.events = []
        _ = try board.longPress(.kind("Color"), duration: 0.3, at: 0.5).frame(at: 2)
        #expect(log.events == ["pressing true", "pressing false"])
    }

    @Test func aDoubleTapNeedsTwoTapsCloseInTime() throws {
        let log = GestureLog()
        let board = Storyboard("double", size: CGSize(width: 200, height: 200), duration: 3) {
            Color.red.gesture(TapGesture(count: 2).onEnded { log.events.append("double") })
        }
        func tap(_ story: Storyboard, at time: Double) -> Storyboard { story.longPress(.kind("Color"), duration: 0.05, at: time) }
        _ = try tap(tap(board, at: 0.5), at: 0.7).frame(at: 1)
        #expect(log.events == ["double"])
        log.events = []
        _ = try tap(tap(board, at: 0.5), at: 1.5).frame(at: 2)
        #expect(log.events.isEmpty, "0.95 s apart: two single taps")
    }

    @Test func aSpatialTapReportsWhereItLifted() throws {
        var location: CGPoint?
        let board = Storyboard("spatial", size: CGSize(width: 200, height: 200), duration: 1) {
            Color.red.frame(width: 100, height: 100).gesture(SpatialTapGesture().onEnded { location = $0.location })
        }
        _ = try board.drag(from: CGPoint(x: 60, y: 70), to: CGPoint(x: 62, y: 70), duration: 0.05, at: 0.2).frame(at: 0.5)
        #expect(location == CGPoint(x: 12, y: 20), "local: the square starts at (50, 50)")
    }
}
