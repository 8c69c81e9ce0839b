import Foundation

/// A piece of user interface, described by its `body` (as SwiftUI's `View`). Zoetrope evaluates
/// bodies on a virtual clock and draws the result headless, frame by frame.
///
/// ```swift
/// struct Badge: View {
///     @State private var big = false
///     var body: some View {
///         Circle().fill(Color.red)
///             .frame(width: 40, height: 40)
///             .scaleEffect(big ? 2 : 1)
///             .onTapGesture { withAnimation { big.toggle() } }
///     }
/// }
/// ```
///
/// Deviation: unlike the iOS 18 SDK, `View` is not `@MainActor`; the view graph runs every body
/// on the main thread itself (see `Storyboard`).
public protocol View {
    /// The type of view this view's body is.
    associatedtype Body: View
    /// The content of this view, rebuilt whenever its state or inputs change.
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    /// `Never` has no body: it is the `Body` of primitive views.
    public var body: Never { preconditionFailure("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body; the view graph resolves them directly.
    public var body: Never { preconditionFailure("\(Self.self) is a primitive view and has no body") }
}

/// A view the graph resolves itself (stacks, shapes, colors, modifiers…), instead of asking for a body.
protocol PrimitiveView {
    /// Appends the elements this view contributes to `elements`, at identity `node`.
    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement])
}
