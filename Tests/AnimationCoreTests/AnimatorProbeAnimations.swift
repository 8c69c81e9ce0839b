import AnimationCore
import Foundation

// Small CustomAnimations used only by the animator tests. They stand in for the real curves and
// springs, which live elsewhere.

/// Linear ramp over `duration`: amount = Δ·t/d; logically complete and finished at `duration`
/// (returns nil for t > d).
struct ProbeRamp: CustomAnimation {
    var duration: Double

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time > duration { return nil }
        if time >= duration { context.isLogicallyComplete = true }
        return value.scaled(by: duration > 0 ? min(max(time / duration, 0), 1) : 1)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        time < duration ? value.scaled(by: 1 / duration) : .zero
    }
}

/// Ramp that is logically complete at `logicalTime` but keeps animating (like a settling spring)
/// until `duration`.
struct ProbeSettlingRamp: CustomAnimation {
    var logicalTime: Double
    var duration: Double

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time > duration { return nil }
        if time >= logicalTime { context.isLogicallyComplete = true }
        return value.scaled(by: min(max(time / duration, 0), 1))
    }
}

/// Never finishes: amount = Δ·(1 − e^(−t)).
struct ProbeForever: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        value.scaled(by: 1 - exp(-time))
    }
}

/// A critically damped "spring" (ω = `omega`) that merges with a previous `ProbeSpring`, adopting
/// its position and velocity. Stateful: the state holds the start offset, start velocity and the
/// time it started from. Finished when |offset| and |velocity| are tiny; logically complete once
/// `time − start ≥ 4/ω`.
struct ProbeSpring: CustomAnimation {
    var omega: Double = 8

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let (position, velocity, tau) = solve(value: value, time: time, state: context.state)
        if tau >= 4 / omega { context.isLogicallyComplete = true }
        let offset = value - position
        if tau > 0, offset.magnitudeSquared < 1e-12, velocity.magnitudeSquared < 1e-12 { return nil }
        return position
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        solve(value: value, time: time, state: context.state).velocity
    }

    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        guard previous.base is ProbeSpring else { return false }
        var probe = context
        let position = previous.animate(value: value, time: time, context: &probe) ?? value
        let velocity = previous.velocity(value: value, time: time, context: context) ?? .zero
        context.state[ProbeSpringStart<V>.self] = ProbeSpringStart(position: position, velocity: velocity, time: time)
        return true
    }

    /// Position (amount) and velocity at `time` towards `value`, from the stored start.
    private func solve<V: VectorArithmetic>(value: V, time: Double, state: AnimationState<V>) -> (V, velocity: V, tau: Double) {
        let start = state[ProbeSpringStart<V>.self]
        let tau = max(time - start.time, 0)
        let d = start.position - value
        let c = start.velocity + d.scaled(by: omega)
        let decay = exp(-omega * tau)
        let position = value + (d + c.scaled(by: tau)).scaled(by: decay)
        let velocity = (c - (d + c.scaled(by: tau)).scaled(by: omega)).scaled(by: decay)
        return (position, velocity, tau)
    }
}

struct ProbeSpringStart<V: VectorArithmetic>: AnimationStateKey {
    var position: V
    var velocity: V
    var time: Double
    static var defaultValue: ProbeSpringStart<V> { ProbeSpringStart(position: .zero, velocity: .zero, time: 0) }
}

/// Records the times at which it is evaluated (shared through a class), linear over `duration`.
final class ProbeCallLog: @unchecked Sendable {
    var times: [Double] = []
}

struct ProbeLoggingRamp: CustomAnimation {
    var duration: Double
    let log: ProbeCallLog

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        log.times.append(time)
        if time > duration { return nil }
        if time >= duration { context.isLogicallyComplete = true }
        return value.scaled(by: min(max(time / duration, 0), 1))
    }

    static func == (lhs: ProbeLoggingRamp, rhs: ProbeLoggingRamp) -> Bool {
        lhs.duration == rhs.duration && lhs.log === rhs.log
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(duration)
        hasher.combine(ObjectIdentifier(log))
    }
}

extension Animation {
    static func probeRamp(_ duration: Double) -> Animation { Animation(ProbeRamp(duration: duration)) }
    static func probeSpring(omega: Double = 8) -> Animation { Animation(ProbeSpring(omega: omega)) }
}
