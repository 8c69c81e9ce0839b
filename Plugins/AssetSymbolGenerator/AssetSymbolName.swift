import Foundation

/// The Swift name Xcode 15+ gives an asset catalog entry's generated symbol, as observed from
/// Xcode's generated code (Apple documents only that the first letter is lowercased):
///
/// - the name is split into words at every character that cannot be in an identifier (space,
///   `-`, `_`, `.`, `/` …) and the words are joined in lower camel case (`"brand-color"` →
///   `brandColor`, `"Sunset Sky"` → `sunsetSky`), keeping the humps a word already has
///   (`"iconLarge"` stays `iconLarge`);
/// - the first word is lowercased up to its last leading capital (`"URLIcon"` → `urlIcon`,
///   `"Brand"` → `brand`);
/// - a colour set's name loses a trailing `Color` and an image set's a trailing `Image` when
///   something is left (`"AccentColor"` → `accent`, `"brand-color"` colour set → `brand`,
///   `"HeroImage"` → `hero`), which is how Xcode names `ColorResource.accent`;
/// - a name that starts with a digit gets a leading `_` (`"1"` → `_1`), a Swift keyword is
///   written in backticks, and a name with no letters or digits has no symbol.
///
/// ```swift
/// AssetSymbolName.symbol(for: "brand-color", kind: .image)   // "brandColor"
/// AssetSymbolName.symbol(for: "AccentColor", kind: .color)   // "accent"
/// ```
enum AssetSymbolName {
    enum Kind: String { case color, image }

    /// The symbol for the asset `name` of `kind`, or nil when the name gives none.
    static func symbol(for name: String, kind: Kind) -> String? {
        let words = name.split { !isIdentifierCharacter($0) }.map(String.init).filter { !$0.isEmpty }
        guard let first = words.first else { return nil }
        var symbol = lowercasedLead(first) + words.dropFirst().map(capitalizedFirst).joined()
        let suffix = kind == .color ? "Color" : "Image"
        if symbol.hasSuffix(suffix), symbol.count > suffix.count { symbol.removeLast(suffix.count) }
        if symbol.first?.isNumber == true { symbol = "_" + symbol }
        return keywords.contains(symbol) ? "`\(symbol)`" : symbol
    }

    /// Letters and digits; everything else (`_` included) separates words.
    private static func isIdentifierCharacter(_ c: Character) -> Bool {
        c.isLetter || c.isNumber
    }

    /// `word` with its leading capitals lowercased, all of them when the whole word is capitals,
    /// else all but the one that starts the next hump (`"URLIcon"` → `"urlIcon"`).
    private static func lowercasedLead(_ word: String) -> String {
        let characters = Array(word)
        var end = 0
        while end < characters.count, characters[end].isUppercase { end += 1 }
        if end > 1, end < characters.count, characters[end].isLowercase { end -= 1 }
        if end == 0 { return word }
        return String(characters[..<end]).lowercased() + String(characters[end...])
    }

    private static func capitalizedFirst(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// Swift's keywords (a symbol equal to one is written in backticks).
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
        "Self", "super", "throws", "true", "try", "_",
    ]
}
