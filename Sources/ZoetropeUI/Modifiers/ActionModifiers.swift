import Foundation
import AnimationCore

/// Queues actions when its view appears, disappears or a value changes; adds tap handlers.
struct _ActionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let onResolve: (ViewNode, ResolveContext) -> Void
    /// The tap handler, given the modifier's identity (where a multi-tap count is kept).
    var tap: ((ViewNode) -> Void)?

    func resolve<Modified: View>(content: Modified, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        onResolve(node, context)
        let produced = content.elements(at: node, in: context)
        if let tap { for element in produced { element.traits.tapActions.append { tap(node) } } }
        elements += produced
    }
}

extension View {
    /// Runs `action` after the update that inserted this view, before the frame is drawn
    /// (`withAnimation` inside starts at the insertion time).
    ///
    /// ```swift
    /// card.onAppear { withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) { angle = 360 } }
    /// ```
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_ActionModifier(onResolve: { node, _ in
            if node.isNew, let action { node.graph.enqueueAction(action) }
        }))
    }

    /// Runs `action` after the update in which this view disappeared.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_ActionModifier(onResolve: { node, _ in
            node.disappearActions = action.map { [$0] } ?? []
        }))
    }

    /// Runs `action(old, new)` after an update in which `value` changed (and on appearance when `initial`).
    ///
    /// ```swift
    /// view.onChange(of: selection) { old, new in print(old, new) }
    /// ```
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(_ActionModifier(onResolve: { node, _ in
            let isNew = node.isNew
            let change = valueChanged(value, at: node)
            if isNew, initial { node.graph.enqueueAction { action(value, value) } }
            if change.changed, let old = change.old { node.graph.enqueueAction { action(old, value) } }
        }))
    }

    /// Runs `action` after an update in which `value` changed (and on appearance when `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        onChange(of: value, initial: initial) { _, _ in action() }
    }

    /// Runs `action(newValue)` after an update in which `value` changed.
    @available(*, deprecated, message: "Use onChange(of:initial:_:) with a two-parameter or no-parameter closure.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        onChange(of: value, initial: false) { _, new in action(new) }
    }

    /// Runs `action` when the view is tapped (`Storyboard.tap`), in an empty transaction; with a
    /// `count` above 1, on every `count`-th tap of the view.
    ///
    /// ```swift
    /// Image("tower").onTapGesture { half.toggle() }
    /// ```
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        let needed = max(count, 1)
        return modifier(_ActionModifier(onResolve: { _, _ in }, tap: { node in
            let taps = (node.memory as? Int ?? 0) + 1
            node.memory = taps
            if taps % needed == 0 { action() }
        }))
    }
}
