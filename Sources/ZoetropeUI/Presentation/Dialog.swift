import Foundation
import Geometry2D

/// The two looks of a presented dialog on an iPhone.
enum DialogStyle {
    /// `.alert`: a card in the middle of the screen.
    case alert
    /// `.confirmationDialog`: an action sheet at the bottom, its cancel button on a card of its own.
    case actionSheet
}

/// The view with its alert or confirmation dialog presented over the canvas while the binding is
/// true (the screen dimmed by black at 20 %, as behind a sheet).
struct _DialogModifier<A: View, M: View>: ViewModifier {
    let dialog: _Dialog<A, M>

    func body(content base: Content) -> some View {
        let shown = dialog.isPresented.wrappedValue
        let entrance: AnyTransition = dialog.style == .alert
            ? .opacity.combined(with: .scale(scale: 1.1)) : .move(edge: .bottom)
        return base.modifier(_CanvasOverlayModifier(overlay: ZStack {
            if shown {
                Color.black.opacity(0.2).transition(.opacity)
                dialog.transition(entrance)
            }
        }
        .animation(dialog.style == .alert ? .easeOut(duration: 0.25) : .easeInOut(duration: 0.35), value: shown)))
    }
}

/// An alert or confirmation dialog: its title, message and actions resolved, each action's role
/// collected from its `Button` (the order and look depend on it), laid out by ``DialogElement``.
struct _Dialog<A: View, M: View>: View, PrimitiveView {
    typealias Body = Never
    let style: DialogStyle
    let title: Text
    let titleShown: Bool
    let isPresented: Binding<Bool>
    let actions: A?
    let message: M?

    static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }

    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        let alert = style == .alert
        var text = context
        text.environment.multilineTextAlignment = .center
        var titles: [ViewElement] = []
        if titleShown {
            resolveView(title.font(alert ? .headline : .footnote.weight(.semibold))
                            .foregroundStyle(alert ? Color.primary : Color.secondary),
                        at: node.child(.secondary(0)), in: text, into: &titles)
        }
        if let message {
            resolveView(message.font(.footnote).foregroundStyle(alert ? Color.primary : Color.secondary),
                        at: node.child(.secondary(1)), in: text, into: &titles)
        }
        let collector = ButtonRoleCollector()
        var buttons = context
        buttons.environment[ButtonRoleCollectorKey.self] = collector
        buttons.environment[CustomButtonStyleKey.self] = AnyButtonStyle(_DialogButtonStyle(style: style))
        var actionElements: [ViewElement] = []
        if let actions { resolveView(actions, at: node.child(.secondary(2)), in: buttons, into: &actionElements) }
        var roles = actionElements.map { collector.roles[ObjectIdentifier($0)] ?? nil }
        // None given: an alert has "OK"; a confirmation dialog on an iPhone always has a Cancel.
        let missing: String? = alert ? (actionElements.isEmpty ? "OK" : nil) : (roles.contains(.cancel) ? nil : "Cancel")
        if let missing {
            resolveView(Button(missing, role: alert ? nil : .cancel) {}, at: node.child(.secondary(3)), in: buttons, into: &actionElements)
            roles.append(alert ? nil : .cancel)
        }
        let binding = isPresented
        for element in actionElements { element.traits.tapActions.append { binding.wrappedValue = false } }
        var separators: [ViewElement] = []
        for index in actionElements.indices {
            resolveView(Rectangle().fill(SystemColors.separator.color), at: node.child(.index(index)), in: context, into: &separators)
        }
        var backgrounds: [ViewElement] = []
        for index in 0..<(!alert && roles.contains(.cancel) ? 2 : 1) {
            resolveView(RoundedRectangle(cornerRadius: 14, style: .continuous).fill(.thickMaterial),
                        at: node.child(.secondary(4 + index)), in: context, into: &backgrounds)
        }
        elements.append(DialogElement(style: style, backgrounds: backgrounds, texts: titles, actions: actionElements, roles: roles,
                                      separators: separators, node: node, context: context))
    }
}

/// How an alert's or a confirmation dialog's buttons look: the body font (17 points) in an alert,
/// 20 points in an action sheet; semibold for `.cancel`; red for `.destructive`, else the accent
/// colour; each as wide as the card, 44 (alert) or 57 (action sheet) points tall.
struct _DialogButtonStyle: ButtonStyle {
    let style: DialogStyle

    func makeBody(configuration: Configuration) -> some View {
        let size: CGFloat = style == .alert ? 17 : 20
        let weight: Font.Weight = configuration.role == .cancel ? .semibold : .regular
        return configuration.label
            .font(.system(size: size, weight: weight))
            .foregroundStyle(configuration.role == .destructive ? Color.red : Color.accentColor)
            .lineLimit(1)
            .padding(.horizontal, 8)
            .frame(maxWidth: .infinity, minHeight: style == .alert ? 44 : 57)
            .contentShape(Rectangle())
            .background(configuration.isPressed ? SystemColors.systemFill.color : Color.clear)
    }
}

/// Each `Button`'s role by the elements it resolved to, while a dialog resolves its actions.
final class ButtonRoleCollector: @unchecked Sendable {
    var roles: [ObjectIdentifier: ButtonRole?] = [:]
}

struct ButtonRoleCollectorKey: EnvironmentKey { static var defaultValue: ButtonRoleCollector? { nil } }
