import Foundation
import Geometry2D
import VectorPath

// The static members SwiftUI gives shapes (iOS 17), so a shape can be named where one is taken:
// `.clipShape(.circle)`, `.clipShape(.rect(cornerRadius: 12))`, `.background(.blue, in: .capsule)`,
// `.containerShape(.rect(cornerRadius: 20))`.

extension Shape where Self == Circle {
    /// A circle centred in the frame, as wide as its shorter side.
    ///
    /// ```swift
    /// Image(systemName: "person").clipShape(.circle)
    /// ```
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse filling the frame.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
    /// A capsule with continuous corners (which draw as half circles, see ``Capsule``).
    public static var capsule: Capsule { Capsule() }

    /// A capsule with corners of `style`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Rectangle {
    /// The frame itself.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle with corners `cornerRadius` round.
    ///
    /// ```swift
    /// Color.orange.clipShape(.rect(cornerRadius: 12))
    /// ```
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rounded rectangle with elliptical corners of `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle whose corners have their own radii.
    ///
    /// ```swift
    /// Color.blue.clipShape(.rect(topLeadingRadius: 24, bottomTrailingRadius: 24))
    /// ```
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
                            bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
                            style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
                               style: style)
    }

    /// A rectangle whose corners have the radii of `cornerRadii`.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}

extension Shape where Self == ContainerRelativeShape {
    /// The enclosing container's shape, inset to this view's frame (see ``ContainerRelativeShape``).
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
