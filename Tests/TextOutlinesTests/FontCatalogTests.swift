import Testing
import TextOutlines

/// The font stack of the system font: Inter (as SF Pro's stand-in) with the spec's measured
/// metrics, then the CJK and last-resort fallbacks.
@Suite struct FontCatalogTests {
    @Test func theSystemFontIsInterWithItsMetrics() throws {
        let faces = try FontCatalog.shared.faces(for: FontRequest())
        try #require(faces.first?.name == "Inter Regular", "fonts-inter is not installed: run ./zoetrope.sh deps")
        // view-layer.md §6.2: upm 2816, hhea 2728 / −680, line gap 0 → 1.2102 em.
        #expect(faces[0].unitsPerEm == 2816 && faces[0].ascender == 2728 && faces[0].descender == -680 && faces[0].lineGap == 0)
        #expect(faces.map(\.name).contains("DejaVu Sans Book"))
    }
}
