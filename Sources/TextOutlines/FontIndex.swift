import CFreeType
import Foundation

/// The faces of a user's font folders, by name and metadata (``FontFaceInfo``): each file read
/// once with FreeType and closed at once, no outlines loaded, no face kept open. Only regular
/// files are read (FIFOs, sockets, devices, folders and dangling links named `x.ttf` are skipped
/// by `stat` before anything is opened), and no more than ``FontBudget/maxFaces`` are tried.
///
/// ```swift
/// let index = FontIndex(directories: [URL(fileURLWithPath: "fonts")], budget: .default)
/// index.entries.map(\.name)   // ["Acme Sans Regular", "Acme Sans Bold", …]
/// ```
struct FontIndex: Sendable {
    /// The usable faces, folder by folder, files sorted by name, faces of a collection in order.
    var entries: [FontFaceInfo] = []
    var usage = FontUsage()
    /// What the user should know: the limit reached, and how to raise it.
    var warnings: [String] = []

    /// The file names taken for fonts.
    static let extensions: Set<String> = ["otf", "ttf", "ttc", "otc"]

    init(directories: [URL], budget: FontBudget) {
        guard !directories.isEmpty else { return }
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            warnings.append("font folders: FreeType did not start; the fonts in \(directories.map(\.path).joined(separator: ", ")) are not used")
            return
        }
        defer { FT_Done_FreeType(library) }
        for directory in directories {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names.filter({ Self.extensions.contains(($0 as NSString).pathExtension.lowercased()) }).sorted() {
                let path = directory.path + "/" + name
                guard FontFile.isRegularFile(path) else {
                    usage.skippedSpecialFiles += 1
                    continue
                }
                guard take(budget, before: path) else { return }
                guard let first = try? FontFile.info(path: path, index: 0, library: library) else { continue }
                entries.append(first)
                for index in 1..<max(first.faceCount, 1) {
                    guard take(budget, before: "face \(index) of " + path) else { return }
                    if let info = try? FontFile.info(path: path, index: index, library: library) { entries.append(info) }
                }
            }
        }
        usage.indexedFaces = entries.count
    }

    /// Counts one more face tried; false (and the warning) when the budget has none left.
    private mutating func take(_ budget: FontBudget, before what: String) -> Bool {
        guard usage.triedFaces < budget.maxFaces else {
            usage.indexedFaces = entries.count
            warnings.append("font folders: \(budget.maxFaces) font faces indexed, the limit (--max-font-faces, ZOETROPE_MAX_FONT_FACES); "
                            + "\(what) and the fonts after it are not used — raise --max-font-faces or ZOETROPE_MAX_FONT_FACES")
            return false
        }
        usage.triedFaces += 1
        return true
    }
}
