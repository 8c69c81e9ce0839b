import Foundation
import Testing
import Zoetrope

/// The built-in layer scenes against the spec's test vectors 9–12 (core-animation-layers.md §9,
/// values within 1e-4), read from each scene's own timeline — the animations the scenes build
/// with the LayerTree API directly, as seed 002's DSL builds them.
@Suite struct LayerSceneVectorTests {
    func number(_ any: Any?) -> Double {
        switch any {
        case let v as CGFloat: return Double(v)
        case let v as Double: return v
        case let v as Float: return Double(v)
        default: return .nan
        }
    }

    func make<S: LayerScene>(_ type: S.Type, _ given: [String: String] = [:]) throws -> S {
        try S(parameters: try SceneParameters(given, declared: S.parameters))
    }

    /// 9. Shake: rotation at the spec's times, the snap back at 0.6 with the key gone, and the
    /// presentation transform at 0.
    @Test func shakeMatchesVector9() throws {
        let scene = try make(LayerShakeScene.self)
        let timeline = scene.makeTimeline()
        let expected: [(Double, Double)] = [(0, 0.08), (0.025, 0.059334), (0.05, 0), (0.1, -0.08), (0.175, 0.059334),
                                            (0.59, 0.076844), (0.6, 0)]
        for (t, v) in expected {
            let p = try #require(timeline.presentation(of: scene.card, at: t))
            #expect(abs(number(p.value(forKeyPath: "transform.rotation.z")) - v) < 1e-4, "t = \(t)")
        }
        #expect(scene.card.animationKeys() == nil)
        _ = timeline.presentation(of: scene.card, at: 0.59)
        #expect(scene.card.animationKeys() == ["shakeAnimation"])
        let t0 = try #require(timeline.presentation(of: scene.card, at: 0)).transform
        #expect(abs(Double(t0.m11) - 0.996802) < 1e-4 && abs(Double(t0.m12) - 0.079915) < 1e-4)
    }

    /// 10. Shock: translation at the spec's times, 0 from 0.6 on, removed at 0.6.
    @Test func shockMatchesVector10() throws {
        let scene = try make(LayerShockScene.self)
        let timeline = scene.makeTimeline()
        let expected: [(Double, Double)] = [(0.0375, -3.8749), (0.075, 0), (0.1125, 3.8749), (0.225, 0), (0.3375, -3.8749),
                                            (0.6, 0), (0.9, 0)]
        for (t, v) in expected {
            let p = try #require(timeline.presentation(of: scene.card, at: t))
            #expect(abs(number(p.value(forKeyPath: "transform.translation.x")) - v) < 1e-4, "t = \(t)")
        }
        _ = timeline.presentation(of: scene.card, at: 0.59)
        #expect(scene.card.animationKeys() == ["shockAnimation"])
        _ = timeline.presentation(of: scene.card, at: 0.6)
        #expect(scene.card.animationKeys() == nil)
    }

    /// The shock's delegate hears `didStop(finished: true)` once, at 0.6.
    @Test func shockStopsFinishedOnceAt0_6() throws {
        let scene = try make(LayerShockScene.self)
        let timeline = LayerTimeline(root: scene.rootLayer)
        let recorder = StopRecorder()
        timeline.at(0) {
            let shock = LayerShockScene.shock(count: 2)
            shock.delegate = recorder
            scene.card.add(shock, forKey: "shockAnimation")
        }
        timeline.seek(to: 0.59)
        #expect(recorder.stops.isEmpty)
        timeline.seek(to: 1)
        #expect(recorder.stops.map(\.finished) == [true])
        #expect(recorder.stops.map(\.time) == [0.6])
    }

    /// 11. Spinner: (strokeStart, strokeEnd) at the spec's times; the group stays under "state".
    @Test func spinnerMatchesVector11() throws {
        let scene = try make(LayerSpinnerScene.self)
        let timeline = scene.makeTimeline()
        let expected: [(Double, Double, Double)] = [(0.375, 0, 0.19374), (0.75, 0.25, 0.75), (1.125, 0.80626, 1),
                                                    (1.5, 0, 0), (2.25, 0.25, 0.75)]
        for (t, start, end) in expected {
            let p = try #require(timeline.presentation(of: scene.ring, at: t))
            #expect(abs(Double(p.strokeStart) - start) < 1e-4, "strokeStart at t = \(t)")
            #expect(abs(Double(p.strokeEnd) - end) < 1e-4, "strokeEnd at t = \(t)")
            #expect(scene.ring.animationKeys() == ["state"], "t = \(t)")
        }
    }

    /// 12. Group: eased values at 0.25; at 0.5 the model (moved by the finish handler) shows.
    @Test func groupMatchesVector12() throws {
        let scene = try make(LayerGroupScene.self)
        let timeline = scene.makeTimeline()
        let p = try #require(timeline.presentation(of: scene.card, at: 0.25))
        #expect(abs(Double(p.cornerRadius) - 13.6929) < 1e-4)
        #expect(abs(Double(p.bounds.size.width) - 71.618) < 1e-3)
        #expect(abs(Double(p.shadowOpacity) - 0.547715) < 1e-5)
        #expect(scene.card.cornerRadius == 0)   // the model: not yet updated
        let end = try #require(timeline.presentation(of: scene.card, at: 0.5))
        #expect(scene.card.animationKeys() == nil)
        #expect(end.cornerRadius == 20 && end.bounds.size == CGSize(width: 100, height: 100))
        #expect(end.position == CGPoint(x: 50, y: 50) && abs(end.shadowOpacity - 0.8) < 1e-6)
        #expect(scene.card.cornerRadius == 20)  // updateAnimations() ran
    }

    /// 12. The group's `onStop` fires once with true at 0.5; replaced at 0.3 under the same key,
    /// the first stops unfinished at 0.3 and the second finishes at 0.8.
    @Test func groupStopsOnceAndReplacementStopsUnfinished() throws {
        let scene = try make(LayerGroupScene.self)
        let timeline = LayerTimeline(root: scene.rootLayer)
        nonisolated(unsafe) var stops: [(id: Int, finished: Bool, time: Double)] = []
        func group(_ id: Int) -> CAAnimationGroup {
            LayerGroupScene.group(duration: 0.5) { stops.append((id, $0, CACurrentMediaTime())) }
        }
        timeline.at(0) { scene.card.add(group(1), forKey: "cornerRadius") }
        timeline.seek(to: 1)
        #expect(stops.map(\.id) == [1] && stops.map(\.finished) == [true] && stops.map(\.time) == [0.5])
        stops = []
        timeline.at(0.3) {
            scene.card.removeAnimation(forKey: "cornerRadius")
            scene.card.add(group(2), forKey: "cornerRadius")
        }
        timeline.seek(to: 1)
        #expect(stops.map(\.id) == [1, 2])
        #expect(stops.map(\.finished) == [false, true])
        #expect(stops.map(\.time) == [0.3, 0.8])
    }
}

/// Records `animationDidStop` calls with the virtual time they came at.
final class StopRecorder: CAAnimationDelegate {
    var stops: [(finished: Bool, time: Double)] = []
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stops.append((flag, CACurrentMediaTime()))
    }
}
