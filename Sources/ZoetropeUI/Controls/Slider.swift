import Foundation
import Geometry2D

/// A slider showing a value in a range, iOS's light-mode look (inferred from UIKit, not measured):
/// it fills the width, 28 points high; a 4-point track, accent-colored up to the white 28-point
/// thumb and rgba(120,120,128,0.2) after it. Headless, nothing drags it: a storyboard changes its
/// binding's state (`.set`), and the thumb follows, animated when the change is.
///
/// ```swift
/// Slider(value: $volume, in: 0...10)
/// ```
public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    /// `minimumValueLabel` / `maximumValueLabel`, drawn at the track's ends (nil: none).
    var valueLabels: (minimum: AnyView, maximum: AnyView)?

    public var body: some View {
        if let valueLabels {
            HStack(spacing: 10) {
                valueLabels.minimum
                _SliderBody(fraction: fraction)
                valueLabels.maximum
            }
        } else {
            _SliderBody(fraction: fraction)
        }
    }

    /// The fraction of `bounds` that `value` is at (0 for an empty range or a non-finite value).
    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound), current = Double(value)
        return upper > lower && current.isFinite ? min(max((current - lower) / (upper - lower), 0), 1) : 0
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label (as on iOS, the label names the slider for accessibility and is not drawn).
    ///
    /// ```swift
    /// Slider(value: $size, in: 12...28, step: 1) { Text("Font size") }
    /// ```
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, in: bounds)
    }
}

extension Slider {
    /// A slider with a label (not drawn) and views at the track's ends, e.g. symbols of a small and
    /// a large value.
    ///
    /// ```swift
    /// Slider(value: $volume, in: 0...10) { Text("Volume") } minimumValueLabel: {
    ///     Image(systemName: "speaker") } maximumValueLabel: { Image(systemName: "speaker.wave.3") }
    /// ```
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, in: bounds)
        valueLabels = (AnyView(minimumValueLabel()), AnyView(maximumValueLabel()))
    }
}

/// The slider in its environment: its filled part in the `.tint(_:)` colour; under
/// `.disabled(true)` at half opacity (UIKit's disabled slider, inferred).
struct _SliderBody: View {
    let fraction: Double
    @Environment(\.controlTint) private var tint
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let fraction = self.fraction, fill = tint ?? Color.accentColor
        return GeometryReader { proxy in
            let travel = max(proxy.size.width - 28, 0)
            ZStack(alignment: .leading) {
                Capsule().fill(ControlColors.track).frame(height: 4)
                Capsule().fill(fill).frame(width: 14 + travel * fraction, height: 4)
                Circle().fill(Color.white)
                    .overlay(Circle().stroke(Color(white: 0, opacity: 0.12), lineWidth: 0.5))
                    .frame(width: 28, height: 28)
                    .offset(x: travel * fraction)
            }
            .frame(width: proxy.size.width, height: 28)
        }
        .frame(height: 28)
        .opacity(isEnabled ? 1 : 0.5)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider at `value` within `bounds` (`step` is accepted; headless nothing drags it).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, in: bounds)
    }
}
