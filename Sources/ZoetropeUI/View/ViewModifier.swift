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
}

extension ViewModifier where Body == Never {
    /// Primitive modifiers have no body; the view graph applies them directly.
    public func body(content: Self.Content) -> Never {
        preconditionFailure("\(Self.self) is a primitive modifier and has no body")
    }
}

/// A modifier the graph applies itself (layout, effects, transactions…).
protocol PrimitiveModifier {
    /// Resolves `content` (the modified view, through `resolveContent`) and appends what the
    /// modifier makes of it to `elements`, at identity `node`.
    func resolve(content: ContentResolver, at node: ViewNode, in context: ResolveContext,
                 into elements: inout [ViewElement])
}

/// Resolves the content of a modifier at a node with a context (the modifier may change both).
struct ContentResolver {
    let resolve: (ViewNode, ResolveContext, inout [ViewElement]) -> Void

    /// The content's elements at the standard content identity under `node`.
    func elements(at node: ViewNode, in context: ResolveContext) -> [ViewElement] {
        var elements: [ViewElement] = []
        resolve(node.child(.content), context, &elements)
        return elements
    }
}

/// The placeholder for the modified view inside `ViewModifier.body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    let resolver: ContentResolver?
}

extension _ViewModifier_Content: PrimitiveView {
    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        resolver?.resolve(node, context, &elements)
    }
}

/// A modifier that changes nothing.
public struct EmptyModifier: ViewModifier {
    public typealias Body = Never
    public static var identity: EmptyModifier { EmptyModifier() }
    public init() {}
}

extension EmptyModifier: PrimitiveModifier {
    func resolve(content: ContentResolver, at node: ViewNode, in context: ResolveContext,
                 into elements: inout [ViewElement]) {
        content.resolve(node.child(.content), context, &elements)
    }
}

/// A view with a modifier applied (what every `.modifier(_:)` and the built-in modifiers build).
/// Applied to a list (a `Group`, a `ForEach`), a primitive modifier applies to each element.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        let content = self.content
        let resolver = ContentResolver { node, context, elements in
            resolveView(content, at: node, in: context, into: &elements)
        }
        resolveModifier(modifier, content: resolver, at: node, in: context, into: &elements)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: PrimitiveModifier where Content: ViewModifier, Modifier: ViewModifier {
    func resolve(content: ContentResolver, at node: ViewNode, in context: ResolveContext,
                 into elements: inout [ViewElement]) {
        let inner = self.content
        let innerApplied = ContentResolver { node, context, elements in
            resolveModifier(inner, content: content, at: node, in: context, into: &elements)
        }
        resolveModifier(modifier, content: innerApplied, at: node, in: context, into: &elements)
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
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
