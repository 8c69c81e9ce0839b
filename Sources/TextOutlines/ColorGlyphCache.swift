import Foundation
import Geometry2D
import RenderCommands

/// A colour glyph ready to draw: its image, premultiplied RGBA8 at about the device pixels it
/// covers, and the box it fills in font units (y down, the pen origin at (0, 0) on the baseline).
///
/// ```swift
/// let party = emoji.colorGlyph(381, pixelsPerEm: 34)!   // 🎉 in Noto Color Emoji at 17 pt, scale 2
/// party.image.width      // 42 (136 · 34 / 109, rounded)
/// party.bounds           // (0, −1897.7, 2555.3, 2405.0) in font units
/// ```
public struct ColorGlyphImage: Sendable {
    public var image: Pixmap
    public var bounds: CGRect
}

/// The decoded colour glyphs (emoji) of a catalog's faces, each kept at the device sizes it was
/// drawn at, within ``maxBytes``: the same limit as the user's fonts (``FontBudget/maxOpenBytes``,
/// `--max-font-memory`), a pool of its own so that emoji never keep a font from opening. Past it
/// the least recently used glyphs are dropped (and decoded again if drawn again: the same bytes);
/// a glyph that alone exceeds it is not drawn, and the catalog says once which limit to raise.
///
/// ```swift
/// let cache = ColorGlyphCache(maxBytes: 64 << 20)
/// cache.bytes     // what the glyphs decoded so far hold
/// ```
public final class ColorGlyphCache: @unchecked Sendable {
    /// Bytes of decoded colour glyphs the cache may hold.
    public let maxBytes: Int

    struct Key: Hashable {
        var face: String
        var glyph: UInt32
        var pixelsPerEm: Int
    }

    private struct Entry {
        var image: ColorGlyphImage?
        var bytes: Int
        var lastUse: Int
    }

    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var held = 0
    private var clock = 0
    private var reported: Set<String> = []
    private var warningSink: (@Sendable (String) -> Void)?

    /// A cache of at most `maxBytes` bytes of decoded glyphs.
    public init(maxBytes: Int = FontBudget.default.maxOpenBytes) {
        self.maxBytes = max(maxBytes, 0)
    }

    /// The cache faces made without a catalog share (the default budget's size).
    public static let shared = ColorGlyphCache()

    /// Bytes the decoded glyphs hold now.
    public var bytes: Int { lock.withLock { held } }
    /// Glyph images held now.
    public var count: Int { lock.withLock { entries.count } }
    /// What the cache had to say (each message once): a glyph over the budget, a missing emoji font.
    public var warnings: [String] { lock.withLock { reported.sorted() } }

    /// Where warnings go besides ``warnings`` (the catalog's: standard error, once each).
    func reportWarnings(to sink: @escaping @Sendable (String) -> Void) {
        lock.withLock { warningSink = sink }
    }

    /// Records `message` once.
    func warn(_ message: String) {
        let sink = lock.withLock { () -> (@Sendable (String) -> Void)? in
            guard reported.insert(message).inserted else { return nil }
            return warningSink
        }
        sink?(message)
    }

    /// The image for `key`, made by `make` the first time (and after it was dropped); nil when
    /// the glyph has no image or it does not fit ``maxBytes``.
    func image(for key: Key, make: () -> ColorGlyphImage?) -> ColorGlyphImage? {
        if let hit = lock.withLock({ () -> ColorGlyphImage?? in
            guard var entry = entries[key] else { return nil }
            clock += 1
            entry.lastUse = clock
            entries[key] = entry
            return .some(entry.image)
        }) { return hit }
        let made = make()
        // A glyph without an image is remembered too (a few bytes), so a broken glyph drawn 100,000
        // times is tried once.
        let bytes = made.map { $0.image.width * $0.image.height * 4 } ?? 16
        guard bytes <= maxBytes else {
            warn("colour glyphs: an emoji of \(bytes) bytes decoded does not fit the font memory limit of \(maxBytes) bytes "
                 + "(--max-font-memory, ZOETROPE_MAX_FONT_MEMORY); it is not drawn — raise --max-font-memory")
            return nil
        }
        return lock.withLock {
            if let existing = entries[key] { return existing.image }
            while held + bytes > maxBytes, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                held -= oldest.value.bytes
                entries[oldest.key] = nil
            }
            clock += 1
            entries[key] = Entry(image: made, bytes: bytes, lastUse: clock)
            held += bytes
            return made
        }
    }
}
