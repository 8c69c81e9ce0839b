import Foundation
import Geometry2D

/// The look of the buttons inside (`.buttonStyle(_:)`): SwiftUI's built-in styles on iOS, light mode.
public protocol PrimitiveButtonStyle {
    /// Which built-in look this is.
    var _look: _ButtonLook { get }
}

/// The built-in button looks.
public enum _ButtonLook: Hashable, Sendable {
    /// The label in the accent color (iOS's automatic style in a plain container), no background.
    case borderless
    /// The label as it is.
    case plain
    /// The label in the accent color on a tinted rounded rectangle.
    case bordered
    /// The label in white on an accent-colored rounded rectangle.
    case borderedProminent
}

public struct DefaultButtonStyle: PrimitiveButtonStyle { public var _look: _ButtonLook { .borderless }; public init() {} }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public var _look: _ButtonLook { .borderless }; public init() {} }
public struct PlainButtonStyle: PrimitiveButtonStyle { public var _look: _ButtonLook { .plain }; public init() {} }
public struct BorderedButtonStyle: PrimitiveButtonStyle { public var _look: _ButtonLook { .bordered }; public init() {} }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public var _look: _ButtonLook { .borderedProminent }; public init() {} }

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension View {
    /// Sets the look of the buttons inside.
    ///
    /// ```swift
    /// Button("Save") { save() }.buttonStyle(.borderedProminent)
    /// ```
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier {
            $0.controls.buttonLook = style._look
            $0[CustomButtonStyleKey.self] = nil
        })
    }
}

/// The control settings of the environment.
struct ControlEnvironment: Hashable {
    /// `.textFieldStyle(_:)`.
    var textFieldLook = _TextFieldLook.plain
    var buttonLook = _ButtonLook.borderless
    var pickerLook = _PickerLook.menu
    /// Inside a picker's options: `ForEach` tags its rows with their ids.
    var tagsRowsWithIDs = false
    /// `.controlSize(_:)`.
    var controlSize = ControlSize.regular
    /// `.labelsHidden()`: toggles, pickers, sliders and steppers show no label.
    var labelsHidden = false
    /// `.tint(_:)`: the accent of the controls inside (nil: the accent colour).
    var tint: Color?
    /// `.buttonBorderShape(_:)`.
    var buttonBorderShape = ButtonBorderShape.automatic
    /// `.progressViewStyle(_:)`.
    var progressLook = _ProgressLook.automatic
    static let `default` = ControlEnvironment()
}

/// The built-in picker looks.
public enum _PickerLook: Hashable, Sendable {
    /// iOS's default in a plain container: the selected option's label in the accent color.
    case menu
    /// A row of equal segments, the selected one on a white thumb.
    case segmented
}

/// The look of the pickers inside (`.pickerStyle(_:)`).
public protocol PickerStyle {
    /// Which built-in look this is.
    var _look: _PickerLook { get }
}

public struct DefaultPickerStyle: PickerStyle { public var _look: _PickerLook { .menu }; public init() {} }
public struct MenuPickerStyle: PickerStyle { public var _look: _PickerLook { .menu }; public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public var _look: _PickerLook { .segmented }; public init() {} }

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension View {
    /// Sets the look of the pickers inside.
    ///
    /// ```swift
    /// Picker("Shape", selection: $shape) { Text("A").tag(0); Text("B").tag(1) }.pickerStyle(.segmented)
    /// ```
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { $0.controls.pickerLook = style._look })
    }
}
