import Foundation
import Testing
import Zoetrope
import ZoetropeTestSupport

/// Golden frames of this module's previews, drawn from their storyboards on the CPU backend at
/// scale 2: the padded swatch (.sizeThatFitsLayout, 100 × 80 px), the `@Previewable` toggle (on,
/// 240 × 62 px) and the provider's fixed-layout swatch (200 × 100 px) — none on a device, whose
/// safe area and appearance are drawn elsewhere. Tolerance: `GoldenImage` (a channel off by more
/// than 2 on at most 0.5 % of pixels); recorded only by hand with ZOETROPE_RECORD_GOLDENS=1.
@Suite struct PreviewGoldenTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    @Test(arguments: ["Fits", "Toggle", "Fixed swatch"]) func previewMatchesItsGolden(name: String) throws {
        let story = try PreviewRegistry.preview(named: name, inModule: "PreviewsTests").storyboard()
        let scale = 2.0
        let list = try story.frame(at: 0, scale: scale).displayList
        var pixmap = try Pixmap(width: Int((story.size.width * scale).rounded(.up)), height: Int((story.size.height * scale).rounded(.up)))
        #expect(pixmap.width <= 256 && pixmap.height <= 256)
        pixmap.fill(.white)
        try SoftwareRenderer(threads: 1).render(list, into: &pixmap)
        try GoldenImage.expect(pixmap, named: "preview-\(name.lowercased().replacingOccurrences(of: " ", with: "-"))", in: Self.goldens)
    }
}
