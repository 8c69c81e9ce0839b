import Foundation

/// UIKit's colour object, for code written against `import UIKit`: a `CGColor` (sRGB) with
/// UIKit's constructors and named colours.
///
/// ```swift
/// layer.backgroundColor = UIColor.red.withAlphaComponent(0.5).cgColor
/// ```
open class UIColor: NSObject, @unchecked Sendable {
    /// The Core Graphics colour.
    public let cgColor: CGColor

    /// A colour from sRGB components (0…1).
    ///
    /// ```swift
    /// let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// ```
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A gray colour (`white` 0 black … 1 white).
    ///
    /// ```swift
    /// let shadow = UIColor(white: 0, alpha: 0.3)
    /// ```
    public init(white: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(gray: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness (all 0…1).
    ///
    /// ```swift
    /// let green = UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)
    /// ```
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        func unit(_ x: CGFloat) -> CGFloat { x.isFinite ? min(max(x, 0), 1) : 0 }
        let turn = hue.isFinite ? hue - hue.rounded(.down) : 0
        let h = min(turn * 6, 5.999_999_999), s = unit(saturation), v = unit(brightness)
        let i = Int(h) % 6, f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        cgColor = CGColor(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The colour of a `CGColor`.
    ///
    /// ```swift
    /// let c = UIColor(cgColor: CGColor.black)
    /// ```
    public init(cgColor: CGColor) { self.cgColor = cgColor }

    /// The same colour with its alpha replaced.
    ///
    /// ```swift
    /// let faint = UIColor.blue.withAlphaComponent(0.2)
    /// ```
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor: cgColor.copy(alpha: alpha) ?? cgColor)
    }

    /// Writes the sRGB components; always succeeds (gray is spread to red, green and blue).
    ///
    /// ```swift
    /// var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
    /// UIColor.red.getRed(&r, green: &g, blue: &b, alpha: &a) // r == 1
    /// ```
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = cgColor.rgba
        red?.pointee = CGFloat(c.r); green?.pointee = CGFloat(c.g)
        blue?.pointee = CGFloat(c.b); alpha?.pointee = CGFloat(c.a)
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return cgColor == other.cgColor
    }

    open override var hash: Int { cgColor.hashValue }

    open override var description: String { "UIColor(\(cgColor))" }

    /// Black (gray 0).
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Dark gray (gray 1/3).
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    /// Light gray (gray 2/3).
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    /// White (gray 1).
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Gray (0.5).
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Red (1, 0, 0).
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Green (0, 1, 0).
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Blue (0, 0, 1).
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Cyan (0, 1, 1).
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Yellow (1, 1, 0).
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Magenta (1, 0, 1).
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange (1, 0.5, 0).
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple (0.5, 0, 0.5).
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown (0.6, 0.4, 0.2).
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Transparent (gray 0, alpha 0).
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
}
