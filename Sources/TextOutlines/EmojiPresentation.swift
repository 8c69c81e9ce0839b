import Foundation

/// Which characters a colour emoji face draws, decided as iOS decides between Apple Color Emoji
/// and its text fonts (UTS #51's presentation rules; where iOS is not documented the choice is
/// inferred from how it draws and said so below):
///
/// - **emoji presentation** — a character with `Emoji_Presentation` (✅ 🎉 😀, regional
///   indicators), or any emoji followed by U+FE0F (VS16: `❤️`), a keycap U+20E3 (`1️⃣`) or a skin
///   tone (`👍🏽`): the colour face first, before the text font and its fallbacks;
/// - **text presentation** — an emoji followed by U+FE0E (VS15: `❤︎`): never the colour face
///   (DejaVu Sans draws many of them in black and white);
/// - **default** — another character with the `Emoji` property: in colour when it is one of the
///   symbols and dingbats San Francisco lacks (`❤` alone, `☺`, `✈`: ``prefersColour(_:)``),
///   else the text font when it has it (`©`, `™`, `↔`), then the fallbacks in order, the colour
///   face before the monochrome ones. ASCII (digits, `#`, `*`) is never drawn in colour outside
///   a keycap sequence.
///
/// A sequence stays in one face: the joiner (U+200D) and what follows it in a ZWJ family, a skin
/// tone, tag characters (🏴 subdivision flags), VS16 and the keycap mark stay with the emoji they
/// follow, so HarfBuzz shapes the sequence into the one glyph the face has for it.
///
/// ```swift
/// EmojiPresentation.of(Array("❤️".unicodeScalars), at: 0)   // .emoji
/// EmojiPresentation.of(Array("❤".unicodeScalars), at: 0)    // .default
/// ```
public enum EmojiPresentation: Sendable, Hashable {
    case emoji, text, `default`

    /// The presentation `scalars[index]` asks for.
    public static func of(_ scalars: [Unicode.Scalar], at index: Int) -> EmojiPresentation {
        let scalar = scalars[index]
        let properties = scalar.properties
        guard properties.isEmoji else { return .default }
        let next = index + 1 < scalars.count ? scalars[index + 1].value : nil
        switch next {
        case 0xFE0E: return .text
        case 0xFE0F, 0x20E3: return .emoji
        case let value? where (0x1F3FB...0x1F3FF).contains(value) && properties.isEmojiModifierBase: return .emoji
        default: return properties.isEmojiPresentation && scalar.value >= 0x80 ? .emoji : .default
        }
    }

    /// Whether an emoji of default (text) presentation is drawn in colour even where the text font
    /// has it: the Miscellaneous Symbols, Dingbats and the planes' pictographs (`❤`, `☀`, `✈`,
    /// `☺`). Inferred: San Francisco has no glyphs there, so iOS takes them from Apple Color
    /// Emoji; Inter, standing in for it, has a few (a black heart), which would otherwise win. The
    /// rest (`©`, `®`, `™`, `‼`, `↔`) stays with the text font, as San Francisco draws them.
    static func prefersColour(_ scalar: Unicode.Scalar) -> Bool {
        (0x2600...0x27BF).contains(scalar.value) || scalar.value >= 0x1F000
    }

    /// Whether `scalars[index]` continues an emoji sequence begun before it (drawn by the same
    /// colour face): a skin tone, a tag character, VS16, the keycap mark, a joiner, or the
    /// character after a joiner.
    static func continuesSequence(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        let value = scalars[index].value
        if (0x1F3FB...0x1F3FF).contains(value) || (0xE0020...0xE007F).contains(value) || value == 0xFE0F || value == 0x20E3
            || value == 0x200D { return true }
        return index > 0 && scalars[index - 1].value == 0x200D
    }

    /// The face of `faces` to draw `scalars[index]` with (nil: none covers it). When an emoji asks
    /// for colour and the stack has no colour face, the primary face's ``ColorGlyphCache`` (the
    /// catalog's: standard error) says once which package to install.
    static func face(for scalars: [Unicode.Scalar], at index: Int, in faces: [FontFace]) -> FontFace? {
        let scalar = scalars[index]
        switch of(scalars, at: index) {
        case .emoji:
            if let colour = faces.first(where: { $0.hasColorGlyphs && $0.covers(scalar) }) { return colour }
            if !faces.contains(where: \.hasColorGlyphs), let first = faces.first {
                first.colorGlyphs.warn("no colour emoji font: install fonts-noto-color-emoji (\(FontCatalog.emojiFileName)); "
                                       + "emoji are drawn in black and white where DejaVu Sans has them, else as boxes")
            }
            return faces.first { !$0.hasColorGlyphs && $0.covers(scalar) }
        case .text:
            return faces.first { !$0.hasColorGlyphs && $0.covers(scalar) }
        case .default:
            guard scalar.properties.isEmoji && scalar.value >= 0x80 else { return faces.first { !$0.hasColorGlyphs && $0.covers(scalar) } }
            if prefersColour(scalar), let colour = faces.first(where: { $0.hasColorGlyphs && $0.covers(scalar) }) { return colour }
            return faces.first { $0.covers(scalar) }
        }
    }
}
