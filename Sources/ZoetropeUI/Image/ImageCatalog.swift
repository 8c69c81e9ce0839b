import Foundation
import SafeFiles
import PNGCodec
import Geometry2D
import RenderCommands

/// Where `Image(name)` finds its PNG files: directories searched in order, each for an Xcode
/// asset catalog entry (`**/NAME.imageset/Contents.json`), then loose `NAME@3x.png`, `NAME@2x.png`,
/// `NAME.png` (view-layer spec §6.3). The variant whose scale equals the render scale wins, else
/// the next higher, else the highest; the image's size in points is its pixels / that scale.
/// In dark appearance an imageset's entries with a dark luminosity appearance are used when it has
/// them. A regular `Contents.json` that cannot be read or parsed is an error naming the file.
///
/// Images are held to a ``RenderBudget`` as `zoetrope draw` holds a document's: each PNG's
/// header is read first (nothing decompressed), and an image over ``RenderBudget/maxImagePixels``,
/// or one that would take the distinct images decoded past ``RenderBudget/maxDocumentImagePixels``,
/// is refused before it is decoded (``ImageLookupError/overBudget(name:path:_:)``). Only regular
/// files are read: a FIFO or device named `NAME.png` or `Contents.json` is skipped unopened.
///
/// ```swift
/// let catalog = ImageCatalog(directories: [URL(fileURLWithPath: "Assets.xcassets")],
///                            budget: RenderBudget(maxMemory: 64 << 20))
/// let tower = try catalog.image(named: "tower", scale: 2)
/// ```
public final class ImageCatalog: @unchecked Sendable {
    /// The directories searched, in order.
    public let directories: [URL]
    /// What a missing image becomes.
    public let missingImages: MissingImagePolicy
    /// The limits images are decoded within.
    public let budget: RenderBudget
    private let lock = NSLock()
    private var cache: [String: ResolvedImage] = [:]
    /// Pixels of the distinct files decoded so far (what ``RenderBudget/maxDocumentImagePixels`` bounds).
    private var decodedPixels = 0
    private var decodedFiles: Set<String> = []

    public init(directories: [URL], missingImages: MissingImagePolicy = .error, budget: RenderBudget = .default) {
        self.directories = directories
        self.missingImages = missingImages
        self.budget = budget
    }

    /// This catalog's missing-image policy and budget over `directories` first, then its own.
    public func searching(first directories: [URL]) -> ImageCatalog {
        ImageCatalog(directories: directories + self.directories, missingImages: missingImages, budget: budget)
    }

    /// The directories of `ZOETROPE_ASSETS` (colon-separated), appended to `directories`.
    public static func directories(fromEnvironment environment: [String: String] = ProcessInfo.processInfo.environment) -> [URL] {
        (environment["ZOETROPE_ASSETS"] ?? "").split(separator: ":").map { URL(fileURLWithPath: String($0)) }
    }

    /// Where a name is looked for when no directory is given: `ZOETROPE_ASSETS`'s directories,
    /// then the main bundle's resources (``mainBundleResources``), as an app built in Xcode finds
    /// `Image("logo")` and `Color("Brand")` in its main bundle's asset catalog.
    ///
    /// ```swift
    /// let catalog = ImageCatalog(directories: ImageCatalog.defaultDirectories())
    /// ```
    public static func defaultDirectories(environment: [String: String] = ProcessInfo.processInfo.environment) -> [URL] {
        directories(fromEnvironment: environment) + mainBundleResources
    }

    /// The resource bundles SwiftPM builds beside the running program (`Package_Target.resources`,
    /// what a target's `Bundle.module` opens), sorted by name: where the `Assets.xcassets` of app
    /// files built as a package lands, so they find it by name as the app finds its main bundle's.
    /// Only these folders are searched, never the program's own folder (a build folder). Read once.
    public static let mainBundleResources: [URL] = resourceBundles(besides: Bundle.main.bundleURL)

