import Foundation
import Testing
import ArgumentParser
@testable import ZoetropeCommands
import Zoetrope

/// A user's catalog executable with its own layer scene (`StoryboardCatalog.layerScenes`), run in
/// process: `render` plays it at its root layer's canvas, `--param` reaches it, and an unknown
/// name lists it. In `StoryboardCatalogTests` (serialized) because both swap the registry.
extension StoryboardCatalogTests {
    /// A user's scene: a red 20-point square sliding right by `distance` in 1 s.
    struct Slide: LayerScene {
        static let name = "slide"
        static let summary = "A square sliding right"
        static let parameters = [SceneParameter("distance", default: 40, range: 0...60, "how far it slides")]
        let rootLayer = CALayer()
        let square = CALayer()
        let distance: Double

        init(parameters: SceneParameters) throws(SceneError) {
            distance = parameters["distance"]
            rootLayer.bounds = CGRect(x: 0, y: 0, width: 80, height: 40)
            rootLayer.position = CGPoint(x: 40, y: 20)
            rootLayer.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            square.name = "square"
            square.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            square.position = CGPoint(x: 10, y: 20)
            square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            rootLayer.addSublayer(square)
        }

        var duration: TimeInterval { 1 }

        func script(_ timeline: LayerTimeline) {
            let square = square, distance = distance
            timeline.at(0) {
                let slide = CABasicAnimation(keyPath: "position.x")
                slide.fromValue = 10.0
                slide.toValue = 10 + distance
                slide.duration = 1
                slide.fillMode = .forwards
                slide.isRemovedOnCompletion = false
                square.add(slide, forKey: "slide")
            }
        }

        var sampledKeyPaths: [(layer: CALayer, keyPaths: [String])] { [(square, ["position.x"])] }
    }

    private func withLayerCatalog<T>(_ scenes: [any LayerScene.Type], _ body: () throws -> T) rethrows -> T {
        SceneRegistryLock.lock.lock()
        defer { SceneRegistryLock.lock.unlock() }
        let saved = (SceneRegistry.storyboards, SceneRegistry.catalogScenes, SceneRegistry.isCatalog)
        SceneRegistry.storyboards = []
        SceneRegistry.catalogScenes = scenes.map { $0.animationSceneType }
        SceneRegistry.isCatalog = true
        defer { (SceneRegistry.storyboards, SceneRegistry.catalogScenes, SceneRegistry.isCatalog) = saved }
        return try body()
    }

    @Test func renderPlaysACatalogsLayerSceneAtItsCanvas() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zt-layer-catalog-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try withLayerCatalog([Slide.self]) {
            var command = try CatalogCommand.parseAsRoot(["render", "slide", "--time", "1", "--fps", "10", "--out", directory.path,
                                                          "--backend", "cpu", "--param", "distance=50"])
            try command.run()
        }
        let image = try PNGDecoder.decode(contentsOf: directory.appendingPathComponent("slide_00010.png"))
        #expect(image.width == 80 && image.height == 40)
        // At 1 s the square is centred at x = 60 (10 + 50): red there, white where it started.
        #expect(image[x: 60, y: 20].red == 255 && image[x: 60, y: 20].green == 0)
        #expect(image[x: 10, y: 20] == PremultipliedRGBA8(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func anUnknownNameListsTheCatalogsLayerScenes() throws {
        withLayerCatalog([Slide.self]) {
            #expect {
                var command = try CatalogCommand.parseAsRoot(["sample", "nope"])
                try command.run()
            } throws: { error in
                CatalogCommand.message(for: error).contains("known: slide")
            }
            #expect {
                var command = try CatalogCommand.parseAsRoot(["sample", "slide", "--param", "distance=99"])
                try command.run()
            } throws: { error in
                CatalogCommand.message(for: error).contains("distance")
            }
            // The built-in scenes are not the catalog's.
            #expect {
                var command = try CatalogCommand.parseAsRoot(["sample", "layer-shake"])
                try command.run()
            } throws: { error in
                CatalogCommand.message(for: error).contains("unknown")
            }
        }
    }
}
