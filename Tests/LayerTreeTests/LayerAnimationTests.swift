import AnimationCore
import Foundation
import Geometry2D
import Testing
@testable import LayerTree

/// Records delegate calls with the virtual time they arrive at.
private final class Recorder: NSObject, CAAnimationDelegate {
    var events: [String] = []
    let name: String
    init(_ name: String = "a") { self.name = name }
    func animationDidStart(_ anim: CAAnimation) { events.append("start \(name) @\(CACurrentMediaTime())") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("stop(\(flag)) \(name) @\(CACurrentMediaTime())")
    }
}

/// The spec §9 scene: root 200×200 at (100, 100); L 100×50 at (100, 100), red.
private func scene<L: CALayer>(_ make: () -> L = { CALayer() as! L }) -> (root: CALayer, layer: L) {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
    root.position = CGPoint(x: 100, y: 100)
    let layer = make()
    layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    layer.position = CGPoint(x: 100, y: 100)
    layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    root.addSublayer(layer)
    return (root, layer)
}

private func number(_ any: Any?) -> Double? { any.flatMap(coerceNumber) }

private func close(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-4) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}

@Suite(.serialized) struct LayerAnimationTests {
    @Test func vector9ShakeThroughALayer() {
        let (root, layer) = scene()
        let shake = CABasicAnimation(keyPath: "transform.rotation.z")
        shake.fromValue = 0.08
        shake.toValue = -0.08
        shake.byValue = 0.003
        shake.duration = 0.1
        shake.autoreverses = true
        shake.repeatCount = 3
        shake.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        let tl = LayerTimeline(root: root) { $0.at(0) { layer.add(shake, forKey: "shakeAnimation") } }
        for (t, v) in [(0.0, 0.08), (0.025, 0.059334), (0.05, 0), (0.1, -0.08), (0.175, 0.059334), (0.59, 0.076844)] {
            let p = tl.presentation(of: layer, at: t)
            #expect(close(number(p?.value(forKeyPath: "transform.rotation.z")), v), "t = \(t)")
        }
        let end = tl.presentation(of: layer, at: 0.6)
        #expect(close(number(end?.value(forKeyPath: "transform.rotation.z")), 0))
        #expect(layer.animationKeys() == nil)
        let start = tl.presentation(of: layer, at: 0)!
        #expect(close(Double(start.transform.m11), 0.996802, 1e-6) && close(Double(start.transform.m12), 0.079915, 1e-6))
        #expect(tl.at(0.3, read: { layer.animationKeys() }) == ["shakeAnimation"])
    }

    @Test func vector10ShockStopsOnce() {
        let (root, layer) = scene()
        let shock = CAKeyframeAnimation(keyPath: "transform.translation.x")
        shock.values = [0, -10, 10, 0] as [CGFloat]
        shock.duration = 0.15
        shock.autoreverses = true
        shock.repeatCount = 2
        shock.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        let recorder = Recorder()
        shock.delegate = recorder
        let tl = LayerTimeline(root: root) { $0.at(0) { layer.add(shock, forKey: "shockAnimation") } }
        for (t, v) in [(0.0375, -3.8749), (0.075, 0), (0.1125, 3.8749), (0.225, 0), (0.3375, -3.8749), (0.6, 0), (1, 0)] {
            #expect(close(number(tl.presentation(of: layer, at: t)?.value(forKeyPath: "transform.translation.x")), v), "t = \(t)")
        }
        recorder.events = []
        tl.invalidate()     // a replay from 0 calls the delegates again
        _ = tl.presentation(of: layer, at: 2)
        #expect(recorder.events == ["start a @0.0", "stop(true) a @0.6"])
    }

    @Test func vector11SpinnerOnAShapeLayer() {
        let (root, ring) = scene { CAShapeLayer() }
        let start = CABasicAnimation(keyPath: "strokeStart")
        start.fromValue = 0; start.toValue = 1; start.duration = 1; start.beginTime = 0.5
        let end = CABasicAnimation(keyPath: "strokeEnd")
        end.fromValue = 0; end.toValue = 1; end.duration = 1
        let group = CAAnimationGroup()
        group.animations = [start, end]
        group.duration = 1.5
        group.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        group.repeatCount = .greatestFiniteMagnitude
        let tl = LayerTimeline(root: root) { $0.at(0) { ring.add(group, forKey: "state") } }
        let expected: [(Double, Double, Double)] = [
            (0.375, 0, 0.19374), (0.75, 0.25, 0.75), (1.125, 0.80626, 1), (1.5, 0, 0), (2.25, 0.25, 0.75),
        ]
        for (t, s, e) in expected {
            let p = tl.presentation(of: ring, at: t)!
            #expect(close(Double(p.strokeStart), s) && close(Double(p.strokeEnd), e), "t = \(t)")
            #expect(ring.animationKeys() == ["state"])
        }
    }

