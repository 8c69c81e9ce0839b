import Foundation

/// A font asked for by its look, as SwiftUI's `Font` describes it: design, weight (100 … 900)
/// and slant, or a family by name (`Font.custom`). The catalog turns it into files.
///
/// ```swift
/// FontRequest(design: .default, weight: 600, italic: false)   // Inter SemiBold
/// FontRequest(family: "DejaVu Serif", weight: 700)            // DejaVu Serif Bold
/// ```
public struct FontRequest: Hashable, Sendable {
    public enum Design: String, Hashable, Sendable, CaseIterable { case `default`, serif, monospaced, rounded }

    public var design: Design
    /// 100 (thin) … 900 (black); 400 regular, 700 bold.
    public var weight: Int
    public var italic: Bool
    /// A family by name (a user's font): from the user's directories, else fontconfig; the
    /// design's font when no such family is installed.
    public var family: String?

    public init(design: Design = .default, weight: Int = 400, italic: Bool = false, family: String? = nil) {
        self.design = design
        self.weight = min(max(weight, 100), 900)
        self.italic = italic
        self.family = family.flatMap { $0.isEmpty ? nil : $0 }
    }
}

/// Where fonts come from: SF Pro cannot ship, so Inter (Debian's `fonts-inter`) stands in for the
/// system font — its nine weights for SwiftUI's nine — DejaVu Sans Mono and DejaVu Serif for the
/// monospaced and serif designs (`fonts-dejavu-core`), WenQuanYi Micro Hei for CJK
/// (`fonts-wqy-microhei`, 5 MB; Noto Sans CJK is used instead when installed), Noto Color Emoji
/// for emoji (`fonts-noto-color-emoji`, as iOS uses Apple Color Emoji) and DejaVu Sans as the
/// last resort. Directories given first (`--font-dir`, `ZOETROPE_FONT_DIR`) are searched
/// before the system's for the same file names, and every font file in them joins the fallbacks.
///
/// The user's folders are *indexed* (``FontIndex``: names and metadata, each file closed at once;
/// FIFOs, devices and other special files skipped unopened), and their faces are opened lazily:
/// a `Font.custom` family when asked for, a fallback face the first time a character is not
/// covered by the faces before it — within the ``FontBudget`` (faces indexed, bytes open).
/// Faces are opened once and shared.
///
/// ```swift
/// let catalog = FontCatalog(directories: [])
/// let stack = try catalog.faces(for: FontRequest(weight: 700))   // [Inter Bold, Noto Color Emoji, WenQuanYi…, DejaVu Sans]
/// ```
public final class FontCatalog: @unchecked Sendable {
    /// The catalog text is set with: the directories given to ``useDirectories(_:budget:)``
    /// (`--font-dir`), then `ZOETROPE_FONT_DIR` (colon-separated), then the system's fonts; its
    /// budget from `ZOETROPE_MAX_FONT_FACES` and `ZOETROPE_MAX_FONT_MEMORY` unless given.
    public static var shared: FontCatalog { sharedLock.withLock { current } }

    /// Makes ``shared`` search `directories` first (before `ZOETROPE_FONT_DIR` and the system's),
    /// within `budget` (default: the environment's, see ``FontBudget``).
    ///
    /// ```swift
    /// FontCatalog.useDirectories([URL(fileURLWithPath: "fonts")])
    /// ```
    public static func useDirectories(_ directories: [URL], budget: FontBudget? = nil) {
        let environment = FontBudget.fromEnvironment()
        sharedLock.withLock {
            current = FontCatalog(directories: directories + environmentDirectories, budget: budget ?? environment.budget,
                                  reportsToStandardError: true, warnings: environment.problems)
        }
    }

    private static let sharedLock = NSLock()
    nonisolated(unsafe) private static var current: FontCatalog = {
        let environment = FontBudget.fromEnvironment()
        return FontCatalog(directories: environmentDirectories, budget: environment.budget, reportsToStandardError: true,
                           warnings: environment.problems)
    }()
    private static var environmentDirectories: [URL] {
        (ProcessInfo.processInfo.environment["ZOETROPE_FONT_DIR"] ?? "").split(separator: ":").map { URL(fileURLWithPath: String($0)) }
    }

    /// The user's directories, searched first.
    public let directories: [URL]
    /// The limits on what the user's folders may cost.
    public let budget: FontBudget
    /// The colour glyphs (emoji) its faces decoded, within ``FontBudget/maxOpenBytes``.
    public let colorGlyphs: ColorGlyphCache
    private let reportsToStandardError: Bool
    private let lock = NSLock()
    private var opened: [String: FontFace] = [:]
    private var stacks: [FontRequest: [FontFace]] = [:]
    private var builtIndex: FontIndex?
    private var ledger = FontUsage()
    private var reported: [String] = []

