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

    /// How the view graph resolves views of this type (as SwiftUI's `_makeView`): Zoetrope's
    /// own views implement it; every other view gets the default, which resolves `body`. Do
    /// not implement it yourself.
    static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs)
}

extension View {
    /// Resolves `view`'s body (with its state linked and its animatable data tracked).
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        resolveComposite(view, at: inputs.node, in: inputs.context, into: &outputs.elements)
    }
}

/// What resolving a view is given: its identity and what flows down from the root (opaque).
public struct _ViewInputs {
    let node: ViewNode
    let context: ResolveContext
}

/// What resolving a view produces: the laid-out elements it contributes (opaque).
public struct _ViewOutputs {
    var elements: [ViewElement] = []
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

/// A view the graph resolves itself (stacks, shapes, colors, modifiers…), instead of asking for
/// a body. Public ones also forward `View._resolve` to `resolve(_:_:)` (a public witness).
protocol PrimitiveView: View {
    /// Appends the elements this view contributes to `elements`, at identity `node`.
    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement])
}

extension PrimitiveView {
    static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }

    /// `resolve(at:in:into:)` with the graph's inputs and outputs (what public views' `_resolve` calls).
    func resolve(_ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        resolve(at: inputs.node, in: inputs.context, into: &outputs.elements)
    }
}
