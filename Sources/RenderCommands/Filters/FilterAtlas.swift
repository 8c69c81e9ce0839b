import Foundation
import VectorPath
import Geometry2D

/// Filtered layers' contents drawn side by side into a few large pixmaps ("pages") and cut out
/// again: for a backend whose every render costs a round trip (the GPU: upload, draw, wait,
/// read back), a hundred shadowed cards cost one render instead of a hundred.
///
/// Contents are packed in shelves (tallest first), one pixel apart, each page at most `maxSide`
/// pixels on a side and `maxPixels` in all; a content that is not ``FilterContent/isContained``
/// is drawn inside a layer clipped to its slot. A content too large for a page is drawn alone.
/// The same contents give the same pages, so the same bytes, whatever renders them.
///
/// ```swift
/// let pixmaps = try FilterAtlas(contents, maxSide: 4096, maxPixels: 1 << 22).draw { list, w, h in
///     var page = try Pixmap(width: w, height: h); try gpu.render(list, into: &page); return page
/// }
/// ```
package struct FilterAtlas {
    /// Where one content lies on its page.
    struct Slot {
        let item: Int
        let x: Int, y: Int
    }

    /// One render: a `width`×`height` pixmap holding the slots' contents.
    struct Page {
        var width = 0, height = 0
        var slots: [Slot] = []
    }

    /// Empty pixels between neighbouring slots.
    static let gutter = 1

    let contents: [FilterContent]
    let pages: [Page]

    package init(_ contents: [FilterContent], maxSide: Int, maxPixels: Int) {
        self.contents = contents
        let side = max(1, min(maxSide, Pixmap.maximumDimension))
        let area = contents.reduce(0.0) { $0 + Double($1.width + Self.gutter) * Double($1.height + Self.gutter) }
        let widest = contents.map(\.width).max() ?? 0
        // About square, as wide as the widest content, within the side.
        let pageWidth = min(side, max(widest, Int(area.squareRoot().rounded(.up))))
        let order = contents.indices.sorted { (contents[$0].height, $1) > (contents[$1].height, $0) }
        var pages: [Page] = []
        var page = Page(), x = 0, y = 0, shelf = 0
        func close() {
            if !page.slots.isEmpty { pages.append(page) }
            page = Page(); x = 0; y = 0; shelf = 0
        }
        for item in order {
            let w = contents[item].width, h = contents[item].height
            guard w <= pageWidth, h <= side, w * h <= maxPixels else {
                pages.append(Page(width: w, height: h, slots: [Slot(item: item, x: 0, y: 0)]))   // alone
                continue
            }
            if x > 0, x + w > pageWidth { y += shelf + Self.gutter; x = 0; shelf = 0 }
            let bottom = y + max(shelf, h)
            if !page.slots.isEmpty, bottom > side || pageWidth * bottom > maxPixels { close() }
            page.slots.append(Slot(item: item, x: x, y: y))
            page.width = max(page.width, x + w)
            page.height = max(page.height, y + h)
            shelf = max(shelf, h)
            x += w + Self.gutter
        }
        close()
        self.pages = pages
    }

    /// The list of `page`: each content moved to its slot, clipped to it unless contained.
    func list(of page: Page) -> DisplayList {
        var list = DisplayList()
        for slot in page.slots {
            let content = contents[slot.item]
            let placed = content.list.transformed(by: ProjectionTransform(CGAffineTransform(translationX: CGFloat(slot.x),
                                                                                            y: CGFloat(slot.y))))
            if content.isContained {
                list.commands.append(contentsOf: placed.commands)
            } else {
                let rect = CGRect(x: slot.x, y: slot.y, width: content.width, height: content.height)
                list.commands.append(.pushLayer(LayerStyle(clip: Path(rect))))
                list.commands.append(contentsOf: placed.commands)
                list.commands.append(.popLayer)
            }
        }
        return list
    }

    /// Each content's pixels, in the order given: every page drawn by `render` (a list, its width
    /// and height) and cut into its slots.
    package func draw(_ render: (DisplayList, Int, Int) throws -> Pixmap) throws -> [Pixmap] {
        var pixmaps = [Pixmap?](repeating: nil, count: contents.count)
        for page in pages {
            if page.slots.count == 1, let slot = page.slots.first, slot.x == 0, slot.y == 0 {
                let content = contents[slot.item]
                pixmaps[slot.item] = try render(content.list, content.width, content.height)
                continue
            }
            let drawn = try render(list(of: page), page.width, page.height)
            for slot in page.slots {
                let content = contents[slot.item]
                pixmaps[slot.item] = try drawn.cropped(x: slot.x, y: slot.y, width: content.width, height: content.height)
            }
        }
        // Every content has a slot on exactly one page.
        return pixmaps.compactMap { $0 }
    }
}

extension Pixmap {
    /// The `width`×`height` pixels at (`x`, `y`), which must lie inside this pixmap.
    package func cropped(x: Int, y: Int, width: Int, height: Int) throws(PixmapError) -> Pixmap {
        precondition(x >= 0 && y >= 0 && x + width <= self.width && y + height <= self.height, "a crop inside the pixmap")
        var out = try Pixmap(uninitializedWidth: width, height: height)
        let rowBytes = width * Self.bytesPerPixel, sourceRow = self.width * Self.bytesPerPixel
        storage.withUnsafeBytes { source in
            out.storage.withUnsafeMutableBytes { target in
                for row in 0..<height {
                    let from = (y + row) * sourceRow + x * Self.bytesPerPixel
                    target.baseAddress!.advanced(by: row * rowBytes).copyMemory(from: source.baseAddress!.advanced(by: from),
                                                                                 byteCount: rowBytes)
                }
            }
        }
        return out
    }
}
