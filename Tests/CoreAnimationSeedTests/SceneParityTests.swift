// The built-in layer scenes build seed 002's animations with the LayerTree API directly (the seed's
// DSL lives in this test target); here both are played side by side and must agree at every time.
import XCTest
import Zoetrope

final class SceneParityTests: XCTestCase {
    /// `keyPath` of `layer` under the seed's `dsl` and under the scene's `add`, every 5 ms up to `end`.
    private func compare(_ keyPath: String, until end: Double, dsl: @escaping (CALayer) -> Void,
                         scene: @escaping (CALayer) -> Void, file: StaticString = #file, line: UInt = #line) {
        let (rootA, a) = card(), (rootB, b) = card()
        let seed = LayerTimeline(root: rootA) { $0.at(0) { dsl(a) } }
        let ours = LayerTimeline(root: rootB) { $0.at(0) { scene(b) } }
        for i in 0...Int(end * 200) {
            let t = Double(i) / 200
            let x = number(seed.presentation(of: a, at: t)?.value(forKeyPath: keyPath))
            let y = number(ours.presentation(of: b, at: t)?.value(forKeyPath: keyPath))
            XCTAssertEqual(x, y, accuracy: 1e-12, "\(keyPath) at t = \(t)", file: file, line: line)
        }
    }

    func testShakeSceneBuildsTheSeedsShake() {
        compare("transform.rotation.z", until: 1, dsl: { $0.animateShake() },
                scene: { $0.add(LayerShakeScene.shake(count: 3), forKey: "shakeAnimation") })
        compare("transform.rotation.z", until: 0.5, dsl: { $0.animateShake(count: 1) },
                scene: { $0.add(LayerShakeScene.shake(count: 1), forKey: "shakeAnimation") })
    }

    func testShockSceneBuildsTheSeedsShock() {
        compare("transform.translation.x", until: 1, dsl: { $0.animateShock() },
                scene: { $0.add(LayerShockScene.shock(count: 2), forKey: "shockAnimation") })
    }

    func testSpinnerSceneBuildsSnippet1() {
        let demo = Demo()
        let (rootA, rootB) = (CALayer(), CALayer())
        let ring = CAShapeLayer()
        rootA.addSublayer(demo.shareLayer)
        rootB.addSublayer(ring)
        let seed = LayerTimeline(root: rootA) { $0.at(0) { demo.snippet1() } }
        let ours = LayerTimeline(root: rootB) { $0.at(0) { ring.add(LayerSpinnerScene.spinner(), forKey: "state") } }
        for i in 0...600 {
            let t = Double(i) / 200
            let x = seed.presentation(of: demo.shareLayer, at: t)!
            let y = ours.presentation(of: ring, at: t)!
            XCTAssertEqual(Double(x.strokeStart), Double(y.strokeStart), accuracy: 1e-12, "strokeStart at t = \(t)")
            XCTAssertEqual(Double(x.strokeEnd), Double(y.strokeEnd), accuracy: 1e-12, "strokeEnd at t = \(t)")
        }
    }

    func testGroupSceneBuildsSnippet0() {
        let demo = Demo()
        let root = CALayer()
        let card = CALayer()
        root.addSublayer(card)
        var stops: [Bool] = []
        let seed = LayerTimeline(root: demo.view.layer) { $0.at(0) { demo.snippet0() } }
        let ours = LayerTimeline(root: root) { $0.at(0) {
            card.add(LayerGroupScene.group(duration: 0.5) { stops.append($0) }, forKey: "cornerRadius")
        } }
        // While the group runs, both show the animation alone (the model only matters after it).
        for i in 0..<100 {
            let t = Double(i) / 200
            let x = seed.presentation(of: demo.view.layer, at: t)!
            let y = ours.presentation(of: card, at: t)!
            for keyPath in ["cornerRadius", "bounds.size.width", "bounds.size.height", "position.x", "position.y", "shadowOpacity"] {
                XCTAssertEqual(number(x.value(forKeyPath: keyPath)), number(y.value(forKeyPath: keyPath)), accuracy: 1e-12,
                               "\(keyPath) at t = \(t)")
            }
            XCTAssertEqual(x.shadowColor, y.shadowColor, "shadowColor at t = \(t)")
        }
        demo.updates = 0
        stops = []
        _ = seed.presentation(of: demo.view.layer, at: 1)
        _ = ours.presentation(of: card, at: 1)
        XCTAssertEqual(demo.updates, 1)
        XCTAssertEqual(stops, [true])
    }
}
