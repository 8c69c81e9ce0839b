import Foundation

/// A reusable change to a view: `body(content:)` returns the modified view (as SwiftUI's
/// `ViewModifier`). Applied with `.modifier(_:)`; `content` stands for the view it modifies.
///
/// ```swift
/// struct Framed: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding(8).background(Color.yellow)
///     }
/// }
/// Circle().modifier(Framed())
/// ```
public protocol ViewModifier {
    /// The type of view `body(content:)` returns.
    associatedtype Body: View
    /// The view being modified, as a placeholder inside `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view.
    @ViewBuilder func body(content: Self.Content) -> Self.Body

    /// How the view graph applies modifiers of this type to `content` (as SwiftUI's
    /// `_makeView(modifier:…)`): Zoetrope's own modifiers implement it; every other modifier gets
    /// the default, which resolves `body(content:)`. Do not implement it yourself.
    static func _resolve<Modified: View>(_ modifier: Self, content: Modified, _ inputs: _ViewInputs,
                                         _ outputs: inout _ViewOutputs)
}

extension ViewModifier {
    /// Resolves `modifier.body(content:)` (with its state linked and its animatable data tracked).
    public static func _resolve<Modified: View>(_ modifier: Self, content: Modified, _ inputs: _ViewInputs,
                                                _ outputs: inout _ViewOutputs) {
        resolveCompositeModifier(modifier, content: content, at: inputs.node, in: inputs.context,
                                 into: &outputs.elements)
    }
}

extension ViewModifier where Body == Never {
    /// Primitive modifiers have no body; the view graph applies them directly.
    public func body(content: Self.Content) -> Never {
        preconditionFailure("\(Self.self) is a primitive modifier and has no body")
    }
}

/// A modifier the graph applies itself (layout, effects, transactions…). Public ones also
/// forward `ViewModifier._resolve` (a public witness).
protocol PrimitiveModifier: ViewModifier {
    /// Resolves `content` (the modified view) and appends what the modifier makes of it to
    /// `elements`, at identity `node`.
    func resolve<Modified: View>(content: Modified, at node: ViewNode, in context: ResolveContext,
                                 into elements: inout [ViewElement])
}

extension PrimitiveModifier {
    static func _resolve<Modified: View>(_ modifier: Self, content: Modified, _ inputs: _ViewInputs,
                                         _ outputs: inout _ViewOutputs) {
        modifier.resolve(content: content, inputs, &outputs)
    }

    /// `resolve(content:at:in:into:)` with the graph's inputs and outputs.
    func resolve<Modified: View>(content: Modified, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        resolve(content: content, at: inputs.node, in: inputs.context, into: &outputs.elements)
    }
}

extension View {
    /// Appends this view's elements at `node` — what a modifier does with its content, normally
    /// at `.content` under its own node (the modifier may change the context).
    func resolve(_ node: ViewNode, _ context: ResolveContext, _ elements: inout [ViewElement]) {
        resolveView(self, at: node, in: context, into: &elements)
    }

    /// This view's elements at the standard content identity under `node`.
    func elements(at node: ViewNode, in context: ResolveContext) -> [ViewElement] {
        var elements: [ViewElement] = []
        resolve(node.child(.content), context, &elements)
        return elements
    }
}

/// Content known only by what resolves it: a modifier's content inside `body(content:)`, a
/// transition's already resolved view.
struct ErasedContent: PrimitiveView {
    typealias Body = Never
    let resolver: (ViewNode, ResolveContext, inout [ViewElement]) -> Void

    init(_ resolver: @escaping (ViewNode, ResolveContext, inout [ViewElement]) -> Void) { self.resolver = resolver }

    /// `content` behind a closure.
    init<Content: View>(_ content: Content) {
        resolver = { node, context, elements in content.resolve(node, context, &elements) }
    }

    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        resolver(node, context, &elements)
    }
}

/// The placeholder for the modified view inside `ViewModifier.body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    let resolver: ErasedContent?

    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolver?.resolve(inputs, &outputs)
    }
}

/// A modifier that changes nothing.
public struct EmptyModifier: ViewModifier {
    public typealias Body = Never
    public static var identity: EmptyModifier { EmptyModifier() }
    public init() {}

    public static func _resolve<Modified: View>(_ modifier: Self, content: Modified, _ inputs: _ViewInputs,
                                                _ outputs: inout _ViewOutputs) {
        resolveView(content, at: inputs.node.child(.content), in: inputs.context, into: &outputs.elements)
    }
}

/// A view with a modifier applied (what every `.modifier(_:)` and the built-in modifiers build).
/// Applied to a list (a `Group`, a `ForEach`), a primitive modifier applies to each element.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    @inlinable
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        resolveModifier(view.modifier, content: view.content, at: inputs.node, in: inputs.context, into: &outputs.elements)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never

    /// `content` with the first modifier applied, then the second.
    public static func _resolve<Modified: View>(_ modifier: Self, content: Modified, _ inputs: _ViewInputs,
                                                _ outputs: inout _ViewOutputs) {
        let inner = ModifiedContent<Modified, Content>(content: content, modifier: modifier.content)
        resolveModifier(modifier.modifier, content: inner, at: inputs.node, in: inputs.context, into: &outputs.elements)
    }
}

extension ViewModifier {
    /// This modifier followed by `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension View {
    /// Applies `modifier` to this view.
    ///
    /// ```swift
    /// card.modifier(FlipEffect(angle: 120))
    /// ```
    @inlinable
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
