import Foundation
import Geometry2D

extension Color {
    /// The SwiftUI colour of a UIKit colour: a dynamic one (`.label`, `.systemBlue`,
    /// `UIColor(dynamicProvider:)`) follows the colour scheme of the view that draws it.
    ///
    /// ```swift
    /// Rectangle().fill(Color(uiColor: .secondarySystemBackground))
    /// ```
    public init(uiColor: UIColor) {
        let (light, dark) = uiColor.appearances
        self = light == dark ? light.color : Color(light: light.color, dark: dark.color)
    }

    /// The SwiftUI colour of a UIKit colour (the same as ``init(uiColor:)``). Disfavoured, so
    /// `Color(.brand)` means the generated `ColorResource.brand`, not the `UIColor.brand` the
    /// AssetSymbols plugin also generates.
    ///
    /// ```swift
    /// Text("Hi").foregroundColor(Color(.secondaryLabel))
    /// ```
    @_disfavoredOverload
    public init(_ color: UIColor) { self.init(uiColor: color) }
}

extension UIColor {
    /// The UIKit colour of a SwiftUI colour: one that follows the colour scheme (`Color.primary`,
    /// `Color.blue`, an asset catalog colour) stays dynamic.
    ///
    /// ```swift
    /// let ink = UIColor(Color.primary)   // black light, white dark
    /// ```
    public convenience init(_ color: Color) {
        func cg(_ c: Color) -> CGColor {
            CGColor(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.opacity))
        }
        self.init(light: cg(color.appearance(isDark: false)), dark: cg(color.appearance(isDark: true)))
    }

    /// The colour of an asset catalog colour set, by its generated symbol (`UIColor(resource: .brand)`).
    ///
    /// ```swift
    /// view.backgroundColor = UIColor(resource: .brand)
    /// ```
    /// A resource made by hand with `ColorResource(name:bundle:)` (no values from the build) is
    /// looked up by SwiftUI's `Color(_:)` only; here it is clear.
    public convenience init(resource: ColorResource) { self.init(resource.catalogColor ?? .clear) }
}
