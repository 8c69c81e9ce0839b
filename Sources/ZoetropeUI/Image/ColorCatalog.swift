import Foundation
import Geometry2D

/// Named colours from asset catalogs: `Color("Brand")` finds `Brand.colorset` in the same
/// directories as `Image(name)` (a storyboard's `assets`, `--assets`, `ZOETROPE_ASSETS`, the main
/// bundle's resources; an `.xcassets` folder anywhere inside one), then in the `bundle` given.
/// Colour sets are parsed once per directory list and name.
///
/// A colour is looked up when it is made. While a view graph resolves its views (bodies run) the
/// graph's directories are searched and a missing colour or a broken `Contents.json` goes to the
/// graph: an error that fails the frame (a broken file always; a missing colour under
/// `--missing-images error`, the default) or a warning; the colour is then clear, as SwiftUI draws
/// a colour it cannot find. Made outside a graph, it searches `ZOETROPE_ASSETS`, the main bundle's
/// resources and the bundle.
///
/// ```swift
/// let brand = try ColorCatalog.color(named: "Brand", in: [URL(fileURLWithPath: "Assets.xcassets")])
/// ```
enum ColorCatalog {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [String: Result<Color, AssetCatalogError>] = [:]

    /// The colour set `name` in `directories` (searched in order, each with its subfolders).
    static func color(named name: String, in directories: [URL]) throws(AssetCatalogError) -> Color {
        let key = directories.map(\.path).joined(separator: "\u{0}") + "\u{1}" + name
        if let cached = lock.withLock({ cache[key] }) { return try cached.get() }
        let result = Result<Color, AssetCatalogError> { () throws(AssetCatalogError) -> Color in try find(name, in: directories) }
        lock.withLock { cache[key] = result }
        return try result.get()
    }

    private static func find(_ name: String, in directories: [URL]) throws(AssetCatalogError) -> Color {
        var tried: [String] = []
        for directory in directories {
            tried.append(directory.appendingPathComponent("**/\(name).colorset").path)
            guard let folder = AssetContents.find("\(name).colorset", in: directory), AssetContents.hasContents(folder) else { continue }
            return try AssetContents.color(ofColorSet: folder)
        }
        throw .missingColor(name: name, tried: tried)
    }
}

/// The asset directories of the view graph resolving views on this thread, and where its
/// lookup failures go (set by the graph around each pass).
final class AssetScope: @unchecked Sendable {
    let catalog: ImageCatalog
    /// Records a failed lookup with the graph (an error or a warning by its policy).
    let report: (AssetCatalogError) -> Void

    init(catalog: ImageCatalog, report: @escaping (AssetCatalogError) -> Void) {
        self.catalog = catalog
        self.report = report
    }

    @TaskLocal static var current: AssetScope?
}

extension Color {
    /// The colour set `name` of an asset catalog (`Brand.colorset`): its universal colour, and its
    /// dark-appearance colour when it has one (the colour follows the colour scheme). See
    /// ``ColorCatalog`` for where it is looked for; a missing colour is clear.
    ///
    /// ```swift
    /// Rectangle().fill(Color("Brand"))
    /// ```
    public init(_ name: String, bundle: Bundle? = nil) {
        self = Color.catalogColor(named: name, also: bundle?.resourceURL)
    }

    /// The colour set `name` in the current scope's directories (else the default ones), then
    /// in `also`; clear, with the failure reported to the scope, when it cannot be had.
    static func catalogColor(named name: String, also: URL?) -> Color {
        let scope = AssetScope.current
        let directories = (scope?.catalog.directories ?? ImageCatalog.defaultDirectories())
            + (also.map { [$0] } ?? [])
        do {
            return try ColorCatalog.color(named: name, in: directories)
        } catch {
            scope?.report(error)
            return .clear
        }
    }

    /// The colour of an asset catalog colour set by its generated symbol (`Color(.brand)`): the
    /// values the AssetSymbols plugin read at build time, else the set looked up by name.
    ///
    /// ```swift
    /// Circle().fill(Color(.brand))
    /// ```
    public init(_ resource: ColorResource) {
        self = resource.catalogColor ?? Color.catalogColor(named: resource.name, also: resource.bundleURL)
    }
}
