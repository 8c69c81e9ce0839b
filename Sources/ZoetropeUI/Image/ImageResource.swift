import Foundation

/// An image set of an asset catalog, by the symbol Xcode 15+ generates for it (`Image(.tower)`).
/// Zoetrope's `AssetSymbols` build plugin generates these from a target's `.xcassets` folders,
/// with the folder the set was found in, so the image is found without `--assets`.
///
/// ```swift
/// extension ImageResource {
///     static let tower = ImageResource(name: "tower", catalog: "/src/App/Assets.xcassets")
/// }
/// let picture = Image(.tower)
/// ```
public struct ImageResource: Hashable, Sendable {
    /// The image set's name in its catalog (`"tower"` for `tower.imageset`).
    public let name: String
    /// Where the image is looked for before the asset directories: the catalog the build found
    /// it in, else the bundle's resources.
    public let searchFirst: URL?

    /// The image set `name` in `bundle`'s resources (as Xcode's generated code writes it).
    ///
    /// ```swift
    /// let tower = ImageResource(name: "tower", bundle: .main)
    /// ```
    public init(name: String, bundle: Bundle) {
        self.name = name
        searchFirst = bundle.resourceURL
    }

    /// The image set `name` of the asset catalog folder at `catalog` (what the AssetSymbols plugin generates).
    ///
    /// ```swift
    /// let tower = ImageResource(name: "tower", catalog: "Sources/App/Assets.xcassets")
    /// ```
    public init(name: String, bundle: Bundle? = nil, catalog: String? = nil) {
        self.name = name
        searchFirst = catalog.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? bundle?.resourceURL
    }
}

extension Image {
    /// The image of an asset catalog image set by its generated symbol, in the appearance of the
    /// view (a set with dark variants shows them in dark appearance).
    ///
    /// ```swift
    /// Image(.tower).resizable().scaledToFit()
    /// ```
    public init(_ resource: ImageResource) {
        self.init(resource.name)
        searchFirst = resource.searchFirst
    }
}
