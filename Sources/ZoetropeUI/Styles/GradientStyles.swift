import Foundation
import VectorPath
import RenderCommands
import Geometry2D
import AnimationCore

/// A linear gradient between two unit points of the shape's frame, as SwiftUI's `LinearGradient`.
///
/// ```swift
/// Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
/// ```
public struct LinearGradient: ShapeStyle, Hashable {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// From `startPoint` to `endPoint` of `rect`.
    public func paint(in rect: CGRect) -> Paint {
        .linearGradient(gradient, start: rect.point(at: startPoint), end: rect.point(at: endPoint))
    }
}

/// A radial gradient around a unit point, from `startRadius` to `endRadius` points, as SwiftUI's
/// `RadialGradient`.
///
/// ```swift
/// Circle().fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 50))
/// ```
public struct RadialGradient: ShapeStyle, Hashable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: CGFloat
    public var endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Around `center` of `rect`, radii in points.
    public func paint(in rect: CGRect) -> Paint {
        .radialGradient(gradient, center: rect.point(at: center), startRadius: startRadius, endRadius: endRadius)
    }
}

/// An angular (conic) gradient around a unit point from `startAngle` to `endAngle`, as SwiftUI's
/// `AngularGradient` (angles clockwise on screen from the positive x axis).
///
/// ```swift
/// Circle().fill(AngularGradient(colors: [.red, .yellow, .red], center: .center))
/// ```
public struct AngularGradient: ShapeStyle, Hashable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startAngle: Angle
    public var endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// One full turn starting at `angle` (SwiftUI's conic form).
    ///
    /// ```swift
    /// Circle().strokeBorder(AngularGradient(colors: [.pink, .purple, .pink], center: .center, angle: .degrees(rotation)), lineWidth: 4)
    /// ```
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
    }

    /// One full turn of `colors` starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// One full turn of `stops` starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    /// Around `center` of `rect`.
    public func paint(in rect: CGRect) -> Paint {
        .angularGradient(gradient, center: rect.point(at: center), startAngle: startAngle, endAngle: endAngle)
    }
}
