import AnimationCore
import Geometry2D
import VectorPath
import Foundation
import Testing
@testable import LayerTree

/// The value of a lone (or grouped) animation's leaf `index` at parent time `t`.
private func value<V: CALayerValue>(
    _ animation: CAAnimation, leaf index: Int = 0, at t: Double, model: V, underlying: V? = nil
) -> V? {
    CAAnimationEvaluator().value(of: animation.leaves[index], atParentTime: t, model: model, underlying: underlying ?? model)
}

private func close(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-4) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}

private func basic(_ keyPath: String, from: Any?, to: Any?, duration: Double) -> CABasicAnimation {
    let a = CABasicAnimation(keyPath: keyPath)
    a.fromValue = from
    a.toValue = to
    a.duration = duration
    return a
}

@Suite struct AnimationEvaluationTests {
    // MARK: Spec §9 vectors

    @Test func vector9Shake() {
        let shake = basic("transform.rotation.z", from: 0.08, to: -0.08, duration: 0.1)
        shake.byValue = 0.003            // ignored: from and to win
        shake.autoreverses = true
        shake.repeatCount = 3
        shake.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        let expected: [(Double, Double)] = [(0, 0.08), (0.025, 0.059334), (0.05, 0), (0.1, -0.08), (0.175, 0.059334), (0.59, 0.076844)]
        for (t, v) in expected {
            #expect(close(value(shake, at: t, model: 0.0), v), "t = \(t)")
        }
        #expect(value(shake, at: 0.6, model: 0.0) == nil)
        #expect(CAAnimationEvaluator().activeInterval(of: shake).end.isApproximately(0.6))
    }

    @Test func vector10Shock() {
        let shock = CAKeyframeAnimation(keyPath: "transform.translation.x")
        shock.values = [0, -10, 10, 0] as [CGFloat]
        shock.duration = 0.15
        shock.autoreverses = true
        shock.repeatCount = 2
        shock.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        let expected: [(Double, Double)] = [(0.0375, -3.8749), (0.075, 0), (0.1125, 3.8749), (0.225, 0), (0.3375, -3.8749)]
        for (t, v) in expected {
            #expect(close(value(shock, at: t, model: 0.0), v), "t = \(t)")
        }
        #expect(value(shock, at: 0.6, model: 0.0) == nil)
        #expect(CAAnimationEvaluator().activeInterval(of: shock).end.isApproximately(0.6))
    }

    @Test func vector11SpinnerGroupClipsAndWarps() {
        let start = basic("strokeStart", from: 0, to: 1, duration: 1)
        start.beginTime = 0.5
        let end = basic("strokeEnd", from: 0, to: 1, duration: 1)
        let group = CAAnimationGroup()
        group.animations = [start, end]
        group.duration = 1.5
        group.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        group.repeatCount = .greatestFiniteMagnitude
        func pair(_ t: Double) -> (Double, Double) {
            (value(group, leaf: 0, at: t, model: 0.0) ?? 0, value(group, leaf: 1, at: t, model: 1.0) ?? 1)
        }
        let expected: [(Double, Double, Double)] = [
            (0.375, 0, 0.19374), (0.75, 0.25, 0.75), (1.125, 0.80626, 1), (1.5, 0, 0), (2.25, 0.25, 0.75),
        ]
        for (t, s, e) in expected {
            let (gs, ge) = pair(t)
            #expect(close(gs, s) && close(ge, e), "t = \(t): (\(gs), \(ge))")
        }
        #expect(CAAnimationEvaluator().activeInterval(of: group).end == .infinity)
    }

    @Test func vector12GroupWithEaseOut() {
        let corner = basic("cornerRadius", from: 0, to: 20, duration: 0.5)
        let size = basic("bounds.size", from: CGSize(width: 10, height: 10), to: CGSize(width: 100, height: 100), duration: 0.5)
        let shadow = basic("shadowOpacity", from: 0, to: Float(0.8), duration: 0.5)
        let group = CAAnimationGroup()
        group.animations = [corner, size, shadow]
        group.duration = 0.5
        group.timingFunction = CAMediaTimingFunction(name: .easeOut)
        #expect(close(value(group, leaf: 0, at: 0.25, model: 0.0), 13.6929))
        #expect(close(value(group, leaf: 1, at: 0.25, model: CGSize.zero).map { Double($0.width) }, 71.618, 1e-3))
        #expect(close(value(group, leaf: 2, at: 0.25, model: 0.0), 0.547715, 1e-5))
        #expect(value(group, leaf: 0, at: 0.5, model: 0.0) == nil)
    }

