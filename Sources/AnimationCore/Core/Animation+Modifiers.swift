import Foundation

/// Modifiers that wrap an animation. The outermost (last-written) modifier transforms elapsed
/// time first: `.delay(1).speed(2)` plays the base at max(0, 2t − 1) (an effective delay of
/// 0.5 s), while `.speed(2).delay(1)` plays it at 2·max(0, t − 1).
extension Animation {
    /// Delays the start by `delay` seconds.
    ///
    /// ```swift
    /// let a = Animation.easeInOut(duration: 1).delay(0.5)
    /// ```
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(DelayAnimation(base: self, delay: delay))
    }

    /// Plays `speed` times faster (0.5 = half speed).
    ///
    /// ```swift
    /// let a = Animation.linear(duration: 2).speed(2) // takes 1 s
    /// ```
    public func speed(_ speed: Double) -> Animation {
        Animation(SpeedAnimation(base: self, speed: speed))
    }

    /// Plays the animation `repeatCount` times in total; with `autoreverses`, every other run plays
    /// backwards (each run counts, so 2 = there and back, then the value snaps to its target).
    ///
    /// ```swift
    /// let pulse = Animation.easeInOut(duration: 0.5).repeatCount(3, autoreverses: true)
    /// ```
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, repeatCount: repeatCount, autoreverses: autoreverses))
    }

    /// Repeats the animation forever; it never finishes.
    ///
    /// ```swift
    /// let spin = Animation.linear(duration: 1).repeatForever(autoreverses: false)
    /// ```
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, repeatCount: nil, autoreverses: autoreverses))
    }

    /// Reports logical completion (for completion callbacks) after `duration` seconds at the
    /// latest; the values are unchanged.
    ///
    /// ```swift
    /// let a = Animation.bouncy.logicallyComplete(after: 0.2)
    /// ```
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation(LogicallyCompleteAnimation(base: self, duration: duration))
    }
}
