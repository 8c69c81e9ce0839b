import Foundation

/// A custom animation: a function from elapsed time to a fraction of the value being animated.
///
/// The engine calls `animate(value:time:context:)` every frame with `value` = the full change
/// (new − old) and the time since the animation started; the result is how much of that change
/// is applied at this time. Return `nil` when the animation is finished.
///
/// ```swift
/// struct Step: CustomAnimation {
///     var duration: TimeInterval
///     func animate<V: VectorArithmetic>(value: V, time: TimeInterval,
///                                       context: inout AnimationContext<V>) -> V? {
///         time >= duration ? nil : value.scaled(by: time < duration / 2 ? 0 : 1)
///     }
/// }
/// let step = Animation(Step(duration: 1))
/// ```
public protocol CustomAnimation: Hashable, Sendable {
    /// The animated amount of `value` at `time` seconds, or `nil` once the animation has finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// The current velocity (units of `value` per second), if known; springs use it when merging.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Whether this animation takes over a running `previous` animation, adopting its state,
    /// instead of being combined additively with it.
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool
}

extension CustomAnimation {
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        nil
    }

    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        false
    }
}

/// A key for per-animation state kept in `AnimationState`.
///
/// ```swift
/// private struct StartKey: AnimationStateKey { static var defaultValue: Double { 0 } }
/// context.state[StartKey.self] = 1
/// ```
public protocol AnimationStateKey {
    associatedtype Value
    /// The value returned before anything is stored for this key.
    static var defaultValue: Value { get }
}

/// Storage an animation keeps between frames (for example a spring's position and velocity).
///
/// ```swift
/// var state = AnimationState<Double>()
/// state[MyKey.self] = 3
/// ```
public struct AnimationState<Value: VectorArithmetic> {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// Creates empty state.
    public init() {}

    /// The value stored for `key`, or its default.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

/// What an animation sees besides value and time: its state and whether it is logically complete.
///
/// ```swift
/// context.isLogicallyComplete = time >= duration
/// ```
public struct AnimationContext<Value: VectorArithmetic> {
    /// State kept for this animation between frames.
    public var state: AnimationState<Value>
    /// Set by the animation when it has logically finished (completion callbacks fire then),
    /// even if it keeps producing values (a spring settling).
    public var isLogicallyComplete: Bool

    /// Creates a fresh context.
    public init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
    }

    /// The same context with other state (for animations wrapping another one).
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete)
    }
}