    static let systemDirectories = ["/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/dejavu",
                                    "/usr/share/fonts/truetype/wqy", "/usr/share/fonts/opentype/noto", "/usr/share/fonts/truetype/noto",
                                    "/usr/share/fonts/truetype"]

    /// A catalog over `directories` (then the system's fonts) within `budget`; with
    /// `reportsToStandardError`, each of its ``warnings`` is also written once to standard error.
    public init(directories: [URL], budget: FontBudget = .default, reportsToStandardError: Bool = false) {
        self.directories = directories
        self.budget = budget
        self.reportsToStandardError = reportsToStandardError
        colorGlyphs = ColorGlyphCache(maxBytes: budget.maxOpenBytes)
        colorGlyphs.reportWarnings { [weak self] message in self?.warn(message) }
    }

    private convenience init(directories: [URL], budget: FontBudget, reportsToStandardError: Bool, warnings: [String]) {
        self.init(directories: directories, budget: budget, reportsToStandardError: reportsToStandardError)
        for warning in warnings { warn(warning) }
    }

    /// What the catalog had to leave out, each once: the limit of its budget that was reached
    /// and how to raise it, or a setting it could not read.
    public var warnings: [String] { lock.withLock { reported } }

    /// What the user's folders cost so far: faces indexed and opened, bytes open.
    public var usage: FontUsage {
        let indexed = userIndex()
        return lock.withLock {
            var usage = indexed.usage
            usage.openedFaces = ledger.openedFaces
            usage.openedBytes = ledger.openedBytes
            usage.colorGlyphBytes = colorGlyphs.bytes
            return usage
        }
    }

    /// The faces to draw `request` with, the primary first, then the fallbacks tried per
    /// character (user fonts, colour emoji, CJK, DejaVu Sans). The user's faces are opened only when a
    /// character needs them.
    ///
    /// - Throws: ``TextError/noUsableFont(tried:)`` when not one of them can be opened.
    public func faces(for request: FontRequest) throws(TextError) -> [FontFace] {
        if let stack = lock.withLock({ stacks[request] }) { return stack }
        var tried: [String] = []
        var stack: [FontFace] = []
        if let family = request.family, let face = customFace(family, weight: request.weight, italic: request.italic) {
            stack.append(face)
        }
        for name in Self.fileNames(for: request) + Self.fallbackNames {
            // The first file of that name that opens: a corrupt copy in a user's directory does not
            // hide the system's.
            let paths = locate(name)
            guard let face = paths.lazy.compactMap({ self.open($0) }).first else { tried += paths.isEmpty ? [name] : paths; continue }
            if !stack.contains(face) { stack.append(face) }
        }
        // The user's other faces, in their sorted order, right after the primary face: deferred.
        let userFaces = userIndex().entries.map { deferred($0) }.filter { !stack.contains($0) }
        var seen = Set<FontFace>()
        stack.insert(contentsOf: userFaces.filter { seen.insert($0).inserted }, at: min(1, stack.count))
        guard !stack.isEmpty else { throw .noUsableFont(tried: tried) }
        lock.withLock { stacks[request] = stack }
        return stack
    }

    /// Whether `request`'s family (`Font.custom`) is installed (in the user's directories or for
    /// fontconfig, under any of its names); false for a request without a family.
    public func hasFamily(_ request: FontRequest) -> Bool {
        guard let family = request.family else { return false }
        return customFace(family, weight: request.weight, italic: request.italic) != nil
    }

    /// The face of the family `family` closest to `weight` and `italic`: among the user's faces of
    /// that family (by the index; the best that opens within the budget), else the one fontconfig
    /// finds; nil when it is not installed.
    private func customFace(_ family: String, weight: Int, italic: Bool) -> FontFace? {
        let candidates = userIndex().entries.filter { $0.family.caseInsensitiveCompare(family) == .orderedSame }
            .sorted { distance($0, weight, italic) < distance($1, weight, italic) }
        if let best = candidates.lazy.map({ self.deferred($0) }).first(where: { $0.open() }) { return best }
        guard let found = FontconfigLookup.file(family: family, weight: weight, italic: italic) else { return nil }
        return open(found.path, index: found.index)
    }

    /// How far `face` is from `weight` and `italic` (a slant mismatch outweighs any weight).
    private func distance(_ face: FontFaceInfo, _ weight: Int, _ italic: Bool) -> Int {
        abs(face.weight - weight) + (face.isItalic == italic ? 0 : 1000)
    }

