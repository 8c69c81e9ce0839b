import Foundation
import Testing
import Zoetrope
import ZoetropeTestSupport

/// The layer scenes through the built `zoetrope` executable: listed by `scenes`, rendered by
/// `render` (at their own 256-point canvas unless `--size` is given), sampled by `sample`
/// (presentation values of the named layers).
@Suite struct LayerSceneCommandLineTests {
    @Test func scenesListsTheLayerScenesByTheirFullNames() throws {
        let result = try CommandLineRunner.run(["scenes"])
        #expect(result.status == 0, "\(result.stderr)")
        for name in ["layer-group", "layer-spinner", "layer-shake", "layer-shock"] {
            #expect(result.stdout.contains("\(name) "), "missing \(name)")
        }
        #expect(result.stdout.contains("--param count=3"))
    }

    @Test func renderWritesTheShakeFramesAtTheSceneCanvas() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("out")
        let result = try CommandLineRunner.run(["render", "layer-shake", "--frames", "0..<3", "--fps", "20", "--backend", "cpu",
                                                "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("layer-shake: 3 frames rendered"), "\(result.stdout)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(names == ["layer-shake_00000.png", "layer-shake_00001.png", "layer-shake_00002.png"])
        let images = try names.map { try PNGDecoder.decode(contentsOf: out.appendingPathComponent($0)) }
        #expect(images.allSatisfy { $0.width == 256 && $0.height == 256 })
        // t = 0 and t = 0.1 are the two extremes of the rotation (±0.08 rad): different pictures;
        // t = 0.05 is level.
        #expect(images[0] != images[2])
        // The same frame as the library draws.
        let player = try ScenePlayer(named: "layer-shake")
        var expected = try Pixmap(width: 256, height: 256)
        expected.fill(.white)
        try SoftwareRenderer().render(player.frame(at: 0.1, size: CGSize(width: 256, height: 256)).displayList, into: &expected)
        #expect(try GoldenImage.difference(images[2], expected, label: "frame 2").fractionOfPixelsOff == 0)
    }

    @Test func renderHonoursSizeForALayerScene() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("out")
        let result = try CommandLineRunner.run(["render", "layer-spinner", "--time", "0.75", "--size", "64x64", "--backend", "cpu",
                                                "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGDecoder.decode(contentsOf: out.appendingPathComponent("layer-spinner_00045.png"))
        #expect(image.width == 64 && image.height == 64)
    }

    @Test func framesRenderedOneByOneInReverseAreTheSameFiles() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let together = directory.appendingPathComponent("together"), apart = directory.appendingPathComponent("apart")
        let all = try CommandLineRunner.run(["render", "layer-spinner", "--frames", "0..<4", "--fps", "4", "--size", "96x96",
                                             "--backend", "cpu", "--out", together.path])
        #expect(all.status == 0, "\(all.stderr)")
        for i in (0..<4).reversed() {
            let one = try CommandLineRunner.run(["render", "layer-spinner", "--time", "\(Double(i) / 4)", "--fps", "4",
                                                 "--size", "96x96", "--backend", "cpu", "--out", apart.path])
            #expect(one.status == 0, "\(one.stderr)")
        }
        for i in 0..<4 {
            let name = String(format: "layer-spinner_%05d.png", i)
            let a = try Data(contentsOf: together.appendingPathComponent(name))
            let b = try Data(contentsOf: apart.appendingPathComponent(name))
            #expect(a == b, "\(name)")
        }
    }

    @Test func samplePrintsTheSpinnersStrokeEnds() throws {
        let result = try CommandLineRunner.run(["sample", "layer-spinner", "--time", "0.75"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("frame 45 t=0.7500 ring.strokeStart=0.25000 ring.strokeEnd=0.75000 commands="),
                "\(result.stdout)")
    }

    @Test func samplePrintsOneLinePerFrameOfTheShock() throws {
        let result = try CommandLineRunner.run(["sample", "layer-shock", "--frames", "0..<4", "--fps", "40"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        // Frame 1 is t = 0.025, frame 3 is t = 0.075 (spec §9 vector 10: 0 there).
        #expect(lines.first?.contains("card.transform.translation.x=0.00000") == true)
        #expect(lines.last?.contains("t=0.0750 card.transform.translation.x=0.00000") == true, "\(lines)")
    }

    @Test func aBadLayerSceneParameterIsAUsageError() throws {
        let result = try CommandLineRunner.run(["sample", "layer-shake", "--param", "count=99"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("count"))
    }
}
