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

    public var body: some View { _SliderBody(fraction: fraction) }
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
        let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound), current = Double(value.wrappedValue)
        fraction = upper > lower && current.isFinite ? min(max((current - lower) / (upper - lower), 0), 1) : 0
    }
}
