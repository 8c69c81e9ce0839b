import Foundation
import Geometry2D
import VectorPath
import AnimationCore

/// A rectangle whose corners have their own radii, filling the frame it is given, as SwiftUI's
/// `UnevenRoundedRectangle`; the radii animate. See `Path.addRoundedRect(in:cornerRadii:style:transform:)`
/// for how radii are clamped and corners drawn.
///
/// ```swift
/// UnevenRoundedRectangle(topLeadingRadius: 24, bottomTrailingRadius: 24)
///     .fill(.blue)
///     .frame(width: 160, height: 90)
/// ```
public struct UnevenRoundedRectangle: Shape, Hashable {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
        return path
    }

    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }
}

/// A type-erased shape, as SwiftUI's `AnyShape`: any shape where one type is needed (a shape chosen
/// at run time, an array of shapes). Draws and sizes as the shape it holds; it does not animate (its
/// data is empty, as for any type-erased value).
///
/// ```swift
/// let shape = isRound ? AnyShape(Circle()) : AnyShape(RoundedRectangle(cornerRadius: 8))
/// ```
public struct AnyShape: Shape {
    private let pathIn: @Sendable (CGRect) -> Path
    private let fits: @Sendable (ProposedViewSize) -> CGSize

    public init<S: Shape>(_ shape: S) {
        pathIn = { shape.path(in: $0) }
        fits = { shape.sizeThatFits($0) }
    }

    public func path(in rect: CGRect) -> Path { pathIn(rect) }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fits(proposal) }

    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}
