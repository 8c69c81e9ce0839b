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

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public var body: some View { _ButtonBody(label: label, action: action) }
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
}

/// The button as the environment's style draws it, with its tap action on every element.
struct _ButtonBody<Label: View>: View, PrimitiveView {
    typealias Body = Never
    let label: Label
    let action: () -> Void

    static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }

    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        let environment = context.environment
        let accent: any ShapeStyle = environment.foregroundStyle ?? Color.accentColor
        let start = elements.count
        switch environment.controls.buttonLook {
        case .plain:
            label.resolve(node.child(.content), context, &elements)
        case .borderless:
            var inner = context
            inner.environment.foregroundStyle = accent
            label.resolve(node.child(.content), inner, &elements)
        case .bordered, .borderedProminent:
            let prominent = environment.controls.buttonLook == .borderedProminent
            let tint = (environment.foregroundStyle as? Color) ?? Color.accentColor
            var inner = context
            inner.environment.foregroundStyle = prominent ? Color.white : accent
            label.padding(.horizontal, 12).padding(.vertical, 7)
                .background(RoundedRectangle(cornerRadius: 6).fill(prominent ? tint : tint.opacity(0.15)))
                .resolve(node.child(.content), inner, &elements)
        }
        // Under `.disabled(true)` a tap lands on the button and does nothing.
        let action = environment.isEnabled ? self.action : {}
        for element in elements[start...] { element.traits.tapActions.append(action) }
    }
}
