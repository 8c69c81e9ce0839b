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
/// (`fonts-wqy-microhei`, 5 MB; Noto Sans CJK is used instead when installed) and DejaVu Sans
/// as the last resort. Directories given first (`--font-dir`, `ZOETROPE_FONT_DIR`) are searched
/// before the system's for the same file names, and every font file in them joins the fallbacks.
/// Faces are opened once and shared.
///
/// ```swift
/// let catalog = FontCatalog(directories: [])
/// let stack = try catalog.faces(for: FontRequest(weight: 700))   // [Inter Bold, WenQuanYi…, DejaVu Sans]
/// ```
public final class FontCatalog: @unchecked Sendable {
    /// The catalog text is set with: the directories given to ``useDirectories(_:)`` (`--font-dir`),
    /// then `ZOETROPE_FONT_DIR` (colon-separated), then the system's fonts.
    public static var shared: FontCatalog { sharedLock.withLock { current } }

    /// Makes ``shared`` search `directories` first (before `ZOETROPE_FONT_DIR` and the system's).
    ///
    /// ```swift
    /// FontCatalog.useDirectories([URL(fileURLWithPath: "fonts")])
    /// ```
    public static func useDirectories(_ directories: [URL]) {
        sharedLock.withLock { current = FontCatalog(directories: directories + environmentDirectories) }
    }

    private static let sharedLock = NSLock()
    nonisolated(unsafe) private static var current = FontCatalog(directories: environmentDirectories)
    private static var environmentDirectories: [URL] {
        (ProcessInfo.processInfo.environment["ZOETROPE_FONT_DIR"] ?? "").split(separator: ":").map { URL(fileURLWithPath: String($0)) }
    }

    /// The user's directories, searched first.
    public let directories: [URL]
    private let lock = NSLock()
    private var opened: [String: FontFace] = [:]
    private var stacks: [FontRequest: [FontFace]] = [:]

    static let systemDirectories = ["/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/dejavu",
                                    "/usr/share/fonts/truetype/wqy", "/usr/share/fonts/opentype/noto", "/usr/share/fonts/truetype"]

    public init(directories: [URL]) {
        self.directories = directories
    }

    /// The faces to draw `request` with, the primary first, then the fallbacks tried per
    /// character (user fonts, CJK, DejaVu Sans).
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
        // The user's other files, in their sorted order, right after the primary face.
        let userFaces = userFontFiles().compactMap { open($0) }.filter { !stack.contains($0) }
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

    /// The face of the family `family` closest to `weight` and `italic`: among the user's files of
    /// that family, else the one fontconfig finds; nil when it is not installed.
    private func customFace(_ family: String, weight: Int, italic: Bool) -> FontFace? {
        let candidates = userFontFiles().compactMap { open($0) }.filter { $0.family.caseInsensitiveCompare(family) == .orderedSame }
        if let best = candidates.min(by: { distance($0, weight, italic) < distance($1, weight, italic) }) { return best }
        guard let found = FontconfigLookup.file(family: family, weight: weight, italic: italic) else { return nil }
        return open(found.path, index: found.index)
    }

    /// How far `face` is from `weight` and `italic` (a slant mismatch outweighs any weight).
    private func distance(_ face: FontFace, _ weight: Int, _ italic: Bool) -> Int {
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

    /// Fallbacks for characters the primary face lacks: CJK, then DejaVu Sans (Greek, Cyrillic,
    /// Hebrew, Arabic, symbols).
    static let fallbackNames = ["NotoSansCJK-Regular.ttc", "wqy-microhei.ttc", "DejaVuSans.ttf"]

    /// The readable files named `name` in the user's directories, then the system's, in that order.
    private func locate(_ name: String) -> [String] {
        (directories.map(\.path) + Self.systemDirectories).map { $0 + "/" + name }
            .filter { FileManager.default.isReadableFile(atPath: $0) }
    }

    /// The font files in the user's directories (.otf, .ttf, .ttc), sorted.
    private func userFontFiles() -> [String] {
        directories.flatMap { directory -> [String] in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            return names.filter { ["otf", "ttf", "ttc"].contains(($0 as NSString).pathExtension.lowercased()) }.sorted()
                .map { directory.path + "/" + $0 }
        }
    }

    /// Face `index` of the file at `path`, opened once; nil (skipped) when it cannot be used.
    private func open(_ path: String, index: Int = 0) -> FontFace? {
        let key = index == 0 ? path : "\(path)#\(index)"
        return lock.withLock {
            if let face = opened[key] { return face }
            guard let face = try? FontFace(path: path, index: index) else { return nil }
            opened[key] = face
            return face
        }
    }
}
