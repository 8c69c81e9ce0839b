import Foundation
import Geometry2D

// `#colorLiteral(red:green:blue:alpha:)` and `#imageLiteral(resourceName:)`, as Xcode's colour
// and image pickers write them. Where a `Color` or an `Image` is expected they make one; elsewhere
// `#colorLiteral` makes a `UIColor` (`_ColorLiteralType`, declared beside UIColor) and
// `#imageLiteral` a `UIImage` (`_ImageLiteralType`, declared beside UIImage), as in UIKit.

extension Color: _ExpressibleByColorLiteral {
    /// The sRGB colour of `#colorLiteral(red:green:blue:alpha:)`.
    ///
    /// ```swift
    /// let tint: Color = #colorLiteral(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
    /// ```
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}

extension Image: _ExpressibleByImageLiteral {
    /// The image `#imageLiteral(resourceName:)` names: `Image(name)` with the file's extension
    /// dropped (`"tower.png"` → `"tower"`), looked for where `Image(name)` looks.
    ///
    /// ```swift
    /// let tower: Image = #imageLiteral(resourceName: "tower.png")
    /// ```
    public init(imageLiteralResourceName path: String) {
        let file = (path as NSString).lastPathComponent
        var stem = (file as NSString).deletingPathExtension
        for suffix in ["@2x", "@3x"] where stem.hasSuffix(suffix) { stem = String(stem.dropLast(3)) }
        self.init(stem.isEmpty ? file : stem)
    }
}
