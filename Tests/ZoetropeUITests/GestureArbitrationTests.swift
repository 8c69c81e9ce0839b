import Foundation
import Testing
import AnimationCore
import Geometry2D
@testable import ZoetropeUI

final class GestureLog { var events: [String] = [] }

/// Which gesture gets a touch: a subview's before its container's, a high-priority container's
/// first, simultaneous ones alongside; `.allowsHitTesting(false)` lets touches through and
/// `.contentShape` makes empty space hittable; masks turn gestures off.
@Suite struct GestureArbitrationTests {
    fileprivate func run(_ log: GestureLog, _ content: @escaping () -> some View,
                         script: (Storyboard) -> Storyboard = { $0.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 100), duration: 0, at: 0.5) }) throws {
        let board = script(Storyboard("arbitration", size: CGSize(width: 200, height: 200), duration: 2) { content() })
        _ = try board.frame(at: 1.5)
    }

    @Test func theSubviewsTapWinsOverItsContainers() throws {
        let log = GestureLog()
        try run(log) {
            ZStack { Color.red.frame(width: 50, height: 50).onTapGesture { log.events.append("child") } }
                .frame(width: 200, height: 200).contentShape(Rectangle()).onTapGesture { log.events.append("parent") }
        }
        #expect(log.events == ["child"])
    }

    @Test func aHighPriorityContainerGestureWins() throws {
        let log = GestureLog()
        try run(log) {
            ZStack { Color.red.frame(width: 50, height: 50).gesture(TapGesture().onEnded { log.events.append("child") }) }
                .highPriorityGesture(TapGesture().onEnded { log.events.append("parent") })
        }
        #expect(log.events == ["parent"])
    }

    @Test func aSimultaneousGestureSeesTheTouchToo() throws {
        let log = GestureLog()
        try run(log) {
            ZStack { Color.red.frame(width: 50, height: 50).gesture(TapGesture().onEnded { log.events.append("child") }) }
                .simultaneousGesture(TapGesture().onEnded { log.events.append("parent") })
        }
        #expect(log.events.sorted() == ["child", "parent"])
    }

    @Test func hitTestingOffPassesTheTouchToWhatIsBelow() throws {
        let log = GestureLog()
        try run(log) {
            ZStack {
                Color.blue.onTapGesture { log.events.append("below") }
                Color.red.frame(width: 80, height: 80).onTapGesture { log.events.append("overlay") }.allowsHitTesting(false)
            }
        }
        #expect(log.events == ["below"])
    }

    @Test func aContentShapeMakesEmptySpaceHittable() throws {
        let log = GestureLog()
        // The tap at (100, 100) falls in the stack's empty space (between two 20-point squares).
        let row = { (shaped: Bool) in
            HStack(spacing: 0) { Color.red.frame(width: 20, height: 20); Spacer(); Color.red.frame(width: 20, height: 20) }
                .frame(width: 200, height: 20)
                .modifier(_TraitModifier { if shaped { $0.contentShape = Rectangle() } })
                .onTapGesture { log.events.append(shaped ? "shaped" : "plain") }
        }
        try run(log) { row(false) }
        try run(log) { row(true) }
        #expect(log.events == ["shaped"])
        // A circular content shape does not reach its frame's corners.
        let corner = GestureLog()
        try run(corner, { Color.clear.frame(width: 200, height: 200).contentShape(Circle()).onTapGesture { corner.events.append("tap") } },
                script: { $0.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 10, y: 10), duration: 0, at: 0.5) })
        #expect(corner.events.isEmpty)
    }

    @Test func masksTurnGesturesOff() throws {
        for (mask, expected) in [(GestureMask.all, ["child"]), (.gesture, ["parent"]), (.subviews, ["child"]), (.none, [])] {
            let log = GestureLog()
            try run(log) {
                ZStack { Color.red.frame(width: 50, height: 50).gesture(TapGesture().onEnded { log.events.append("child") }) }
                    .gesture(TapGesture().onEnded { log.events.append("parent") }, including: mask)
            }
            #expect(log.events == expected, "\(mask)")
        }
    }

    @Test func aDragPastTheSlopIsNoTap() throws {
        let log = GestureLog()
        try run(log, { Color.red.onTapGesture { log.events.append("tap") } },
                script: { $0.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 130), duration: 0.2, at: 0.5) })
        #expect(log.events.isEmpty)
    }
}

/// Touch scripts that cannot be played are errors naming what is wrong, never a hang or a wrong picture.
@Suite struct HostileTouchScriptTests {
    let board = Storyboard("hostile", size: CGSize(width: 200, height: 200), duration: 2) {
        Color.red.gesture(DragGesture().onChanged { _ in })
    }

    @Test func aTouchLongerThanTheLimitFailsWithTheLimitNamed() {
        for duration in [Double.infinity, .nan, 1e12, Storyboard.maximumTouchSeconds + 1] {
            #expect {
                _ = try board.drag(.kind("Color"), by: CGSize(width: 10, height: 0), duration: duration, at: 0.5).frame(at: 1)
            } throws: { error in
                "\(error)".contains("Storyboard.maximumTouchSeconds")
            }
        }
    }

    @Test func aFingerAtANonFinitePointFails() {
        for translation in [CGSize(width: CGFloat.nan, height: 0), CGSize(width: 0, height: 1e300)] {
            #expect {
                _ = try board.drag(.kind("Color"), by: translation, duration: 0.1, at: 0.5).frame(at: 1)
            } throws: { error in
                "\(error)".contains("touches must be finite points")
            }
        }
    }

    @Test func aScriptPastTheEndIsNeverPlayed() throws {
        // Scripted after the last frame: the frames up to the end are drawn as without it.
        let late = board.drag(.kind("Color"), by: CGSize(width: 50, height: 0), duration: 0.5, at: 5)
        #expect(try late.frame(at: 2).displayList.commands.count == board.frame(at: 2).displayList.commands.count)
        #expect(try "\(late.frame(at: 2).displayList.commands)" == "\(board.frame(at: 2).displayList.commands)")
    }
}
