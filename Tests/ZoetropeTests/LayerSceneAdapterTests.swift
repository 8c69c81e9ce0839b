import Foundation
import Testing
import Zoetrope

/// Layer scenes through `LayerSceneAdapter`: in the catalog, played by `ScenePlayer` (values
/// printed from the presentation, the canvas they prefer), and frames independent of the order
/// and the threads they are rendered on (each thread has its own `CAClock`).
@Suite struct LayerSceneAdapterTests {
    static let layerScenes = ["layer-group", "layer-spinner", "layer-shake", "layer-shock"]

    func render(_ frame: SceneFrame, side: Int = 64) throws -> Pixmap {
        var pixmap = try Pixmap(width: side, height: side)
        pixmap.fill(.white)
        try SoftwareRenderer(threads: 1).render(frame.displayList, into: &pixmap)
        return pixmap
    }

    @Test func catalogListsTheLayerScenes() throws {
        for name in Self.layerScenes {
            let type = try #require(SceneCatalog.scene(named: name), "\(name)")
            let player = try ScenePlayer(type)
            #expect(player.duration > 0)
            #expect(player.preferredCanvasSize == CGSize(width: 256, height: 256))
        }
        #expect(try ScenePlayer(named: "flower").preferredCanvasSize == nil)
    }

    @Test func valuesArePrintedFromThePresentation() throws {
        let shake = try ScenePlayer(named: "layer-shake").frame(at: 0.1, size: CGSize(width: 256, height: 256))
        #expect(shake.animatedValues.map(\.name) == ["card.transform.rotation.z"])
        #expect(shake.animatedValues.map(\.value) == ["-0.08000"])
        let spinner = try ScenePlayer(named: "layer-spinner").frame(at: 0.75, size: CGSize(width: 256, height: 256))
        #expect(spinner.animatedValues.map { "\($0.name)=\($0.value)" } == ["ring.strokeStart=0.25000", "ring.strokeEnd=0.75000"])
        let group = try ScenePlayer(named: "layer-group").frame(at: 1, size: CGSize(width: 256, height: 256))
        #expect(group.animatedValues.map { "\($0.name)=\($0.value)" } == [
            "card.cornerRadius=20.00000", "card.bounds.size=(100.00000,100.00000)", "card.position=(50.00000,50.00000)",
            "card.shadowOpacity=0.80000", "card.shadowColor=rgba(1.00000,0.00000,0.00000,1.00000)",
        ])
    }

    @Test func parametersReachTheScene() throws {
        // Shake once: active 0.2 s, so at 0.3 the card is back at rest; three times it is at −0.08.
        let once = try ScenePlayer(named: "layer-shake", parameters: ["count": "1"]).frame(at: 0.3, size: CGSize(width: 64, height: 64))
        let thrice = try ScenePlayer(named: "layer-shake").frame(at: 0.3, size: CGSize(width: 64, height: 64))
        #expect(once.animatedValues.first?.value == "0.00000")
        #expect(thrice.animatedValues.first?.value == "-0.08000")
        #expect(throws: SceneError.self) { try ScenePlayer(named: "layer-shake", parameters: ["count": "0"]) }
    }

    @Test(arguments: layerScenes) func framesInAnyOrderGiveTheSameBytes(name: String) throws {
        nonisolated(unsafe) let player = try ScenePlayer(named: name)
        let times = stride(from: 0.0, through: player.duration, by: player.duration / 8).map { $0 }
        let size = CGSize(width: 64, height: 64)
        let forward = try times.map { try render(player.frame(at: $0, size: size)).bytes }
        let backward = try times.reversed().map { try render(player.frame(at: $0, size: size)).bytes }
        #expect(forward == Array(backward.reversed()))
        // Not all alike: the scene moves.
        #expect(Set(forward).count > 1)
        // In parallel, on as many threads as there are frames.
        nonisolated(unsafe) var parallel = [[UInt8]](repeating: [], count: times.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: times.count) { i in
            let bytes = (try? render(player.frame(at: times[i], size: size)).bytes) ?? []
            lock.withLock { parallel[i] = bytes }
        }
        #expect(parallel == forward)
    }

    /// The `LayerScene` documentation's example: a model change on a sublayer animates implicitly
    /// (0.25 s, the default curve; spec §9 vector 15), sampled through the adapter.
    struct Fade: LayerScene {
        static let name = "fade"
        static let summary = "A red square fading out"
        static let parameters: [SceneParameter] = []
        let rootLayer = CALayer()
        let square = CALayer()
        init(parameters: SceneParameters) throws(SceneError) {
            rootLayer.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
            rootLayer.position = CGPoint(x: 100, y: 100)
            square.name = "square"
            square.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            square.position = CGPoint(x: 100, y: 100)
            square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            rootLayer.addSublayer(square)
        }
        var duration: TimeInterval { 1 }
        func script(_ timeline: LayerTimeline) {
            timeline.at(0.5) { square.opacity = 0 }   // a standalone layer: implicit 0.25 s fade
        }
        var sampledKeyPaths: [(layer: CALayer, keyPaths: [String])] { [(square, ["opacity"])] }
    }

    @Test func implicitAnimationsPlayInALayerScene() throws {
        let player = try ScenePlayer(LayerSceneAdapter<Fade>.self)
        func opacity(_ t: Double) -> String? { try? player.frame(at: t, size: CGSize(width: 200, height: 200)).animatedValues.first?.value }
        #expect(opacity(0.4) == "1.00000")
        #expect(opacity(0.625) == "0.19760")
        #expect(opacity(0.75) == "0.00000")
        #expect(player.preferredCanvasSize == CGSize(width: 200, height: 200))
    }

    @Test func theCanvasIsScaledToFitAndCentred() throws {
        // The 256-point canvas on a 128 × 64 frame: scale ¼, centred horizontally. The card (red,
        // 100 × 50 at the centre, at rest at t = 1) covers x 51.5…76.5, y 25.75…38.25.
        let frame = try ScenePlayer(named: "layer-shake").frame(at: 1, size: CGSize(width: 128, height: 64))
        var pixmap = try Pixmap(width: 128, height: 64)
        pixmap.fill(.white)
        try SoftwareRenderer(threads: 1).render(frame.displayList, into: &pixmap)
        let inside = pixmap[x: 64, y: 32], outside = pixmap[x: 50, y: 32], left = pixmap[x: 10, y: 32]
        #expect(inside.red > 200 && inside.green < 80)
        #expect(outside.red == 255 && outside.green == 255)
        #expect(left.red == 255 && left.green == 255)
    }
}