    /// The primary face's file names for `request`, best first.
    static func fileNames(for request: FontRequest) -> [String] {
        switch request.design {
        case .default, .rounded:
            let weights = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
            let name = weights[(request.weight - 50) / 100]
            let italic = request.italic ? (name == "Regular" ? "Italic" : name + "Italic") : name
            return ["Inter-\(italic).otf", "Inter-\(name).otf"]
        case .monospaced:
            let bold = request.weight >= 600
            return [bold ? (request.italic ? "DejaVuSansMono-BoldOblique.ttf" : "DejaVuSansMono-Bold.ttf")
                    : (request.italic ? "DejaVuSansMono-Oblique.ttf" : "DejaVuSansMono.ttf"), "DejaVuSansMono.ttf"]
        case .serif:
            let bold = request.weight >= 600
            return [bold ? (request.italic ? "DejaVuSerif-BoldItalic.ttf" : "DejaVuSerif-Bold.ttf")
                    : (request.italic ? "DejaVuSerif-Italic.ttf" : "DejaVuSerif.ttf"), "DejaVuSerif.ttf"]
        }
    }

    /// Fallbacks for characters the primary face lacks: colour emoji (Debian's
    /// `fonts-noto-color-emoji`, first, as iOS puts Apple Color Emoji before its monochrome
    /// fallbacks — ``EmojiPresentation`` decides which characters it draws), CJK, then DejaVu Sans
    /// (Greek, Cyrillic, Hebrew, Arabic, symbols, black-and-white emoji for text presentation).
    static let fallbackNames = [emojiFileName, "NotoSansCJK-Regular.ttc", "wqy-microhei.ttc", "DejaVuSans.ttf"]

    /// Noto Color Emoji's file name (CBDT/CBLC bitmaps, one strike of 109 pixels per em).
    public static let emojiFileName = "NotoColorEmoji.ttf"


    /// The regular files named `name` in the user's directories, then the system's, in that order
    /// (by `stat` alone: a FIFO or device of that name is never opened).
    private func locate(_ name: String) -> [String] {
        (directories.map(\.path) + Self.systemDirectories).map { $0 + "/" + name }.filter(FontFile.isRegularFile)
    }

    /// The index of the user's folders, built the first time it is needed.
    private func userIndex() -> FontIndex {
        if let index = lock.withLock({ builtIndex }) { return index }
        let built = FontIndex(directories: directories, budget: budget)
        let (index, fresh) = lock.withLock { () -> (FontIndex, Bool) in
            if let builtIndex { return (builtIndex, false) }
            builtIndex = built
            return (built, true)
        }
        if fresh { built.warnings.forEach(warn) }
        return index
    }

    /// The one face object for `info` (deferred: opened when first needed, within the budget).
    private func deferred(_ info: FontFaceInfo) -> FontFace {
        let key = info.index == 0 ? info.path : "\(info.path)#\(info.index)"
        return lock.withLock {
            if let face = opened[key] { return face }
            let face = FontFace(deferred: info, colorGlyphs: colorGlyphs) { [weak self] face in self?.openWithinBudget(face) }
            opened[key] = face
            return face
        }
    }

    /// Opens a deferred user face if its file's bytes fit what is left of ``FontBudget/maxOpenBytes``.
    private func openWithinBudget(_ face: FontFace) -> Handles? {
        let granted = lock.withLock { () -> Bool in
            guard ledger.openedBytes + face.byteCount <= budget.maxOpenBytes else { return false }
            ledger.openedBytes += face.byteCount
            ledger.openedFaces += 1
            return true
        }
        guard granted else {
            warn("font folders: the user's fonts open reached \(budget.maxOpenBytes) bytes, the limit (--max-font-memory, "
                 + "ZOETROPE_MAX_FONT_MEMORY); \(face.path) and other fonts are not used — raise --max-font-memory or ZOETROPE_MAX_FONT_MEMORY")
            return nil
        }
        guard let handles = try? Handles.open(face.path, index: face.index).0 else {
            lock.withLock {
                ledger.openedBytes -= face.byteCount
                ledger.openedFaces -= 1
            }
            return nil
        }
        return handles
    }

    /// Records `message` once (and writes it to standard error when the catalog reports there).
    private func warn(_ message: String) {
        let fresh = lock.withLock { () -> Bool in
            guard !reported.contains(message) else { return false }
            reported.append(message)
            return true
        }
        if fresh && reportsToStandardError { FileHandle.standardError.write(Data(("warning: " + message + "\n").utf8)) }
    }

    /// Face `index` of the file at `path`, opened once; nil (skipped) when it cannot be used.
    /// A face the index already holds opens through the budget.
    private func open(_ path: String, index: Int = 0) -> FontFace? {
        let key = index == 0 ? path : "\(path)#\(index)"
        if let face = lock.withLock({ opened[key] }) { return face.open() ? face : nil }
        guard let face = try? FontFace(path: path, index: index, colorGlyphs: colorGlyphs) else { return nil }
        return lock.withLock {
            if let existing = opened[key] { return existing }
            opened[key] = face
            return face
        }
    }
}
