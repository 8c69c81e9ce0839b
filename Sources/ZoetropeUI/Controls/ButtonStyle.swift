import Foundation
import Geometry2D

/// A button look of your own: `makeBody` gets the button's label, its role and whether a finger
/// is on it, and returns what is drawn (SwiftUI's `ButtonStyle`). The button keeps its action: a
/// tap on what `makeBody` draws runs it; a scripted press (`Storyboard.longPress`, a drag) holds
/// `isPressed` true while the finger is down.
///
/// ```swift
/// struct PressableStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding()
///             .background(Capsule().fill(.blue))
///             .scaleEffect(configuration.isPressed ? 0.95 : 1)
///     }
/// }
/// Button("Continue") { next() }.buttonStyle(PressableStyle())
/// ```
public protocol ButtonStyle {
    associatedtype Body: View
    /// The button as this style draws it.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a ``ButtonStyle`` draws a button from.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        public typealias Body = Never
        let content: AnyView
    }
    /// The button's role (`.destructive`, `.cancel`), if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// True while a finger is down on the button.
    public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: PrimitiveView {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }

    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        content.resolve(node, context, &elements)
    }
}

extension View {
    /// Draws the buttons inside with `style` (a ``ButtonStyle`` of your own).
    ///
    /// ```swift
    /// Button("Play") { play() }.buttonStyle(PressableStyle())
    /// ```
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { $0[CustomButtonStyleKey.self] = AnyButtonStyle(style) })
    }
}

/// A ``ButtonStyle`` with its type erased.
struct AnyButtonStyle {
    let makeBody: (ButtonStyleConfiguration) -> AnyView
    init<S: ButtonStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

/// The custom button style of the environment (nil: the built-in look, `controls.buttonLook`).
struct CustomButtonStyleKey: EnvironmentKey { static var defaultValue: AnyButtonStyle? { nil } }

/// A button drawn by a custom style: the style's body, with a press tracked alongside the
/// button's tap (inside, the built-in look again, so a button in the style's body is plain).
struct _StyledButton<Label: View>: View {
    let style: AnyButtonStyle
    let label: Label
    let role: ButtonRole?
    @State private var isPressed = false

    var body: some View {
        let pressed = $isPressed
        let press = PressingGesture(press: LongPressGesture(minimumDuration: 1e6, maximumDistance: .infinity),
                                    action: {}, pressing: { pressed.wrappedValue = $0 })
        return style.makeBody(ButtonStyleConfiguration(role: role, label: .init(content: AnyView(label)), isPressed: isPressed))
            .modifier(_EnvironmentModifier { $0[CustomButtonStyleKey.self] = nil })
            .modifier(_GestureModifier(gesture: press, priority: .simultaneous, mask: .all))
    }
}
