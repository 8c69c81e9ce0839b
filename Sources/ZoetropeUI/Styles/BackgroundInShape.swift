import Foundation
import Geometry2D
import VectorPath

extension View {
    /// Fills `shape`, in this view's frame, with `style` behind the view (SwiftUI's
    /// `background(_:in:fillStyle:)`): a card's rounded background in one call. Unlike
    /// `.background(.red)` it stays in the view's frame (no safe-area extension).
    ///
    /// ```swift
    /// Text("Card").padding().background(.yellow, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    /// ```
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_OverlayModifier(secondary: shape.fill(style, style: fillStyle), alignment: .center, isBackground: true,
                                  vibrant: unwrappedShapeStyle(style) is Material))
    }
}

extension View {
    /// Fills `shape` with the default background style, UIKit's `systemBackground` (white in light
    /// appearance, black in dark), behind the view (SwiftUI's `background(in:fillStyle:)`).
    ///
    /// ```swift
    /// Label("Saved", systemImage: "checkmark").padding().background(in: Capsule())
    /// ```
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(SystemColors.systemBackground.color, in: shape, fillStyle: fillStyle)
    }
}