    @Test func vector13FillForwards() {
        let fade = basic("opacity", from: 1, to: 0, duration: 1)
        #expect(value(fade, at: 2, model: 1.0) == nil)
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        #expect(value(fade, at: 2, model: 1.0) == 0)
    }

    @Test func vector14BeginTimeAndBackwardsFill() {
        let move = basic("position.x", from: 0, to: 100, duration: 1)
        move.beginTime = 1            // what beginTime 0 becomes when committed at t = 1
        #expect(value(move, at: 1.5, model: 7.0) == 50)
        #expect(value(move, at: 0.5, model: 7.0) == nil)
        move.beginTime = 1.5
        move.fillMode = .backwards
        #expect(value(move, at: 1.2, model: 7.0) == 0)
        #expect(value(move, at: 2, model: 7.0) == 50)
    }

    @Test func vector16Spring() {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.duration = 1
        for (t, v) in [(0.1, 34.030), (0.2, 84.943), (0.5, 107.459)] {
            #expect(close(value(spring, at: t, model: 0.0), v, 1e-3), "t = \(t)")
        }
        #expect(value(spring, at: 1, model: 0.0) == nil)
    }

    @Test func vector24Additive() {
        let a = basic("position.x", from: -50, to: 0, duration: 1)
        a.isAdditive = true
        #expect(value(a, at: 0.5, model: 100.0) == 75)
        #expect(value(a, at: 1, model: 100.0) == nil)
        let b = basic("position.x", from: -10, to: 0, duration: 1)
        b.isAdditive = true
        let first = value(a, at: 0.5, model: 100.0)!
        #expect(value(b, at: 0.5, model: 100.0, underlying: first) == 70)
    }

    // MARK: from / to / by table

    @Test func fromToByTable() {
        func at(_ from: Any?, _ to: Any?, _ by: Any?, model: Double = 10) -> (Double?, Double?) {
            let a = basic("x", from: from, to: to, duration: 1)
            a.byValue = by
            a.fillMode = .both
            return (value(a, at: 0, model: model), value(a, at: 1, model: model))
        }
        #expect(at(1, 5, nil) == (1, 5))
        #expect(at(1, nil, 3) == (1, 4))
        #expect(at(nil, 5, 3) == (2, 5))
        #expect(at(1, nil, nil) == (1, 10))
        #expect(at(nil, 5, nil) == (10, 5))
        #expect(at(nil, nil, 3) == (10, 13))
        #expect(at(nil, nil, nil) == (10, 10))
        #expect(at(1, 5, 100) == (1, 5))
        // The model is re-read each frame.
        let a = basic("x", from: 0, to: nil, duration: 1)
        #expect(value(a, at: 0.5, model: 10.0) == 5)
        #expect(value(a, at: 0.5, model: 20.0) == 10)
        // An implicit animation (no values) runs from the previous value to the model.
        let implicit = CABasicAnimation(keyPath: "opacity")
        implicit.previousValue = 1.0
        implicit.duration = 0.25
        implicit.timingFunction = CAMediaTimingFunction(name: .default)
        #expect(close(value(implicit, at: 0.125, model: 0.0), 0.197597))
    }

    @Test func unreadableOrNaNValuesMakeTheAnimationANoOp() {
        let wrong = basic("x", from: "red", to: 1, duration: 1)
        #expect(value(wrong, at: 0.5, model: 0.0) == nil)
        #expect(CAAnimationEvaluator().valueProblem(in: wrong, as: Double.self) != nil)
        let nan = basic("x", from: Double.nan, to: 1, duration: 1)
        #expect(value(nan, at: 0.5, model: 0.0) == nil)
        #expect(CAAnimationEvaluator().valueProblem(in: nan, as: Double.self) != nil)
        #expect(CAAnimationEvaluator().valueProblem(in: basic("x", from: 0, to: 1, duration: 1), as: Double.self) == nil)
        // Still timed: the active interval is known.
        #expect(CAAnimationEvaluator().activeInterval(of: wrong).end == 1)
    }

    // MARK: Timing rules

    @Test func repeatCountAndDuration() {
        let a = basic("x", from: 0, to: 10, duration: 1)
        a.repeatCount = 2.5
        #expect(value(a, at: 1.25, model: 0.0) == 2.5)
        #expect(value(a, at: 2.25, model: 0.0) == 2.5)
        #expect(value(a, at: 2.6, model: 0.0) == nil)
        a.repeatCount = 0
        a.repeatDuration = 1.5
        #expect(value(a, at: 1.4, model: 0.0)!.isApproximately(4))
        #expect(value(a, at: 1.5, model: 0.0) == nil)
    }

