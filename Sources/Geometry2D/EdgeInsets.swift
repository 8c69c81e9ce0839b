import Foundation
import AnimationCore

/// Insets on the four edges of a rectangle.
///
/// ```swift
/// let insets = EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
/// ```
@frozen
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    @inlinable
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    @inlinable public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

extension EdgeInsets: Animatable {
    /// `(top, (leading, (bottom, trailing)))`.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
        set {
            top = newValue.first
            leading = newValue.second.first
            bottom = newValue.second.second.first
            trailing = newValue.second.second.second
        }
    }
}
