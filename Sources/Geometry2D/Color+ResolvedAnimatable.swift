import Foundation
import AnimationCore

extension Color.Resolved: Animatable {
    /// Linear-light red, green, blue and opacity, each × 128, as SwiftUI animates a resolved color
    /// (the same space and scale as `Color.animatableData`).
    ///
    /// ```swift
    /// var color = Color.Resolved(red: 0, green: 0, blue: 0)
    /// color.animatableData = color.animatableData.interpolated(
    ///     towards: Color.Resolved(red: 1, green: 1, blue: 1).animatableData, amount: 0.5)
    /// color.red // ≈ 0.7354 (linear 0.5)
    /// ```
    public var animatableData: AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>> {
        get {
            AnimatablePair(linearRed * 128, AnimatablePair(linearGreen * 128, AnimatablePair(linearBlue * 128, opacity * 128)))
        }
        set {
            linearRed = newValue.first / 128
            linearGreen = newValue.second.first / 128
            linearBlue = newValue.second.second.first / 128
            opacity = newValue.second.second.second / 128
        }
    }
}
