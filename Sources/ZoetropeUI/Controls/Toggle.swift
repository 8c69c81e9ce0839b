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
        let isOn = self.isOn
        return HStack {
            label
            Spacer()
            ZStack(alignment: .leading) {
                Capsule().fill(isOn.wrappedValue ? Self.onColor : Self.offColor)
                Circle().fill(Color.white).frame(width: 27, height: 27)
                    .overlay(Circle().stroke(Color(white: 0, opacity: 0.04), lineWidth: 0.5))
                    .offset(x: isOn.wrappedValue ? 22 : 2)
            }
            .frame(width: 51, height: 31)
        }
        .onTapGesture { isOn.wrappedValue.toggle() }
    }

    static var onColor: Color { ControlColors.toggleOn }
    static var offColor: Color { ControlColors.toggleOff }
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
