import Foundation

/// Repeats `base` (`Animation.repeatCount(_:autoreverses:)`, `.repeatForever(autoreverses:)`).
///
/// The run is split into legs. Leg i plays the base from its start at time t − i·L, in a fresh
/// state of its own, where L is the time at which the base finishes (returns `nil`). With
/// `autoreverses`, odd legs are value-mirrored: they show Δ − f(t) (SwiftUI mirrors the value;
/// Core Animation mirrors time instead). After `repeatCount` legs the animation finishes (`nil`),
/// so the value snaps to its target: an even count with `autoreverses` plays there and back and
/// then jumps to the end value, an odd count ends at the target. `repeatForever` never finishes.
///
/// Leg boundaries — deviation from SwiftUI: SwiftUI starts leg i + 1 at the first *rendered
/// frame* after leg i ended, so legs drift by up to a frame each. Zoetrope samples virtual time,
/// so L is the exact time the base finishes: it is measured once per context, by evaluating the
/// base (in throwaway contexts) at doubling times until it returns `nil` (up to 512 s; a base
/// still running then is treated as never finishing and plays as a single leg), then bisecting
/// to full Double precision (L is the smallest Double at which the base returns `nil`). Every leg therefore has the same length, which assumes the base
/// is deterministic in (value, time). A base that finishes at once (L = 0) finishes a counted
/// repeat immediately and holds the target under `repeatForever`. A `repeatCount` below 1 plays
/// once. Spring bases repeat when the spring comes to rest (returns `nil`), not at `response`.
///
/// Logical completion: set during the last counted leg once the base reports it, and when the
/// repeat finishes; never for `repeatForever`. Repeats do not merge with running animations.
///
/// ```swift
/// let yoyo = RepeatAnimation(base: .linear(duration: 1), repeatCount: 2, autoreverses: true)
/// var context = AnimationContext<Double>()
/// yoyo.animate(value: 10.0, time: 1.25, context: &context) // 7.5 (second leg, going back)
/// ```
public struct RepeatAnimation: CustomAnimation {
    /// The repeated animation.
    public var base: Animation
    /// The total number of legs, or `nil` to repeat forever.
    public var repeatCount: Int?
    /// Whether odd legs play backwards.
    public var autoreverses: Bool

    /// Creates a repeating animation.
    public init(base: Animation, repeatCount: Int?, autoreverses: Bool) {
        self.base = base
        self.repeatCount = repeatCount.map { max($0, 1) }
        self.autoreverses = autoreverses
    }

    /// The longest leg looked for when measuring the base's duration.
    static let longestMeasuredLeg: TimeInterval = 512

    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var state = context.state[RepeatStateKey<V>.self]
        let legDuration = state.legDuration ?? measureLegDuration(value: value)
        state.legDuration = legDuration
        defer { context.state[RepeatStateKey<V>.self] = state }

        guard legDuration > 0 else {
            if repeatCount == nil { return value }
            context.isLogicallyComplete = true
            return nil
        }
        let (leg, legTime) = position(of: time, legDuration: legDuration)
        if let count = repeatCount, leg >= count {
            context.isLogicallyComplete = true
            return nil
        }
        if leg != state.leg {
            state.leg = leg
            state.child = AnimationContext()
        }
        let reversed = autoreverses && leg % 2 == 1
        let progress = base.animate(value: value, time: legTime, context: &state.child) ?? value
        if let count = repeatCount, leg == count - 1, state.child.isLogicallyComplete {
            context.isLogicallyComplete = true
        }
        return reversed ? value - progress : progress
    }

    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let state = context.state[RepeatStateKey<V>.self]
        guard let legDuration = state.legDuration, legDuration > 0 else { return nil }
        let (leg, legTime) = position(of: time, legDuration: legDuration)
        if let count = repeatCount, leg >= count { return .zero }
        let child = leg == state.leg ? state.child : AnimationContext<V>()
        guard let v = base.velocity(value: value, time: legTime, context: child) else { return nil }
        return autoreverses && leg % 2 == 1 ? v.scaled(by: -1) : v
    }

    /// The leg containing `time` and the time within it.
    func position(of time: TimeInterval, legDuration: TimeInterval) -> (leg: Int, time: TimeInterval) {
        guard legDuration.isFinite, time > 0 else { return (0, max(time, 0)) }
        let index = (time / legDuration).rounded(.down)
        let leg = index < Double(Int32.max) ? Int(index) : Int(Int32.max)
        return (leg, max(0, time - Double(leg) * legDuration))
    }

    /// The time at which the base finishes for `value` (`.infinity` if it runs past 512 s).
    func measureLegDuration<V: VectorArithmetic>(value: V) -> TimeInterval {
        func finishes(at time: TimeInterval) -> Bool {
            var probe = AnimationContext<V>()
            return base.animate(value: value, time: time, context: &probe) == nil
        }
        if finishes(at: 0) { return 0 }
        var lo = 0.0, hi = 1.0 / 64
        while !finishes(at: hi) {
            if hi >= Self.longestMeasuredLeg { return .infinity }
            lo = hi
            hi *= 2
        }
        while true {
            let mid = (lo + hi) / 2
            if mid <= lo || mid >= hi { break }
            if finishes(at: mid) { hi = mid } else { lo = mid }
        }
        return hi
    }
}

/// Per-run state of a `RepeatAnimation`: the measured leg length and the current leg's context.
struct RepeatState<V: VectorArithmetic> {
    var legDuration: TimeInterval?
    var leg = 0
    var child = AnimationContext<V>()
}

struct RepeatStateKey<V: VectorArithmetic>: AnimationStateKey {
    static var defaultValue: RepeatState<V> { RepeatState() }
}
