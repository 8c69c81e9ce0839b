import Foundation
import Testing
import ArgumentParser
@testable import ZoetropeCommands
import ZoetropeUI
import Scenes
import PNGCodec
import RenderCommands

/// `--color-scheme light|dark` on `zoetrope sample/render` and a storyboard catalog's commands.
@Suite struct ColorSchemeCommandLineTests {
    /// The `commands=` counts `sample` prints, frame by frame.
    static func commandCounts(_ output: String) -> [Int] {
        output.split(separator: "\n").compactMap { line in
            line.split(separator: " ").first { $0.hasPrefix("commands=") }.flatMap { Int($0.dropFirst("commands=".count)) }
        }
    }

    @Test func sampleInDarkDrawsTheWindowBackgroundFirst() throws {
        let light = try CommandLineRunner.run(["sample", "controls", "--frames", "0..<2"])
        let dark = try CommandLineRunner.run(["sample", "controls", "--frames", "0..<2", "--color-scheme", "dark"])
        #expect(light.status == 0 && dark.status == 0, "\(light.stderr)\(dark.stderr)")
        let lightCounts = Self.commandCounts(light.stdout), darkCounts = Self.commandCounts(dark.stdout)
        #expect(lightCounts.count == 2 && darkCounts == lightCounts.map { $0 + 1 })
        // `light` is the storyboard's own scheme: the same output as no option.
        let explicit = try CommandLineRunner.run(["sample", "controls", "--frames", "0..<2", "--color-scheme", "light"])
        #expect(explicit.stdout == light.stdout)
    }

    @Test func renderInDarkDrawsIOSDarkColours() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CommandLineRunner.run(["render", "controls", "--time", "0", "--scale", "0.25", "--backend", "cpu",
                                                "--color-scheme", "dark", "--out", directory.path, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGDecoder.decode(contentsOf: directory.appendingPathComponent("controls_00000.png"))
        // The window is black in a corner; the orange square (systemOrange dark, #FF9F0A) in the middle.
        #expect(image[x: 1, y: 1] == PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 255))
        let middle = image[x: image.width / 2, y: Int(Double(image.height) * 0.36)]
        #expect(middle.red == 255 && middle.green == 159 && middle.blue == 10)
    }

    @Test func aBadSchemeOrABuiltInSceneIsAUsageError() throws {
        let bad = try CommandLineRunner.run(["sample", "controls", "--color-scheme", "purple"])
        #expect(bad.status != 0 && bad.stderr.contains("--color-scheme"))
        let scene = try CommandLineRunner.run(["sample", "flower", "--color-scheme", "dark"])
        #expect(scene.status != 0 && scene.stderr.contains("--color-scheme are for storyboards"))
    }

    @Test func aCatalogsRenderTakesTheOption() throws {
        let command = try CatalogCommand.parseAsRoot(["sample", "controls", "--color-scheme", "dark"])
        let sample = try #require(command as? SampleCommand)
        #expect(sample.options.colorScheme == .dark)
    }
}
