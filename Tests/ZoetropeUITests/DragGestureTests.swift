import Foundation
import Testing
import AnimationCore
import Geometry2D
@testable import ZoetropeUI

final class DragLog { var changes: [DragGesture.Value] = []; var ended: DragGesture.Value? }

/// A 100-point square at the canvas centre that follows the finger while dragged (state set in
/// `onChanged`) and records what the gesture reported.
private struct Draggable: View {
    let log: DragLog
    var minimumDistance: CGFloat = 10
    @State private var offset = CGSize.zero
    var body: some View {
        Rectangle().frame(width: 100, height: 100)
            .offset(offset)
            .gesture(DragGesture(minimumDistance: minimumDistance)
                .onChanged { value in log.changes.append(value); offset = value.translation }
                .onEnded { value in log.ended = value; withAnimation(.linear(duration: 1)) { offset = .zero } })
    }
}

/// `DragGesture` under a scripted drag: recognized after `minimumDistance`, translation and
/// location at each 1/120 s move, velocity over the last 0.1 s, the predicted end 0.499 s ahead,
/// `onEnded` when the finger lifts (view-layer spec §12, proposed).
@Suite struct DragGestureTests {
    fileprivate func story(_ log: DragLog, minimumDistance: CGFloat = 10) -> Storyboard {
        Storyboard("drag", size: CGSize(width: 400, height: 400), duration: 3) { Draggable(log: log, minimumDistance: minimumDistance) }
            .drag(.kind("Rectangle"), by: CGSize(width: 120, height: 0), duration: 0.5, at: 1)
    }

    @Test func theSquareFollowsTheFingerThenSpringsBack() throws {
        let board = story(DragLog())
        #expect(try board.frame(at: 0.9).find(.kind("Rectangle")).drawnFrame.minX == 150)
        // 0.25 s into a 0.5 s linear drag of 120 points: 60 points (on the 120 Hz grid).
        #expect(try board.frame(at: 1.25).find(.kind("Rectangle")).drawnFrame.minX == 210)
        #expect(try board.frame(at: 1.5).find(.kind("Rectangle")).drawnFrame.minX == 270)
        // Released at 1.5 with linear(duration: 1): half way back at 2.0.
        #expect(try board.frame(at: 2).find(.kind("Rectangle")).drawnFrame.minX == 210)
        #expect(try board.frame(at: 2.6).find(.kind("Rectangle")).drawnFrame.minX == 150)
    }

    @Test func valuesAtEachMove() throws {
        let log = DragLog()
        _ = try story(log).frame(at: 2)
        // 120 pt over 0.5 s at 120 Hz: 2 pt per move; recognized at the 5th move (10 pt).
        #expect(log.changes.count == 56)
        let first = try #require(log.changes.first)
        #expect(abs(first.translation.width - 10) < 1e-9 && first.translation.height == 0, "\(first.translation)")
        #expect(first.startLocation == CGPoint(x: 50, y: 50), "local space: the square's centre")
        #expect(abs(first.location.x - 60) < 1e-9 && first.location.y == 50, "\(first.location)")
        #expect(VirtualClock.time(of: first.time) == 1 + 5.0 / 120)
        // Velocity over the last 0.1 s of moves: 240 pt/s; the prediction 0.499 s of it ahead.
        let last = try #require(log.ended)
        #expect(last.translation == CGSize(width: 120, height: 0))
        #expect(abs(last.velocity.width - 240) < 1e-6 && last.velocity.height == 0, "\(last.velocity)")
        #expect(abs(last.predictedEndTranslation.width - (120 + 240 * 0.499)) < 1e-6, "\(last.predictedEndTranslation)")
        #expect(VirtualClock.time(of: last.time) == 1.5)
    }

    @Test func aMoveShorterThanTheMinimumDistanceIsNoDrag() throws {
        let log = DragLog()
        let board = Storyboard("short", size: CGSize(width: 400, height: 400), duration: 2) { Draggable(log: log) }
            .drag(.kind("Rectangle"), by: CGSize(width: 6, height: 6), duration: 0.2, at: 0.5)
        _ = try board.frame(at: 1)
        #expect(log.changes.isEmpty && log.ended == nil)
        // Minimum distance 0: recognized when the finger goes down.
        let zero = DragLog()
        _ = try story(zero, minimumDistance: 0).frame(at: 2)
        #expect(zero.changes.first?.translation == .zero)
        #expect(zero.changes.count == 61)
    }

    @Test func anyFrameIsTheSameAloneOrInAFullRun() throws {
        let board = story(DragLog())
        let session = board.session()
        var inRun: [CGFloat] = []
        for k in 0...40 { inRun.append(try session.frame(at: Double(k) / 20, fps: 20).find(.kind("Rectangle")).drawnFrame.minX) }
        for k in [27, 3, 40, 22, 31] {
            #expect(try board.frame(at: Double(k) / 20, fps: 20).find(.kind("Rectangle")).drawnFrame.minX == inRun[k], "frame \(k)")
        }
    }
}

/// The drag example of Storyboards.md, as written there.
private struct DocCard: View {
    @GestureState(resetTransaction: Transaction(animation: .spring())) private var drag = CGSize.zero
    var body: some View {
        RoundedRectangle(cornerRadius: 24).fill(.blue).frame(width: 200, height: 280)
            .offset(drag).accessibilityLabel("card")
            .gesture(DragGesture().updating($drag) { value, state, _ in state = value.translation })
    }
}

@Suite struct StoryboardDragExampleTests {
    @Test func theDocumentedFlingIs160PointsRightAt0_9AndHomeLater() throws {
        let story = Storyboard("fling", device: .iPhone15, duration: 2) { DocCard() }
            .drag(.label("card"), by: CGSize(width: 160, height: 20), duration: 0.4, curve: .easeOut, at: 0.5)
        // Centred: (393 − 200) / 2 = 96.5 points, on the 3× pixel grid 96.67.
        let centre = try story.frame(at: 0.4).find(.label("card")).drawnFrame.minX
        #expect(abs(centre - 96.5) < 0.5, "\(centre)")
        let flung = try story.frame(at: 0.9).find(.label("card")).drawnFrame.minX
        #expect(abs(flung - centre - 160) < 1e-6, "\(flung)")
        let home = try story.frame(at: 2).find(.label("card")).drawnFrame.minX
        #expect(abs(home - centre) < 1, "\(home)")
    }
}
