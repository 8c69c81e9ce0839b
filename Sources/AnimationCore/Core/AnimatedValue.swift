import Foundation

/// A value owned by an `Animator`: a model value plus the animations moving its presentation.
///
/// Setting `value` inside a transaction with an animation (`withAnimation`) animates the change
/// Δ = new − old of its `animatableData`: the presentation is `new − Δ + f(Δ, t)`. Outside a
/// transaction, or with a `nil` animation, the model changes at once; an animation already
/// running keeps its remaining offset, as in SwiftUI.
///
/// ```swift
/// let animator = Animator()
/// let opacity = animator.value(1.0)
/// withAnimation(.linear(duration: 1)) { opacity.value = 0 }
/// animator.advance(to: 0.25)
/// opacity.presentation   // 0.75
/// opacity.value          // 0 (the model)
/// ```
///
/// A change made while an animation runs either merges (the new animation's `shouldMerge`
/// accepts the single running one and takes over its state: no jump in value or velocity) or
/// combines (the old animation keeps running to its target, the new one animates from that
/// composite to the new target; the track ends with the newest animation). A change made before
/// the animator advanced again replaces the animation that was just started (Δs accumulate).
///
/// Sampling: `presentation` is the value at `animator.currentTime`; `presentation(at:)` samples
/// any time without side effects. Times before the last change clamp to that change (no older
/// history is kept); earlier times after it replay the animations from the change.
public final class AnimatedValue<Value: Animatable> {
    public typealias Data = Value.AnimatableData

    /// The owning animator, through its link (a weak reference would give the animator a side
    /// table and slow every retain of it; the link is cleared when the animator goes).
    private let link: AnimatorLink
    private var animator: Animator? { link.animator }
    @exclusivity(unchecked) private var model: Value
    @exclusivity(unchecked) private var modelData: Data
    private var track: AnimationTrack<Data>? {
        didSet { hasTrack = track != nil }
    }
    /// `track != nil`, kept as a plain flag: reading it needs no generic metadata.
    private var hasTrack = false
    private var presentationData: Data
    @exclusivity(unchecked) private var presentationIsStale = false
    var isRegisteredWithAnimator = false

    /// Creates a value owned by `animator`; `animator.value(_:)` is the usual spelling.
    public init(_ initialValue: Value, animator: Animator) {
        link = animator.link
        model = initialValue
        modelData = initialValue.animatableData
        presentationData = modelData
    }

    deinit {
        track?.removeAllListeners()
    }

    /// The model value. Setting it uses `Transaction.current` (see `set(_:transaction:)`).
    ///
    /// ```swift
    /// withAnimation(.linear(duration: 1)) { x.value = 1 }
    /// ```
    public var value: Value {
        get { model }
        set { set(newValue, transaction: Transaction.current) }
    }

    /// Sets the model value in the current thread's transaction.
    public func set(_ newValue: Value) {
        set(newValue, transaction: Transaction.current)
    }

    /// Sets the model value in `transaction`: a change of `animatableData` animates when
    /// `transaction.animation` is non-nil (starting at the animator's `currentTime`) and registers
    /// the transaction's completion callbacks with that animation.
    ///
    /// ```swift
    /// x.set(10, transaction: Transaction(animation: .linear(duration: 1)))
    /// ```
    public func set(_ newValue: Value, transaction: Transaction) {
        let newData = newValue.animatableData
        model = newValue
        // Unchanged data (other fields changed at most): nothing to animate.
        var delta = newData
        guard changed(from: modelData, to: newData, delta: &delta) else { return }
        modelData = newData
        presentationIsStale = true
        guard let animation = transaction.animation, let animator else { return }
        animate(by: delta, with: animation, transaction: transaction, at: animator.currentTime, animator: animator)
    }

    /// Starts `animation` of `delta` (or adds it to the running one) at `time`. Kept out of
    /// `set`, whose generic code would otherwise look up the track's metadata on every call.
    @inline(never)
    private func animate(by delta: Data, with animation: Animation, transaction: Transaction, at time: Double,
                         animator: Animator) {
        if var running = track {
            track = nil
            if running.add(animation: animation, delta: delta, at: time) {
                running.addListeners(transaction.completionGroups)
                track = running
                return
            }
            running.removeAllListeners()
            // The running animation had finished by `time`: start over from the model before
            // this change.
        }
        var started = AnimationTrack(animation: animation, interval: delta, beginTime: time)
        started.addListeners(transaction.completionGroups)
        track = started
        animator.register(self)
    }

