import Testing
import TextOutlines

/// Mixed-direction lines (BidiRuns): a Hebrew phrase inside Latin text is drawn right to left in
/// its place, Latin inside a Hebrew paragraph keeps its own order, and the paragraph's direction is
/// its first strong character's.
@Suite struct BidiTests {
    /// The clusters of the glyphs of `text` in visual order (left to right), in DejaVu Sans.
    static func visualClusters(_ text: String) throws -> [Int] {
        let face = try TestFonts.dejaVu("DejaVuSans.ttf")
        return TextShaper.shape(Array(text.unicodeScalars), faces: [face], size: 17).map(\.cluster)
    }

    @Test func aHebrewPhraseInLatinTextReadsRightToLeftInPlace() throws {
        // "abc " 0–3, "שלום" 4–7, " " 8, "עולם" 9–12, " def" 13–16.
        let clusters = try Self.visualClusters("abc שלום עולם def")
        #expect(Array(clusters.prefix(4)) == [0, 1, 2, 3], "\(clusters)")
        // The Hebrew phrase (with the space between its words) reversed as a whole: עולם's last
        // letter first, שלום's first letter last.
        #expect(Array(clusters[4..<13]) == [12, 11, 10, 9, 8, 7, 6, 5, 4], "\(clusters)")
        #expect(Array(clusters.suffix(4)) == [13, 14, 15, 16], "\(clusters)")
    }

    @Test func latinInAHebrewParagraphKeepsItsOrder() throws {
        // "שלום " 0–4, "abc" 5–7, " עולם" 8–12: an RTL paragraph, the Latin word left to right inside it.
        let clusters = try Self.visualClusters("שלום abc עולם")
        // Visual left to right: עולם (reversed), the space, abc in order, the space, שלום (reversed).
        #expect(Array(clusters.prefix(4)) == [12, 11, 10, 9], "\(clusters)")
        let abc = try #require(clusters.firstIndex(of: 5))
        #expect(Array(clusters[abc..<(abc + 3)]) == [5, 6, 7], "\(clusters)")
        #expect(Array(clusters.suffix(4)) == [3, 2, 1, 0], "\(clusters)")
    }

    @Test func aSingleDirectionKeepsTheOldOrder() throws {
        #expect(try Self.visualClusters("Hello, world") == Array(0..<12))
        #expect(try Self.visualClusters("שלום") == [3, 2, 1, 0])
    }
}
