import AnimationCore
import Foundation
import Geometry2D
import LayerTree
import Testing
import ZoetropeUI
@testable import UIKitHosts

/// Scripted touches on UIKit screens (spec `docs/uikit-hosts.md` §10, vectors H1–H9): hit-testing,
/// controls' tracking and target–actions, gesture recognizers and their competition.
@Suite struct UIKitTouchTests {
    /// What the views of one build of a screen heard, in order.
    final class Log {
        var entries: [String] = []
        func callAsFunction(_ entry: String) { entries.append(entry) }
    }

    /// A 300 × 300 screen: a 100 × 60 button "Go" at (20, 20), a 200 × 100 panel at (50, 150)
    /// that logs its touches; `setUp` attaches recognizers.
    final class Board: UIView {
        let log: Log
        let button = UIButton(type: .system)
        let panel = TouchPanel()

        init(log: Log, setUp: (Board) -> Void = { _ in }) {
            self.log = log
            super.init(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            button.setTitle("Go", for: .normal)
            button.frame = CGRect(x: 20, y: 20, width: 100, height: 60)
            button.addTarget(self, action: Board.go(_:), for: .touchUpInside)
            button.addTarget(self, action: Board.down, for: .touchDown)
            addSubview(button)
            panel.frame = CGRect(x: 50, y: 150, width: 200, height: 100)
            panel.accessibilityIdentifier = "panel"
            panel.log = log
            addSubview(panel)
            setUp(self)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func go(_ sender: UIButton) { log("go \(sender.currentTitle ?? "")") }
        func down() { log("down") }
        func tapped(_ tap: UITapGestureRecognizer) {
            let p = tap.location(in: panel)
            log("tap\(tap.numberOfTapsRequired) \(Int(p.x)),\(Int(p.y))")
        }
        func panned(_ pan: UIPanGestureRecognizer) {
            let t = pan.translation(in: self)
            log("pan \(pan.state.rawValue) \(Int(t.x.rounded())),\(Int(t.y.rounded())) v\(Int(pan.velocity(in: self).x.rounded()))")
        }
        func pressed(_ press: UILongPressGestureRecognizer) { log("press \(press.state.rawValue) at \(CACurrentMediaTime())") }
        func swiped() { log("swipe") }
    }

    final class TouchPanel: UIView {
        var log: Log?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log?("began") }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let p = touches.first?.location(in: self) else { return }
            log?("ended \(Int(p.x)),\(Int(p.y))")
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log?("cancelled") }
    }

    /// The log of a screen of a `Board` after `script`, sampled once at `time`.
    func run(until time: Double = 3, setUp: @escaping (Board) -> Void = { _ in }, _ script: (UIKitTimeline) -> Void) -> [String] {
        let log = Log()
        let screen = UIKitTimeline(size: CGSize(width: 300, height: 300)) { () -> UIView in
            log.entries = []
            return Board(log: log, setUp: setUp)
        }
        script(screen)
        _ = screen.displayList(at: time)
        return log.entries
    }