    @Test func autoreverseMirrorsTimeNotTheCurve() {
        let a = basic("x", from: 0, to: 1, duration: 1)
        a.autoreverses = true
        a.timingFunction = CAMediaTimingFunction(name: .easeIn)
        let forward = value(a, at: 0.3, model: 0.0)!
        let back = value(a, at: 1.7, model: 0.0)!
        #expect(forward.isApproximately(back))
        #expect(value(a, at: 2, model: 0.0) == nil)
    }

    @Test func fillModes() {
        let a = basic("x", from: 2, to: 4, duration: 1)
        a.beginTime = 1
        #expect(value(a, at: 0.5, model: 0.0) == nil)
        a.fillMode = .backwards
        #expect(value(a, at: 0.5, model: 0.0) == 2)
        #expect(value(a, at: 3, model: 0.0) == nil)
        a.fillMode = .both
        #expect(value(a, at: 3, model: 0.0) == 4)
        a.autoreverses = true
        #expect(value(a, at: 5, model: 0.0) == 2)     // held at the end of the reversed cycle
    }

    @Test func speedAndTimeOffset() {
        let a = basic("x", from: 0, to: 10, duration: 1)
        a.speed = 2
        #expect(value(a, at: 0.25, model: 0.0) == 5)
        #expect(value(a, at: 0.5, model: 0.0) == nil)
        #expect(CAAnimationEvaluator().activeInterval(of: a).end == 0.5)
        a.speed = 1
        a.timeOffset = 0.5
        #expect(value(a, at: 0.25, model: 0.0) == 7.5)
        #expect(value(a, at: 0.75, model: 0.0)!.isApproximately(2.5))   // wrapped
        a.speed = 0                                                     // paused at timeOffset
        #expect(value(a, at: 100, model: 0.0) == 5)
    }

    @Test func groupsClipChildrenAndChildBeginTimeIsRelative() {
        let child = basic("x", from: 0, to: 10, duration: 2)
        child.beginTime = 0.5
        let group = CAAnimationGroup()
        group.animations = [child]
        group.duration = 1
        group.beginTime = 3
        #expect(value(group, at: 3.25, model: -1.0) == nil)          // child not begun
        #expect(value(group, at: 3.75, model: -1.0) == 1.25)
        #expect(value(group, at: 4.25, model: -1.0) == nil)          // clipped by the group
        child.fillMode = .forwards
        #expect(value(group, at: 4.25, model: -1.0) == nil)          // the group itself is removed
        group.fillMode = .forwards
        #expect(value(group, at: 4.25, model: -1.0) == 2.5)          // held where the group ended
    }

    @Test func cumulativeAccumulatesEachCycle() {
        let a = basic("x", from: 0, to: 10, duration: 1)
        a.repeatCount = 3
        a.isCumulative = true
        #expect(value(a, at: 0.5, model: 0.0) == 5)
        #expect(value(a, at: 1.5, model: 0.0) == 15)
        #expect(value(a, at: 2.5, model: 0.0) == 25)
    }

    // MARK: Keyframes

