import Foundation

/// Timing-curve animations with SwiftUI's names and defaults (0.35 s).
extension Animation {
    /// The default animation: `.spring` (response 0.5, damping fraction 0.825), as SwiftUI does
    /// for apps built with iOS 17 semantics (older semantics used `.easeInOut`).
    ///
    /// ```swift
    /// withAnimation(.default) { /* … */ }
    /// ```
    public static var `default`: Animation { .spring }

    /// Constant speed over 0.35 s.
    ///
    /// ```swift
    /// let a = Animation.linear
    /// ```
    public static var linear: Animation { linear(duration: 0.35) }

    /// Constant speed over `duration` seconds.
    ///
    /// ```swift
    /// let a = Animation.linear(duration: 2)
    /// ```
    public static func linear(duration: TimeInterval) -> Animation {
        timingCurve(.linear, duration: duration)
    }

    /// Starts slowly over 0.35 s (Bézier 0.42, 0, 1, 1).
    public static var easeIn: Animation { easeIn(duration: 0.35) }

    /// Starts slowly over `duration` seconds.
    ///
    /// ```swift
    /// let a = Animation.easeIn(duration: 1)
    /// ```
    public static func easeIn(duration: TimeInterval) -> Animation {
        timingCurve(.easeIn, duration: duration)
    }

    /// Ends slowly over 0.35 s (Bézier 0, 0, 0.58, 1).
    public static var easeOut: Animation { easeOut(duration: 0.35) }

    /// Ends slowly over `duration` seconds.
    ///
    /// ```swift
    /// let a = Animation.easeOut(duration: 1)
    /// ```
    public static func easeOut(duration: TimeInterval) -> Animation {
        timingCurve(.easeOut, duration: duration)
    }

    /// Slow at both ends over 0.35 s (Bézier 0.42, 0, 0.58, 1).
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }

    /// Slow at both ends over `duration` seconds.
    ///
    /// ```swift
    /// let a = Animation.easeInOut(duration: 1)
    /// ```
    public static func easeInOut(duration: TimeInterval) -> Animation {
        timingCurve(.easeInOut, duration: duration)
    }

    /// A cubic Bézier timing curve with control points (p1x, p1y) and (p2x, p2y).
    ///
    /// ```swift
    /// let caDefault = Animation.timingCurve(0.25, 0.1, 0.25, 1, duration: 0.25)
    /// ```
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
    ) -> Animation {
        timingCurve(
            .bezier(startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y)),
            duration: duration)
    }

    /// A cubic Bézier timing curve with unit-point control points.
    ///
    /// ```swift
    /// let a = Animation.timingCurve(UnitPoint(x: 0.2, y: 0), UnitPoint(x: 0, y: 1), duration: 0.5)
    /// ```
    public static func timingCurve(_ p1: UnitPoint, _ p2: UnitPoint, duration: TimeInterval = 0.35) -> Animation {
        timingCurve(.bezier(startControlPoint: p1, endControlPoint: p2), duration: duration)
    }

    /// An animation following any `UnitCurve` over `duration` seconds.
    ///
    /// ```swift
    /// let a = Animation.timingCurve(.circularEaseInOut, duration: 0.6)
    /// ```
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(BezierAnimation(curve: curve, duration: duration))
    }
}