    @Test func vector12GroupOfFiveWithCompletion() {
        let (root, layer) = scene()
        let black0 = CGColor(red: 0, green: 0, blue: 0, alpha: 0)
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let recorder = Recorder("group")
        let second = Recorder("second")
        func make(_ delegate: Recorder) -> CAAnimationGroup {
            func basic(_ keyPath: String, _ from: Any, _ to: Any) -> CABasicAnimation {
                let a = CABasicAnimation(keyPath: keyPath)
                a.fromValue = from; a.toValue = to; a.duration = 0.5
                a.timingFunction = CAMediaTimingFunction(name: .linear)
                return a
            }
            let group = CAAnimationGroup()
            group.animations = [
                basic("cornerRadius", 0, CGFloat(20)),
                basic("bounds.size", CGSize(width: 10, height: 10), CGSize(width: 100, height: 100)),
                basic("position", CGPoint(x: 50, y: 50), CGPoint(x: 100, y: 100)),
                basic("shadowOpacity", 0, Float(0.8)),
                basic("shadowColor", black0, red),
            ]
            group.duration = 0.5
            group.timingFunction = CAMediaTimingFunction(name: .easeOut)
            group.delegate = delegate
            return group
        }
        let tl = LayerTimeline(root: root) { $0.at(0) { layer.add(make(recorder), forKey: "cornerRadius") } }
        let p = tl.presentation(of: layer, at: 0.25)!
        #expect(close(Double(p.cornerRadius), 13.6929))
        #expect(close(Double(p.bounds.size.width), 71.618, 1e-3))
        #expect(close(Double(p.shadowOpacity), 0.547715, 1e-5))
        #expect(close(p.shadowColor.map { Double($0.alpha) }, 0.684643, 1e-5))
        let done = tl.presentation(of: layer, at: 0.5)!
        #expect(done.cornerRadius == 0 && done.bounds.size.width == 100 && done.shadowOpacity == 0)
        recorder.events = []
        tl.invalidate()     // a replay from 0 calls the delegates again
        _ = tl.presentation(of: layer, at: 1)
        #expect(recorder.events == ["start group @0.0", "stop(true) group @0.5"])
        // Replaced under the same key at 0.3: the first hears finished: false then.
        tl.at(0.3) { layer.add(make(second), forKey: "cornerRadius") }
        recorder.events = []
        _ = tl.presentation(of: layer, at: 1)
        #expect(recorder.events == ["start group @0.0", "stop(false) group @0.3"])
    }

    @Test func vector13FillForwardsAndRemoval() {
        let (root, layer) = scene()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1; fade.toValue = 0; fade.duration = 1
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        let tl = LayerTimeline(root: root) { $0.at(0) { layer.add(fade, forKey: "fade") } }
        #expect(tl.presentation(of: layer, at: 2)?.opacity == 0)
        #expect(layer.animationKeys() == ["fade"])
        fade.isRemovedOnCompletion = true
        let tl2 = LayerTimeline(root: root) { $0.at(0) { layer.add(fade, forKey: "fade") } }
        #expect(tl2.presentation(of: layer, at: 2)?.opacity == 1)
        #expect(layer.animationKeys() == nil)
    }

    @Test func vector14BeginTimes() {
        let (root, layer) = scene()
        func move() -> CABasicAnimation {
            let a = CABasicAnimation(keyPath: "position.x")
            a.fromValue = 0; a.toValue = 100; a.duration = 1
            a.timingFunction = CAMediaTimingFunction(name: .linear)
            return a
        }
        let tl = LayerTimeline(root: root) { $0.at(1) { layer.add(move(), forKey: "m") } }
        #expect(tl.presentation(of: layer, at: 1.5)?.position.x == 50)
        let delayed = LayerTimeline(root: root) { tl in
            tl.at(1) {
                let a = move()
                a.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 0.5
                a.fillMode = .backwards
                layer.add(a, forKey: "m")
            }
        }
        #expect(delayed.presentation(of: layer, at: 1.2)?.position.x == 0)
        #expect(delayed.presentation(of: layer, at: 2)?.position.x == 50)
    }

