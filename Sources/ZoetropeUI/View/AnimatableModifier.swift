import Foundation
import AnimationCore

/// A `ViewModifier` that is also `Animatable` (SwiftUI's `AnimatableModifier`, deprecated there in favour of
/// conforming to both protocols). During an animation `body(content:)` runs every frame with the
/// interpolated `animatableData`, so the body can react to the progress (seed 004's `Cardify` shows its
/// back once the angle passes 90°).
///
/// ```swift
/// struct Flip: AnimatableModifier {
///     var animatableData: Double
///     func body(content: Content) -> some View {
///         content.rotation3DEffect(.degrees(animatableData), axis: (0, 1, 0))
///     }
/// }
/// ```
@available(*, deprecated, message: "use Animatable directly")
public protocol AnimatableModifier: Animatable, ViewModifier {}
