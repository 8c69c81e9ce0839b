import Foundation
import Geometry2D

/// The colour model of a ``CGColorSpace``.
public enum CGColorSpaceModel: Int32, Hashable, Sendable {
    /// One gray component (plus alpha).
    case monochrome = 0
    /// Red, green and blue components (plus alpha).
    case rgb = 1
}

/// A colour space: Zoetrope draws in sRGB, so this only says how many components a colour has
/// (gray or RGB); every RGB space is treated as sRGB.
///
/// ```swift
/// let rgb = CGColorSpaceCreateDeviceRGB()
/// rgb.numberOfComponents // 3
/// ```
public final class CGColorSpace: Hashable, Sendable, CustomStringConvertible {
    /// The colour model (gray or RGB).
    public let model: CGColorSpaceModel
    /// The space's name (`CGColorSpace.sRGB`, …), nil for the device spaces.
    public let name: String?

    init(model: CGColorSpaceModel, name: String?) {
        self.model = model
        self.name = name
    }

    /// The space named `name` (`CGColorSpace.sRGB`, `.genericGrayGamma2_2`, …); nil for a name
    /// Zoetrope does not know.
    ///
    /// ```swift
    /// let space = CGColorSpace(name: CGColorSpace.sRGB)
    /// ```
    public convenience init?(name: String) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.extendedSRGB, CGColorSpace.genericRGBLinear, CGColorSpace.displayP3:
            self.init(model: .rgb, name: name)
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray, CGColorSpace.extendedGray:
            self.init(model: .monochrome, name: name)
        default:
            return nil
        }
    }

    /// The number of colour components, alpha excluded (1 for gray, 3 for RGB).
    public var numberOfComponents: Int { model == .rgb ? 3 : 1 }

    public static func == (a: CGColorSpace, b: CGColorSpace) -> Bool { a.model == b.model && a.name == b.name }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(name)
    }
    public var description: String { name ?? (model == .rgb ? "DeviceRGB" : "DeviceGray") }

    /// The sRGB space's name.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// Extended-range sRGB (drawn as sRGB).
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// Linear RGB (drawn as sRGB).
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// Display P3 (drawn as sRGB).
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// Gray with gamma 2.2.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// Linear gray.
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// Extended-range gray.
    public static let extendedGray = "kCGColorSpaceExtendedGray"

    static let deviceRGB = CGColorSpace(model: .rgb, name: nil)
    static let deviceGray = CGColorSpace(model: .monochrome, name: nil)
}

/// The device RGB colour space (sRGB in Zoetrope).
///
/// ```swift
/// let red = CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [1, 0, 0, 1])
/// ```
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace.deviceRGB }

/// The device gray colour space.
///
/// ```swift
/// let gray = CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), components: [0.5, 1])
/// ```
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace.deviceGray }

/// An immutable colour: components in a gray or RGB ``CGColorSpace`` (sRGB), alpha last,
/// unpremultiplied. Equal colours (same model, same components) are `==` and hash alike.
///
/// ```swift
/// let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
/// let faded = red.copy(alpha: 0.5)          // (1, 0, 0, 0.5)
/// CGColor(gray: 0, alpha: 1) == CGColor.black // true
/// ```
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour space the components are in.
    public let colorSpace: CGColorSpace?
    /// The components, colour first then alpha (`[r, g, b, a]` or `[gray, a]`).
    public let components: [CGFloat]?

    private let values: [CGFloat]
    private let space: CGColorSpace

    init(space: CGColorSpace, values: [CGFloat]) {
        self.space = space
        self.values = values
        self.colorSpace = space
        self.components = values
    }

    /// An sRGB colour.
    ///
    /// ```swift
    /// let teal = CGColor(red: 0, green: 0.5, blue: 0.5, alpha: 1)
    /// ```
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .deviceRGB, values: [red, green, blue, alpha])
    }

    /// An sRGB colour (the same as `init(red:green:blue:alpha:)`).
    ///
    /// ```swift
    /// let teal = CGColor(srgbRed: 0, green: 0.5, blue: 0.5, alpha: 1)
    /// ```
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A gray colour (`gray` 0 black … 1 white).
    ///
    /// ```swift
    /// let mid = CGColor(gray: 0.5, alpha: 1)
    /// ```
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: .deviceGray, values: [gray, alpha])
    }

    /// A colour from `space.numberOfComponents + 1` components read from `components` (colour, then
    /// alpha); nil if any is not finite.
    ///
    /// ```swift
    /// let blue = CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [0, 0, 1, 1])
    /// ```
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let values = (0...space.numberOfComponents).map { components[$0] }
        guard values.allSatisfy(\.isFinite) else { return nil }
        self.init(space: space, values: values)
    }

    /// The number of components, alpha included (4 for RGB, 2 for gray).
    public var numberOfComponents: Int { values.count }

    /// The alpha component.
    public var alpha: CGFloat { values.last ?? 1 }

    /// The same colour with `alpha` replaced.
    ///
    /// ```swift
    /// let half = CGColor.white.copy(alpha: 0.5)
    /// ```
    public func copy(alpha: CGFloat) -> CGColor? {
        guard alpha.isFinite else { return nil }
        var v = values
        v[v.count - 1] = alpha
        return CGColor(space: space, values: v)
    }

    /// This colour (a colour is immutable).
    public func copy() -> CGColor? { self }

    /// The colour as unpremultiplied sRGB red, green, blue, alpha (gray spread to all three).
    package var rgba: (r: Double, g: Double, b: Double, a: Double) {
        if space.model == .monochrome {
            let g = Double(values[0])
            return (g, g, g, Double(values[1]))
        }
        return (Double(values[0]), Double(values[1]), Double(values[2]), Double(values[3]))
    }

    /// An RGB colour from unpremultiplied components.
    package convenience init(rgba: (r: Double, g: Double, b: Double, a: Double)) {
        self.init(red: CGFloat(rgba.r), green: CGFloat(rgba.g), blue: CGFloat(rgba.b), alpha: CGFloat(rgba.a))
    }

    /// The colour as Geometry2D's `Color` (for drawing), components clamped to 0…1.
    package var color: Color {
        let c = rgba
        func clamp(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        return Color(red: clamp(c.r), green: clamp(c.g), blue: clamp(c.b), opacity: clamp(c.a))
    }

    public static func == (a: CGColor, b: CGColor) -> Bool { a.space.model == b.space.model && a.values == b.values }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(space.model)
        hasher.combine(values)
    }

    public var description: String {
        "CGColor(\(space.model == .rgb ? "rgb" : "gray"): " + values.map { "\($0)" }.joined(separator: ", ") + ")"
    }

    /// Opaque black (gray 0).
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white (gray 1).
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)
}

/// True if the two colours are equal (same model and components).
///
/// ```swift
/// CGColorEqualToColor(CGColor.black, CGColor(gray: 0, alpha: 1)) // true
/// ```
public func CGColorEqualToColor(_ a: CGColor?, _ b: CGColor?) -> Bool { a == b }
