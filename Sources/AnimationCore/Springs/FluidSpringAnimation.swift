import Foundation

/// SwiftUI's persistent spring (`Animation.spring`, `.smooth`, `.snappy`, `.bouncy`,
/// `.interactiveSpring`, `.default`): a unit-mass spring integrated numerically, which can take
/// over a running animation without a jump in position or velocity.
///
/// Integration (per the spec, as SwiftUI does it): velocity-Verlet with a fixed step h = 1/300 s,
/// state (x, v, F) starting at (0, 0, 0) (F starts at 0, not k·Δ, as in SwiftUI) towards
/// Δ = `value`:
/// v½ = v + F·h/2; x += v½·h; F = k(Δ − x) − c·v½; v = v½ + F·h/2,
/// with k = min((2π/r)², 45000) and c = 2ζ√k. Evaluating at time t advances to the first grid
/// step at or after t (t = start + n·h). The animation is finished (nil) from the first step at
/// which max(|v|², |F|²) ≤ 0.0036 and |Δ − x| ≤ 1 % of |Δ| (magnitudes are `magnitudeSquared`, so
/// ×128-scaled data such as angles settle proportionally later). It is logically complete at
/// t − start ≥ response.
///
/// Deviations, chosen for a renderer that samples virtual time:
/// - **Deterministic and scrubbable**: the result depends only on the grid step reached, never on
///   the call pattern. Asking for a time *earlier* than the stored state restarts integration
///   from the start state (0, or the state adopted by `shouldMerge`). SwiftUI's "gap > 1 s ⇒
///   restart at t − 1/60" (a wall-clock guard) is not applied: long gaps integrate fully.
/// - While blending (`blendDuration`), the response is evaluated at each step's own time, not
///   once per call.
///
/// ```swift
/// let spring = FluidSpringAnimation(response: 0.5, dampingFraction: 0.825, blendDuration: 0)
/// var context = AnimationContext<Double>()
/// spring.animate(value: 1.0, time: 0.1, context: &context) // ≈ 0.391
/// ```
public struct FluidSpringAnimation: CustomAnimation {
    /// The undamped period 2π/ω₀ in seconds (≤ 0 = as stiff as allowed).
    public var response: Double
    /// The damping ratio ζ.
    public var dampingFraction: Double
    /// Seconds over which a change of response is blended after merging with another fluid spring.
    public var blendDuration: TimeInterval

    /// The integration step, 1/300 s.
    public static let timeStep: TimeInterval = 1.0 / 300
    /// The stiffness cap (response ≈ 0.0296 s).
    public static let maximumStiffness = 45000.0

    /// Creates a fluid spring.
    public init(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) {
        self.response = response.isNaN ? 0.5 : response
        self.dampingFraction = dampingFraction.isNaN ? 0.825 : max(dampingFraction, 0)
        self.blendDuration = blendDuration.isNaN ? 0 : max(blendDuration, 0)
    }

    /// The stiffness used for a response r: min((2π/r)², 45000).
    static func stiffness(response r: Double) -> Double {
        r > 0 ? min(pow(2 * .pi / r, 2), maximumStiffness) : maximumStiffness
    }