    @Test func hitTestingFollowsUIKit() {   // H1
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let front = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === front)       // the front-most subview
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        front.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === back)        // nearly transparent: skipped
        front.alpha = 1
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === back)
        front.isUserInteractionEnabled = true
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 160, y: 60), with: nil) == nil)         // outside the bounds
        let child = UIView(frame: CGRect(x: 90, y: 90, width: 40, height: 40))
        root.addSubview(child)
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) == nil)        // a subview outside its superview is not hit
    }

    @Test func aTapOnAButtonSendsTouchDownThenTouchUpInside() {   // H2
        #expect(run { $0.tap(.label("Go"), at: 0.5) } == ["down", "go Go"])
        #expect(run { $0.tap(.point(x: 70, y: 50), at: 0.5) } == ["down", "go Go"])
        // Lifted 200 points away: touch up outside, no action.
        #expect(run { $0.drag(.label("Go"), by: CGSize(width: 200, height: 0), duration: 0.2, at: 0.5) } == ["down"])
        // Within the 70-point slop it still counts as inside.
        #expect(run { $0.drag(.label("Go"), by: CGSize(width: 100, height: 0), duration: 0.2, at: 0.5) } == ["down", "go Go"])
    }

    @Test func aViewHearsItsTouchesInItsOwnCoordinates() {   // H3
        #expect(run { $0.tap(.id("panel"), at: 1) } == ["began", "ended 100,50"])
        #expect(run { $0.drag(from: CGPoint(x: 60, y: 160), to: CGPoint(x: 80, y: 170), duration: 0.1, at: 1) }
            == ["began", "ended 30,20"])
    }

    @Test func aTapRecognizerRecognizesAndCancelsTheViewsTouches() {   // H4
        let log = run(setUp: { board in
            board.panel.addGestureRecognizer(UITapGestureRecognizer(target: board, action: Board.tapped(_:)))
        }) { $0.tap(.point(x: 80, y: 170), at: 1) }
        #expect(log == ["began", "tap1 30,20", "cancelled"])
        // Moving more than 10 points is not a tap.
        let moved = run(setUp: { board in
            board.panel.addGestureRecognizer(UITapGestureRecognizer(target: board, action: Board.tapped(_:)))
        }) { $0.drag(.id("panel"), by: CGSize(width: 30, height: 0), at: 1) }
        #expect(moved == ["began", "ended 130,50"])
    }

    @Test func aSingleTapWaitsForADoubleTapToFail() {   // H5
        func setUp(_ board: Board) {
            let double = UITapGestureRecognizer(target: board, action: Board.tapped(_:))
            double.numberOfTapsRequired = 2
            let single = UITapGestureRecognizer(target: board, action: Board.tapped(_:))
            single.require(toFail: double)
            board.panel.addGestureRecognizer(single)
            board.panel.addGestureRecognizer(double)
        }
        let once = run(until: 1.3, setUp: setUp) { $0.tap(.id("panel"), at: 1) }
        #expect(once == ["began", "ended 100,50"])                       // still waiting at 1.3 s
        let later = run(until: 2, setUp: setUp) { $0.tap(.id("panel"), at: 1) }
        #expect(later == ["began", "ended 100,50", "tap1 100,50"])       // after 0.35 s without a second tap
        let twice = run(until: 3, setUp: setUp) { screen in
            screen.tap(.id("panel"), at: 1)
            screen.tap(.id("panel"), at: 1.2)
        }
        #expect(twice == ["began", "ended 100,50", "began", "tap2 100,50", "cancelled"])
    }

    @Test func aPanBeginsAfterTenPointsAndReportsTranslationAndVelocity() {   // H6
        let log = run(setUp: { board in
            board.panel.addGestureRecognizer(UIPanGestureRecognizer(target: board, action: Board.panned(_:)))
        }) { $0.drag(.id("panel"), by: CGSize(width: 60, height: 0), duration: 0.5, at: 1) }
        // 60 points in 0.5 s at 120 events per second: a point per event, 120 points per second.
        let pans = log.filter { $0.hasPrefix("pan") }
        #expect(log.prefix(2) == ["began", "pan 1 10,0 v120"])          // began at 10 points
        #expect(log.contains("cancelled"))
        #expect(pans.last == "pan 3 60,0 v120")
        #expect(pans.count == 2 + (60 - 10))                              // began, a change per later event, ended
    }

    @Test func aButtonKeepsItsTapFromARecognizerAround() {   // H7 (Apple: controls win single taps)
        let log = run(setUp: { board in
            board.addGestureRecognizer(UITapGestureRecognizer(target: board, action: Board.tapped(_:)))
        }) { screen in
            screen.tap(.label("Go"), at: 1)
            screen.tap(.id("panel"), at: 2)
        }
        #expect(log == ["down", "go Go", "began", "tap1 100,50", "cancelled"])
    }

    @Test func aLongPressBeginsAfterHalfASecondAndASwipeOnItsDirection() {   // H8
        let log = run(setUp: { board in
            board.panel.addGestureRecognizer(UILongPressGestureRecognizer(target: board, action: Board.pressed(_:)))
        }) { $0.longPress(.id("panel"), duration: 1, at: 1) }
        #expect(log == ["began", "press 1 at 1.5", "cancelled", "press 3 at 2.0"])
        let short = run(setUp: { board in
            board.panel.addGestureRecognizer(UILongPressGestureRecognizer(target: board, action: Board.pressed(_:)))
        }) { $0.longPress(.id("panel"), duration: 0.3, at: 1) }
        #expect(short == ["began", "ended 100,50"])
        func swipe(_ board: Board) {
            let swipe = UISwipeGestureRecognizer(target: board, action: Board.swiped)
            swipe.direction = .left
            board.panel.addGestureRecognizer(swipe)
        }
        #expect(run(setUp: swipe) { $0.drag(.id("panel"), by: CGSize(width: -80, height: 5), duration: 0.2, at: 1) }
            == ["began", "swipe", "cancelled"])
        #expect(run(setUp: swipe) { $0.drag(.id("panel"), by: CGSize(width: 80, height: 0), duration: 0.2, at: 1) }
            == ["began", "ended 180,50"])
    }

    @Test func aTargetThatFindsNothingIsSkipped() {   // H9
        #expect(run { $0.tap(.label("Nowhere"), at: 1) }.isEmpty)
        #expect(run { $0.tap(.point(x: 5000, y: 5), at: 1) }.isEmpty)
        #expect(run { $0.drag(.label("Go"), by: CGSize(width: 10, height: 0), duration: .nan, at: 1) }.isEmpty)
        #expect(run { $0.longPress(.label("Go"), duration: 1e12, at: 1) }.isEmpty)
    }
}
