import Foundation
import AnimationCore

/// The view a `.keyframeAnimator` or `.phaseAnimator` modifier modifies, as a placeholder the
/// content closure places and decorates (SwiftUI's `PlaceholderContentView`).
///
/// ```swift
/// Circle().phaseAnimator([1.0, 2.0]) { content, phase in
///     content.scaleEffect(phase)   // `content` is the circle
/// }
/// ```
public struct PlaceholderContentView<Value>: View {
    public typealias Body = Never
    let resolver: ErasedContent?
}

extension PlaceholderContentView: PrimitiveView {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }


    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        resolver?.resolve(at: node, in: context.restoringStrippedTransaction(), into: &elements)
    }
}

/// The transaction a keyframe animator took away from its content (it drives that content
/// every frame, so its own changes jump), kept for the view the animator modifies.
struct StrippedTransaction {
    var transaction: Transaction
    var isUpdate: Bool
}

private struct StrippedTransactionKey: TransactionKey {
    static var defaultValue: StrippedTransaction? { nil }
}

extension ResolveContext {
    /// This context without animation for the animator's own changes; a placeholder inside gets
    /// the transaction back (`restoringStrippedTransaction`).
    func strippingAnimation() -> ResolveContext {
        var inner = self
        var transaction = Transaction()
        transaction[StrippedTransactionKey.self] = StrippedTransaction(transaction: self.transaction, isUpdate: isUpdate)
        inner.transaction = transaction
        return inner
    }

    /// The transaction `strippingAnimation` took away, when this context is below one.
    func restoringStrippedTransaction() -> ResolveContext {
        guard let stripped = transaction[StrippedTransactionKey.self] else { return self }
        var inner = self
        inner.transaction = stripped.transaction
        inner.isUpdate = stripped.isUpdate
        return inner
    }
}
