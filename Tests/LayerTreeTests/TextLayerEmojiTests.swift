import Foundation
import Testing
import Geometry2D
import RenderCommands
import SoftwareRasterizer
@testable import LayerTree

/// CATextLayer with emoji: the colour glyphs (Noto Color Emoji) are drawn as images in their own
/// colours — a red foregroundColor tints the letters, not the emoji — and fade with the layer's
/// opacity.
@Suite struct TextLayerEmojiTests {
    typealias R = LayerRender

    /// The layer's "H 🟥" at 40 pt on white: the letter's ink, and the middle of the red square.
    static func render(foreground: CGColor, opacity: Float = 1) throws -> (letter: PremultipliedRGBA8, square: PremultipliedRGBA8) {
        let root = R.root()
        let t = CATextLayer(); t.bounds = CGRect(x: 0, y: 0, width: 200, height: 60); t.position = CGPoint(x: 100, y: 100)
        t.string = "H 🟥"; t.fontSize = 40; t.foregroundColor = foreground; t.opacity = opacity
        root.addSublayer(t)
        let p = try R.render(root)
        // H spans x ≈ 3…26 (its darkest pixel on row 100: a stem); 🟥 from x ≈ 40 for 50 pt.
        let row: [PremultipliedRGBA8] = (0..<30).map { p[x: $0, y: 100] }
        func ink(_ c: PremultipliedRGBA8) -> Int { Int(c.red) + Int(c.green) }
        let letter = row.min { ink($0) < ink($1) } ?? row[0]
        return (letter, p[x: 65, y: 100])
    }

    @Test func emojiKeepTheirColoursAndFadeWithTheLayer() throws {
        let black = try Self.render(foreground: R.black)
        #expect(black.letter.red < 60 && black.letter.green < 60)
        #expect(black.square.red > 200 && black.square.green < 90 && black.square.blue < 90, "\(black.square)")
        // A blue foreground colours the letter; the red square stays red.
        let blue = try Self.render(foreground: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(blue.letter.blue > 200 && blue.letter.red < 60)
        #expect(blue.square == black.square)
        // Half opacity: the square is half way to white.
        let faded = try Self.render(foreground: R.black, opacity: 0.5)
        #expect(abs(Int(faded.square.green) - (Int(black.square.green) + 255) / 2) <= 2, "\(faded.square)")
        #expect(abs(Int(faded.square.red) - (Int(black.square.red) + 255) / 2) <= 2, "\(faded.square)")
    }
}
