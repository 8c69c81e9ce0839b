import AnimationCore
import Geometry2D
import Foundation

/// One property animation inside an attached animation, with the groups that contain it
/// (outermost first). A lone property animation is a leaf with no groups.
///
/// ```swift
/// let group = CAAnimationGroup()
/// group.animations = [CABasicAnimation(keyPath: "opacity")]
/// group.leaves.map { $0.animation.keyPath }   // ["opacity"]
/// ```
public struct CAAnimationLeaf {
    /// The property animation.
    public let animation: CAPropertyAnimation
    /// Its enclosing groups, outermost first.
    public let groups: [CAAnimationGroup]

    /// A leaf of `animation` inside `groups` (outermost first).
    public init(animation: CAPropertyAnimation, groups: [CAAnimationGroup] = []) {
        self.animation = animation
        self.groups = groups
    }

    /// The timing chain the evaluator walks: each group, then the animation, with their timing
    /// functions.
    public var timingLevels: [MediaTimingLevel] {
        groups.map { MediaTimingLevel($0, timingFunction: $0.timingFunction) }
            + [MediaTimingLevel(animation, timingFunction: animation.timingFunction)]
    }
}

extension CAAnimation {
    /// The property animations this animation drives, in order: itself for a property
    /// animation, its children's leaves (depth first) for a group, none for a transition.
    public var leaves: [CAAnimationLeaf] {
        collectLeaves(groups: [])
    }

    private func collectLeaves(groups: [CAAnimationGroup]) -> [CAAnimationLeaf] {
        if let property = self as? CAPropertyAnimation { return [CAAnimationLeaf(animation: property, groups: groups)] }
        guard let group = self as? CAAnimationGroup else { return [] }
        return (group.animations ?? []).flatMap { $0.collectLeaves(groups: groups + [group]) }
    }
}

/// Computes what attached animations show, purely from times and values (nothing reads a clock).
///
/// Timing is `MediaTimingEvaluator`'s (repeat, autoreverse, fill modes, speed and timeOffset,
/// groups clipping their children and warping them by their timing function); values follow the
/// from/to/by table, springs, keyframes, cumulative and additive rules.
///
/// ```swift
/// let a = CABasicAnimation(keyPath: "position.x")
/// a.fromValue = 0; a.toValue = 100; a.duration = 1
/// let e = CAAnimationEvaluator()
/// e.value(of: CAAnimationLeaf(animation: a), atParentTime: 0.25, model: 7.0, underlying: 7.0)   // 25
/// e.value(of: CAAnimationLeaf(animation: a), atParentTime: 2, model: 7.0, underlying: 7.0)      // nil: ended, removed
/// ```
public struct CAAnimationEvaluator {
    /// The timing math (its `defaultDuration` is used for durations ≤ 0).
    public var timing: MediaTimingEvaluator

    /// An evaluator whose non-positive durations become `defaultDuration` (the transaction's 0.25 s).
    public init(defaultDuration: CFTimeInterval = 0.25) {
        timing = MediaTimingEvaluator(defaultDuration: defaultDuration)
    }

    // MARK: Timing

    /// The leaf's timing at parent (layer) time `time`; nil when it or a group is not in effect.
    public func sample(_ leaf: CAAnimationLeaf, atParentTime time: CFTimeInterval) -> MediaTimingSample? {
        if leaf.groups.isEmpty {     // one level: the same evaluation without building the chain
            let animation = leaf.animation
            return timing.evaluate(MediaTiming(animation), timingFunction: animation.timingFunction, atParentTime: time)
        }
        return timing.evaluate(leaf.timingLevels, atParentTime: time)
    }

    /// Where a top-level animation's active duration lies in its parent's time: from `beginTime`
    /// to `beginTime + activeDuration / speed`. The end is infinite for endless repeats and for a
    /// paused (speed 0) or reversed (speed < 0) animation.
    ///
    /// ```swift
    /// let a = CABasicAnimation(); a.duration = 0.1; a.autoreverses = true; a.repeatCount = 3
    /// CAAnimationEvaluator().activeInterval(of: a)   // (start: 0, end: 0.6)
    /// ```
    public func activeInterval(of animation: CAAnimation) -> (start: CFTimeInterval, end: CFTimeInterval) {
        let active = timing.activeDuration(of: animation)
        let speed = Double(animation.speed)
        guard speed > 0, active.isFinite else { return (animation.beginTime, .infinity) }
        return (animation.beginTime, animation.beginTime + active / speed)
    }

    /// A transition's progress (`startProgress`…`endProgress`) at parent time `time`, or nil when
    /// it is not in effect.
    public func transitionProgress(of transition: CATransition, atParentTime time: CFTimeInterval) -> Double? {
        guard let s = timing.evaluate(transition, timingFunction: transition.timingFunction, atParentTime: time) else {
            return nil
        }
        return transition.progress(for: s.progress)
    }

