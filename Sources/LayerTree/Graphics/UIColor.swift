import Foundation
import Geometry2D

/// UIKit's colour object, for code written against `import UIKit`: a `CGColor` (sRGB) with
/// UIKit's constructors and named colours. A dynamic colour (`UIColor.label`, `.systemBlue`,
/// `UIColor(dynamicProvider:)`, `UIColor(Color.primary)`) has a second colour for dark appearance,
/// which `resolvedColor(with:)` and `Color(uiColor:)` use.
///
/// ```swift
/// layer.backgroundColor = UIColor.red.withAlphaComponent(0.5).cgColor
/// let card = UIColor { traits in traits.userInterfaceStyle == .dark ? .secondarySystemBackground : .white }
/// ```
open class UIColor: NSObject, _ExpressibleByColorLiteral, @unchecked Sendable {
    /// The colour in light appearance (or the only one).
    private let lightColor: CGColor
    /// The colour in dark appearance, for a dynamic colour.
    private let darkColor: CGColor?

    /// The Core Graphics colour, resolved for ``UITraitCollection/current`` (light unless a
    /// `performAsCurrent` block says otherwise).
    open var cgColor: CGColor {
        UITraitCollection.current.userInterfaceStyle == .dark ? (darkColor ?? lightColor) : lightColor
    }

    /// A colour with `light` in light (and unspecified) appearance and `dark` in dark appearance.
    package init(light: CGColor, dark: CGColor?) {
        lightColor = light
        darkColor = dark == light ? nil : dark
    }

    /// A colour from sRGB components (0…1).
    ///
    /// ```swift
    /// let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// ```
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        lightColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        darkColor = nil
    }

    /// A colour from Display P3 components (0…1), converted to sRGB (components outside 0…1 are
    /// clamped when drawn).
    ///
    /// ```swift
    /// let vivid = UIColor(displayP3Red: 1, green: 0.2, blue: 0.1, alpha: 1)
    /// ```
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let c = DisplayP3.toSRGB(red: Double(red), green: Double(green), blue: Double(blue))
        self.init(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: alpha)
    }

    /// A gray colour (`white` 0 black … 1 white).
    ///
    /// ```swift
    /// let shadow = UIColor(white: 0, alpha: 0.3)
    /// ```
    public init(white: CGFloat, alpha: CGFloat) {
        lightColor = CGColor(gray: white, alpha: alpha)
        darkColor = nil
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
        lightColor = CGColor(red: r, green: g, blue: b, alpha: alpha)
        darkColor = nil
    }

    /// The colour of a `CGColor`.
    ///
    /// ```swift
    /// let c = UIColor(cgColor: CGColor.black)
    /// ```
    public init(cgColor: CGColor) {
        lightColor = cgColor
        darkColor = nil
    }

    /// A colour whose value `dynamicProvider` gives for the trait collection it is shown with.
    /// Zoetrope asks the provider twice, when the colour is made: for light and for dark
    /// appearance (UIKit asks it again whenever the traits change; a provider that depends only
    /// on `userInterfaceStyle`, as they do, gives the same colours). A dynamic colour the
    /// provider returns is resolved for the same traits.
    ///
    /// ```swift
    /// let ink = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
    /// ```
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).lightColor
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark))
        self.init(light: light, dark: dark.darkColor ?? dark.lightColor)
    }

    /// The colour `#colorLiteral(red:green:blue:alpha:)` makes (sRGB components).
    ///
    /// ```swift
    /// let tint: UIColor = #colorLiteral(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
    /// ```
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// The colour for `traitCollection`: a dynamic colour's dark value in dark appearance, its
    /// light value otherwise; a fixed colour is itself.
    ///
    /// ```swift
    /// UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))   // white
    /// ```
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let darkColor else { return self }
        return UIColor(cgColor: traitCollection.userInterfaceStyle == .dark ? darkColor : lightColor)
    }

    /// The light and dark colours (the same for a fixed colour).
    package var appearances: (light: CGColor, dark: CGColor) { (lightColor, darkColor ?? lightColor) }

    /// The same colour with its alpha replaced.
    ///
    /// ```swift
    /// let faint = UIColor.blue.withAlphaComponent(0.2)
    /// ```
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(light: lightColor.copy(alpha: alpha) ?? lightColor, dark: darkColor.map { $0.copy(alpha: alpha) ?? $0 })
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
        return lightColor == other.lightColor && darkColor == other.darkColor
    }

    open override var hash: Int { lightColor.hashValue }

    open override var description: String {
        darkColor.map { "UIColor(light: \(lightColor), dark: \($0))" } ?? "UIColor(\(lightColor))"
    }

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

/// The type `#colorLiteral(red:green:blue:alpha:)` makes where nothing else is expected, as UIKit
/// declares it (`let tint = #colorLiteral(…)` is a `UIColor`).
public typealias _ColorLiteralType = UIColor