    /// The `*.resources` folders directly in `folder`, sorted by name.
    static func resourceBundles(besides folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".resources") }.sorted().map { folder.appendingPathComponent($0, isDirectory: true) }
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
    }

    /// The image called `name` for a canvas of `scale` pixels per point in `colorScheme`
    /// (searching `searchingFirst` before the catalog's directories: a generated `ImageResource`'s
    /// catalog).
    public func image(named name: String, scale: CGFloat, colorScheme: ColorScheme = .light,
                      searchingFirst: URL? = nil) throws(ImageLookupError) -> ResolvedImage {
        let key = "\(name)@\(scale)" + (colorScheme == .dark ? " dark" : "") + (searchingFirst.map { " in " + $0.path } ?? "")
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[key] { return cached }
        var tried: [String] = []
        for directory in (searchingFirst.map { [$0] } ?? []) + directories {
            let variants = try imagesetVariants(named: name, in: directory, isDark: colorScheme == .dark, tried: &tried)
                + looseVariants(named: name, in: directory, tried: &tried)
            guard let best = Self.choose(variants, for: scale) else { continue }
            let data: Data
            let width: Int, height: Int
            do {
                data = try RegularFile.contents(of: best.url.path, limit: PNGDecoder.maximumFileBytes)
                (width, height) = try PNGDecoder.imageSize(of: data)
            } catch let error as FileError {
                throw .unreadable(name: name, path: best.url.path, reason: error.reason)
            } catch {
                throw .unreadable(name: name, path: best.url.path, reason: "\(error)")
            }
            // The header against the budget, before decoding: a file decoded before (another
            // scale asked for the same variant) is not counted twice.
            let fresh = !decodedFiles.contains(best.url.path)
            if fresh { try admit(width: width, height: height, name: name, path: best.url.path) }
            do {
                let pixmap = try PNGDecoder.decode(data)
                let resolved = ResolvedImage(name: name, pixmap: pixmap, scale: best.scale)
                cache[key] = resolved
                return resolved
            } catch {
                throw .unreadable(name: name, path: best.url.path, reason: "\(error)")
            }
        }
        throw .missing(name: name, tried: tried)
    }

    /// Counts an image of `width × height` pixels against the budget, before it is decoded.
    private func admit(width: Int, height: Int, name: String, path: String) throws(ImageLookupError) {
        let pixels = Double(width) * Double(height)
        let detail = "\(width)×\(height)"
        guard pixels <= Double(budget.maxImagePixels) else {
            throw .overBudget(name: name, path: path, RenderBudget.Exceeded(.imagePixels, amount: pixels, maximum: budget.maxImagePixels,
                                                                            detail: detail))
        }
        let total = Double(decodedPixels) + pixels
        guard total <= Double(budget.maxDocumentImagePixels) else {
            throw .overBudget(name: name, path: path, RenderBudget.Exceeded(.documentImagePixels, amount: total,
                                                                            maximum: budget.maxDocumentImagePixels, detail: "with \(detail)"))
        }
        decodedPixels += width * height
        decodedFiles.insert(path)
    }

    struct Variant { var url: URL; var scale: CGFloat }

    /// The variant for `scale`: equal, else the next higher, else the highest.
    static func choose(_ variants: [Variant], for scale: CGFloat) -> Variant? {
        let sorted = variants.sorted { $0.scale < $1.scale }
        return sorted.first { $0.scale == scale } ?? sorted.first { $0.scale > scale } ?? sorted.last
    }

    private func looseVariants(named name: String, in directory: URL, tried: inout [String]) -> [Variant] {
        [(3, "@3x"), (2, "@2x"), (1, "")].compactMap { scale, suffix in
            let url = directory.appendingPathComponent("\(name)\(suffix).png")
            tried.append(url.path)
            return RegularFile.isRegularFile(url.path) ? Variant(url: url, scale: CGFloat(scale)) : nil
        }
    }

    /// The files of `NAME.imageset` for light or dark appearance (dark falls back to the
    /// universal entries when the set has no dark ones).
    private func imagesetVariants(named name: String, in directory: URL, isDark: Bool,
                                  tried: inout [String]) throws(ImageLookupError) -> [Variant] {
        let folder = "\(name).imageset"
        tried.append(directory.appendingPathComponent("**/\(folder)/Contents.json").path)
        guard let url = AssetContents.find(folder, in: directory), AssetContents.hasContents(url) else { return [] }
        let json: [String: Any]
        do { json = try AssetContents.read(url) } catch {
            if case .badContents(let path, let reason) = error { throw .unreadable(name: name, path: path, reason: reason) }
            throw .unreadable(name: name, path: url.path, reason: error.description)
        }
        guard let images = json["images"] as? [[String: Any]] else {
            throw .unreadable(name: name, path: url.appendingPathComponent("Contents.json").path, reason: "it has no \"images\" list")
        }
        let dark = images.filter { ColorSet.isEntry($0, forDark: true) && $0["filename"] != nil }
        let entries = isDark && !dark.isEmpty ? dark : images.filter { ColorSet.isEntry($0, forDark: false) }
        return entries.compactMap { entry in
            guard let file = entry["filename"] as? String, !file.contains("/") else { return nil }
            let scaleText = (entry["scale"] as? String ?? "1x").replacingOccurrences(of: "x", with: "")
            guard let scale = Double(scaleText), scale > 0, scale.isFinite else { return nil }
            let variant = url.appendingPathComponent(file)
            return RegularFile.isRegularFile(variant.path) ? Variant(url: variant, scale: CGFloat(scale)) : nil
        }
    }
}

/// An image found by name: its pixels and the scale of the variant (pixels per point).
public struct ResolvedImage: Sendable {
    public var name: String
    public var pixmap: Pixmap
    public var scale: CGFloat

    /// The image's size in points.
    public var size: CGSize {
        CGSize(width: CGFloat(pixmap.width) / scale, height: CGFloat(pixmap.height) / scale)
    }
}

/// What a missing `Image(name)` becomes.
public enum MissingImagePolicy: String, Hashable, Sendable, CaseIterable {
    /// The frame fails with an error naming the paths tried (default).
    case error
    /// A zero-size view and one warning (SwiftUI's behaviour).
    case empty
    /// A 100 × 100 gray box and one warning.
    case placeholder
}

/// Why an image could not be found or read.
public enum ImageLookupError: Error, CustomStringConvertible, Equatable {
    case missing(name: String, tried: [String])
    case unreadable(name: String, path: String, reason: String)
    /// The image's header declares more pixels than the budget allows: refused before decoding.
    case overBudget(name: String, path: String, RenderBudget.Exceeded)

    /// The budget limit an ``overBudget(name:path:_:)`` went over; nil for other errors.
    public var exceeded: RenderBudget.Exceeded? {
        if case .overBudget(_, _, let exceeded) = self { return exceeded }
        return nil
    }

    var isOverBudget: Bool { exceeded != nil }

    public var description: String {
        switch self {
        case .missing(let name, let tried):
            let paths = tried.isEmpty ? "no asset directories are set (--assets DIR, ZOETROPE_ASSETS, Storyboard(assets:))"
                                      : "tried:\n  " + tried.joined(separator: "\n  ")
            return "no image named \"\(name)\"; \(paths)"
        case .unreadable(let name, let path, let reason):
            return "image \"\(name)\" at \(path) cannot be read: \(reason)"
        case .overBudget(let name, let path, let exceeded):
            return "image \"\(name)\" at \(path) is over the budget: \(exceeded)"
        }
    }
}
