import Foundation
import Testing
import ArgumentParser
@testable import ZoetropeCommands
import ZoetropeUI
import AnimationCore
import Scenes
import PNGCodec
import RenderCommands
import Geometry2D

/// A user's catalog executable, run in process: `render` plays a storyboard's session frame by
/// frame into PNG files with the storyboard's own canvas size.
@Suite(.serialized) struct StoryboardCatalogTests {
    private struct Dot: View {
        @State private var big = false
        var body: some View {
            Circle().fill(Color.red)
                .frame(width: 20, height: 20)
                .scaleEffect(big ? 2 : 1)
                .onTapGesture { withAnimation(.linear(duration: 1)) { big = true } }
        }
    }

    func withCatalog<T>(_ stories: [Storyboard], _ body: () throws -> T) rethrows -> T {
        SceneRegistryLock.lock.lock()
        defer { SceneRegistryLock.lock.unlock() }
        let saved = (SceneRegistry.storyboards, SceneRegistry.isCatalog)
        SceneRegistry.storyboards = stories
        SceneRegistry.isCatalog = true
        defer { (SceneRegistry.storyboards, SceneRegistry.isCatalog) = saved }
        return try body()
    }

    @Test func renderWritesTheStoryboardsFramesAtItsOwnSize() throws {
        let story = Storyboard("dot", size: CGSize(width: 64, height: 48), fps: 10, duration: 1) { Dot() }
            .tap(.kind("Circle"), at: 0)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zt-catalog-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try withCatalog([story]) {
            var command = try CatalogCommand.parseAsRoot(["render", "dot", "--out", directory.path, "--backend", "cpu"])
            try command.run()
        }
        let first = try PNGDecoder.decode(contentsOf: directory.appendingPathComponent("dot_00000.png"))
        let last = try PNGDecoder.decode(contentsOf: directory.appendingPathComponent("dot_00010.png"))
        #expect(first.width == 64 && first.height == 48)
        // The dot grows from 20 to 40 points across: at t = 0 the pixel 15 points right of the centre
        // is white, at t = 1 it is red.
        #expect(first[x: 47, y: 24] == PremultipliedRGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(last[x: 47, y: 24].red == 255 && last[x: 47, y: 24].green < 100)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("dot_00011.png").path))
    }

    @Test func assetsAndMissingImagesOptionsReachTheStoryboard() throws {
        let story = Storyboard("pic", size: CGSize(width: 40, height: 40), fps: 1, duration: 0) { Image("dot") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zt-assets-\(UUID().uuidString)")
        let out = directory.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try withCatalog([story]) {
            // Missing: the default is an error naming the paths tried.
            var failing = try CatalogCommand.parseAsRoot(["render", "pic", "--out", out.path, "--backend", "cpu"])
            #expect { try failing.run() } throws: { "\($0)".contains("dot") }
            // As SwiftUI: nothing drawn, a warning.
            var empty = try CatalogCommand.parseAsRoot(["render", "pic", "--out", out.path, "--backend", "cpu",
                                                        "--missing-images", "empty"])
            try empty.run()
            // Found in --assets: 10 × 10 px red, centred.
            var dot = try Pixmap(width: 10, height: 10)
            dot.fill(Color(red: 1, green: 0, blue: 0))
            try PNGWriter.write(dot, to: directory.appendingPathComponent("dot.png"))
            var found = try CatalogCommand.parseAsRoot(["render", "pic", "--out", out.path, "--backend", "cpu",
                                                        "--assets", directory.path])
            try found.run()
        }
        let image = try PNGDecoder.decode(contentsOf: out.appendingPathComponent("pic_00000.png"))
        #expect(image[x: 20, y: 20] == PremultipliedRGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(image[x: 5, y: 5] == PremultipliedRGBA8(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func anUnknownStoryboardIsAUsageErrorNamingTheKnownOnes() throws {
        let story = Storyboard("dot", size: CGSize(width: 64, height: 48), duration: 1) { Dot() }
        withCatalog([story]) {
            #expect {
                var command = try CatalogCommand.parseAsRoot(["render", "nope", "--out", "/tmp/zt-never"])
                try command.run()
            } throws: { error in
                CatalogCommand.message(for: error).contains("known: dot")
            }
        }
    }
}

/// The built-in storyboards `zoetrope` offers beside its scenes.
@Suite struct BuiltInStoryboardTests {
    @Test func rotatingCardShowsTheNextCardAfterEachTurn() throws {
        let story = try #require(SceneCatalog.storyboards.first { $0.name == "rotating-card" })
        let session = story.session()
        var labels: [Int: String] = [:]
        for k in stride(from: 0, through: 300, by: 1) {
            let frame = try session.frame(index: k, fps: 60)
            if [30, 120, 270, 300].contains(k) {
                labels[k] = frame.views.first { $0.label != nil }?.label
            }
        }
        // 90° per second: front until 1 s, back until 3 s, then the next card.
        #expect(labels == [30: "card 1", 120: "back", 270: "card 2", 300: "card 2"], "\(labels)")
    }

    @Test func cardifyTurnsOverWhenTappedAndBack() throws {
        let story = try #require(SceneCatalog.storyboards.first { $0.name == "cardify" })
        func drawnWidth(_ t: Double) throws -> Double {
            // The card's face (its shapes) is drawn through the rotation; the frame around it is not.
            try #require(try story.frame(at: t).views.first { $0.kind == "RoundedRectangle" }).drawnFrame.width
        }
        // Tapped at 0.5 s: 0° → 180° in 1 s (edge-on at 1 s); tapped again at 2 s: back to 0° at 3 s.
        #expect(abs(try drawnWidth(0.4) - 212) < 1e-9)
        #expect(try drawnWidth(1.0) < 0.5)
        #expect(abs(try drawnWidth(3) - 212) < 1e-9)
    }
}

/// Held while a test swaps the global ``SceneRegistry`` (two suites do, each serialized only
/// within itself): without it one suite's restore frees the storyboards the other is rendering.
enum SceneRegistryLock {
    static let lock = NSRecursiveLock()
}
