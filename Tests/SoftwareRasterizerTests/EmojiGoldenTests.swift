import Foundation
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import Testing
import ZoetropeUI
import ZoetropeTestSupport

/// Colour emoji in text, drawn by the CPU backend at scale 2 over white and compared with a
/// golden (≤ 256², the shared tolerance: a pixel is off past a channel difference of 2, at most
/// 0.5 % of the pixels off): Noto Color Emoji's bitmaps (Debian `fonts-noto-color-emoji`) in a
/// plain text, a ZWJ family, a skin tone, a flag, a keycap and `❤️` (VS16), a label, a button
/// (the emoji keeps its colours in the tinted title), a red text (not tinted) and half opacity
/// (faded). Checked by eye; re-record with ZOETROPE_RECORD_GOLDENS=1 and look at it.
@Suite struct EmojiGoldenTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens/Text")

    @Test func emojiInTextLabelsAndButtons() throws {
        let renderer = ImageRenderer(content: VStack(alignment: .leading, spacing: 2) {
            Text("Done ✅ 🎉")
            Text("👨‍👩‍👧 👍🏽 🇫🇷 1️⃣ ❤️").font(.caption)
            Label("Party 🥳", systemImage: "star.fill").font(.footnote)
            Button("Send 🚀") {}.buttonStyle(.borderedProminent)
            HStack(spacing: 6) {
                Text("Red 🍎").foregroundColor(.red)
                Text("Half 🌈").opacity(0.5)
            }.font(.footnote)
        }.padding(4))
        renderer.scale = 2
        let image = try renderer.render(with: SoftwareRenderer(), background: .white)
        #expect(image.width <= 256 && image.height <= 256)
        try GoldenImage.expect(image, named: "text-emoji", in: Self.goldens)
    }
}
