import Foundation
import Geometry2D

/// Progress, iOS's light-mode look (inferred from UIKit, not measured): with a value, a linear
/// bar that fills the width — a 4-point track rgba(120,120,128,0.2) with corner radius 2, the
/// done part in the accent color — under its label when it has one; without a value, the
/// activity indicator: eight gray spokes in a 20-point circle, fading round (drawn still).
///
/// ```swift
/// ProgressView(value: 0.25)
/// ProgressView("Rendering", value: done, total: frames)
/// ```
public struct ProgressView<Label: View>: View {
    let fraction: Double?
    let label: Label?

    public var body: some View { _ProgressBody(fraction: fraction, label: label) }
}

/// The progress view in its environment's style: `.automatic` is a bar with a value and the
/// activity indicator without one; `.linear` is always a bar (empty without a value); `.circular`
/// is always the activity indicator (iOS's circular style does not show a value).
struct _ProgressBody<Label: View>: View {
    let fraction: Double?
    let label: Label?
    @Environment(\.progressLook) private var look

    var body: some View {
        let spinner = look == .circular || (look == .automatic && fraction == nil)
        if spinner {
            // iOS: the label under the indicator, centred, in the secondary colour.
            VStack(spacing: 8) {
                _ActivitySpokes()
                if let label { label.foregroundStyle(.secondary) }
            }
        } else {
            VStack(alignment: .leading, spacing: 4) {
                if let label { label }
                _ProgressBar(fraction: fraction ?? 0)
            }
        }
    }
}

extension ProgressView where Label == EmptyView {
    /// A bar at `value` of `total` (clamped to 0 … total).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
        fraction = value.map { Self.fraction(Double($0), of: Double(total)) }
        label = nil
    }

    /// The activity indicator.
    public init() {
        fraction = nil
        label = nil
    }

    static func fraction(_ value: Double, of total: Double) -> Double {
        guard value.isFinite, total.isFinite, total > 0 else { return 0 }
        return min(max(value / total, 0), 1)
    }
}

extension ProgressView where Label == Text {
    /// A labeled bar.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1) {
        fraction = value.map { ProgressView<EmptyView>.fraction(Double($0), of: Double(total)) }
        label = Text(titleKey)
    }

    /// The activity indicator with a label under it.
    ///
    /// ```swift
    /// ProgressView("Loading…")
    /// ```
    public init(_ titleKey: LocalizedStringKey) {
        fraction = nil
        label = Text(titleKey)
    }
}

/// The linear bar: the track and the done part.
struct _ProgressBar: View {
    let fraction: Double
    @Environment(\.controlTint) private var tint
    var body: some View {
        let fill = tint ?? Color.accentColor
        return Capsule().fill(ControlColors.track)
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    Capsule().fill(fill).frame(width: proxy.size.width * fraction)
                }
            }
            .frame(height: 4)
    }
}

/// The activity indicator, still: eight spokes, the first darkest.
struct _ActivitySpokes: View {
    var body: some View {
        ZStack {
            ForEach(0..<8, id: \.self) { index in
                Capsule().fill(Color(white: 0.45, opacity: 1 - Double(index) * 0.1))
                    .frame(width: 2.5, height: 6)
                    .offset(y: -7)
                    .rotationEffect(.degrees(Double(index) * -45))
            }
        }
        .frame(width: 20, height: 20)
    }
}
