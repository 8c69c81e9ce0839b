import Foundation

/// The built-in progress view looks.
public enum _ProgressLook: Hashable, Sendable {
    /// A bar with a value, the activity indicator without one.
    case automatic
    /// Always a bar.
    case linear
    /// Always the activity indicator.
    case circular
}

/// The look of the progress views inside (`.progressViewStyle(_:)`): SwiftUI's built-in styles.
public protocol ProgressViewStyle {
    /// Which built-in look this is.
    var _look: _ProgressLook { get }
}

public struct DefaultProgressViewStyle: ProgressViewStyle { public var _look: _ProgressLook { .automatic }; public init() {} }
public struct LinearProgressViewStyle: ProgressViewStyle { public var _look: _ProgressLook { .linear }; public init() {} }
public struct CircularProgressViewStyle: ProgressViewStyle { public var _look: _ProgressLook { .circular }; public init() {} }

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// A bar with a value, the activity indicator without one.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A horizontal bar (empty while the progress is unknown).
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The activity indicator, with or without a value (as on iOS).
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension EnvironmentValues {
    /// The `.progressViewStyle(_:)` look.
    var progressLook: _ProgressLook {
        get { controls.progressLook }
        set { controls.progressLook = newValue }
    }
}

extension View {
    /// Sets the look of the progress views inside.
    ///
    /// ```swift
    /// ProgressView(value: model.fraction).progressViewStyle(.linear)
    /// ```
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { $0.controls.progressLook = style._look })
    }
}
