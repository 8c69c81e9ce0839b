import Foundation

/// The built-in text field looks.
public enum _TextFieldLook: Hashable, Sendable {
    /// iOS's default outside a form: the text (or the prompt) and nothing around it.
    case plain
    /// UIKit's rounded rectangle border: a 34-point box, corner radius 5, a hairline border.
    case roundedBorder
}

/// The look of the text fields inside (`.textFieldStyle(_:)`): SwiftUI's built-in styles.
public protocol TextFieldStyle {
    /// Which built-in look this is.
    var _look: _TextFieldLook { get }
}

public struct DefaultTextFieldStyle: TextFieldStyle { public var _look: _TextFieldLook { .plain }; public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public var _look: _TextFieldLook { .plain }; public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public var _look: _TextFieldLook { .roundedBorder }; public init() {} }

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's default: plain on iOS outside a form.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The text alone.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded rectangle border around the text.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension EnvironmentValues {
    /// The `.textFieldStyle(_:)` look.
    var textFieldLook: _TextFieldLook {
        get { controls.textFieldLook }
        set { controls.textFieldLook = newValue }
    }
}

extension View {
    /// Sets the look of the text fields inside.
    ///
    /// ```swift
    /// TextField("Search", text: $query).textFieldStyle(.roundedBorder)
    /// ```
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { $0.controls.textFieldLook = style._look })
    }
}
