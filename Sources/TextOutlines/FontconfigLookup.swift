import CFontconfig
import Foundation

/// A user's installed font found by family name through fontconfig (as every Linux application
/// finds fonts): the best file for the family at a weight and slant, accepted only when
/// fontconfig's match really is that family (fontconfig answers every query with some font).
///
/// ```swift
/// FontconfigLookup.file(family: "DejaVu Serif", weight: 700, italic: false)   // (".../DejaVuSerif-Bold.ttf", 0)
/// ```
enum FontconfigLookup {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var initialized = false

    /// The file and face index of `family` closest to `weight` (100 … 900) and `italic`, or nil.
    static func file(family: String, weight: Int, italic: Bool) -> (path: String, index: Int)? {
        lock.withLock {
            if !initialized { initialized = FcInit() != 0 }
            guard initialized, let pattern = FcPatternCreate() else { return nil }
            defer { FcPatternDestroy(pattern) }
            _ = family.withCString { name in
                name.withMemoryRebound(to: UInt8.self, capacity: family.utf8.count + 1) { FcPatternAddString(pattern, "family", $0) }
            }
            _ = FcPatternAddInteger(pattern, "weight", FcWeightFromOpenType(Int32(weight)))
            _ = FcPatternAddInteger(pattern, "slant", italic ? 100 : 0)   // FC_SLANT_ITALIC, FC_SLANT_ROMAN
            guard FcConfigSubstitute(nil, pattern, FcMatchPattern) != 0 else { return nil }
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
            defer { FcPatternDestroy(match) }
            // Only a font of the family asked for (any of its names) counts.
            var families: [String] = []
            var value: UnsafeMutablePointer<FcChar8>?
            var n: Int32 = 0
            while FcPatternGetString(match, "family", n, &value) == FcResultMatch, let value {
                families.append(String(cString: value))
                n += 1
            }
            guard families.contains(where: { $0.caseInsensitiveCompare(family) == .orderedSame }) else { return nil }
            guard FcPatternGetString(match, "file", 0, &value) == FcResultMatch, let value else { return nil }
            var index: Int32 = 0
            _ = FcPatternGetInteger(match, "index", 0, &index)
            return (String(cString: value), Int(index))
        }
    }
}
