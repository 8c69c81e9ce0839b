import Foundation
import Geometry2D
import VectorPath
import AnimationCore

extension View {
    /// Draws a border of `content`, `width` points wide, inside this view's bounds and above it, as
    /// SwiftUI's `border(_:width:)`: the band between the bounds and the bounds inset by `width`
    /// (what `Rectangle().strokeBorder(content, lineWidth: width)` covers), filled as an overlay. A
    /// width that is not a positive number draws no border; one of half the shorter side or more
    /// covers the view.
    ///
    /// ```swift
    /// Text("Framed").padding(8).border(Color.purple, width: 2)
    /// ```
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        let width = width == .infinity ? .greatestFiniteMagnitude : (width.isFinite ? width : 0)
        return overlay {
            if width > 0 { _BorderBand(width: width).fill(content, style: FillStyle(eoFill: true)) }
        }
    }
}

/// The band `width` wide inside a rectangle (two rectangles filled even-odd; the inner one empty
/// when the band reaches the centre), as `border(_:width:)` draws it.
public struct _BorderBand: Shape {
    public var width: CGFloat

    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRect(rect)
        path.addRect(rect.insetBy(dx: min(width, rect.width / 2), dy: min(width, rect.height / 2)))
        return path
    }

    public var animatableData: CGFloat {
        get { width }
        set { width = newValue }
    }
}
