import Foundation
import Geometry2D
import VectorPath
import AnimationCore

/// A path is a shape, as in SwiftUI: drawn where it lies (its `path(in:)` is itself, whatever the
/// frame), so `Path { … }.stroke(.red, lineWidth: 2)` is a view. It does not animate.
///
/// ```swift
/// Path { p in
///     p.move(to: CGPoint(x: 0, y: 40))
///     p.addLine(to: CGPoint(x: 120, y: 10))
/// }
/// .stroke(.blue, lineWidth: 3)
/// ```
extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}

extension View {
    /// Hides the view: it keeps its place in the layout, draws nothing and takes no touches, as
    /// SwiftUI's `hidden()`.
    ///
    /// ```swift
    /// Text("Placeholder").hidden()
    /// ```
    public func hidden() -> some View { opacity(0).allowsHitTesting(false) }
}
