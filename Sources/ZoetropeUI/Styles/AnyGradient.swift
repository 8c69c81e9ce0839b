import Foundation
import Geometry2D
import RenderCommands

/// A gradient as a style, whatever its kind (SwiftUI's `AnyGradient`, what `Color.gradient`
/// returns): on its own it runs top to bottom of the shape's frame, as `Gradient` does as a style.
///
/// ```swift
/// Capsule().fill(Color.indigo.gradient)
/// Image(systemName: "heart.fill").foregroundStyle(.pink.gradient)
/// ```
public struct AnyGradient: ShapeStyle, Hashable {
    /// The gradient drawn.
    let gradient: Gradient

    public init(_ gradient: Gradient) { self.gradient = gradient }

    /// From the top to the bottom of `rect`.
    public func paint(in rect: CGRect) -> Paint { gradient.paint(in: rect) }
}

extension Gradient: ShapeStyle {
    /// From the top to the bottom of `rect` (SwiftUI draws a bare `Gradient` style as a linear
    /// gradient down the frame).
    ///
    /// ```swift
    /// Rectangle().fill(Gradient(colors: [.white, .gray]))
    /// ```
    public func paint(in rect: CGRect) -> Paint {
        .linearGradient(self, start: CGPoint(x: rect.midX, y: rect.minY), end: CGPoint(x: rect.midX, y: rect.maxY))
    }
}

extension Color {
    /// A subtle gradient of this colour, top to bottom (SwiftUI's `Color.gradient`, iOS 16): the
    /// colour lightened toward white by ``gradientHighlight`` at the top, the colour itself at the
    /// bottom. Apple documents no numbers; this two-stop ramp is what iOS shows to the eye
    /// (inferred). A colour that follows the colour scheme keeps doing so in both stops.
    ///
    /// ```swift
    /// Capsule().fill(Color.indigo.gradient)
    /// ```
    public var gradient: AnyGradient {
        AnyGradient(Gradient(stops: [
            Gradient.Stop(color: mix(with: .white, by: Color.gradientHighlight, in: .device), location: 0),
            Gradient.Stop(color: self, location: 1),
        ]))
    }

    /// How far toward white the top of ``gradient`` is (0.2, inferred).
    package static let gradientHighlight = 0.2
}
