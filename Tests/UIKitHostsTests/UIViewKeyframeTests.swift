import Foundation
import Geometry2D
import LayerTree
import Testing
@testable import UIKitHosts

/// `animateKeyframes` + `addKeyframe`: one keyframe animation per property (spec: UIKit hosts §2.4).
@Suite struct UIViewKeyframeTests {
    @Test func keyframesHoldThenReachEachValueInItsWindow() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let dot = UIView(frame: CGRect(x: 0, y: 90, width: 20, height: 20))
        root.addSubview(dot)
        let timeline = LayerTimeline(root: root.layer)
        timeline.at(0) {
            UIView.animateKeyframes(withDuration: 2, delay: 0, options: []) {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { dot.center.x = 110 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { dot.center.x = 190 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { dot.alpha = 0.5 }
            }
        }
        let x = { (t: Double) in timeline.presentation(of: dot.layer, at: t)?.position.x ?? -1 }
        let alpha = { (t: Double) in timeline.presentation(of: dot.layer, at: t)?.opacity ?? -1 }
        #expect(abs(x(0.25) - 60) < 1e-6)        // half of the first window: 10 → 110
        #expect(abs(x(0.75) - 110) < 1e-6)       // held until 0.5 of the duration
        #expect(abs(x(1.5) - 150) < 1e-6)        // half of the second window: 110 → 190
        #expect(abs(x(2.5) - 190) < 1e-6)
        #expect(abs(alpha(0.9) - 1) < 1e-6 && abs(alpha(1.25) - 0.75) < 1e-6 && abs(alpha(1.8) - 0.5) < 1e-6)
        let animation = try #require(dot.layer.animation(forKey: "position") as? CAKeyframeAnimation)
        #expect(animation.keyTimes?.map(\.doubleValue) == [0, 0.25, 0.5, 1])
    }

    @Test func addKeyframeOutsideAKeyframeBlockJustChanges() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(dot)
        let timeline = LayerTimeline(root: root.layer)
        timeline.at(0) { UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { dot.alpha = 0 } }
        #expect(try #require(timeline.presentation(of: dot.layer, at: 0.1)).opacity == 0)
    }
}