    @Test func vector15ImplicitAnimation() {
        // Each timeline gets its own tree: a replay leaves the model as the script left it.
        func timeline(_ script: @escaping (CALayer, CALayer) -> Void) -> (LayerTimeline, CALayer) {
            let (root, layer) = scene()
            return (LayerTimeline(root: root) { $0.at(1) { script(root, layer) } }, layer)
        }
        let (tl, layer) = timeline { _, layer in layer.opacity = 0 }
        #expect(close(tl.presentation(of: layer, at: 1.125).map { Double($0.opacity) }, 0.197597, 1e-5))
        #expect(tl.presentation(of: layer, at: 1.25)?.opacity == 0)
        #expect(tl.presentation(of: layer, at: 0.5)?.opacity == 1)
        #expect(tl.presentation(of: layer, at: 1)?.opacity == 1)
        let (disabled, l2) = timeline { _, layer in
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.opacity = 0
            CATransaction.commit()
        }
        #expect(disabled.presentation(of: l2, at: 1)?.opacity == 0)
        let (onRoot, _) = timeline { root, _ in root.opacity = 0 }
        #expect(onRoot.presentation(of: onRoot.root, at: 1.1)?.opacity == 0)
        // NSNull in actions stops the search; a transaction's duration and timing function apply.
        let (blocked, l3) = timeline { _, layer in layer.actions = ["opacity": NSNull()]; layer.opacity = 0 }
        #expect(blocked.presentation(of: l3, at: 1.1)?.opacity == 0)
        let (slow, l4) = timeline { _, layer in
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            layer.opacity = 0
            CATransaction.commit()
        }
        #expect(close(slow.presentation(of: l4, at: 1.25).map { Double($0.opacity) }, 0.75, 1e-6))
        // Interrupted: the second change animates from where the first had got to.
        let (twice, l5) = timeline { _, layer in layer.opacity = 0 }
        twice.at(1.125) { l5.opacity = 1 }
        let mid = twice.presentation(of: l5, at: 1.125)!.opacity
        #expect(close(Double(mid), 0.197597, 1e-5))
        #expect(twice.presentation(of: l5, at: 1.375)?.opacity == 1)
        // Never for path, and not for a layer that was never committed.
        let (shape, ring) = { () -> (LayerTimeline, CAShapeLayer) in
            let (root, ring) = scene { CAShapeLayer() }
            return (LayerTimeline(root: root) { $0.at(1) { ring.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil) } }, ring)
        }()
        _ = shape.presentation(of: ring, at: 1.1)
        #expect(ring.animationKeys() == nil)
        CAClock.current.reset()
        let fresh = CALayer()
        fresh.opacity = 0.5
        #expect(fresh.animationKeys() == nil)
    }

    @Test func vector16SpringAndVector24Additive() {
        let (root, layer) = scene()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0; spring.toValue = 100; spring.duration = 1
        let tl = LayerTimeline(root: root) { $0.at(0) { layer.add(spring, forKey: "s") } }
        for (t, v) in [(0.1, 34.030), (0.2, 84.943), (0.5, 107.459)] {
            #expect(close(tl.presentation(of: layer, at: t).map { Double($0.position.x) }, v, 1e-3), "t = \(t)")
        }
        func additive(_ from: Double) -> CABasicAnimation {
            let a = CABasicAnimation(keyPath: "position.x")
            a.fromValue = from; a.toValue = 0; a.duration = 1; a.isAdditive = true
            a.timingFunction = CAMediaTimingFunction(name: .linear)
            return a
        }
        let add = LayerTimeline(root: root) { $0.at(0) { layer.add(additive(-50), forKey: "a") } }
        #expect(add.presentation(of: layer, at: 0.5)?.position.x == 75)
        #expect(add.presentation(of: layer, at: 1)?.position.x == 100)
        let two = LayerTimeline(root: root) { tl in
            tl.at(0) { layer.add(additive(-50), forKey: "a"); layer.add(additive(-10), forKey: "b") }
        }
        #expect(two.presentation(of: layer, at: 0.5)?.position.x == 70)
    }

    @Test func unknownKeyPathsAndBadValuesWarnButStillTime() {
        let (root, layer) = scene()
        let recorder = Recorder()
        let unknown = CABasicAnimation(keyPath: "wobble")
        unknown.fromValue = 0; unknown.toValue = 1; unknown.duration = 1
        unknown.delegate = recorder
        let wrong = CABasicAnimation(keyPath: "position")
        wrong.fromValue = "left"; wrong.toValue = CGPoint(x: 1, y: 1); wrong.duration = 1
        let nan = CABasicAnimation(keyPath: "opacity")
        nan.fromValue = Double.nan; nan.toValue = 1; nan.duration = 1
        let tl = LayerTimeline(root: root) { tl in
            tl.at(0) { layer.add(unknown, forKey: "u"); layer.add(wrong, forKey: "w"); layer.add(nan, forKey: "n") }
        }
        let (p, warnings) = LayerDiagnostics.capturing { tl.presentation(of: layer, at: 0.5) }
        #expect(p?.position == CGPoint(x: 100, y: 100) && p?.opacity == 1)
        #expect(warnings.count == 3)
        #expect(warnings.contains { $0.contains("wobble") })
        _ = LayerDiagnostics.capturing { tl.presentation(of: layer, at: 2) }
        #expect(recorder.events.suffix(2) == ["start a @0.0", "stop(true) a @1.0"])
    }

    @Test func scrubbingInAnyOrderGivesIdenticalValues() {
        let (root, layer) = scene()
        let tl = LayerTimeline(root: root) { tl in
            tl.at(0) {
                let k = CAKeyframeAnimation(keyPath: "position")
                k.values = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 50), CGPoint(x: 20, y: 180)]
                k.duration = 2
                k.calculationMode = .cubic
                layer.add(k, forKey: "path")
            }
            tl.at(0.5) { layer.opacity = 0.2 }
            tl.at(1.2) { layer.cornerRadius = 12 }
        }
        let times = stride(from: 0.0, through: 2.5, by: 0.1).map { $0 }
        func sample(_ t: Double) -> [Double] {
            let p = tl.presentation(of: layer, at: t)!
            return [Double(p.position.x), Double(p.position.y), Double(p.opacity), Double(p.cornerRadius)]
        }
        let forward = times.map(sample)
        let backward = Array(times.reversed().map(sample).reversed())
        #expect(forward == backward)
        let shuffled = [7, 3, 20, 0, 12, 25, 1].map { (i: $0, v: sample(times[$0])) }
        for s in shuffled { #expect(s.v == forward[s.i]) }
    }

    @Test func presentationIsNilBeforeTheFirstCommitAndModelRoundTrips() {
        CAClock.current.reset()
        let layer = CALayer()
        #expect(layer.presentation() == nil)
        CATransaction.flush()
        let p = layer.presentation()
        #expect(p != nil && p !== layer && p?.model() === layer && p?.presentation() === p)
    }

    @Test func completionBlockAndRemoveAnimation() {
        let (root, layer) = scene()
        var log: [String] = []
        let recorder = Recorder()
        let tl = LayerTimeline(root: root) { tl in
            tl.at(0) {
                CATransaction.begin()
                CATransaction.setCompletionBlock { log.append("done @\(CACurrentMediaTime())") }
                let a = CABasicAnimation(keyPath: "opacity")
                a.fromValue = 1; a.toValue = 0; a.duration = 1; a.delegate = recorder
                layer.add(a, forKey: "fade")
                CATransaction.commit()
            }
            tl.at(0.4) { layer.removeAnimation(forKey: "fade") }
        }
        _ = tl.presentation(of: layer, at: 2)
        #expect(recorder.events == ["start a @0.0", "stop(false) a @0.4"])
        #expect(log == ["done @0.4"])
        #expect(layer.animationKeys() == nil)
    }
}

