import Foundation
import AnimationCore
import Geometry2D
import RenderCommands

/// The colour-effect modifiers' value (`hueRotation`, `saturation`, `brightness`, `contrast`,
/// `grayscale`, `colorMultiply`, `colorInvert`, `luminanceToAlpha`): a kind, an amount and a
/// colour, both animatable, lowered to one ``RenderCommands/ColorMatrix``.
struct _ColorEffect: ViewModifier, Animatable, PrimitiveModifier, VisualEffectValue {
    typealias Body = Never
    enum Kind: Sendable { case hueRotation, saturation, brightness, contrast, grayscale, multiply, invert, luminanceToAlpha }
    var kind: Kind
    /// Radians for a hue rotation, else the modifier's amount.
    var amount: Double
    /// The colour of `colorMultiply`.
    var color: Color

    init(_ kind: Kind, amount: Double = 0, color: Color = Color(white: 1)) {
        self.kind = kind
        self.amount = amount
        self.color = color
    }

    var animatableData: AnimatablePair<Double, Color.AnimatableComponents> {
        get { AnimatablePair(amount, color.animatableData) }
        set {
            amount = newValue.first
            color.animatableData = newValue.second
        }
    }

    var matrix: ColorMatrix {
        switch kind {
        case .hueRotation: .hueRotation(Angle(radians: amount))
        case .saturation: .saturation(amount)
        case .brightness: .brightness(amount)
        case .contrast: .contrast(amount)
        case .grayscale: .grayscale(amount)
        case .multiply: .identity
        case .invert: .invert
        case .luminanceToAlpha: .luminanceToAlpha
        }
    }

    func filters(isDark: Bool) -> [LayerFilter] {
        if kind == .multiply {
            let c = color.appearance(isDark: isDark)
            return [.colorMatrix(.multiply(red: c.red, green: c.green, blue: c.blue, alpha: c.opacity))]
        }
        let m = matrix
        return m == .identity ? [] : [.colorMatrix(m)]
    }

    func sanitized(warn: (String) -> Void) -> _ColorEffect {
        var copy = self
        if !amount.isFinite {
            warn("\(kind)(\(amount)) is not a finite amount; drawn without the effect")
            copy.amount = kind == .saturation || kind == .contrast ? 1 : 0
        }
        let c = color
        if ![c.red, c.green, c.blue, c.opacity].allSatisfy(\.isFinite) {
            warn("colorMultiply has a NaN or infinite component; drawn without the effect")
            copy.color = Color(white: 1)
        }
        return copy
    }

    func resolve<Modified: View>(content: Modified, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        resolveVisualEffect(self, content: content, at: node, in: context, into: &elements)
    }
}

extension View {
    /// Rotates the hues of the view's colours by `angle` (the CSS `hue-rotate` matrix; animates).
    ///
    /// ```swift
    /// Image(systemName: "star.fill").hueRotation(.degrees(90))
    /// ```
    public func hueRotation(_ angle: Angle) -> some View { modifier(_ColorEffect(.hueRotation, amount: angle.radians)) }

    /// Scales the saturation of the view's colours: 0 grey, 1 unchanged, above 1 more vivid
    /// (the CSS `saturate` matrix; animates).
    ///
    /// ```swift
    /// photo.saturation(0.3)
    /// ```
    public func saturation(_ amount: Double) -> some View { modifier(_ColorEffect(.saturation, amount: amount)) }

    /// Brightens the view's colours by adding `amount` to red, green and blue: 0 no effect, 1 white
    /// (inferred, as Core Image's `CIColorControls`; animates).
    ///
    /// ```swift
    /// Color.blue.brightness(0.2)
    /// ```
    public func brightness(_ amount: Double) -> some View { modifier(_ColorEffect(.brightness, amount: amount)) }

    /// Sets the contrast: each channel's distance from ½ scaled by `amount` (1 unchanged, 0 grey,
    /// negative values invert as well; inferred, the CSS `contrast` formula; animates).
    ///
    /// ```swift
    /// Color.red.contrast(0.5)
    /// ```
    public func contrast(_ amount: Double) -> some View { modifier(_ColorEffect(.contrast, amount: amount)) }

    /// Removes colour: 0 no effect, 1 fully grey (the CSS `grayscale` matrix, Rec. 709 weights; animates).
    ///
    /// ```swift
    /// Image("photo").grayscale(1)
    /// ```
    public func grayscale(_ amount: Double) -> some View { modifier(_ColorEffect(.grayscale, amount: amount)) }

    /// Multiplies each colour channel of the view by `color`'s (in the view's colour scheme; animates).
    ///
    /// ```swift
    /// Color.white.colorMultiply(.orange)   // orange
    /// ```
    public func colorMultiply(_ color: Color) -> some View { modifier(_ColorEffect(.multiply, color: color)) }

    /// Inverts the view's colours (`1 − c` per channel; alpha unchanged).
    ///
    /// ```swift
    /// Color.black.colorInvert()   // white
    /// ```
    public func colorInvert() -> some View { modifier(_ColorEffect(.invert)) }

    /// Makes a mask of the view's luminance: alpha = 0.2125 R + 0.7154 G + 0.0721 B (SVG's
    /// `luminanceToAlpha`), colour black, so darker regions become more transparent.
    ///
    /// ```swift
    /// Color.white.luminanceToAlpha()   // opaque black
    /// ```
    public func luminanceToAlpha() -> some View { modifier(_ColorEffect(.luminanceToAlpha)) }
}
