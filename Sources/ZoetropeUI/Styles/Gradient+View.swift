import Foundation

// A gradient is a view as well as a style, as in SwiftUI: on its own it fills the frame it is
// offered (a background that takes the whole screen, `.ignoresSafeArea()` included), drawn as a
// rectangle filled with itself.
//
// ```swift
// ZStack {
//     LinearGradient(colors: [.purple, .blue], startPoint: .top, endPoint: .bottom)
//         .ignoresSafeArea()
//     Text("Welcome")
// }
// ```

extension LinearGradient: View {
    /// The frame it is offered, filled with the gradient.
    ///
    /// ```swift
    /// LinearGradient(colors: [.red, .orange], startPoint: .leading, endPoint: .trailing).frame(height: 4)
    /// ```
    public var body: _ShapeView<Rectangle, LinearGradient> { Rectangle().fill(self) }
}

extension RadialGradient: View {
    /// The frame it is offered, filled with the gradient.
    ///
    /// ```swift
    /// RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 120)
    /// ```
    public var body: _ShapeView<Rectangle, RadialGradient> { Rectangle().fill(self) }
}

extension AngularGradient: View {
    /// The frame it is offered, filled with the gradient.
    ///
    /// ```swift
    /// AngularGradient(colors: [.red, .blue, .red], center: .center).frame(width: 80, height: 80)
    /// ```
    public var body: _ShapeView<Rectangle, AngularGradient> { Rectangle().fill(self) }
}
