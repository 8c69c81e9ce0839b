import Foundation
import Testing
import Scenes
import ZoetropeUI
import SoftwareRasterizer
import RenderCommands
import ZoetropeTestSupport

/// Golden frames of the built-in storyboards (the seeds' views) on the CPU backend, at a third of
/// the phone canvas (130 × 282 px): the rotating card's front, back and next card, Cardify's front
/// turning and its back. Tolerance: `GoldenImage` (a channel off by more than 2 on at most 0.5 % of
/// pixels); recorded only by hand with ZOETROPE_RECORD_GOLDENS=1.
@Suite struct StoryboardGoldenTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    static let cases: [(story: String, time: Double)] = [
        ("rotating-card", 0.5), ("rotating-card", 1.5), ("rotating-card", 4.5), ("cardify", 0.8), ("cardify", 1.2),
    ]

    @Test(arguments: cases.indices) func storyboardFrameMatchesItsGolden(index: Int) throws {
        let (name, time) = Self.cases[index]
        let story = try #require(SceneCatalog.storyboards.first { $0.name == name })
        let pixmap = try Self.render(story, at: time)
        try GoldenImage.expect(pixmap, named: "storyboard-\(name)-t\(String(format: "%.2f", time))", in: Self.goldens)
    }

    /// `story`'s frame at `time` (60 fps grid) on the CPU at a third of its canvas, over white.
    static func render(_ story: Storyboard, at time: Double) throws -> Pixmap {
        let scale = 1.0 / 3
        let list = try story.frame(at: time, fps: 60, scale: scale).displayList
        var pixmap = try Pixmap(width: Int((story.size.width * scale).rounded(.up)), height: Int((story.size.height * scale).rounded(.up)))
        pixmap.fill(.white)
        try SoftwareRenderer(threads: 1).render(list, into: &pixmap)
        return pixmap
    }
}