@Suite(.serialized) struct LayerAnimationTimingTests {
    @Test func layerTimeAndPathRotation() {
        let root = CALayer()
        let parent = CALayer()
        parent.speed = 2
        let child = CALayer()
        parent.addSublayer(child)
        root.addSublayer(parent)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0; move.toValue = 100; move.duration = 1
        let tl = LayerTimeline(root: root) { $0.at(1) { child.add(move, forKey: "m") } }
        // Added at media time 1 = the child's time 2; twice as fast: half way at 1.25.
        #expect(tl.presentation(of: child, at: 1.25)?.position.x == 50)
        #expect(tl.at(1.25, read: { child.convertTime(CACurrentMediaTime(), from: nil) }) == 2.5)
        #expect(tl.at(1.25, read: { child.convertTime(2.5, to: nil) }) == 1.25)
        // A whole tree comes back from the root's presentation.
        let tree = tl.presentation(of: root, at: 1.25)!
        #expect((tree.sublayers?.first?.sublayers?.first)?.position.x == 50)
        #expect(tree.sublayers?.first?.sublayers?.first?.superlayer === tree.sublayers?.first)

        // Pause and resume a layer (spec AS §7's recipe): its animations stop in place, and end late.
        let paused = CALayer()
        let root3 = CALayer()
        root3.addSublayer(paused)
        let recorder = Recorder()
        let tl3 = LayerTimeline(root: root3) { tl in
            tl.at(0) {
                let m = CABasicAnimation(keyPath: "position.x")
                m.fromValue = 0; m.toValue = 100; m.duration = 1; m.delegate = recorder
                paused.add(m, forKey: "m")
            }
            tl.at(0.25) {
                let t = paused.convertTime(CACurrentMediaTime(), from: nil)
                paused.speed = 0
                paused.timeOffset = t
            }
            tl.at(2) {
                let t = paused.timeOffset
                paused.speed = 1
                paused.timeOffset = 0
                paused.beginTime = 0
                paused.beginTime = paused.convertTime(CACurrentMediaTime(), from: nil) - t
            }
        }
        #expect(tl3.presentation(of: paused, at: 1.5)?.position.x == 25)
        #expect(tl3.presentation(of: paused, at: 2.25)?.position.x == 50)
        recorder.events = []
        tl3.invalidate()     // a replay from 0 calls the delegates again
        _ = tl3.presentation(of: paused, at: 5)
        #expect(recorder.events == ["start a @0.0", "stop(true) a @2.75"])

        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 0, y: 100))
        let along = CAKeyframeAnimation(keyPath: "position")
        along.path = path
        along.duration = 1
        along.rotationMode = .rotateAuto
        let layer = CALayer()
        let root2 = CALayer()
        root2.addSublayer(layer)
        let tl2 = LayerTimeline(root: root2) { $0.at(0) { layer.add(along, forKey: "along") } }
        let p = tl2.presentation(of: layer, at: 0.5)!
        #expect(p.position == CGPoint(x: 0, y: 50))
        #expect(abs(p.transform.m12 - 1) < 1e-12 && abs(p.transform.m11) < 1e-12)   // turned π/2: moving down
        let earlier = tl2.at(0.5, read: { layer.presentation(atMediaTime: 0.25) })!
        #expect(earlier.position == CGPoint(x: 0, y: 25))
    }
}

