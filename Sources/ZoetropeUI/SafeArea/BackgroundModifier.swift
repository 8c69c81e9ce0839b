import Foundation
import Geometry2D

extension View {
    /// Fills the space behind this view with `style`, extended into the safe area on `edges`
    /// where the view reaches it (SwiftUI's `background(_:ignoresSafeAreaEdges:)`, which
    /// `.background(Color.red)` and `.background(.red)` call: a full-screen view's background
    /// colour reaches under the status bar and the home indicator, while `.background { view }`
    /// stays in the view's frame).
    ///
    /// ```swift
    /// VStack { … }.frame(maxWidth: .infinity, maxHeight: .infinity).background(.yellow)
    /// ```
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_OverlayModifier(secondary: _StyleFill(style: style), alignment: .center, isBackground: true,
                                  ignoresSafeAreaEdges: edges, vibrant: unwrappedShapeStyle(style) is Material))
    }
}

/// A rectangle filled with a style: a `Color` resolves as the colour view itself (the same
/// drawing and animation as `.background(Color.red)` had as a view), any other style as
/// `Rectangle().fill(style)`.
struct _StyleFill<S: ShapeStyle>: View {
    typealias Body = Never
    let style: S

    static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        if let color = unwrappedShapeStyle(view.style) as? Color {
            Color._resolve(color, inputs, &outputs)
        } else {
            _ShapeView<Rectangle, S>._resolve(Rectangle().fill(view.style), inputs, &outputs)
        }
    }
}
