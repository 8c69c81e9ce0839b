import Foundation
import Testing
import Zoetrope
import ZoetropeTestSupport
@testable import ZoetropeCommands

/// `--background` on a layer scene (issue 34: "`--background transparent` on a layer scene gives an
/// opaque white picture without a word"). The built-in layer scenes' root layer has no background
/// of its own, so `--background` is the canvas (the default white gives the same bytes a white root
/// gave); a scene whose opaque root covers the canvas hides the background, and `render` says so in
/// one warning line.
@Suite struct LayerSceneBackgroundTests {
    @Test func aBuiltInLayerSceneShowsTheBackgroundItIsGiven() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (background, corner) in [("transparent", PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 0)),
                                     ("black", PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 255)),
                                     ("white", PremultipliedRGBA8(red: 255, green: 255, blue: 255, alpha: 255))] {
            let out = directory.appendingPathComponent(background)
            let result = try CommandLineRunner.run(["render", "layer-shake", "--frames", "0..<1", "--backend", "cpu",
                                                    "--background", background, "--out", out.path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!result.stderr.contains("warning"), "\(result.stderr)")
            let image = try PNGDecoder.decode(contentsOf: out.appendingPathComponent("layer-shake_00000.png"))
            #expect(image[x: 2, y: 2] == corner, "--background \(background): corner \(image[x: 2, y: 2])")
            // The card is drawn over it, opaque and red, in the middle.
            let card = image[x: 128, y: 128]
            #expect(card.alpha == 255 && card.red > 200 && card.green < 100, "card \(card)")
        }
    }

    /// The default white background gives the frame the library draws over white, byte for byte.
    @Test func theDefaultBackgroundIsWhiteAsBefore() throws {
        let player = try ScenePlayer(named: "layer-group")
        #expect(player.opaqueRootSize == nil)
        var clear = try Pixmap(width: 256, height: 256)
        try SoftwareRenderer(threads: 1).render(player.frame(at: 0.25, size: CGSize(width: 256, height: 256)).displayList, into: &clear)
        #expect(clear[x: 0, y: 0].alpha == 0, "the root draws nothing of its own")
    }

    /// A user's layer scene whose root is opaque white (`StoryboardCatalogTests.Slide`): a
    /// background other than the default is hidden, and `render` warns in one line.
    @Test func anOpaqueRootThatCoversTheCanvasIsReported() throws {
        let source = SceneSource.builtIn(try ScenePlayer(StoryboardCatalogTests.Slide.animationSceneType))
        func warning(_ arguments: [String]) throws -> String? {
            let command = try RenderCommand.parse(["slide", "--format", "null"] + arguments)
            var canvas = command.canvas
            if canvas.size == nil { canvas.size = CanvasSize(points: source.defaultSize) }
            return RenderCommand.backgroundWarning(source: source, canvas: canvas)
        }
        let transparent = try #require(try warning(["--background", "transparent"]))
        #expect(transparent.hasPrefix("--background transparent does not show: the layer scene's root layer has an opaque backgroundColor"))
        #expect(!transparent.contains("\n"))
        #expect(try warning(["--background", "#336699"]) != nil)
        #expect(try warning([]) == nil, "the default white: nothing to say")
        #expect(try warning(["--background", "white"]) == nil)
        // A canvas of another shape shows the background beside the root: no warning.
        #expect(try warning(["--background", "black", "--size", "80x80"]) == nil)
        #expect(try warning(["--background", "black", "--size", "160x80"]) != nil, "same shape, scaled: covered")
        // The built-in scenes never hide it; nor does a storyboard.
        #expect(SceneSource.builtIn(try ScenePlayer(named: "layer-shake")).backgroundHiddenReason(canvas: CGSize(width: 256, height: 256)) == nil)
    }
}
