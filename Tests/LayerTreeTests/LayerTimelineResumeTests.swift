import Testing
import Foundation
import ZoetropeTestSupport
@testable import LayerTree

/// Hears every start and stop, with the media time.
private final class EventLog: NSObject, CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start @\(CACurrentMediaTime())") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop(\(flag)) @\(CACurrentMediaTime())") }
}

/// A small world: a root with three cards; the script spins one forever, fades another with an
/// implicit animation at 0.4, shakes the third (a delegate hears it) at 0.2, and moves a card at 1.
private struct World {
    let root = CALayer()
    let cards = (0..<3).map { _ in CALayer() }
    let log = EventLog()
    let timeline: LayerTimeline

    init() {
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        for (i, card) in cards.enumerated() {
            card.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
            card.position = CGPoint(x: 40 + 60 * Double(i), y: 100)
            root.addSublayer(card)
        }
        let (cards, log) = (cards, log)
        timeline = LayerTimeline(root: root) { tl in
            tl.at(0) {
                let spin = CABasicAnimation(keyPath: "transform.rotation.z")
                spin.fromValue = 0
                spin.toValue = 2 * Double.pi
                spin.duration = 0.7
                spin.repeatCount = .infinity
                cards[0].add(spin, forKey: "spin")
            }
            tl.at(0.2) {
                let shake = CAKeyframeAnimation(keyPath: "position.x")
                shake.values = [0, -8, 8, 0]
                shake.isAdditive = true
                shake.duration = 0.3
                shake.delegate = log
                cards[2].add(shake, forKey: "shake")
            }
            tl.at(0.4) { cards[1].opacity = 0.2 }
            tl.at(1) { cards[1].position = CGPoint(x: 100, y: 150) }
        }
    }

    /// What the frame at `t` shows (the numbers a picture is made of).
    func sample(_ t: Double) -> [Double] {
        guard let tree = timeline.presentation(of: root, at: t), let subs = tree.sublayers else { return [] }
        return subs.flatMap { l in
            [Double(l.opacity), l.position.x, l.position.y, l.transform.m11, l.transform.m12]
        }
    }
}

@Suite struct LayerTimelineResumeTests {
    @Test func forwardSamplesContinueAndEqualReplaysFromZero() {
        let fresh = World()
        let times = stride(from: 0.0, through: 2.0, by: 1.0 / 30).map { $0 }
        let expected = times.map { t -> [Double] in
            fresh.timeline.invalidate()
            return fresh.sample(t)
        }
        let world = World()      // after `fresh`: both use this thread's clock
        for (t, frame) in zip(times, expected) {
            #expect(world.sample(t) == frame, "t = \(t)")
        }
        #expect(world.timeline.fullReplays == 1)
        #expect(fresh.timeline.fullReplays == times.count)
    }

    @Test func delegatesHearEachEventOnceWhileFramesGoForward() {
        let world = World()
        for t in stride(from: 0.0, through: 1.0, by: 0.05) { _ = world.sample(t) }
        #expect(world.log.events == ["start @0.2", "stop(true) @0.5"])
        // A frame earlier than the last replays from 0, so the delegate hears the start again.
        world.log.events = []
        _ = world.sample(0.3)
        #expect(world.log.events == ["start @0.2"])
        #expect(world.timeline.fullReplays == 2)
    }

    @Test func anyOrderGivesTheSameFrames() {
        let seed = UInt64.random(in: 0..<1_000_000)
        var rng = SeededRandom(seed: seed)
        let reference = World()
        let times = (0..<40).map { Double($0) / 20 }
        let expected = times.map { t -> [Double] in
            reference.timeline.invalidate()
            return reference.sample(t)
        }
        let world = World()
        let order = times.indices.shuffled(using: &rng)
        for i in order {
            #expect(world.sample(times[i]) == expected[i], "seed \(seed), t = \(times[i])")
        }
    }

    @Test func aChangeOutsideTheScriptMakesTheNextFrameReplay() {
        let world = World()
        _ = world.sample(0.5)
        world.cards[0].opacity = 0.5        // outside the script: discarded by the replay, as before
        let after = world.sample(0.6)
        #expect(world.timeline.fullReplays == 2)
        #expect(after[0] == 1)
        _ = world.sample(0.7)
        #expect(world.timeline.fullReplays == 2)
        world.cards[0].removeAllAnimations()     // the spin, still running
        _ = world.sample(0.8)
        #expect(world.timeline.fullReplays == 3)
        world.root.addSublayer(CALayer())
        _ = world.sample(0.9)
        #expect(world.timeline.fullReplays == 4)
        #expect(world.root.sublayers?.count == 3)
    }

    @Test func anotherTimelineOnTheThreadMakesTheNextFrameReplay() {
        let a = World(), b = World()
        _ = a.sample(0.5)
        _ = b.sample(0.5)                   // resets this thread's clock
        let again = a.sample(0.6)
        #expect(a.timeline.fullReplays == 2)
        b.timeline.invalidate()
        #expect(again == b.sample(0.6))
    }

    @Test func presentationCopiesAreNotModelChanges() throws {
        let world = World()
        _ = world.sample(0.5)
        let watch = try #require(world.root.modelWatch)
        #expect(world.cards.allSatisfy { $0.modelWatch === watch })
        let before = watch.version
        let copy = world.cards[0].presentation()
        copy?.opacity = 0.1
        copy?.addSublayer(CALayer(layer: world.cards[1]))
        #expect(watch.version == before)
        _ = world.sample(0.6)
        #expect(world.timeline.fullReplays == 1)
        world.cards[0].opacity = 0.9
        #expect(watch.version != before)
        let added = CALayer(), nested = CALayer()
        added.addSublayer(nested)
        world.cards[1].addSublayer(added)
        #expect(nested.modelWatch === watch)
    }
}

