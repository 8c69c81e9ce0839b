import Foundation

/// Spring animations with SwiftUI's names and defaults. The `spring`, `interactiveSpring`,
/// `smooth`, `snappy` and `bouncy` families are persistent `FluidSpringAnimation`s (they take
/// over a running animation, keeping its velocity); `interpolatingSpring` is closed-form and
/// combines additively.
extension Animation {
    /// A persistent spring from a response (seconds) and damping fraction.
    ///
    /// ```swift
    /// let a = Animation.spring(response: 0.4, dampingFraction: 0.6)
    /// ```
    @_disfavoredOverload
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
    ) -> Animation {
        Animation(FluidSpringAnimation(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// A persistent spring from a perceptual duration and bounce (0 = no bounce, negative = overdamped).
    /// `Animation.spring()` with no arguments resolves here (bounce 0, critically damped), as in
    /// SwiftUI; the `Animation.spring` property is response 0.5, damping fraction 0.825.
    ///
    /// ```swift
    /// let a = Animation.spring(duration: 0.6, bounce: 0.2)
    /// ```
    public static func spring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0
    ) -> Animation {
        spring(response: duration, dampingFraction: Spring.dampingRatio(bounce: bounce), blendDuration: blendDuration)
    }

    /// A persistent spring using a `Spring`'s response and damping ratio (its mass is not used).
    ///
    /// ```swift
    /// let a = Animation.spring(Spring(duration: 0.4, bounce: 0.1))
    /// ```
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        self.spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
    }

    /// The default persistent spring: response 0.5, damping fraction 0.825.
    ///
    /// ```swift
    /// withAnimation(.spring) { /* … */ }
    /// ```
    public static var spring: Animation { spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0) }

    /// A stiff persistent spring for interactive changes: response 0.15, damping 0.86, blend 0.25.
    ///
    /// ```swift
    /// let a = Animation.interactiveSpring(response: 0.1)
    /// ```
    @_disfavoredOverload
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A stiff persistent spring for interactive changes: duration 0.15, bounce 0.15 + `extraBounce`.
    ///
    /// ```swift
    /// let a = Animation.interactiveSpring(duration: 0.2, extraBounce: 0.1)
    /// ```
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// Response 0.15, damping fraction 0.86, blend 0.25. (`interactiveSpring()` with no arguments
    /// resolves to the duration/bounce form: bounce 0.15.)
    public static var interactiveSpring: Animation {
        interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)
    }

    /// A closed-form spring from physical values; `initialVelocity` is in fractions of the change
    /// per second. Overdamped values are honored (not clamped to critical).
    ///
    /// ```swift
    /// let a = Animation.interpolatingSpring(stiffness: 170, damping: 15)
    /// ```
    public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Animation {
        interpolatingSpring(
            Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
            initialVelocity: initialVelocity)
    }

    /// A closed-form spring from a perceptual duration and bounce.
    ///
    /// ```swift
    /// let a = Animation.interpolatingSpring(duration: 0.4, bounce: 0.3)
    /// ```
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
    ) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// A closed-form spring using `spring`.
    ///
    /// ```swift
    /// let a = Animation.interpolatingSpring(.bouncy, initialVelocity: 2)
    /// ```
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(InterpolatingSpringAnimation(spring: spring, initialVelocity: initialVelocity))
    }

    /// `interpolatingSpring(duration: 0.5, bounce: 0)`.
    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// A persistent spring with no bounce, duration 0.5.
    ///
    /// ```swift
    /// withAnimation(.smooth) { /* … */ }
    /// ```
    public static var smooth: Animation { smooth() }

    /// A persistent spring with bounce `extraBounce` (base 0).
    ///
    /// ```swift
    /// let a = Animation.smooth(duration: 1)
    /// ```
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A persistent spring with a little bounce (0.15), duration 0.5.
    public static var snappy: Animation { snappy() }

    /// A persistent spring with bounce 0.15 + `extraBounce`.
    ///
    /// ```swift
    /// let a = Animation.snappy(duration: 0.3)
    /// ```
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A persistent spring with more bounce (0.3), duration 0.5.
    public static var bouncy: Animation { bouncy() }

    /// A persistent spring with bounce 0.3 + `extraBounce`.
    ///
    /// ```swift
    /// let a = Animation.bouncy(duration: 0.8, extraBounce: 0.1)
    /// ```
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
