import Foundation
import SafeFiles
import Geometry2D

/// An asset catalog entry's `Contents.json` (an `.imageset`'s or a `.colorset`'s), read as the
/// image files are: a `Contents.json` that is not a regular file (a FIFO, a device, missing) is
/// skipped unopened, as special files named like images are; a regular one is read (at most
/// 1 MiB, without blocking), and one that is not JSON, or not a JSON object, is an
/// ``AssetCatalogError`` naming it.
///
/// ```swift
/// let json = try AssetContents.read(URL(fileURLWithPath: "Assets.xcassets/Brand.colorset"))
/// ```
enum AssetContents {
    /// The most bytes a `Contents.json` may have (Xcode's are a few hundred).
    static let maximumBytes = 1 << 20

    /// Whether `folder` has a `Contents.json` that is a regular file (checked by `stat`, nothing opened).
    static func hasContents(_ folder: URL) -> Bool {
        RegularFile.isRegularFile(folder.appendingPathComponent("Contents.json").path)
    }

    /// The parsed `Contents.json` of the entry folder `folder`.
    static func read(_ folder: URL) throws(AssetCatalogError) -> [String: Any] {
        let path = folder.appendingPathComponent("Contents.json").path
        let data: Data
        do { data = try RegularFile.contents(of: path, limit: maximumBytes) } catch {
            throw .badContents(path: path, reason: error.reason)
        }
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) } catch {
            throw .badContents(path: path, reason: "it is not valid JSON (\(error.localizedDescription))")
        }
        guard let json = object as? [String: Any] else { throw .badContents(path: path, reason: "it is not a JSON object") }
        return json
    }

    /// The colour of the colour set folder `folder`.
    static func color(ofColorSet folder: URL) throws(AssetCatalogError) -> Color {
        let json = try read(folder)
        do { return try ColorSet.color(from: json, name: folder.deletingPathExtension().lastPathComponent) } catch {
            throw .badContents(path: folder.appendingPathComponent("Contents.json").path, reason: error.reason)
        }
    }

    /// The first folder called `folder` (`"Brand.colorset"`) in `directory` or below it (asset
    /// catalogs nest entries in groups), in a stable order.
    static func find(_ folder: String, in directory: URL) -> URL? {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return nil }
        var found: [URL] = []
        for case let url as URL in walker where url.lastPathComponent == folder { found.append(url) }
        return found.min { $0.path < $1.path }
    }
}

/// Why an asset catalog's colour set or `Contents.json` could not be used.
public enum AssetCatalogError: Error, CustomStringConvertible, Equatable {
    /// A `Contents.json` that cannot be read or understood: its path and what is wrong.
    case badContents(path: String, reason: String)
    /// No `NAME.colorset` in the directories searched.
    case missingColor(name: String, tried: [String])

    public var description: String {
        switch self {
        case .badContents(let path, let reason):
            return "asset catalog file \(path) cannot be used: \(reason)"
        case .missingColor(let name, let tried):
            let paths = tried.isEmpty ? "no asset directories are set (--assets DIR, ZOETROPE_ASSETS, Storyboard(assets:))"
                                      : "looked for \(name).colorset in:\n  " + tried.joined(separator: "\n  ")
            return "no color named \"\(name)\" in an asset catalog; \(paths)"
        }
    }
}
