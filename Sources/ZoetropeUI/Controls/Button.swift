import Foundation
import Geometry2D

/// A control that runs an action when tapped (`Storyboard.tap(.label("Animate"), at: 1)`), drawn
/// with iOS's light-mode look: by default its label in the accent color (systemBlue #007AFF) at
/// the body size, no background; `.buttonStyle(.bordered)` puts it on a tinted rounded rectangle,
/// `.borderedProminent` on an accent-colored one in white (padding 12 × 7 points, corner radius 6:
/// inferred from iOS 15+, not measured).
///
/// ```swift
/// Button("Animate") { withAnimation(.spring()) { offset = 60 } }
/// Button(action: reset) { Image(systemName: "arrow.counterclockwise") }
/// ```
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label
    let role: ButtonRole?

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role (`.destructive` draws in red).
    ///
    /// ```swift
    /// Button(role: .destructive, action: delete) { Label("Delete", systemImage: "trash") }
    /// ```
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    public var body: some View { _ButtonBody(label: label, action: action, role: role) }
}

extension Button where Label == Text {
    /// A button labeled with a literal (interpolation as in `Text`).
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button labeled with a string as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a role, labeled with a literal.
    ///
    /// ```swift
    /// Button("Delete", role: .destructive) { items.removeAll() }
    /// ```
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with a role, labeled with a string as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// The button as the environment's style draws it, with its tap action on every element.
/// Disabled (`.disabled(true)`), its label is `tertiaryLabel` gray and a bordered background
/// `tertiarySystemFill`, as iOS dims buttons (inferred from screenshots), and a tap does nothing.
struct _ButtonBody<Label: View>: View, PrimitiveView {
    typealias Body = Never
    let label: Label
    let action: () -> Void
    var role: ButtonRole? = nil

    static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }

    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        let environment = context.environment
        let start = elements.count
        if let style = environment[CustomButtonStyleKey.self] {
            _StyledButton(style: style, label: label, role: role).resolve(node.child(.content), context, &elements)
        } else {
            resolveBuiltIn(at: node, in: context, into: &elements)
        }
        // Under `.disabled(true)` a tap lands on the button and does nothing.
        let action = environment.isEnabled ? self.action : {}
        for element in elements[start...] { element.traits.tapActions.append(action) }
        // A context menu's item also closes the menu.
        if let dismiss = environment[MenuDismissKey.self] {
            for element in elements[start...] { element.traits.tapActions.append(dismiss) }
        }
        // An alert's or confirmation dialog's actions: the dialog orders and styles them by role.
        if let collector = environment[ButtonRoleCollectorKey.self] {
            for element in elements[start...] { collector.roles[ObjectIdentifier(element)] = role }
        }
    }

    /// The button in the environment's built-in look (`controls.buttonLook`).
    private func resolveBuiltIn(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        let environment = context.environment
        let controls = environment.controls
        let enabled = environment.isEnabled
        let tint: Color = role == .destructive ? Color.red : controls.accent
        let dimmed = SystemColors.tertiaryLabel.color
        let accent: any ShapeStyle = enabled ? (environment.foregroundStyle ?? tint) : dimmed
        switch controls.buttonLook {
        case .plain:
            var inner = context
            if !enabled { inner.environment.foregroundStyle = dimmed }
            label.resolve(node.child(.content), inner, &elements)
        case .borderless:
            var inner = context
            inner.environment.foregroundStyle = accent
            label.resolve(node.child(.content), inner, &elements)
        case .bordered, .borderedProminent:
            let prominent = controls.buttonLook == .borderedProminent
            let fillTint = environment.foregroundStyle.flatMap { unwrappedShapeStyle($0) as? Color } ?? tint
            let metrics = controls.controlSize.buttonMetrics
            let fill: Color = !enabled ? SystemColors.tertiarySystemFill.color : prominent ? fillTint : fillTint.opacity(0.15)
            var inner = context
            inner.environment.foregroundStyle = !enabled ? dimmed : prominent ? Color.white : accent
            if inner.environment.font == nil, let font = controls.controlSize.buttonFont { inner.environment.font = font }
            func bordered<S: Shape>(_ shape: S) {
                label.padding(.horizontal, metrics.horizontal).padding(.vertical, metrics.vertical)
                    .background(shape.fill(fill))
                    .resolve(node.child(.content), inner, &elements)
            }
            switch controls.buttonBorderShape.kind {
            case .automatic, .roundedRectangle(radius: nil): bordered(RoundedRectangle(cornerRadius: metrics.cornerRadius))
            case .roundedRectangle(radius: let radius?): bordered(RoundedRectangle(cornerRadius: radius))
            case .capsule: bordered(Capsule())
            case .circle: bordered(Circle())
            }
        }
    }
}

extension Button where Label == ZoetropeUI.Label<Text, Image> {
    /// A button labelled with a title and an SF Symbol (in a toolbar, the symbol alone).
    ///
    /// ```swift
    /// Button("New", systemImage: "square.and.pencil") { compose() }
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { ZoetropeUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { ZoetropeUI.Label(title, systemImage: systemImage) }
    }
}