    /// The response in effect `elapsed` seconds after the merge that started a blend.
    func effectiveResponse(at time: Double, state: FluidSpringState<some VectorArithmetic>) -> Double {
        guard blendDuration > 0, state.blendInterval != 0 else { return response }
        let p = min(max((time - state.blendStart) / blendDuration, 0), 1)
        let smooth = p * p * (3 - 2 * p)
        return response + state.blendInterval * (1 - smooth)
    }

    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var state = context.state[FluidSpringStateKey<V>.self]
        let h = Self.timeStep
        let target = max(0, ((time - state.startTime) / h - 1e-9).rounded(.up))
        let targetStep = target.isFinite ? Int(min(target, Double(Int32.max))) : 0
        if targetStep < state.step { state.rewind() }
        var settled = state.step > 0 && Self.isSettled(state, target: value)
        while !settled && state.step < targetStep {
            let stepTime = state.startTime + Double(state.step) * h
            let k = Self.stiffness(response: effectiveResponse(at: stepTime, state: state))
            let c = 2 * k.squareRoot() * dampingFraction
            let halfVelocity = state.velocity + state.force.scaled(by: h / 2)
            state.position += halfVelocity.scaled(by: h)
            state.force = (value - state.position).scaled(by: k) - halfVelocity.scaled(by: c)
            state.velocity = halfVelocity + state.force.scaled(by: h / 2)
            state.step += 1
            settled = Self.isSettled(state, target: value)
        }
        context.state[FluidSpringStateKey<V>.self] = state
        if time - state.startTime >= effectiveResponse(at: time, state: state) {
            context.isLogicallyComplete = true
        }
        return settled ? nil : state.position
    }

    /// At rest: max(|v|², |F|²) ≤ 0.0036 and |Δ − x|² ≤ (1 %·|Δ|)² (or Δ = 0).
    static func isSettled<V: VectorArithmetic>(_ state: FluidSpringState<V>, target: V) -> Bool {
        guard max(state.velocity.magnitudeSquared, state.force.magnitudeSquared) <= 0.0036 else { return false }
        let tolerance = target.magnitudeSquared * 0.0001
        return tolerance == 0 || (target - state.position).magnitudeSquared <= tolerance
    }

    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        context.state[FluidSpringStateKey<V>.self].velocity
    }

    /// Takes over a running `previous` animation: always `true`.
    ///
    /// `context` must be the running animation's context, `time` its clock and `value` the interval
    /// it has been animating. A previous fluid spring is advanced to `time` and its position,
    /// velocity and force are adopted; any other previous animation is evaluated at `time` for its
    /// position (`nil` means it reached `value`) and asked for its velocity (none = 0). This spring
    /// then starts from that state at `time`: keep calling `animate` on it with the same context
    /// and clock, passing the new (accumulated) interval — offsets are measured from the same
    /// origin, so neither position nor velocity jumps. If `previous` is a fluid spring with another
    /// response and `blendDuration > 0`, the response blends from the old to the new one with
    /// smoothstep over `blendDuration` (the spec's formula; ⚠ OpenSwiftUI clamps the wrong operand).
    ///
    /// ```swift
    /// var context = AnimationContext<Double>()
    /// _ = Animation.spring.animate(value: 1.0, time: 0.2, context: &context)
    /// _ = Animation.bouncy.shouldMerge(previous: .spring, value: 1.0, time: 0.2, context: &context)
    /// Animation.bouncy.animate(value: 3.0, time: 0.25, context: &context) // continues smoothly
    /// ```
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        let animated = previous.animate(value: value, time: time, context: &context)
        var state = FluidSpringState<V>()
        if previous.base is FluidSpringAnimation {
            // Read the integrator directly: it is exact even if the previous spring just settled.
            let previousState = context.state[FluidSpringStateKey<V>.self]
            state.position = previousState.position
            state.velocity = previousState.velocity
            state.force = previousState.force
        } else {
            state.position = animated ?? value
            state.velocity = previous.velocity(value: value, time: time, context: context) ?? .zero
        }
        state.startTime = time
        if let old = previous.base as? FluidSpringAnimation, old.response != response {
            state.blendInterval = old.response - response
            state.blendStart = time
        }
        state.markStart()
        context.state[FluidSpringStateKey<V>.self] = state
        return true
    }
}

/// The integrator state of a `FluidSpringAnimation`.
struct FluidSpringState<V: VectorArithmetic> {
    var position: V = .zero
    var velocity: V = .zero
    var force: V = .zero
    /// Integration steps taken since `startTime`.
    var step = 0
    /// The clock time of step 0 (0, or the time of the merge that started this spring).
    var startTime: Double = 0
    var blendStart: Double = 0
    var blendInterval: Double = 0
    /// The state at step 0, for rewinding.
    var startPosition: V = .zero
    var startVelocity: V = .zero
    var startForce: V = .zero

    mutating func markStart() {
        startPosition = position
        startVelocity = velocity
        startForce = force
        step = 0
    }

    mutating func rewind() {
        position = startPosition
        velocity = startVelocity
        force = startForce
        step = 0
    }
}

struct FluidSpringStateKey<V: VectorArithmetic>: AnimationStateKey {
    static var defaultValue: FluidSpringState<V> { FluidSpringState() }
}
