import Foundation

/// Several views side by side in a view list (what a `ViewBuilder` block with more than one
/// statement builds). Each child keeps its own identity: its position in the tuple.
///
/// ```swift
/// let pair = TupleView((Color.red, Color.blue))
/// ```
public struct TupleView<T>: View {
    public typealias Body = Never
    /// The tuple of views.
    public var value: T
    let children: [any View]

    /// A tuple view of `value`; its elements that are views become the children.
    public init(_ value: T) {
        self.value = value
        children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    init<each Content: View>(packing content: repeat each Content) where T == (repeat each Content) {
        value = (repeat each content)
        var children: [any View] = []
        for child in repeat each content { children.append(child) }
        self.children = children
    }
}

extension TupleView: PrimitiveView {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }


    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        for (index, child) in children.enumerated() {
            resolveView(child, at: node.child(.index(index)), in: context, into: &elements)
        }
    }
}

/// A view that shows nothing and takes no space in a list.
public struct EmptyView: View {
    public typealias Body = Never
    public init() {}
}

extension EmptyView: PrimitiveView {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }


    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {}
}

/// One of two views, chosen by an `if`/`else` in a view builder. The branches are different
/// identities: switching branch removes one view and inserts the other (a transition, not an
/// interpolation).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
}

extension _ConditionalContent: PrimitiveView {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }


    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        switch storage {
        case .trueContent(let view): resolveView(view, at: node.child(.branch(true)), in: context, into: &elements)
        case .falseContent(let view): resolveView(view, at: node.child(.branch(false)), in: context, into: &elements)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }


    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        if let view = self { resolveView(view, at: node.child(.branch(true)), in: context, into: &elements) }
    }
}

/// A type-erased view. Its identity includes the wrapped view's type: a different type is a
/// different view (removed and inserted).
///
/// ```swift
/// let erased: AnyView = flag ? AnyView(Circle()) : AnyView(Color.red)
/// ```
public struct AnyView: View {
    public typealias Body = Never
    let view: any View
    public init<V: View>(_ view: V) { self.view = view }
    /// Wraps `view` if it is a view, else nil.
    public init?(erasing view: Any) {
        guard let view = view as? any View else { return nil }
        self.view = view
    }
}

extension AnyView: PrimitiveView {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }


    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        resolveView(view, at: node.child(.type(ObjectIdentifier(type(of: view)))), in: context, into: &elements)
    }
}

/// Views grouped without a layout of their own: a modifier on a group applies to each child.
///
/// ```swift
/// Group { Color.red; Color.blue }.opacity(0.5)
/// ```
public struct Group<Content: View>: View {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Group: PrimitiveView {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }


    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        resolveView(content, at: node.child(.body), in: context, into: &elements)
    }
}
