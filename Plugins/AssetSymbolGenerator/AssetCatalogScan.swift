import Foundation
import Geometry2D

/// The colour and image sets of asset catalogs, read for symbol generation: each `NAME.colorset`
/// with its colour (parsed by `ColorSet`, the parser `Color("Brand")` uses), each `NAME.imageset`
/// with the catalog it is in. Groups (subfolders) are searched; other entries (app icons, data
/// sets, symbol sets) are skipped.
struct AssetCatalogScan {
    struct ColorAsset { var name: String; var color: Color; var file: String }
    struct ImageAsset { var name: String; var catalog: String; var file: String }

    var colors: [ColorAsset] = []
    var images: [ImageAsset] = []

    /// What went wrong with one file (the generator reports it and fails).
    struct Failure: Error, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { "\(path): \(reason)" }
    }

    /// Scans `catalogs` (`.xcassets` folders), in the order given, entries sorted by path.
    static func scan(_ catalogs: [URL]) throws(Failure) -> AssetCatalogScan {
        var scan = AssetCatalogScan()
        for catalog in catalogs {
            guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else {
                throw Failure(path: catalog.path, reason: "cannot be listed")
            }
            var entries: [URL] = []
            for case let url as URL in walker where ["colorset", "imageset"].contains(url.pathExtension) { entries.append(url) }
            for entry in entries.sorted(by: { $0.path < $1.path }) {
                let name = entry.deletingPathExtension().lastPathComponent
                let contents = entry.appendingPathComponent("Contents.json").path
                if entry.pathExtension == "imageset" {
                    scan.images.append(ImageAsset(name: name, catalog: catalog.path, file: contents))
                } else {
                    let json = try readJSON(contents)
                    do {
                        scan.colors.append(ColorAsset(name: name, color: try ColorSet.color(from: json, name: name), file: contents))
                    } catch {
                        throw Failure(path: contents, reason: error.reason)
                    }
                }
            }
        }
        return scan
    }

    /// A `Contents.json`: a regular file of at most 1 MiB holding a JSON object.
    static func readJSON(_ path: String) throws(Failure) -> [String: Any] {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard attributes?[.type] as? FileAttributeType == .typeRegular else { throw Failure(path: path, reason: "is not a regular file") }
        guard let size = attributes?[.size] as? Int, size <= 1 << 20 else { throw Failure(path: path, reason: "is larger than 1 MiB") }
        guard let data = FileManager.default.contents(atPath: path) else { throw Failure(path: path, reason: "cannot be read") }
        guard let object = try? JSONSerialization.jsonObject(with: data), let json = object as? [String: Any] else {
            throw Failure(path: path, reason: "is not a JSON object")
        }
        return json
    }
}