    /// Drops the running animations' completion callbacks without calling them.
    func cancelCompletions() {
        track?.cancelAllListeners()
    }

    /// Whether an animation is running.
    public var isAnimating: Bool { hasTrack }

    /// The displayed value at the animator's current time.
    ///
    /// ```swift
    /// animator.advance(to: 0.5)
    /// let shown = x.presentation
    /// ```
    public var presentation: Value {
        @_specialize(where Value == Double)
        @_specialize(where Value == CGFloat)
        get {
            if presentationIsStale { refreshPresentation() }
            var result = model
            result.animatableData = presentationData
            return result
        }
    }

    /// The displayed animatable data at the animator's current time.
    public var presentationAnimatableData: Data {
        if presentationIsStale { refreshPresentation() }
        return presentationData
    }

    /// The displayed value at `time`, computed without changing anything (no completions fire,
    /// the animator's clock stays). Sampling the same time twice gives the same value.
    ///
    /// ```swift
    /// let halfway = x.presentation(at: 0.5)
    /// ```
    public func presentation(at time: Double) -> Value {
        var result = model
        guard var copy = track else { return result }
        let step = animator?.maximumStep ?? .infinity
        if copy.evaluate(at: time, maximumStep: step, notifying: false) {
            result.animatableData = modelData - copy.interval + copy.amount
        }
        return result
    }

    /// Stops every running animation: the presentation becomes the model value and the
    /// animations' completion callbacks count them as removed.
    public func removeAllAnimations() {
        guard var running = track else { return }
        track = nil
        running.removeAllListeners()
        presentationData = modelData
        presentationIsStale = false
    }

    private func refreshPresentation() {
        presentationIsStale = false
        guard let animator else {
            presentationData = modelData
            return
        }
        _ = evaluateTrack(at: animator.currentTime, maximumStep: animator.maximumStep)
    }

    /// Evaluates the track at `time` and stores the presentation; false when not animating.
    private func evaluateTrack(at time: Double, maximumStep: Double) -> Bool {
        // Mutated in place (optional chaining) so the track's buffers stay uniquely referenced.
        if track?.evaluate(at: time, maximumStep: maximumStep, notifying: true) == true,
           let interval = track?.interval, let amount = track?.amount {
            presentationData = modelData - interval + amount
            return true
        }
        track?.removeAllListeners()
        track = nil
        presentationData = modelData
        return false
    }
}

extension AnimatedValue: AnimatorDrivenValue {
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == Float)
    func advanceAnimation(to time: Double, maximumStep: Double) -> Bool {
        track?.isPending = false
        presentationIsStale = false
        return evaluateTrack(at: time, maximumStep: maximumStep)
    }
}

/// Whether `new` differs from `old`; if so, `delta` becomes `new − old`. The data views animate
/// most (numbers, points and sizes, rotation = angle + anchor, scale and frames = two pairs, a
/// shape view = corner size + stroke) take concrete code: generic code looks the pairs' metadata
/// up on every comparison and subtraction.
func changed<Data: VectorArithmetic>(from old: Data, to new: Data, delta: inout Data) -> Bool {
    typealias Pair = AnimatablePair<CGFloat, CGFloat>
    if Data.self == AnimatablePair<Double, Pair>.self { return concreteChange(old, new, &delta, AnimatablePair<Double, Pair>.self) }
    if Data.self == AnimatablePair<Pair, Pair>.self { return concreteChange(old, new, &delta, AnimatablePair<Pair, Pair>.self) }
    if Data.self == Pair.self { return concreteChange(old, new, &delta, Pair.self) }
    if Data.self == AnimatablePair<Pair, AnimatablePair<CGFloat, Pair>>.self {
        return concreteChange(old, new, &delta, AnimatablePair<Pair, AnimatablePair<CGFloat, Pair>>.self)
    }
    if Data.self == Double.self { return concreteChange(old, new, &delta, Double.self) }
    if Data.self == CGFloat.self { return concreteChange(old, new, &delta, CGFloat.self) }
    guard new != old else { return false }
    delta = new - old
    return true
}

/// `changed(from:to:delta:)` computed as `Concrete`, which `Data` is.
@inline(__always)
private func concreteChange<Data, Concrete: VectorArithmetic>(_ old: Data, _ new: Data, _ delta: inout Data,
                                                             _ concrete: Concrete.Type) -> Bool {
    let o = unsafeBitCast(old, to: Concrete.self), n = unsafeBitCast(new, to: Concrete.self)
    guard n != o else { return false }
    delta = unsafeBitCast(n - o, to: Data.self)
    return true
}