    // MARK: Values

    /// The value the leaf shows at parent time `time`, or nil when it is not in effect or its
    /// values cannot be read as `V` (then the property shows `underlying`).
    ///
    /// - Parameters:
    ///   - model: the property's model value (what nil `fromValue`/`toValue` mean, re-read each frame).
    ///   - underlying: the value before this animation: the model with earlier animations applied;
    ///     additive animations add to it, others replace it.
    public func value<V: CALayerValue>(
        of leaf: CAAnimationLeaf, atParentTime time: CFTimeInterval, model: V, underlying: V
    ) -> V? {
        guard let s = sample(leaf, atParentTime: time) else { return nil }
        guard let curve = AnimationCurve<V>.cached(for: leaf.animation, model: model) else { return nil }
        var v = curve.value(at: s)
        if leaf.animation.isCumulative, s.iteration > 0 {
            let end = curve.endValue(duration: s.duration)
            v = v + end.scaled(by: Double(s.iteration))
        }
        return leaf.animation.isAdditive ? underlying + v : v
    }

    /// The transform shown by a leaf with a `valueFunction` (its values are numbers or arrays of
    /// numbers, turned into a transform by the function), or nil when not in effect or unreadable.
    /// Missing from/to values are the function's identity input (0, or 1 for scales); additive
    /// animations concatenate with `underlying`.
    ///
    /// ```swift
    /// let spin = CABasicAnimation(keyPath: "transform")
    /// spin.valueFunction = CAValueFunction(name: .rotateZ)
    /// spin.fromValue = 0; spin.toValue = Double.pi; spin.duration = 1
    /// CAAnimationEvaluator().transform(of: CAAnimationLeaf(animation: spin), atParentTime: 0.5,
    ///                                  underlying: CATransform3DIdentity)   // rotation by π/2
    /// ```
    public func transform(
        of leaf: CAAnimationLeaf, atParentTime time: CFTimeInterval, underlying: CATransform3D
    ) -> CATransform3D? {
        guard let function = leaf.animation.valueFunction else { return nil }
        let isScale = [.scale, .scaleX, .scaleY, .scaleZ].contains(function.name)
        let identity = NumberVector(values: Array(repeating: isScale ? 1 : 0, count: function.inputCount))
        guard let numbers = value(of: leaf, atParentTime: time, model: identity, underlying: identity) else {
            return nil
        }
        // Additive value-function animations add their transform to the underlying one.
        let t = function.transform(for: numbers.values)
        return leaf.animation.isAdditive ? CATransform3DConcat(t, underlying) : t
    }

    /// The rotation (radians) a keyframe animation along a path with a `rotationMode` gives the
    /// layer at parent time `time`: the path's direction, plus π for `.rotateAutoReverse`; nil
    /// when it has no path or rotation mode, or is not in effect.
    public func pathRotation(of leaf: CAAnimationLeaf, atParentTime time: CFTimeInterval) -> Double? {
        guard let k = leaf.animation as? CAKeyframeAnimation, let mode = k.rotationMode,
              let path = k.motionPath.flatMap(KeyframePath.init),
              let s = sample(leaf, atParentTime: time) else { return nil }
        let angle = path.sample(at: s.progress, keyTimes: k.keyTimes?.map(\.doubleValue),
                                timingFunctions: k.timingFunctions, mode: k.calculationMode).angle
        return mode == .rotateAutoReverse ? angle + .pi : angle
    }

    /// Whether `animation`'s values can be read as `V` (nil when they can), else a sentence saying
    /// which one cannot — for the warning a layer prints when the animation is added.
    public func valueProblem<V: CALayerValue>(in animation: CAPropertyAnimation, as type: V.Type) -> String? {
        func check(_ name: String, _ value: Any?) -> String? {
            guard let value else { return nil }
            guard let v = V.coerce(value) else {
                return "\(name) \(value) (\(Swift.type(of: value))) is not a \(V.self)"
            }
            return isFiniteLayerValue(v) ? nil : "\(name) \(value) is not finite"
        }
        if let basic = animation as? CABasicAnimation {
            return check("fromValue", basic.fromValue) ?? check("toValue", basic.toValue) ?? check("byValue", basic.byValue)
        }
        if let keyframes = animation as? CAKeyframeAnimation {
            for (i, v) in (keyframes.values ?? []).enumerated() {
                if let problem = check("values[\(i)]", v) { return problem }
            }
        }
        return nil
    }
}

