import Foundation
import Geometry2D

/// The size of the controls inside (`.controlSize(_:)`): SwiftUI's five sizes. On iOS it changes
/// bordered buttons (their padding, corner radius and, for the two smallest sizes, their font);
/// Zoetrope's other controls have one size, as most of iOS's do.
///
/// ```swift
/// Button("Place order") { }.buttonStyle(.borderedProminent).controlSize(.large)
/// ```
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge

    /// A bordered button's padding around its label and its corner radius, in points. `.regular`
    /// is iOS 15+'s look (12 × 7, radius 6); `.large` gives the 50-point-high buttons of iOS
    /// onboarding and checkout screens (20 × 14.5 around a body line, radius 12). The other values
    /// are interpolated between them (inferred from screenshots, not measured on a device).
    var buttonMetrics: (horizontal: CGFloat, vertical: CGFloat, cornerRadius: CGFloat) {
        switch self {
        case .mini: (8, 3, 4)
        case .small: (10, 5, 5)
        case .regular: (12, 7, 6)
        case .large: (20, 14.5, 12)
        case .extraLarge: (24, 18, 14)
        }
    }

    /// The font of a bordered button's label when nothing sets one: `.footnote` for `.mini`,
    /// `.subheadline` for `.small`, else the body (inferred, as iOS 17's small buttons show).
    var buttonFont: Font? {
        switch self {
        case .mini: .footnote
        case .small: .subheadline
        case .regular, .large, .extraLarge: nil
        }
    }
}

extension EnvironmentValues {
    /// The `.tint(_:)` colour of the controls (nil: the accent colour).
    var controlTint: Color? {
        get { controls.tint }
        set { controls.tint = newValue }
    }

    /// Whether `.labelsHidden()` hides the controls' labels.
    var labelsHidden: Bool {
        get { controls.labelsHidden }
        set { controls.labelsHidden = newValue }
    }

    /// The size of the controls (`.controlSize(_:)`; default `.regular`).
    public var controlSize: ControlSize {
        get { controls.controlSize }
        set { controls.controlSize = newValue }
    }
}

extension View {
    /// Sets the size of the controls inside.
    ///
    /// ```swift
    /// HStack { Button("Cancel") { }; Button("OK") { } }.buttonStyle(.bordered).controlSize(.small)
    /// ```
    public func controlSize(_ controlSize: ControlSize) -> some View {
        modifier(_EnvironmentModifier { $0.controls.controlSize = controlSize })
    }

    /// Hides the labels of the toggles, pickers, sliders and steppers inside (a `Toggle` shows only
    /// its switch). A text label still names a toggle's switch for finders (`Storyboard`'s
    /// `.label(_:)`), as it stays the accessibility label in SwiftUI.
    ///
    /// ```swift
    /// Toggle("Notifications", isOn: $on).labelsHidden()
    /// ```
    public func labelsHidden() -> some View {
        modifier(_EnvironmentModifier { $0.controls.labelsHidden = true })
    }

    /// Sets the tint of the controls inside: the label colour of borderless buttons, the fill of
    /// bordered ones, a toggle's "on" colour, the filled part of sliders and progress bars, and a
    /// menu picker's label. nil keeps the enclosing tint (the accent colour by default). (The
    /// `.tint` shape style still reads the accent colour, not this value.)
    ///
    /// ```swift
    /// Toggle("Dark mode", isOn: $dark).tint(.orange)
    /// ```
    public func tint(_ tint: Color?) -> some View {
        modifier(_EnvironmentModifier { if let tint { $0.controls.tint = tint } })
    }
}

extension ControlEnvironment {
    /// The accent the controls draw with: the `.tint(_:)` colour, else the accent colour.
    var accent: Color { tint ?? Color.accentColor }
}
