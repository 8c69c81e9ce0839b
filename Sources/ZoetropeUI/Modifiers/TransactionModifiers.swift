import Foundation
import AnimationCore

/// Changes the transaction its content sees in updates (`.animation`, `.transaction`); modifiers
/// written after it see the outer transaction.
struct _TransactionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (inout Transaction, ViewNode, ResolveContext) -> Void

    func resolve<Modified: View>(content: Modified, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        var inner = context
        if context.isUpdate { transform(&inner.transaction, node, context) }
        content.resolve(node.child(.content), inner, &elements)
    }
}

/// Remembers `value` at `node` and says whether it differs from the value remembered last time
/// (a newly inserted view has nothing to differ from).
func valueChanged<V: Equatable>(_ value: V, at node: ViewNode) -> (changed: Bool, old: V?) {
    let old = node.memory as? V
    node.memory = value
    guard let old, !node.isNew else { return (false, nil) }
    return (old != value, old)
}

extension View {
    /// Animates every change in this view with `animation` (deprecated: it also animates changes
    /// the view did not ask for). `.animation(nil)` removes even `withAnimation`'s animation here.
    ///
    /// ```swift
    /// Image("tower").scaleEffect(half ? 0.5 : 1).animation(.easeInOut(duration: 1))
    /// ```
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        modifier(_TransactionModifier { transaction, _, _ in
            if !transaction.disablesAnimations { transaction.animation = animation }
        })
    }

    /// Animates the changes in this view with `animation` in the updates where `value` changed
    /// (it overrides `withAnimation` there).
    ///
    /// ```swift
    /// shape.animation(.easeIn, value: startingPoint)
    /// ```
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_TransactionModifier { transaction, node, _ in
            if valueChanged(value, at: node).changed { transaction.animation = animation }
        })
    }

    /// Edits the transaction this view's changes use.
    ///
    /// ```swift
    /// content.transaction { $0.animation = nil }
    /// ```
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier { transaction, _, _ in transform(&transaction) })
    }
}
