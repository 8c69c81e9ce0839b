import Foundation
import SystemResources

/// How much of a user's font folders the catalog takes on: how many faces it indexes
/// (``maxFaces``: each font file tried counts one, each further face of a collection one more)
/// and how many bytes of user font files it keeps open at once (``maxOpenBytes``: the files'
/// sizes, charged when a face is first opened for drawing or fallback, never given back). The
/// system's fonts do not count. Past either limit the catalog stops — the files beyond are not
/// used — and says once which limit was reached and how to raise it.
///
/// `zoetrope render` sets them with `--max-font-faces` and `--max-font-memory`; every command
/// reads `ZOETROPE_MAX_FONT_FACES` and `ZOETROPE_MAX_FONT_MEMORY` (`512M`, `2G`, bytes).
///
/// ```swift
/// var budget = FontBudget.default                  // 4,096 faces, 256 MiB open
/// budget.maxFaces = 20_000
/// FontCatalog.useDirectories([URL(fileURLWithPath: "fonts")], budget: budget)
/// ```
public struct FontBudget: Sendable, Equatable {
    /// Faces indexed over all the user's folders (files tried, plus the extra faces of collections).
    public var maxFaces: Int
    /// Bytes of user font files open at once (each open face charges its file's size).
    public var maxOpenBytes: Int

    public init(maxFaces: Int = 4096, maxOpenBytes: Int = 256 << 20) {
        self.maxFaces = max(maxFaces, 0)
        self.maxOpenBytes = max(maxOpenBytes, 0)
    }

    /// 4,096 faces indexed, 256 MiB of font files open.
    public static let `default` = FontBudget()

    /// The default budget with `ZOETROPE_MAX_FONT_FACES` and `ZOETROPE_MAX_FONT_MEMORY` applied
    /// from `environment`; a value that does not parse is ignored and reported in `problems`.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        -> (budget: FontBudget, problems: [String]) {
        var budget = FontBudget.default
        var problems: [String] = []
        if let text = environment["ZOETROPE_MAX_FONT_FACES"] {
            if let value = Int(text.trimmingCharacters(in: .whitespaces)), value >= 0 { budget.maxFaces = value } else {
                problems.append("ZOETROPE_MAX_FONT_FACES=\(text) is not a count; using \(budget.maxFaces)")
            }
        }
        if let text = environment["ZOETROPE_MAX_FONT_MEMORY"] {
            if let bytes = parseBytes(text) { budget.maxOpenBytes = bytes } else {
                problems.append("ZOETROPE_MAX_FONT_MEMORY=\(text) is not a size such as 512M; using \(budget.maxOpenBytes) bytes")
            }
        }
        return (budget, problems)
    }

    /// `512M`, `2G`, `1.5GiB`, `64K` or a number of bytes (binary units); nil otherwise (``ByteCount``).
    public static func parseBytes(_ text: String) -> Int? { ByteCount.parse(text) }
}

/// What a catalog has taken on from the user's folders so far (for tests and `doctor`).
///
/// ```swift
/// catalog.usage.openedFaces   // user faces opened for drawing so far
/// ```
public struct FontUsage: Sendable, Equatable {
    /// Faces in the index (usable fonts found in the user's folders).
    public var indexedFaces = 0
    /// Font files and extra collection faces tried while indexing (what ``FontBudget/maxFaces`` bounds).
    public var triedFaces = 0
    /// User faces opened (FreeType and HarfBuzz) for drawing or fallback.
    public var openedFaces = 0
    /// The sizes of their files, what ``FontBudget/maxOpenBytes`` bounds.
    public var openedBytes = 0
    /// Entries skipped without being opened: not regular files (FIFOs, sockets, devices,
    /// directories, dangling links) or not readable.
    public var skippedSpecialFiles = 0
    /// Bytes of colour glyphs (emoji) decoded and kept now, within ``FontBudget/maxOpenBytes``
    /// (a pool of their own: ``ColorGlyphCache``).
    public var colorGlyphBytes = 0
}
