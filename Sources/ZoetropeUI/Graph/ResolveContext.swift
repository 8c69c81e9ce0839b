import Foundation
import AnimationCore

/// What flows from the root to the leaves while views are resolved: the transaction of the
/// update (modifiers such as `.animation` change it for their content only), the environment,
/// and the graph.
struct ResolveContext {
    unowned let graph: ViewGraph
    /// The transaction seen here (after the enclosing `.animation`/`.transaction` modifiers).
    var transaction: Transaction
    /// True in an update (state changed), false when a frame is only redrawn at a new time.
    var isUpdate: Bool
    /// Values inherited from enclosing views (foreground style, layout direction…).
    var environment: EnvironmentValues

    /// The transaction attribute changes use: the update's, or none when only redrawing (changes
    /// found while redrawing — an animatable body run with interpolated data — jump).
    var attributeTransaction: Transaction { isUpdate ? transaction : Transaction() }
}

/// Resolves any view at `node`: primitives resolve themselves; shapes become filled shape views;
/// a composite view gets its state linked, its animatable data tracked, and its body resolved.
func resolveView<V: View>(_ view: V, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
    let graph = node.graph
    guard graph.enterView() else { return }
    defer { graph.depth -= 1 }
    if context.isUpdate { node.seenTransaction = context.transaction }
    if let primitive = view as? any PrimitiveView {
        primitive.resolve(at: node, in: context, into: &elements)
        return
    }
    if let shape = view as? any Shape {
        resolveShape(shape, at: node, in: context, into: &elements)
        return
    }
    node.graph.linkDynamicProperties(of: view, at: node)
    let shown = animatedIfAnimatable(view, at: node, in: context)
    let body = node.graph.evaluatingBody { shown.body }
    resolveView(body, at: node.child(.body), in: context, into: &elements)
}

private func resolveShape<S: Shape>(_ shape: borrowing S, at node: ViewNode, in context: ResolveContext,
                                    into elements: inout [ViewElement]) {
    resolveView(shape.fill(ForegroundStyle()), at: node, in: context, into: &elements)
}

/// Applies `modifier` to the content `resolver` stands for, at `node`.
func resolveModifier<M: ViewModifier>(_ modifier: M, content: ContentResolver, at node: ViewNode,
                                      in context: ResolveContext, into elements: inout [ViewElement]) {
    if context.isUpdate { node.seenTransaction = context.transaction }
    if let primitive = modifier as? any PrimitiveModifier {
        primitive.resolve(content: content, at: node, in: context, into: &elements)
        return
    }
    if let effect = modifier as? any GeometryEffect {
        resolveEffect(effect, content: content, at: node, in: context, into: &elements)
        return
    }
    node.graph.linkDynamicProperties(of: modifier, at: node)
    let shown = animatedIfAnimatable(modifier, at: node, in: context)
    let body = node.graph.evaluatingBody { shown.body(content: _ViewModifier_Content<M>(resolver: content)) }
    var produced: [ViewElement] = []
    resolveView(body, at: node.child(.body), in: context, into: &produced)
    elements.append(contentsOf: produced)
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
