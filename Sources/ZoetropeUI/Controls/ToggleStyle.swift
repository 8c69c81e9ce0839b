import Foundation
import Geometry2D

/// How toggles look: the built-in `.switch` (the default on iPhone) and `.button`, or a style of
/// your own whose `makeBody` draws the toggle from its label and its `isOn` binding (SwiftUI's
/// `ToggleStyle`). A custom style flips the value itself (`configuration.isOn.toggle()`, in a
/// tap or a button of its body).
///
/// ```swift
/// struct CheckboxStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button { configuration.isOn.toggle() } label: {
///             Label { configuration.label } icon: {
///                 Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
///             }
///         }
///     }
/// }
/// Toggle("I agree", isOn: $agreed).toggleStyle(CheckboxStyle())
/// ```
public protocol ToggleStyle {
    associatedtype Body: View
    /// The toggle as this style draws it.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ToggleStyleConfiguration
}

/// What a ``ToggleStyle`` draws a toggle from.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public struct Label: View {
        public typealias Body = Never
        let content: AnyView
        /// The label when it is a text (a hidden label still names the switch).
        var text: Text? { content.view as? Text }
    }
    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on; setting it sets the toggle's binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ (always false here: Zoetrope has
    /// no toggles over collections).
    public var isMixed: Bool = false
}

extension ToggleStyleConfiguration.Label: PrimitiveView {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }

    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        content.resolve(node, context, &elements)
    }
}

/// The switch: the label leading, a 51 × 31 switch trailing (the default on iPhone).
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _ToggleBody(isOn: configuration.$isOn, label: configuration.label)
    }
}

/// A button that shows whether it is on: the label in the accent colour, on a tinted rounded
/// rectangle while on (as `.bordered`; *inferred* from iOS 15+ screenshots).
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _ButtonToggleBody(configuration: configuration)
    }
}

/// The default style: the switch.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { SwitchToggleStyle().makeBody(configuration: configuration) }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension View {
    /// Draws the toggles inside with `style`.
    ///
    /// ```swift
    /// Toggle("Bold", isOn: $bold).toggleStyle(.button)
    /// ```
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { $0[ToggleStyleKey.self] = AnyToggleStyle(style) })
    }
}

/// A ``ToggleStyle`` with its type erased.
struct AnyToggleStyle {
    let makeBody: (ToggleStyleConfiguration) -> AnyView
    init<S: ToggleStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

/// The toggle style of the environment (nil: the switch).
struct ToggleStyleKey: EnvironmentKey { static var defaultValue: AnyToggleStyle? { nil } }

/// A toggle as the environment's style draws it (a toggle inside a style's body is a switch).
struct _StyledToggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    @Environment(\.self) private var environment

    var body: some View {
        let configuration = ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: isOn)
        let style = environment[ToggleStyleKey.self] ?? AnyToggleStyle(SwitchToggleStyle())
        return style.makeBody(configuration).modifier(_EnvironmentModifier { $0[ToggleStyleKey.self] = nil })
    }
}

/// `.toggleStyle(.button)`'s body.
struct _ButtonToggleBody: View {
    let configuration: ToggleStyleConfiguration

    var body: some View {
        let isOn = configuration.$isOn
        return Button { isOn.wrappedValue.toggle() } label: { configuration.label }
            .buttonStyle(BorderedToggleLook(isOn: isOn.wrappedValue))
    }
}

/// Bordered while on, borderless while off.
struct BorderedToggleLook: PrimitiveButtonStyle {
    let isOn: Bool
    var _look: _ButtonLook { isOn ? .bordered : .borderless }
}
