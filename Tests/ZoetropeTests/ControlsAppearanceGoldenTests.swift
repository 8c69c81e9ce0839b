import Foundation
import Testing
import Scenes
import ZoetropeUI
import ZoetropeTestSupport

/// The built-in `controls` storyboard in light and dark appearance on the CPU backend, at a third
/// of its canvas (130 × 240 px), after its last tap (t = 4 s) and mid-way (t = 1.5 s: the toggle
/// off, the card fading). Dark draws the window black and the controls in UIKit's dark colours.
/// Tolerance: `GoldenImage` (a channel off by more than 2 on at most 0.5 % of pixels); recorded
/// only by hand with ZOETROPE_RECORD_GOLDENS=1.
@Suite struct ControlsAppearanceGoldenTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    static let cases: [(scheme: ColorScheme, time: Double)] = [(.light, 1.5), (.light, 4), (.dark, 1.5), (.dark, 4)]

    @Test(arguments: cases.indices) func controlsFrameMatchesItsGolden(index: Int) throws {
        let (scheme, time) = Self.cases[index]
        var story = try #require(SceneCatalog.storyboards.first { $0.name == "controls" })
        story.colorScheme = scheme
        let pixmap = try StoryboardGoldenTests.render(story, at: time)
        try GoldenImage.expect(pixmap, named: "storyboard-controls-\(scheme.rawValue)-t\(String(format: "%.2f", time))", in: Self.goldens)
    }
}
