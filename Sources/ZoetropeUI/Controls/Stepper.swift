import Foundation
import Geometry2D

/// A control that steps a value up or down (SwiftUI's `Stepper`), as iOS draws it: the label
/// leading, a 94 × 32 pair of − and + buttons trailing on `tertiarySystemFill` with 8-point corners
/// and a hairline between them (*inferred* from screenshots); a button at its bound is dimmed and
/// does nothing. Tapping a half (`Storyboard.tap(.label("Increment"))`) steps the value.
///
/// ```swift
/// Stepper("Guests: \(guests)", value: $guests, in: 1...10)
/// ```
public struct Stepper<Label: View>: View {
    let label: Label
    let increment: (() -> Void)?
    let decrement: (() -> Void)?

    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                @ViewBuilder label: () -> Label) {
        self.label = label()
        increment = onIncrement
        decrement = onDecrement
    }

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        self.init(value: value, in: nil, step: step, label: label)
    }

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: Optional(bounds), step: step, label: label)
    }

    init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>?, step: V.Stride, @ViewBuilder label: () -> Label) {
        self.label = label()
        let current = value.wrappedValue
        let up = current.advanced(by: step), down = current.advanced(by: -step)
        increment = bounds.map { current >= $0.upperBound } == true ? nil : {
            value.wrappedValue = bounds.map { min(up, $0.upperBound) } ?? up
        }
        decrement = bounds.map { current <= $0.lowerBound } == true ? nil : {
            value.wrappedValue = bounds.map { max(down, $0.lowerBound) } ?? down
        }
    }

    public var body: some View {
        HStack {
            label
            Spacer(minLength: 8)
            HStack(spacing: 0) {
                half("minus", name: "Decrement", action: decrement)
                Rectangle().fill(SystemColors.separator.color).frame(width: 1, height: 18)
                half("plus", name: "Increment", action: increment)
            }
            .frame(width: 94, height: 32)
            .background(SystemColors.tertiarySystemFill.color, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
        }
    }

    private func half(_ symbol: String, name: String, action: (() -> Void)?) -> some View {
        Image(systemName: symbol)
            .font(.body.weight(.medium))
            .foregroundStyle(action == nil ? SystemColors.tertiaryLabel.color : Color.primary)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .contentShape(Rectangle())
            .onTapGesture { action?() }
            .accessibilityLabel(Text(name))
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1) {
        self.init(value: value, step: step) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1) {
        self.init(value: value, step: step) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement) { Text(titleKey) }
    }
}