/// A property animation's value as a function of its timing sample, with its ends resolved.
struct AnimationCurve<V: CALayerValue> {
    enum Kind {
        case basic(from: V, to: V)
        case spring(from: V, to: V, CASpringAnimation)
        case keyframes(KeyframeSequence<V>)
        case path(KeyframePath, CAKeyframeAnimation)
    }
    let kind: Kind

    /// True when the ends come from the model value (a basic or spring animation missing
    /// `fromValue` or `toValue`): such a curve is rebuilt each time.
    private(set) var readsModel = false

    /// The curve of an attached (frozen) animation, built once and kept on it unless it reads
    /// the model; any other animation's curve is built afresh.
    static func cached(for animation: CAPropertyAnimation, model: V) -> AnimationCurve? {
        let type = ObjectIdentifier(V.self)
        if animation.isFrozen, let cache = animation.curveCache, cache.valueType == type {
            return unsafeDowncast(cache.box, to: CurveBox<V>.self).curve
        }
        guard let curve = AnimationCurve(animation, model: model) else { return nil }
        if animation.isFrozen, !curve.readsModel {
            animation.curveCache = (type, CurveBox(curve))
        }
        return curve
    }

    /// The curve of `animation` for a property whose model value is `model`; nil when a value
    /// cannot be read as `V` or is not finite.
    init?(_ animation: CAPropertyAnimation, model: V) {
        if let keyframes = animation as? CAKeyframeAnimation {
            if V.self == CGPoint.self, let path = keyframes.motionPath.flatMap(KeyframePath.init) {
                kind = .path(path, keyframes)
                return
            }
            guard let sequence = KeyframeSequence<V>(keyframes) else { return nil }
            kind = .keyframes(sequence)
            return
        }
        guard let basic = animation as? CABasicAnimation else { return nil }
        func read(_ any: Any?) -> V?? {      // .some(nil): absent; nil: unreadable
            guard let any else { return .some(nil) }
            guard let v = V.coerce(any), isFiniteLayerValue(v) else { return nil }
            return .some(v)
        }
        guard let from = read(basic.fromValue), let to = read(basic.toValue), let by = read(basic.byValue) else {
            return nil
        }
        let previous = animation.previousValue.flatMap { V.coerce($0) }.flatMap { isFiniteLayerValue($0) ? $0 : nil }
        let ends: (V, V)
        readsModel = from == nil || to == nil
        switch (from, to, by) {
        case let (f?, t?, _): ends = (f, t)
        case let (f?, nil, b?): ends = (f, f + b)
        case let (nil, t?, b?): ends = (t - b, t)
        case let (f?, nil, nil): ends = (f, model)
        case let (nil, t?, nil): ends = (model, t)
        case let (nil, nil, b?): ends = (model, model + b)
        case (nil, nil, nil): ends = (previous ?? model, model)
        }
        if let spring = basic as? CASpringAnimation {
            kind = .spring(from: ends.0, to: ends.1, spring)
        } else {
            kind = .basic(from: ends.0, to: ends.1)
        }
    }

    /// The value at timing sample `s`.
    func value(at s: MediaTimingSample) -> V {
        switch kind {
        case let .basic(from, to):
            return from.interpolated(to: to, s.progress)
        case let .spring(from, to, spring):
            return from.interpolated(to: to, spring.fraction(atTime: s.progress * s.duration))
        case let .keyframes(sequence):
            return sequence.value(at: s.progress)
        case let .path(path, animation):
            return pathSample(path, animation, s.progress).point as! V
        }
    }

    /// The value at the end of an iteration (what cumulative animations accumulate).
    func endValue(duration: CFTimeInterval) -> V {
        switch kind {
        case let .basic(_, to): return to
        case let .spring(from, to, spring): return from.interpolated(to: to, spring.fraction(atTime: duration))
        case let .keyframes(sequence): return sequence.value(at: 1)
        case let .path(path, animation): return pathSample(path, animation, 1).point as! V
        }
    }

    private func pathSample(_ path: KeyframePath, _ animation: CAKeyframeAnimation, _ p: Double) -> (point: CGPoint, angle: Double) {
        path.sample(at: p, keyTimes: animation.keyTimes?.map(\.doubleValue),
                    timingFunctions: animation.timingFunctions, mode: animation.calculationMode)
    }
}

/// A curve kept on the animation it belongs to (`CAAnimation.curveCache`).
final class CurveBox<V: CALayerValue> {
    let curve: AnimationCurve<V>
    init(_ curve: AnimationCurve<V>) { self.curve = curve }
}

/// Whether every number in `value` is finite (the model's rule, `layerValueIsFinite`, plus the
/// numbers a value function reads).
func isFiniteLayerValue(_ value: any CALayerValue) -> Bool {
    value.hasOnlyFiniteNumbers
}
