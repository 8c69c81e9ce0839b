import Foundation
import Geometry2D
import LayerTree
import Testing
@testable import UIKitHosts

/// `UIViewPropertyAnimator` as Core Animation animations: start, delay factors, completion at the
/// end, pause, scrub and continue on the virtual clock (spec `docs/uikit-hosts.md` §2.5, vectors P1–P2).
@Suite struct UIViewPropertyAnimatorTests {
    @Test func itRunsItsBlocksWithTheirDelayFactorsAndCompletesAtTheEnd() {   // P1
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.addSubview(view)
        root.addSubview(other)
        var ended: [(UIViewAnimatingPosition, Double)] = []
        let timeline = LayerTimeline(root: root.layer)
        timeline.at(0) {
            ended = []      // each replay from the start plays the script again
            let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.center = CGPoint(x: 105, y: 5) }
            animator.addAnimations({ other.alpha = 0 }, delayFactor: 0.5)
            animator.addCompletion { ended.append(($0, CACurrentMediaTime())) }
            animator.startAnimation()
            #expect(animator.state == .active && animator.isRunning)
        }
        #expect(abs(Double(timeline.presentation(of: view.layer, at: 1)?.position.x ?? 0) - 55) < 1e-9)
        #expect(timeline.presentation(of: other.layer, at: 0.8)?.opacity == 1)
        #expect(abs(Double(timeline.presentation(of: other.layer, at: 1.5)?.opacity ?? 0) - 0.5) < 1e-6)
        _ = timeline.presentation(of: view.layer, at: 3)
        #expect(ended.count == 1 && ended.first?.0 == .end && ended.first?.1 == 2)
    }

    @Test func pausingFreezesScrubbingMovesAndContinuingFinishes() {   // P2
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.addSubview(view)
        var animator: UIViewPropertyAnimator?
        var ends = 0
        let timeline = LayerTimeline(root: root.layer)
        timeline.at(0) {
            let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 105, y: 5) }
            ends = 0
            a.addCompletion { _ in ends += 1 }
            a.startAnimation()
            animator = a
        }
        timeline.at(0.25) { animator?.pauseAnimation() }
        timeline.at(1) { animator?.fractionComplete = 0.5 }
        timeline.at(2) { animator?.continueAnimation(withTimingParameters: nil, durationFactor: 0) }
        #expect(abs(Double(timeline.presentation(of: view.layer, at: 0.75)?.position.x ?? 0) - 30) < 1e-6)   // frozen at .25
        #expect(abs(Double(timeline.presentation(of: view.layer, at: 1.5)?.position.x ?? 0) - 55) < 1e-6)    // scrubbed to .5
        #expect(abs(Double(timeline.presentation(of: view.layer, at: 2.25)?.position.x ?? 0) - 80) < 1e-6)   // running on
        #expect(ends == 0)
        #expect(timeline.presentation(of: view.layer, at: 3)?.position.x == 105)
        #expect(ends == 1 && animator?.state == .inactive)
    }
}
