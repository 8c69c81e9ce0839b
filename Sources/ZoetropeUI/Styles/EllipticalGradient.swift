import Foundation
import VectorPath
import RenderCommands
import Geometry2D
import AnimationCore

/// A radial gradient drawn as an ellipse that fills the shape's frame, as SwiftUI's
/// `EllipticalGradient`: the gradient's unit square (its `center`, and radii as fractions of the
/// square's side) is stretched to the frame, so its contours are ellipses with the frame's
/// proportions. `endRadiusFraction` 0.5 (the default) reaches the middle of each edge.
///
/// ```swift
/// Ellipse().fill(EllipticalGradient(colors: [.white, .cyan, .blue]))
/// EllipticalGradient(colors: [.yellow, .clear], center: .top, endRadiusFraction: 1).frame(height: 120)
/// ```
public struct EllipticalGradient: ShapeStyle, Hashable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadiusFraction: CGFloat
    public var endRadiusFraction: CGFloat

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    /// Around `center` of `rect`, the unit square stretched to `rect`.
    public func paint(in rect: CGRect) -> Paint {
        .ellipticalGradient(gradient, center: rect.point(at: center), size: rect.size,
                            startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension EllipticalGradient: View {
    /// The frame it is offered, filled with the gradient.
    ///
    /// ```swift
    /// EllipticalGradient(colors: [.white, .blue]).frame(width: 200, height: 100)
    /// ```
    public var body: _ShapeView<Rectangle, EllipticalGradient> { Rectangle().fill(self) }
}
