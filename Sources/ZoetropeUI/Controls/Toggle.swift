import Foundation
import Geometry2D

/// A switch with a label, iOS's light-mode look (view-layer.md §6.4, inferred from UIKit): it
/// fills the width, the label leading, the 51 × 31 switch trailing — a capsule green #34C759 when
/// on, rgba(120,120,128,0.16) when off, with a white 27-point knob inset 2 (UIKit's soft shadow is
/// left out: the display list has no blur). A tap (`Storyboard.tap(.label("Wi-Fi"), at: 1)`)
/// flips the binding; with `$flag.animation(…)` the knob and the color animate.
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $wifi.animation(.linear(duration: 0.2)))
/// ```
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: some View {
        _StyledToggle(isOn: isOn, label: label)
    }

    static var onColor: Color { ControlColors.toggleOn }
    static var offColor: Color { ControlColors.toggleOff }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle of a style's configuration, drawn as a switch (a custom style that wraps the
    /// standard look: `Toggle(configuration).tint(.green)`).
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

extension Toggle where Label == Text {
    /// A toggle labeled with a literal.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle labeled with a string as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// The toggle as its environment shows it: the `.tint(_:)` colour when on (green by default);
/// with `.labelsHidden()` only the switch (51 × 31); under `.disabled(true)` at half opacity
/// (UIKit's disabled switch, inferred) and a tap does nothing.
struct _ToggleBody<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.controlTint) private var tint
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        let isOn = self.isOn, enabled = isEnabled
        return HStack {
            if !labelsHidden {
                label
                Spacer()
            }
            ZStack(alignment: .leading) {
                Capsule().fill(isOn.wrappedValue ? (tint ?? Toggle<Label>.onColor) : Toggle<Label>.offColor)
                Circle().fill(Color.white).frame(width: 27, height: 27)
                    .overlay(Circle().stroke(Color(white: 0, opacity: 0.04), lineWidth: 0.5))
                    .offset(x: isOn.wrappedValue ? 22 : 2)
            }
            .frame(width: 51, height: 31)
            .modifier(_TraitModifier { [name = labelsHidden ? ((label as? Text) ?? (label as? ToggleStyleConfiguration.Label)?.text)?.plainText : nil] in
                if let name { $0.label = name }
            })
        }
        .opacity(enabled ? 1 : 0.5)
        .onTapGesture { if enabled { isOn.wrappedValue.toggle() } }
    }
}