    @Test func keyframeKeyTimesAndSegmentFunctions() {
        let k = CAKeyframeAnimation(keyPath: "position")
        k.values = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 20)]
        k.keyTimes = [0, 0.25, 1]
        k.duration = 1
        #expect(value(k, at: 0.125, model: CGPoint.zero) == CGPoint(x: 5, y: 0))
        #expect(value(k, at: 0.625, model: CGPoint.zero) == CGPoint(x: 10, y: 10))
        k.timingFunctions = [CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(name: .easeIn)]
        let eased = CAMediaTimingFunction(name: .easeIn).value(at: 0.5) * 20
        #expect(close(value(k, at: 0.625, model: CGPoint.zero).map { Double($0.y) }, eased, 1e-9))
        // Invalid key times fall back to even spacing.
        k.timingFunctions = nil
        k.keyTimes = [0, 1]
        #expect(value(k, at: 0.25, model: CGPoint.zero) == CGPoint(x: 5, y: 0))
    }

    @Test func keyframeDiscretePacedCubic() {
        let k = CAKeyframeAnimation(keyPath: "x")
        k.values = [0, 10, 30]
        k.duration = 1
        k.calculationMode = .discrete
        #expect(value(k, at: 0.2, model: 0.0) == 0)
        #expect(value(k, at: 0.4, model: 0.0) == 10)
        #expect(value(k, at: 0.7, model: 0.0) == 30)
        k.calculationMode = .paced                 // key times 0, ⅓, 1
        #expect(close(value(k, at: 0.5, model: 0.0), 15, 1e-9))
        k.keyTimes = [0, 0.9, 1]                   // ignored when paced
        #expect(close(value(k, at: 0.5, model: 0.0), 15, 1e-9))
        k.keyTimes = nil
        k.values = [0, 10, 20, 30]
        k.calculationMode = .cubic                 // Catmull-Rom through evenly spaced points is linear
        #expect(close(value(k, at: 0.5, model: 0.0), 15, 1e-9))
        k.values = [0, 10, 0]
        // Midpoint of segment 0 with p0 = p1 = 0, p2 = 10, tangents 5 and 0: 5 + 5/8.
        #expect(close(value(k, at: 0.25, model: 0.0), 5.625, 1e-9))
        k.tensionValues = [1, 1, 1]                // tension 1: zero tangents
        #expect(close(value(k, at: 0.25, model: 0.0), 5, 1e-9))
    }

    // MARK: Value functions and transitions

    @Test func valueFunctionAnimatesATransform() {
        let spin = basic("transform", from: 0, to: Double.pi, duration: 1)
        spin.valueFunction = CAValueFunction(name: .rotateZ)
        let t = CAAnimationEvaluator().transform(of: spin.leaves[0], atParentTime: 0.5, underlying: CATransform3DIdentity)!
        #expect(abs(t.m11) < 1e-12 && abs(t.m12 - 1) < 1e-12)
        spin.isAdditive = true
        let shifted = CAAnimationEvaluator().transform(
            of: spin.leaves[0], atParentTime: 0.5, underlying: CATransform3DMakeTranslation(5, 0, 0)
        )!
        #expect(abs(shifted.m41 - 5) < 1e-12 && abs(shifted.m12 - 1) < 1e-12)
    }

    @Test func transitionTiming() {
        let t = CATransition()
        t.duration = 1
        t.startProgress = 0.5
        #expect(CAAnimationEvaluator().transitionProgress(of: t, atParentTime: 0.5) == 0.75)
        #expect(CAAnimationEvaluator().transitionProgress(of: t, atParentTime: 1) == nil)
        #expect(t.leaves.isEmpty)
    }
}

extension Double {
    fileprivate func isApproximately(_ other: Double) -> Bool { abs(self - other) < 1e-9 }
}

@Suite struct KeyframePathTests {
    private func leaf(_ k: CAKeyframeAnimation) -> CAAnimationLeaf { CAAnimationLeaf(animation: k) }

    @Test func motionFollowsTheSegmentsByVertex() {
        var path = VectorPath.Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        let k = CAKeyframeAnimation(keyPath: "position")
        k.motionPath = path
        k.duration = 1
        let e = CAAnimationEvaluator()
        // Two segments, vertices at 0, ½, 1 whatever their lengths.
        #expect(e.value(of: leaf(k), atParentTime: 0.25, model: CGPoint.zero, underlying: .zero) == CGPoint(x: 50, y: 0))
        #expect(e.value(of: leaf(k), atParentTime: 0.75, model: CGPoint.zero, underlying: .zero) == CGPoint(x: 100, y: 150))
        // Paced: constant speed over the 400-point length.
        k.calculationMode = .paced
        let paced = e.value(of: leaf(k), atParentTime: 0.5, model: CGPoint.zero, underlying: .zero)!
        #expect(abs(paced.x - 100) < 1e-9 && abs(paced.y - 100) < 1e-9)
        // Rotation follows the direction of motion.
        k.rotationMode = .rotateAuto
        #expect(abs(e.pathRotation(of: leaf(k), atParentTime: 0.1)! - 0) < 1e-12)
        #expect(abs(e.pathRotation(of: leaf(k), atParentTime: 0.9)! - .pi / 2) < 1e-12)
        k.rotationMode = .rotateAutoReverse
        #expect(abs(e.pathRotation(of: leaf(k), atParentTime: 0.1)! - .pi) < 1e-12)
    }

    @Test func curvesAreFollowedAndCloseReturnsToTheStart() {
        var path = VectorPath.Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        path.closeSubpath()
        let k = CAKeyframeAnimation(keyPath: "position")
        k.motionPath = path
        k.duration = 1
        let e = CAAnimationEvaluator()
        // Quadratic at t = ½: (50, 50).
        #expect(e.value(of: leaf(k), atParentTime: 0.25, model: CGPoint.zero, underlying: .zero) == CGPoint(x: 50, y: 50))
        #expect(e.value(of: leaf(k), atParentTime: 0.75, model: CGPoint.zero, underlying: .zero) == CGPoint(x: 50, y: 0))
        // A path on a non-point key path is ignored (the values are used).
        k.values = [0, 10]
        #expect(e.value(of: leaf(k), atParentTime: 0.5, model: 0.0, underlying: 0.0) == 5)
    }
}