@Suite(.serialized) struct LayerTransitionTests {
    @Test func transitionsAreTimedAndReported() {
        let root = CALayer()
        let layer = CALayer()
        root.addSublayer(layer)
        let fade = CATransition()
        fade.type = .push
        fade.subtype = .fromLeft
        fade.duration = 1
        fade.startProgress = 0.5
        let tl = LayerTimeline(root: root) { $0.at(0) { layer.add(fade, forKey: kCATransition) } }
        let during = tl.at(0.5, read: { layer.activeTransitions() })
        #expect(during.count == 1 && during[0].key == kCATransition && during[0].progress == 0.75)
        #expect(during[0].transition.type == .push)
        #expect(tl.at(1.5, read: { layer.activeTransitions() }).isEmpty)
        #expect(layer.animationKeys() == nil)
    }
}

@Suite(.serialized) struct CustomPropertyAnimationTests {
    @Test func aSubclassPropertyAnimatesExplicitlyAndImplicitly() {
        let root = CALayer()
        let bar = ProgressLayer()
        root.addSublayer(bar)
        let fill = CABasicAnimation(keyPath: "progress")
        fill.fromValue = 0; fill.toValue = 1; fill.duration = 1
        let tl = LayerTimeline(root: root) { tl in
            tl.at(0) { bar.add(fill, forKey: "fill") }
            tl.at(2) { bar.progress = 1 }                       // implicit, 0.25 s, default curve
        }
        #expect(tl.presentation(of: bar, at: 0.5)?.progress == 0.5)
        let p = tl.presentation(of: bar, at: 2.125)!.progress
        #expect(abs(Double(p) - (0.25 + 0.75 * 0.802403)) < 1e-5)
        #expect(tl.presentation(of: bar, at: 3)?.progress == 1)
    }
}
