import Foundation
import RenderCommands
import Testing
import TextOutlines
@testable import ZoetropeUI

/// Text layouts kept between frames and graphs (`TextLayoutCache`): a kept layout is the layout
/// made again, glyph for glyph; a fresh graph over the same text finds it instead of shaping
/// again; the cache stays within its bounds; what it does not keep (NaN proposals, huge
/// strings) is still laid out.
@Suite struct TextLayoutCacheTests {
    static func style() throws -> TextStyle {
        TextStyle(faces: try FontCatalog.shared.faces(for: FontRequest()), size: 17)
    }

    static func glyphs(_ layout: TextLayout) -> [[ShapedGlyph]] { layout.lines.map(\.glyphs) }

    @Test func aKeptLayoutIsTheLayoutMadeAgain() throws {
        let cache = TextLayoutCache(), style = try Self.style()
        for (string, width) in [("Hello", nil), ("A longer label that wraps onto lines", 80.0), ("", 10.0), ("日本語のテキスト", 40.0)] {
            let key = TextLayoutCache.Key(string: string, style: style, width: width, height: nil)
            let first = cache.layout(for: key) { TextLayout(string, style: style, width: width) }
            var madeAgain = false
            let second = cache.layout(for: key) { madeAgain = true; return TextLayout(string, style: style, width: width) }
            let fresh = TextLayout(string, style: style, width: width)
            #expect(!madeAgain, "\(string)")
            #expect(Self.glyphs(second) == Self.glyphs(fresh) && Self.glyphs(first) == Self.glyphs(fresh))
            #expect(second.size == fresh.size && second.isTruncated == fresh.isTruncated)
        }
        #expect(cache.made == 4 && cache.found == 4)
        // Another proposal, size or scale is another key.
        let other = TextLayoutCache.Key(string: "Hello", style: style, width: 20, height: nil)
        _ = cache.layout(for: other) { TextLayout("Hello", style: style, width: 20) }
        var shrinking = other
        shrinking.minimumScale = 0.5
        _ = cache.layout(for: shrinking) { TextLayout("Hello", style: style, width: 20) }
        #expect(cache.made == 6)
    }

    @Test func staysWithinItsGenerations() throws {
        let cache = TextLayoutCache(), style = try Self.style()
        let total = TextLayoutCache.entriesPerGeneration * 2 + 100
        for index in 0..<total {
            let key = TextLayoutCache.Key(string: "label \(index)", style: style, width: nil, height: nil)
            _ = cache.layout(for: key) { TextLayout(key.string, style: style) }
        }
        #expect(cache.count <= 2 * TextLayoutCache.entriesPerGeneration)
        #expect(cache.count > TextLayoutCache.entriesPerGeneration)
        // The newest are kept, the oldest dropped.
        var made = false
        let newest = TextLayoutCache.Key(string: "label \(total - 1)", style: style, width: nil, height: nil)
        _ = cache.layout(for: newest) { made = true; return TextLayout(newest.string, style: style) }
        #expect(!made)
        let oldest = TextLayoutCache.Key(string: "label 0", style: style, width: nil, height: nil)
        _ = cache.layout(for: oldest) { made = true; return TextLayout(oldest.string, style: style) }
        #expect(made)
    }

    @Test func nanProposalsAndHugeStringsAreLaidOutButNotKept() throws {
        let cache = TextLayoutCache(), style = try Self.style()
        let nan = TextLayoutCache.Key(string: "NaN wide", style: style, width: .nan, height: nil)
        var calls = 0
        for _ in 0..<2 { _ = cache.layout(for: nan) { calls += 1; return TextLayout(nan.string, style: style, width: .nan) } }
        let huge = String(repeating: "word ", count: TextLayoutCache.longestString)
        let hugeKey = TextLayoutCache.Key(string: huge, style: style, width: 300, height: 40)
        for _ in 0..<2 { _ = cache.layout(for: hugeKey) { calls += 1; return TextLayout(huge, style: style, width: 300, height: 40) } }
        #expect(calls == 4 && cache.count == 0)
    }

    /// Two fresh graphs over the same card: the second finds every text layout the first made
    /// (none made again), and draws the same bytes; a canvas's texts are kept too.
    @Test func aFreshGraphFindsTheLayoutsOfTheLastOne() throws {
        let cache = TextLayoutCache()
        let card = VStack(alignment: .leading) {
            Text("A card title").font(.headline)
            Text("A subtitle long enough to wrap within the card's width").font(.caption)
            Canvas { context, size in
                context.draw(Text("In a canvas"), at: CGPoint(x: size.width / 2, y: size.height / 2))
            }
            .frame(height: 30)
        }
        .frame(width: 120)
        .padding()
        .environment(\.textLayoutCache, cache)
        let first = try ImageRenderer(content: card).displayList()
        let made = cache.made
        #expect(made >= 3, "\(made) layouts kept")
        let second = try ImageRenderer(content: card).displayList()
        #expect(cache.made == made, "\(cache.made - made) layouts made again")
        #expect(cache.found >= made)
        #expect(first == second)
    }
}
