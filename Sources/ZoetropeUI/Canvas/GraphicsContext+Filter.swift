import Foundation
import AnimationCore
import VectorPath
import Geometry2D
import RenderCommands

extension GraphicsContext {
    /// A filter a `GraphicsContext` applies to what it draws (``GraphicsContext/addFilter(_:options:)``):
    /// blur, shadow, the colour effects, an alpha threshold. Lengths are in the user coordinates
    /// in force when it is added.
    ///
    /// ```swift
    /// context.addFilter(.alphaThreshold(min: 0.5, color: .blue))
    /// context.addFilter(.blur(radius: 10))
    /// ```
    public struct Filter: Sendable {
        enum Kind: Sendable {
            case blur(radius: CGFloat, opaque: Bool)
            case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat, blendMode: BlendMode, options: ShadowOptions)
            case matrix(ColorMatrix)
            case multiply(Color)
            case alphaThreshold(minimum: Double, maximum: Double, color: Color)
        }
        let kind: Kind

        /// A Gaussian blur (the same as the `blur(radius:opaque:)` modifier's).
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(kind: .blur(radius: radius, opaque: options.contains(.opaque)))
        }

        /// A shadow of the drawing's alpha in `color`, blurred by `radius`, moved by (`x`, `y`), beneath it.
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                                  x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal,
                                  options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(kind: .shadow(color: color, radius: radius, x: x, y: y, blendMode: blendMode, options: options))
        }

        public static func hueRotation(_ angle: Angle) -> Filter { Filter(kind: .matrix(.hueRotation(angle))) }
        public static func saturation(_ amount: Double) -> Filter { Filter(kind: .matrix(.saturation(amount))) }
        public static func brightness(_ amount: Double) -> Filter { Filter(kind: .matrix(.brightness(amount))) }
        public static func contrast(_ amount: Double) -> Filter { Filter(kind: .matrix(.contrast(amount))) }
        public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .matrix(.grayscale(amount))) }
        /// Colours inverted by `amount` (0: unchanged, 1: inverted).
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            let a = amount.isNaN ? 0 : amount
            let mixed = zip(ColorMatrix.identity.entries, ColorMatrix.invert.entries).map { $0 * (1 - a) + $1 * a }
            return Filter(kind: .matrix(ColorMatrix(mixed)))
        }
        public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .multiply(color)) }
        public static var luminanceToAlpha: Filter { Filter(kind: .matrix(.luminanceToAlpha)) }
        /// Pixels whose alpha lies in `min`…`max` become `color`; the others transparent.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(kind: .alphaThreshold(minimum: min, maximum: max, color: color))
        }

        /// The display list's filters for this one (none when it changes nothing or its numbers
        /// cannot be drawn: NaN radii and amounts are dropped, huge radii bounded).
        func layerFilters(isDark: Bool, warn: (String) -> Void) -> [LayerFilter] {
            switch kind {
            case .blur(let radius, let opaque):
                let r = sanitizedRadius(radius, of: "GraphicsContext.Filter.blur", warn: { _ in })
                return r > 0 ? [.blur(radius: Double(r), opaque: opaque)] : []
            case .shadow(let color, let radius, let x, let y, let blendMode, let options):
                guard x.isFinite, y.isFinite else { return [] }
                if blendMode != .normal || !options.subtracting(.disablesGroup).isEmpty {
                    warn("GraphicsContext.Filter.shadow: blend modes and the options shadowAbove, shadowOnly and invertsAlpha "
                         + "are not drawn; the shadow is drawn beneath the drawing")
                }
                let r = sanitizedRadius(radius, of: "GraphicsContext.Filter.shadow", warn: { _ in })
                return [.dropShadow(color: PremultipliedRGBA8(color.appearance(isDark: isDark)), radius: Double(r),
                                    offset: CGSize(width: x, height: y))]
            case .matrix(let matrix):
                return matrix.isFinite && matrix != .identity ? [.colorMatrix(matrix)] : []
            case .multiply(let color):
                let c = color.appearance(isDark: isDark)
                return [.colorMatrix(.multiply(red: c.red, green: c.green, blue: c.blue, alpha: c.opacity))]
            case .alphaThreshold(let minimum, let maximum, let color):
                guard !minimum.isNaN, !maximum.isNaN else { return [] }
                return [.alphaThreshold(minimum: minimum, maximum: maximum,
                                        color: PremultipliedRGBA8(color.appearance(isDark: isDark)))]
            }
        }
    }

    /// Options of ``GraphicsContext/addFilter(_:options:)`` (accepted; filters apply as listed).
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Options of ``Filter/blur(radius:options:)``: `opaque` keeps the blur inside the drawing
    /// and makes it opaque.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1)
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Options of ``Filter/shadow(color:radius:x:y:blendMode:options:)`` (Zoetrope draws the
    /// shadow beneath the drawing and warns about the others).
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }
}
