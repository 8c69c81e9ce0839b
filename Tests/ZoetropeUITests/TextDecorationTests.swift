import Foundation
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import Testing
@testable import ZoetropeUI

/// `Text.strikethrough(_:color:)` and `Text.underline(_:color:)`: bars under a part's glyphs.
@Suite struct TextDecorationTests {
    func render(_ text: Text) throws -> Pixmap {
        let renderer = ImageRenderer(content: text)
        renderer.scale = 2
        return try renderer.render(with: SoftwareRenderer(), background: .white)
    }

    /// The rows where every pixel of a run of columns is `colour` (a bar, not glyphs).
    func barRows(_ pixmap: Pixmap, _ colour: PremultipliedRGBA8, columns: Range<Int>) -> [Int] {
        (0..<pixmap.height).filter { y in columns.allSatisfy { pixmap[x: $0, y: y] == colour } }
    }

    /// The first and last rows with dark ink (the x-height of "m": it has no ascender or descender).
    func inkRows(_ pixmap: Pixmap) -> (Int, Int) {
        let rows = (0..<pixmap.height).filter { y in (0..<pixmap.width).contains { pixmap[x: $0, y: y].red < 128 } }
        return (rows.first ?? 0, rows.last ?? 0)
    }

    @Test func aStrikethroughCrossesTheMiddleOfTheLowercaseLetters() throws {
        let red = PremultipliedRGBA8(red: 255, green: 0, blue: 0, alpha: 255)
        let plain = try render(Text("mmmm mmmm").foregroundColor(Color(red: 0, green: 0, blue: 0)))
        let struck = try render(Text("mmmm mmmm").foregroundColor(Color(red: 0, green: 0, blue: 0))
            .strikethrough(color: Color(red: 1, green: 0, blue: 0)))
        #expect(plain.width == struck.width && plain.height == struck.height)   // no layout change
        let rows = barRows(struck, red, columns: 4..<(struck.width - 4))
        #expect(!rows.isEmpty, "no red bar")
        // The bar lies in the middle half of the x-height ("m" spans it: its ink's first and last rows).
        let (top, bottom) = inkRows(plain)
        let quarter = Double(bottom - top) / 4
        #expect(rows.allSatisfy { Double($0) >= Double(top) + quarter && Double($0) <= Double(bottom) - quarter },
                "\(rows) vs x-height \(top)…\(bottom)")
        #expect(barRows(plain, red, columns: 4..<(plain.width - 4)).isEmpty)
    }

    @Test func anUnderlineIsBelowTheBaselineInTheTextsColour() throws {
        let blue = PremultipliedRGBA8(red: 0, green: 0, blue: 255, alpha: 255)
        let pixmap = try render(Text("mmmm").foregroundColor(Color(red: 0, green: 0, blue: 1)).underline())
        let rows = barRows(pixmap, blue, columns: 2..<(pixmap.width - 2))
        let (_, baseline) = inkRows(try render(Text("mmmm").foregroundColor(Color(red: 0, green: 0, blue: 1))))
        #expect(!rows.isEmpty && rows.allSatisfy { $0 > baseline }, "\(rows) vs baseline \(baseline)")
    }

    @Test func onlyTheDecoratedPartAndInactiveIsNothing() throws {
        let red = PremultipliedRGBA8(red: 255, green: 0, blue: 0, alpha: 255)
        let black = Color(red: 0, green: 0, blue: 0)
        let pixmap = try render(Text("mmmm").foregroundColor(black) + Text("mmmm").foregroundColor(black)
            .strikethrough(true, color: Color(red: 1, green: 0, blue: 0)))
        let half = pixmap.width / 2
        #expect(!barRows(pixmap, red, columns: (half + 4)..<(pixmap.width - 4)).isEmpty)
        #expect(barRows(pixmap, red, columns: 2..<(half - 4)).isEmpty)
        let off = try render(Text("mmmm").strikethrough(false, color: Color(red: 1, green: 0, blue: 0)))
        #expect(barRows(off, red, columns: 2..<(off.width - 2)).isEmpty)
    }
}
