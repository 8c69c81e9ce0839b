import Foundation
import Geometry2D
import VectorPath
import RenderCommands
import AnimationCore

/// A rectangle with rounded corners, filling the frame it is given. Its corner size animates.
///
/// ```swift
/// let card = RoundedRectangle(cornerRadius: 10).path(in: CGRect(x: 0, y: 0, width: 120, height: 80))
/// ```
public struct RoundedRectangle: Shape, Hashable {
    /// Width and height of each corner (clamped to half the rectangle when drawn).
    public var cornerSize: CGSize
    /// Circular or continuous corners.
    public var style: RoundedCornerStyle

    /// A rounded rectangle with the given corner width and height.
    ///
    /// ```swift
    /// RoundedRectangle(cornerSize: CGSize(width: 20, height: 10))
    /// ```
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// A rounded rectangle with equal corner width and height.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 5)
    /// ```
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// `rect` with its corners rounded by ``cornerSize`` in ``style``.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }

    /// The corner size `(width, height)`.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
}
