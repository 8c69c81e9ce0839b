import Testing
@testable import AssetSymbolGenerator

/// The names the AssetSymbols plugin gives asset catalog entries, following Xcode 15+'s
/// generated symbols (lower camel case, a colour set's `Color` and an image set's `Image` suffix
/// dropped, a leading digit prefixed, keywords in backticks).
@Suite struct AssetSymbolNameTests {
    @Test(arguments: [
        ("tower", AssetSymbolName.Kind.image, "tower"),
        ("Brand", .color, "brand"),
        ("brand-color", .image, "brandColor"),
        ("brand-color", .color, "brand"),
        ("AccentColor", .color, "accent"),
        ("HeroImage", .image, "hero"),
        ("HeroImage", .color, "heroImage"),
        ("Color", .color, "color"),
        ("Sunset Sky", .image, "sunsetSky"),
        ("icon_large", .image, "iconLarge"),
        ("iconLarge", .image, "iconLarge"),
        ("star.fill", .image, "starFill"),
        ("URLIcon", .image, "urlIcon"),
        ("USA", .image, "usa"),
        ("1", .image, "_1"),
        ("3d-cube", .image, "_3dCube"),
        ("default", .image, "`default`"),
        ("Café au lait", .color, "caféAuLait"),
    ])
    func nameGivesXcodesSymbol(name: String, kind: AssetSymbolName.Kind, symbol: String) {
        #expect(AssetSymbolName.symbol(for: name, kind: kind) == symbol)
    }

    @Test func aNameWithoutLettersOrDigitsGivesNoSymbol() {
        #expect(AssetSymbolName.symbol(for: "--", kind: .image) == nil)
        #expect(AssetSymbolName.symbol(for: "", kind: .color) == nil)
    }
}
