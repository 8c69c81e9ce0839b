import Foundation
import AnimationCore
import VectorPath
import Geometry2D
import RenderCommands

extension GraphicsContext {
    /// What a `GraphicsContext` fills or strokes with: a colour, a gradient in user coordinates,
    /// any `ShapeStyle` (laid out in the drawn path's bounds), the foreground style.
    ///
    /// ```swift
    /// context.fill(path, with: .linearGradient(Gradient(colors: [.red, .blue]),
    ///                                          startPoint: .zero, endPoint: CGPoint(x: 100, y: 0)))
    /// ```
    public struct Shading: @unchecked Sendable {
        enum Kind {
            case paint(Paint)
            case style(any ShapeStyle)
            case foreground
            case palette([Shading])
        }
        let kind: Kind
        let options: GradientOptions

        init(_ kind: Kind, options: GradientOptions = GradientOptions()) {
            self.kind = kind
            self.options = options
        }

        /// One colour.
        public static func color(_ color: Color) -> Shading { Shading(.paint(.color(color))) }

        /// One colour from its components.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// One grey.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            color(Color(colorSpace, white: white, opacity: opacity))
        }

        /// Any shape style, laid out in the bounds of the path drawn.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(.style(style)) }

        /// The environment's foreground style.
        public static var foreground: Shading { Shading(.foreground) }

        /// Several shadings for layered drawings (symbols); a path is drawn with the first.
        public static func palette(_ array: [Shading]) -> Shading { Shading(.palette(array)) }

        /// Colours along the line from `startPoint` to `endPoint` (user coordinates).
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(.paint(.linearGradient(gradient, start: startPoint, end: endPoint)), options: options)
        }

        /// Colours by distance from `center`, `startRadius` to `endRadius` (user coordinates).
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(.paint(.radialGradient(gradient, center: center, startRadius: startRadius, endRadius: endRadius)),
                    options: options)
        }

        /// Colours by angle around `center`, one turn clockwise on screen from `angle`.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(.paint(.angularGradient(gradient, center: center, startAngle: angle,
                                            endAngle: Angle(radians: angle.radians + 2 * .pi))), options: options)
        }

        /// The paint for a path whose bounds are `rect`, in the canvas's appearance; nil when
        /// there is nothing to paint with (an empty palette). `rect` is found only for a shape
        /// style laid out in it (a colour or a gradient in user coordinates does not need the
        /// path's exact bounds, which cost a particle system most of its fills' time).
        func paint(in rect: @autoclosure () -> CGRect, recorder: CanvasRecorder) -> Paint? {
            if !options.isEmpty {
                recorder.warn("GraphicsContext gradient options \(options.rawValue) (repeat, mirror, linearColor) are not drawn: "
                              + "the gradient pads its end colours, in encoded sRGB")
            }
            let paint: Paint
            switch kind {
            case .paint(let p): paint = p
            case .style(let style): paint = style.paint(in: rect())
            case .foreground: paint = (recorder.environment.foregroundStyle ?? Color.primary).paint(in: rect())
            case .palette(let shadings):
                return shadings.first?.paint(in: rect(), recorder: recorder)
            }
            return paint.appearance(isDark: recorder.isDark)
        }
    }

    /// How a gradient shading repeats and interpolates (SwiftUI's options; Zoetrope pads the
    /// ends and interpolates in encoded sRGB, and warns when others are asked for).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// How a drawing combines with what is below it (SwiftUI's `GraphicsContext.BlendMode`).
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        public static let normal = BlendMode(rawValue: 0)
        public static let multiply = BlendMode(rawValue: 1)
        public static let screen = BlendMode(rawValue: 2)
        public static let overlay = BlendMode(rawValue: 3)
        public static let darken = BlendMode(rawValue: 4)
        public static let lighten = BlendMode(rawValue: 5)
        public static let colorDodge = BlendMode(rawValue: 6)
        public static let colorBurn = BlendMode(rawValue: 7)
        public static let softLight = BlendMode(rawValue: 8)
        public static let hardLight = BlendMode(rawValue: 9)
        public static let difference = BlendMode(rawValue: 10)
        public static let exclusion = BlendMode(rawValue: 11)
        public static let hue = BlendMode(rawValue: 12)
        public static let saturation = BlendMode(rawValue: 13)
        public static let color = BlendMode(rawValue: 14)
        public static let luminosity = BlendMode(rawValue: 15)
        public static let clear = BlendMode(rawValue: 16)
        public static let copy = BlendMode(rawValue: 17)
        public static let sourceIn = BlendMode(rawValue: 18)
        public static let sourceOut = BlendMode(rawValue: 19)
        public static let sourceAtop = BlendMode(rawValue: 20)
        public static let destinationOver = BlendMode(rawValue: 21)
        public static let destinationIn = BlendMode(rawValue: 22)
        public static let destinationOut = BlendMode(rawValue: 23)
        public static let destinationAtop = BlendMode(rawValue: 24)
        public static let xor = BlendMode(rawValue: 25)
        public static let plusDarker = BlendMode(rawValue: 26)
        public static let plusLighter = BlendMode(rawValue: 27)

        /// The display list's mode for this one; the Porter–Duff modes that change what is
        /// below where the drawing is transparent (clear, copy, sourceIn, sourceOut,
        /// destinationIn, destinationAtop) are drawn normally, with a warning.
        func layerMode(warn: (String) -> Void) -> RenderCommands.BlendMode {
            if let mode = RenderCommands.BlendMode(coreGraphicsRawValue: rawValue) { return mode }
            warn("GraphicsContext.BlendMode(rawValue: \(rawValue)) is drawn as .normal: Zoetrope does not composite the "
                 + "modes that change what lies outside the drawing (clear, copy, sourceIn, sourceOut, destinationIn, destinationAtop)")
            return .normal
        }
    }
}
