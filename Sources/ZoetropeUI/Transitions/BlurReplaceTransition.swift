import Foundation
import Geometry2D
import AnimationCore

/// How `.blurReplace` scales while it blurs: up from smaller (`.downUp`, the default) or down
/// from larger (`.upUp`).
public struct BlurReplaceTransition: Hashable, Sendable {
    let startScale: CGFloat
    public static let downUp = BlurReplaceTransition(startScale: 0.7)
    public static let upUp = BlurReplaceTransition(startScale: 1.3)
}

extension AnyTransition {
    /// Fades the view while blurring it (radius 20 points at the start) and scaling it (0.7), as
    /// iOS 17's `.blurReplace` (numbers *inferred* from screen recordings).
    ///
    /// ```swift
    /// Text(message).id(message).transition(.blurReplace)
    /// ```
    public static var blurReplace: AnyTransition { blurReplace(.downUp) }

    /// `.blurReplace` scaling as `configuration` says.
    public static func blurReplace(_ configuration: BlurReplaceTransition = .downUp) -> AnyTransition {
        .modifier(active: BlurReplaceModifier(progress: 1, startScale: configuration.startScale),
                  identity: BlurReplaceModifier(progress: 0, startScale: configuration.startScale))
    }
}

/// `.blurReplace`'s effect at `progress` (1: fully replaced away).
struct BlurReplaceModifier: ViewModifier, Animatable {
    var progress: Double
    let startScale: CGFloat
    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func body(content: Content) -> some View {
        content
            .blur(radius: 20 * progress)
            .scaleEffect(1 + (startScale - 1) * progress)
            .opacity(1 - progress)
    }
}
