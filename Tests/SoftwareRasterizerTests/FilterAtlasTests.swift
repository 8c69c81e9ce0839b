import Foundation
import PropertyBased
import Testing
@testable import RenderCommands
import SoftwareRasterizer
import VectorPath
import Geometry2D
import ZoetropeTestSupport

/// Filtered layers drawn together (`resolvingFilters(…renderMany:)` with `FilterAtlas`, what the
/// GPU backend does to read a page back once instead of each layer): the packing keeps every
/// content in one slot inside its page and apart from the others, and the resolved list is the
/// one drawing each layer alone gives, byte for byte, in a render per nesting level.
@Suite struct FilterAtlasTests {
    /// Random sizes and limits (seeded): each content in exactly one slot, inside its page and
    /// at least the gutter from every other; a page within the side and pixel limits unless it
    /// holds one content too large for them.
    @Test func packingKeepsSlotsInsideAndApart() async {
        let inputs = zip(zip(Gen.int(in: 1...300), Gen.int(in: 1...300)).array(of: 1...60),
                         Gen.int(in: 64...2048), Gen.int(in: 4096...(1 << 20)))
        await seededPropertyCheck(seed: 0x5EED_A71A_5000_0001, count: 200, input: inputs) { sizes, side, pixels in
            let contents = sizes.map { FilterContent(list: DisplayList(), width: $0.0, height: $0.1, isContained: true) }
            let atlas = FilterAtlas(contents, maxSide: side, maxPixels: pixels)
            var seen = [Int](repeating: 0, count: contents.count)
            for page in atlas.pages {
                if page.slots.count > 1 {
                    #expect(page.width <= side && page.height <= side && page.width * page.height <= pixels,
                            "page \(page.width)×\(page.height), side \(side), pixels \(pixels)")
                }
                let rects = page.slots.map { CGRect(x: $0.x, y: $0.y, width: contents[$0.item].width, height: contents[$0.item].height) }
                for (slot, rect) in zip(page.slots, rects) {
                    seen[slot.item] += 1
                    #expect(rect.minX >= 0 && rect.minY >= 0 && Int(rect.maxX) <= page.width && Int(rect.maxY) <= page.height)
                }
                for i in rects.indices {
                    for j in rects.indices where j > i {
                        let grown = rects[i].insetBy(dx: -CGFloat(FilterAtlas.gutter) + 0.5, dy: -CGFloat(FilterAtlas.gutter) + 0.5)
                        #expect(!grown.intersects(rects[j]), "\(rects[i]) and \(rects[j]) closer than the gutter")
                    }
                }
            }
            #expect(seen.allSatisfy { $0 == 1 })
        }
    }

    /// Twelve cards, each blurred around a shadowed rounded rectangle (nested filters, as
    /// `.shadow(…).blur(…)` lowers), one half off the canvas (not contained: clipped in its slot),
    /// beside a masked and a backdrop layer (drawn alone): resolved through the atlas, the list is
    /// the one resolved layer by layer — the same pixels — with one `renderMany` call per level
    /// (the shadows, then the blurs) and the masked and backdrop layers' renders only.
    @Test func drawnTogetherIsDrawnAlone() throws {
        let list = Self.cards()
        var alone = 0, together = 0, pages = 0
        let renderer = SoftwareRenderer(threads: 1)
        func render(_ sub: DisplayList, _ w: Int, _ h: Int) throws -> Pixmap {
            var pixmap = try Pixmap(width: w, height: h)
            try renderer.render(sub, into: &pixmap)
            return pixmap
        }
        let expected = try list.resolvingFilters(width: 256, height: 256) { sub, w, h in alone += 1; return try render(sub, w, h) }
        var singles = 0
        let resolved = try list.resolvingFilters(width: 256, height: 256, render: { sub, w, h in singles += 1; return try render(sub, w, h) },
                                                 renderMany: { contents in
            together += 1
            let atlas = FilterAtlas(contents, maxSide: 256, maxPixels: 1 << 16)
            pages += atlas.pages.count
            return try atlas.draw(render)
        })
        #expect(alone == 12 * 2 + 2 + 2)   // shadow and blur per card; the masked content and its mask; the backdrop layer and what is behind it
        #expect(together == 2)
        #expect(singles == 4)
        #expect(pages >= 2 && pages <= 6, "pages: \(pages)")
        var a = try Pixmap(width: 256, height: 256), b = try Pixmap(width: 256, height: 256)
        a.fill(.white); b.fill(.white)
        try renderer.render(expected, into: &a)
        try renderer.render(resolved, into: &b)
        #expect(a == b)
        // Not a list without filters drawn twice: the cards are there.
        #expect(a.pixel(x: 30, y: 30) != PremultipliedRGBA8(red: 255, green: 255, blue: 255, alpha: 255))
    }

    /// Seventeen nested filtered layers are over the nesting budget through the atlas as alone.
    @Test func nestingBudgetHoldsThroughTheAtlas() throws {
        var list = DisplayList()
        for _ in 0..<(DisplayList.maximumFilterDepth + 1) { list.pushLayer(LayerStyle(filters: [.blur(radius: 1)])) }
        list.fill(TestShapes.rect(10, 10, 20, 20), with: .color(.red))
        for _ in 0..<(DisplayList.maximumFilterDepth + 1) { list.popLayer() }
        let empty = { (_: DisplayList, w: Int, h: Int) throws -> Pixmap in try Pixmap(width: w, height: h) }
        #expect(throws: RenderError.self) { try list.resolvingFilters(width: 64, height: 64, render: empty) }
        #expect(throws: RenderError.self) {
            try list.resolvingFilters(width: 64, height: 64, render: empty) { contents in try contents.map { try empty($0.list, $0.width, $0.height) } }
        }
    }

    static func cards() -> DisplayList {
        var list = DisplayList()
        list.fill(TestShapes.rect(0, 0, 256, 256), with: .color(TestShapes.rgb(226, 232, 240)))
        for i in 0..<12 {
            let x = Double(i % 4) * 64 + 8, y = Double(i / 4) * 80 + 8 - (i == 3 ? 40 : 0)
            list.pushLayer(LayerStyle(filters: [.blur(radius: 1 + Double(i % 3))]))
            list.pushLayer(LayerStyle(filters: [.dropShadow(color: FilterCases.shadowColor, radius: 6, offset: CGSize(width: 0, height: 4))]))
            list.fill(Path(roundedRect: CGRect(x: x, y: y, width: 44, height: 56), cornerRadius: 8),
                      with: .color(TestShapes.rgb(UInt8(40 + 15 * i), 90, UInt8(200 - 10 * i))))
            list.popLayer()
            list.popLayer()
        }
        var fade = DisplayList()
        fade.fill(TestShapes.rect(8, 200, 100, 48), with: .linearGradient(Gradient(colors: [.black, .clear]),
                                                                          start: CGPoint(x: 8, y: 0), end: CGPoint(x: 108, y: 0)))
        list.pushLayer(LayerStyle(filters: [.mask(fade)]))
        list.fill(TestShapes.rect(8, 200, 100, 48), with: .color(.blue))
        list.popLayer()
        list.pushLayer(LayerStyle(clip: Path(roundedRect: CGRect(x: 140, y: 196, width: 100, height: 52), cornerRadius: 12),
                                  filters: [.backdrop(radius: 8, saturation: 1.5)]))
        list.fill(TestShapes.rect(140, 196, 100, 52), with: .color(Color(white: 1, opacity: 0.3)))
        list.popLayer()
        return list
    }
}
