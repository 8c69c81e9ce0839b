import Foundation

/// A colour set of an asset catalog, by the symbol Xcode 15+ generates for it (`Color(.brand)`,
/// `UIColor(resource: .brand)`). Zoetrope's `AssetSymbols` build plugin generates these from a
/// target's `.xcassets` folders with the colour set's values read at build time, so the colour
/// needs no file at run time.
///
/// ```swift
/// extension ColorResource {
///     static let brand = ColorResource(name: "Brand", light: Color(red: 0.9, green: 0.3, blue: 0.2),
///                                      dark: Color(red: 1, green: 0.45, blue: 0.35))
/// }
/// let swatch = Color(.brand)
/// ```
public struct ColorResource: Hashable, Sendable {
    /// The colour set's name in its catalog (`"Brand"` for `Brand.colorset`).
    public let name: String
    /// Where `Color(_:)` looks the name up when the values were not generated: the bundle's
    /// resources (nil: the asset directories only).
    public let bundleURL: URL?
    /// The colour the build read from the catalog (light, and dark when the set has a dark
    /// appearance); nil for a resource made by name only.
    package let catalogColor: Color?

    /// The colour set `name` in `bundle`'s asset catalogs, looked up when drawn (as Xcode's
    /// generated code writes it).
    ///
    /// ```swift
    /// let brand = ColorResource(name: "Brand", bundle: .main)
    /// ```
    public init(name: String, bundle: Bundle) {
        self.name = name
        bundleURL = bundle.resourceURL
        catalogColor = nil
    }

    /// The colour set `name` with the values the build read: `light` (the set's "any
    /// appearance") and `dark` (its dark appearance, if it has one). What the AssetSymbols plugin generates.
    ///
    /// ```swift
    /// let brand = ColorResource(name: "Brand", light: .orange, dark: .yellow)
    /// ```
    public init(name: String, bundle: Bundle? = nil, light: Color, dark: Color? = nil) {
        self.name = name
        bundleURL = bundle?.resourceURL
        catalogColor = dark.map { Color(light: light, dark: $0) } ?? light
    }
}
