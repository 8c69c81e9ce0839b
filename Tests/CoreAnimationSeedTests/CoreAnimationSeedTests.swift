// Seed 002's DSL run on the virtual clock: the spec §9 vectors 9–12 through the seed's own code.
import XCTest
import Zoetrope

final class CoreAnimationSeedTests: XCTestCase {
    func testShake() {
        let (root, layer) = card()
        let timeline = LayerTimeline(root: root) { $0.at(0) { layer.animateShake() } }
        for (t, v) in [(0.0, 0.08), (0.025, 0.059334), (0.1, -0.08), (0.59, 0.076844), (0.6, 0)] {
            let p = timeline.presentation(of: layer, at: t)
            XCTAssertEqual(number(p?.value(forKeyPath: "transform.rotation.z")), v, accuracy: 1e-4, "t = \(t)")
        }
        XCTAssertNil(layer.animationKeys())
    }

    func testShock() {
        let (root, layer) = card()
        let timeline = LayerTimeline(root: root) { $0.at(0) { layer.animateShock() } }
        for (t, v) in [(0.0375, -3.8749), (0.1125, 3.8749), (0.3375, -3.8749), (0.6, 0)] {
            let p = timeline.presentation(of: layer, at: t)
            XCTAssertEqual(number(p?.value(forKeyPath: "transform.translation.x")), v, accuracy: 1e-4, "t = \(t)")
        }
    }

    func testGroupSnippetStopsOnceAndUpdates() {
        let demo = Demo()
        let timeline = LayerTimeline(root: demo.view.layer) { $0.at(0) { demo.snippet0() } }
        let p = timeline.presentation(of: demo.view.layer, at: 0.25)!
        XCTAssertEqual(Double(p.cornerRadius), 13.6929, accuracy: 1e-4)
        XCTAssertEqual(Double(p.bounds.size.width), 71.618, accuracy: 1e-3)
        XCTAssertEqual(Double(p.shadowOpacity), 0.547715, accuracy: 1e-5)
        demo.updates = 0
        _ = timeline.presentation(of: demo.view.layer, at: 1)
        XCTAssertEqual(demo.updates, 1)      // onStoped(true) once, at 0.5
        timeline.at(0.3) { demo.snippet0() } // the same key again: the first stops unfinished
        demo.updates = 0
        _ = timeline.presentation(of: demo.view.layer, at: 1)
        XCTAssertEqual(demo.updates, 1)      // only the second finishes (at 0.8)
    }

    func testSpinnerSnippet() {
        let demo = Demo()
        let root = CALayer()
        root.addSublayer(demo.shareLayer)
        let timeline = LayerTimeline(root: root) { $0.at(0) { demo.snippet1() } }
        for (t, s, e) in [(0.375, 0, 0.19374), (0.75, 0.25, 0.75), (1.125, 0.80626, 1.0), (2.25, 0.25, 0.75)] {
            let p = timeline.presentation(of: demo.shareLayer, at: t)!
            XCTAssertEqual(Double(p.strokeStart), s, accuracy: 1e-4, "t = \(t)")
            XCTAssertEqual(Double(p.strokeEnd), e, accuracy: 1e-4, "t = \(t)")
        }
        XCTAssertEqual(demo.shareLayer.animationKeys() ?? [], ["state"])
    }
}
