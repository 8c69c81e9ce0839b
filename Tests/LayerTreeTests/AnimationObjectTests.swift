import AnimationCore
import Geometry2D
import Foundation
import Testing
@testable import LayerTree

private final class Recorder: NSObject, CAAnimationDelegate {
    var stops: [Bool] = []
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
}

@Suite struct AnimationObjectTests {
    @Test func defaultsMatchCoreAnimation() {
        let a = CABasicAnimation(keyPath: "opacity")
        #expect(a.keyPath == "opacity")
        #expect(a.beginTime == 0 && a.duration == 0 && a.speed == 1 && a.timeOffset == 0)
        #expect(a.repeatCount == 0 && a.repeatDuration == 0 && !a.autoreverses)
        #expect(a.fillMode == .removed && a.timingFunction == nil && a.isRemovedOnCompletion)
        #expect(!a.isAdditive && !a.isCumulative && a.valueFunction == nil)
        let s = CASpringAnimation(keyPath: "position.x")
        #expect(s.mass == 1 && s.stiffness == 100 && s.damping == 10 && s.initialVelocity == 0)
        #expect(CAKeyframeAnimation(keyPath: "x").calculationMode == .linear)
        #expect(CATransition().type == .fade && CATransition().endProgress == 1)
    }

    @Test func fillModeIsAStringLiteralAndOldConstantsAreTyped() {
        enum Fill: CAMediaTimingFillMode { case backwards, forwards, both, removed }
        let a = CABasicAnimation()
        a.fillMode = Fill.forwards.rawValue
        #expect(a.fillMode == .forwards)
        a.fillMode = kCAFillModeBoth
        #expect(a.fillMode == .both)
        a.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
        #expect(a.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        let k = CAKeyframeAnimation()
        k.calculationMode = kCAAnimationPaced
        #expect(k.calculationMode == .paced)
    }

    @Test func copyKeepsTheTypeAndEveryProperty() {
        let d = Recorder()
        let s = CASpringAnimation(keyPath: "position.x")
        s.fromValue = 0; s.toValue = 100; s.damping = 7; s.duration = 2; s.beginTime = 0.5
        s.autoreverses = true; s.repeatCount = 2; s.fillMode = .both; s.isAdditive = true
        s.timingFunction = CAMediaTimingFunction(name: .easeIn); s.delegate = d
        s.setValue("tag", forKey: "custom")
        let c = s.copy() as! CASpringAnimation
        #expect(c !== s)
        #expect(c.keyPath == "position.x" && c.fromValue as? Int == 0 && c.toValue as? Int == 100)
        #expect(c.damping == 7 && c.duration == 2 && c.beginTime == 0.5 && c.autoreverses && c.repeatCount == 2)
        #expect(c.fillMode == .both && c.isAdditive && c.timingFunction === s.timingFunction)
        #expect(c.delegate === d)
        #expect(c.value(forKey: "custom") as? String == "tag")

        let k = CAKeyframeAnimation(keyPath: "opacity")
        k.values = [0, 1]; k.keyTimes = [0, 1]; k.calculationMode = .cubic
        let kc = k.copy() as! CAKeyframeAnimation
        #expect(kc.values?.count == 2 && kc.keyTimes?.count == 2 && kc.calculationMode == .cubic)

        let g = CAAnimationGroup()
        g.animations = [k]
        let gc = g.copy() as! CAAnimationGroup
        #expect(gc.animations?.count == 1 && gc.animations?[0] !== k)
        #expect((gc.animations?[0] as? CAKeyframeAnimation)?.values?.count == 2)
    }

    @Test func delegateIsRetained() {
        let a = CABasicAnimation()
        weak var weakDelegate: Recorder?
        do {
            let d = Recorder()
            weakDelegate = d
            a.delegate = d
        }
        #expect(weakDelegate != nil)
        a.delegate = nil
        #expect(weakDelegate == nil)
    }

    @Test func keyValueCodingRoundTrips() {
        let a = CABasicAnimation(keyPath: "opacity")
        a.setValue(2, forKey: "duration")
        a.setValue(NSNumber(value: 3), forKey: "repeatCount")
        a.setValue(true, forKey: "autoreverses")
        a.setValue(CGFloat(0.5), forKey: "toValue")
        a.setValue("forwards", forKey: "fillMode")
        #expect(a.duration == 2 && a.repeatCount == 3 && a.autoreverses && a.fillMode == .forwards)
        #expect(a.value(forKey: "duration") as? Double == 2)
        #expect(a.value(forKey: "toValue") as? CGFloat == 0.5)
        #expect(a.value(forKey: "keyPath") as? String == "opacity")
        a.setValue("x", forKey: "tag")
        #expect(a.value(forKey: "tag") as? String == "x")
        #expect(a.value(forKey: "missing") == nil)
        #expect(CAAnimation.defaultValue(forKey: "speed") as? Float == 1)
        #expect(CASpringAnimation.defaultValue(forKey: "stiffness") as? CGFloat == 100)
        // A wrong-typed value for a declared key is ignored.
        a.setValue("long", forKey: "duration")
        #expect(a.duration == 2)
    }

    @Test func springSettlingDurationFitsAppleDocs() {
        let s = CASpringAnimation()
        s.damping = 5
        #expect(abs(s.settlingDuration - 2.85) < 0.01)
        s.damping = 15
        #expect(s.settlingDuration > 1 && s.settlingDuration < 1.05)
        let p = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        #expect(abs(p.stiffness - 157.91) < 0.01 && abs(p.damping - 17.59) < 0.01)
        #expect(abs(p.perceptualDuration - 0.5) < 1e-9 && abs(p.bounce - 0.3) < 1e-9)
    }

    @Test func valueFunctionsBuildTransforms() {
        #expect(CAValueFunction(name: "nope") == nil)
        let t = CAValueFunction(name: .translate)!.transform(for: [10, 20, 0] as [Any])!
        #expect(t == CATransform3DMakeTranslation(10, 20, 0))
        #expect(CAValueFunction(name: .scaleX)!.transform(for: 2.0 as Any) == CATransform3DMakeScale(2, 1, 1))
        #expect(CAValueFunction(name: .rotateZ)!.transform(for: [0.5]) == CATransform3DMakeRotation(0.5, 0, 0, 1))
    }

    @Test func transitionProgressRange() {
        let t = CATransition()
        t.startProgress = 0.2
        t.endProgress = 0.6
        #expect(abs(t.progress(for: 0.5) - 0.4) < 1e-6)
        let copy = t.copy() as! CATransition
        #expect(copy.startProgress == 0.2 && copy.endProgress == 0.6)
    }
}
