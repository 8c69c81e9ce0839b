// Enable after UnitCurve is merged: rename this file to LinearKeyframe+UnitCurve.swift.
// LinearKeyframe's curve-less initializer is @_disfavoredOverload, so calls without `timingCurve`
// resolve to this one (SwiftUI's signature) with no ambiguity.
import Foundation

extension LinearKeyframe {
    /// A keyframe that moves to `to` over `duration` seconds, shaped by `timingCurve`.
    ///
    /// ```swift
    /// LinearKeyframe(1.0, duration: 0.5, timingCurve: .easeInOut)
    /// ```
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        self.init(
            to, duration: duration,
            curveValue: { timingCurve.value(at: $0) },
            curveVelocity: { timingCurve.velocity(at: $0) }
        )
    }
}
