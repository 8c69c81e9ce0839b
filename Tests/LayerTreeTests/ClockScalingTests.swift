import AnimationCore
import Foundation
import Testing
@testable import LayerTree

/// Records delegate calls, and on some of them changes the tree (adds, removes, retimes), so the
/// clock's cached events must follow every kind of change.
private final class Meddler: NSObject, CAAnimationDelegate {
    let index: Int
    let layers: [CALayer]
    let parents: [CALayer]
    init(_ index: Int, layers: [CALayer], parents: [CALayer]) {
        self.index = index
        self.layers = layers
        self.parents = parents
    }
    nonisolated(unsafe) static var shared: [String] = []

    func animationDidStart(_ anim: CAAnimation) {
        Meddler.shared.append("start \(index) @\(CACurrentMediaTime())")
        switch index % 11 {
        case 0: layers[(index * 7) % layers.count].add(ClockScalingTests.pulse(index + 1000, delegate: nil), forKey: "extra")
        case 3: layers[(index * 5) % layers.count].removeAnimation(forKey: "a")
        case 5: parents[index % parents.count].speed = index % 2 == 0 ? 2 : 0.5
        case 7: parents[(index + 1) % parents.count].addSublayer(layers[(index * 3) % layers.count])
        case 9: parents[index % parents.count].timeOffset += 0.05
        default: break
        }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        Meddler.shared.append("stop(\(flag)) \(index) @\(CACurrentMediaTime())")
        if index % 6 == 1, flag {
            layers[(index * 11) % layers.count].add(ClockScalingTests.pulse(index + 2000, delegate: nil), forKey: "again")
        }
    }
}

@Suite(.serialized) struct ClockScalingTests {
    static func pulse(_ i: Int, delegate: CAAnimationDelegate?) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 1
        a.toValue = 0
        a.duration = 0.1 + Double(i % 9) * 0.07
        a.repeatCount = Float(i % 4)
        a.autoreverses = i % 5 == 0
        a.speed = i % 8 == 3 ? 2 : 1
        if i % 3 == 0 { a.beginTime = 0.05 * Double(i % 10) }   // some in the past or future when added
        a.delegate = delegate
        return a
    }

    /// Many layers under parents with their own timing, animations that start and stop at many
    /// times, and delegates that add, remove and retime as events run: the cached, heap-ordered
    /// event choice is the one the full scan of every host makes, at every event.
    @Test func cachedEventChoiceMatchesTheFullScan() {
        CAClock.current.reset()
        let clock = CAClock.current
        let root = CALayer()
        let parents = (0..<6).map { i -> CALayer in
            let p = CALayer()
            if i % 3 == 1 { p.speed = 1.5 }
            if i % 3 == 2 { p.timeOffset = 0.2; p.beginTime = 0.1 }
            root.addSublayer(p)
            return p
        }
        let layers = (0..<150).map { i -> CALayer in
            let l = CALayer()
            parents[i % parents.count].addSublayer(l)
            return l
        }
        Meddler.shared = []
        let timeline = LayerTimeline(root: root) { tl in
            for step in 0..<8 {
                tl.at(Double(step) * 0.3) {
                    for (i, layer) in layers.enumerated() where (i + step) % 3 == 0 {
                        let k = i + step * 1000
                        layer.add(Self.pulse(k, delegate: Meddler(k, layers: layers, parents: parents)), forKey: "a")
                    }
                }
            }
            tl.at(1.0) { layers[3].opacity = 0.5 }                       // implicit animation
            tl.at(1.2) { parents[0].speed = 0 }                          // pause a subtree
            tl.at(1.7) { parents[0].speed = 1; parents[1].beginTime = 0.3 }
        }
        clock.verifiesEventSelection = true
        defer { clock.verifiesEventSelection = false }
        let before = clock.selectionMismatches
        timeline.seek(to: 3.2)
        let log = Meddler.shared
        #expect(clock.selectionMismatches == before)
        #expect(log.count > 500)

        // The same replay choosing every event by the full scan gives the same delegate calls and
        // the same presentation.
        let cached = timeline.presentation(of: root, at: 3.2)
        clock.verifiesEventSelection = false
        clock.selectsByFullScan = true
        defer { clock.selectsByFullScan = false }
        Meddler.shared = []
        timeline.invalidate()
        let scanned = timeline.presentation(of: root, at: 3.2)
        let sameCalls = Meddler.shared == log
        #expect(sameCalls)
        let opacities = { (tree: CALayer?) in tree?.sublayers?.flatMap { $0.sublayers?.map(\.opacity) ?? [] } ?? [] }
        #expect(opacities(cached) == opacities(scanned))
        #expect(opacities(cached).count == 150)
    }

    /// Issue 15's scene: 2,000 layers each with a repeating spin added at 0. Replaying it computes
    /// each host's events a bounded number of times (not once per event per host). Recomputations
    /// because a layer's timing or a tree changed are counted apart: that epoch is process-wide,
    /// and tests on other threads move it.
    @Test func twoThousandAnimatedLayersReplayInLinearWork() {
        CAClock.current.reset()
        let clock = CAClock.current
        let root = CALayer()
        let cards = (0..<2000).map { _ -> CALayer in
            let card = CALayer()
            root.addSublayer(card)
            return card
        }
        let timeline = LayerTimeline(root: root) { tl in
            tl.at(0) {
                for (i, card) in cards.enumerated() {
                    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
                    spin.fromValue = 0.0
                    spin.toValue = 2 * Double.pi
                    spin.duration = 1.5 + Double(i % 7) * 0.1
                    spin.repeatCount = .infinity
                    card.add(spin, forKey: "spin")
                }
            }
        }
        let start = clock.hostEvaluations
        let frame = timeline.presentation(of: root, at: 0.5)
        let work = clock.hostEvaluations - start
        #expect(work <= 3 * cards.count)
        #expect(frame?.sublayers?.count == 2000)
        let angle = frame?.sublayers?[0].value(forKeyPath: "transform.rotation.z") as? CGFloat
        #expect(abs((angle ?? 0) - 2 * .pi * 0.5 / 1.5) < 1e-9)
    }
}
