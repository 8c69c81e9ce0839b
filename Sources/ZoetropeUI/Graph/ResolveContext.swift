import Foundation
import AnimationCore

/// What flows from the root to the leaves while views are resolved: the transaction of the
/// update (modifiers such as `.animation` change it for their content only), the environment,
/// and the graph. Copying it is one retain (it is handed to every view): its values live in a
/// shared box, copied only when a modifier changes them.
struct ResolveContext {
    private final class Storage {
        unowned(unsafe) let graph: ViewGraph
        // Read by every view of a pass: no dynamic exclusivity checks (written only through
        // `unique()`, never while a read is in progress).
        @exclusivity(unchecked) var transaction: Transaction
        @exclusivity(unchecked) var isUpdate: Bool
        @exclusivity(unchecked) var environment: EnvironmentValues

        init(graph: ViewGraph, transaction: Transaction, isUpdate: Bool, environment: EnvironmentValues) {
            self.graph = graph
            self.transaction = transaction
            self.isUpdate = isUpdate
            self.environment = environment
        }

        func copy() -> Storage {
            Storage(graph: graph, transaction: transaction, isUpdate: isUpdate, environment: environment)
        }
    }

    private var storage: Storage

    init(graph: ViewGraph, transaction: Transaction, isUpdate: Bool, environment: EnvironmentValues) {
        storage = Storage(graph: graph, transaction: transaction, isUpdate: isUpdate, environment: environment)
    }

    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    var graph: ViewGraph { storage.graph }
    /// The transaction seen here (after the enclosing `.animation`/`.transaction` modifiers).
    var transaction: Transaction {
        _read { yield storage.transaction }
        set { unique().transaction = newValue }
    }
    /// True in an update (state changed), false when a frame is only redrawn at a new time.
    var isUpdate: Bool {
        get { storage.isUpdate }
        set { unique().isUpdate = newValue }
    }
    /// Values inherited from enclosing views (foreground style, layout direction…).
    var environment: EnvironmentValues {
        _read { yield storage.environment }
        set { unique().environment = newValue }
    }

    /// The transaction attribute changes use: the update's, or none when only redrawing (changes
    /// found while redrawing — an animatable body run with interpolated data — jump).
    var attributeTransaction: Transaction { isUpdate ? transaction : Transaction() }
}

/// Resolves any view at `node` through its type's `_resolve`: primitives resolve themselves,
/// shapes become filled shape views, a composite view gets its state linked, its animatable data
/// tracked, and its body resolved.
func resolveView<V: View>(_ view: V, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
    let graph = node.graph
    guard graph.enterView() else { return }
    defer { graph.depth -= 1 }
    if context.isUpdate { node.seenTransaction = context.transaction }
    var outputs = _ViewOutputs()
    swap(&outputs.elements, &elements)
    V._resolve(view, _ViewInputs(node: node, context: context), &outputs)
    swap(&outputs.elements, &elements)
}

/// A view with a body: its state linked, its animatable data tracked, its body resolved.
func resolveComposite<V: View>(_ view: V, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
    guard node.graph.linkDynamicProperties(of: view, at: node, environment: context.environment) else { return }
    let shown = animatedIfAnimatable(view, at: node, in: context)
    let body = node.graph.evaluatingBody { shown.body }
    resolveView(body, at: node.child(.body), in: context, into: &elements)
}

extension Shape {
    /// Resolves the shape as `fill()` with the foreground style.
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        _ShapeView<Self, ForegroundStyle>._resolve(view.fill(ForegroundStyle()), inputs, &outputs)
    }
}

/// Applies `modifier` to `content`, at `node`.
func resolveModifier<M: ViewModifier, Content: View>(_ modifier: M, content: Content, at node: ViewNode,
                                                     in context: ResolveContext, into elements: inout [ViewElement]) {
    if context.isUpdate { node.seenTransaction = context.transaction }
    var outputs = _ViewOutputs()
    swap(&outputs.elements, &elements)
    M._resolve(modifier, content: content, _ViewInputs(node: node, context: context), &outputs)
    swap(&outputs.elements, &elements)
}

/// A modifier with a body: its state linked, its animatable data tracked, `body(content:)` resolved.
func resolveCompositeModifier<M: ViewModifier, Content: View>(_ modifier: M, content: Content,
                                                              at node: ViewNode, in context: ResolveContext,
                                                              into elements: inout [ViewElement]) {
    guard node.graph.linkDynamicProperties(of: modifier, at: node, environment: context.environment) else { return }
    let shown = animatedIfAnimatable(modifier, at: node, in: context)
    let proxy = _ViewModifier_Content<M>(resolver: ErasedContent(content))   // stands for `content` in the body
    let body = node.graph.evaluatingBody { shown.body(content: proxy) }
    resolveView(body, at: node.child(.body), in: context, into: &elements)
}

/// `value` with its animatable data tracked at `node` when it is `Animatable` (an `Animatable`
/// view's body and an `AnimatableModifier`'s `body(content:)` then run with interpolated data).
func animatedIfAnimatable<Value>(_ value: Value, at node: ViewNode, in context: ResolveContext) -> Value {
    guard let animatable = value as? any Animatable else { return value }
    let shown = (animatedOpened(animatable, at: node, in: context) as? Value) ?? value
    // A body run with interpolated data depends on the time: resolve it every frame while it animates.
    if node.isTrackAnimating { node.graph.requiresResolveEveryFrame = true }
    return shown
}

private func animatedOpened<A: Animatable>(_ value: A, at node: ViewNode, in context: ResolveContext) -> A {
    node.animated(value, in: context)
}
