import AnimationCore
import Foundation
import Geometry2D
import RenderCommands

/// What a layer keeps for its animations: the attached copies, when it was made (it is committed
/// by the first transaction that commits after that), whether it behaves as a view's backing
/// layer, and the previous value of the implicit action being run.
final class LayerAnimationState {
    let list = AttachedAnimationList()
    let createdAtCommit: UInt64
    var isViewBacked = false
    var pendingPrevious: (key: String, value: Any)?

    init() {
        createdAtCommit = CATransaction.commitCount
        _ = CATransaction.currentFrame()     // a new layer is a change: the next commit commits it
    }
}

extension CALayer: CAAnimationHost {
    var animationList: AttachedAnimationList { animationState.list }
    var tracksTimingChanges: Bool { true }

    /// The timing of the root, each ancestor and this layer (a mask's owner counts as its parent).
    var timingChain: [any CAMediaTiming] {
        var chain: [any CAMediaTiming] = []
        var layer: CALayer? = self
        var depth = 0
        while let l = layer, depth <= CALayer.maximumTreeDepth + 1 {
            chain.append(l)
            layer = l.superlayer ?? l.maskOwner
            depth += 1
        }
        chain.reverse()
        return chain
    }

    /// `convertTime(time, throughLayers: timingChain)` without building the chain for a layer
    /// with at most a parent (the common case: the same conversions, in the same order).
    func hostLocalTime(atMediaTime time: CFTimeInterval) -> CFTimeInterval {
        let evaluator = MediaTimingEvaluator()
        guard let parent = superlayer ?? maskOwner else { return evaluator.activeLocalTime(of: self, parentTime: time) }
        guard parent.superlayer == nil, parent.maskOwner == nil else {
            return evaluator.convertTime(time, throughLayers: timingChain)
        }
        return evaluator.activeLocalTime(of: self, parentTime: evaluator.activeLocalTime(of: parent, parentTime: time))
    }

    /// `mediaTime(fromLocalTime: local, through: timingChain)` walking up the tree instead of
    /// building the chain (the same layers, leaf first, the same arithmetic).
    func hostMediaTime(fromLocalTime local: CFTimeInterval) -> CFTimeInterval {
        var t = local
        var layer: CALayer? = self
        var depth = 0
        while let l = layer, depth <= CALayer.maximumTreeDepth + 1 {
            let speed = Double(l.speed)
            guard speed != 0 else { return .infinity }
            t = (t - l.timeOffset) / speed + l.beginTime
            layer = l.superlayer ?? l.maskOwner
            depth += 1
        }
        return t
    }
}

extension CALayer {
    /// Whether a transaction has committed since the layer was made (only committed layers have
    /// a presentation and run implicit animations).
    final var isCommitted: Bool { CATransaction.commitCount > animationState.createdAtCommit }

    /// Attaches a **copy** of `anim` under `key` (nil: no key). A duration ≤ 0 becomes the
    /// transaction's duration (0.25 s by default); an animation already under `key` is removed
    /// (its delegate hears `finished: false`). It takes effect when the transaction commits: a
    /// `beginTime` of 0 then becomes the layer's current time. A key path the layer does not have,
    /// or values of the wrong type, are reported as warnings: the animation then changes nothing
    /// but still times and calls its delegate.
    ///
    /// ```swift
    /// let fade = CABasicAnimation(keyPath: "opacity")
    /// fade.fromValue = 1
    /// fade.toValue = 0
    /// layer.add(fade, forKey: "fade")
    /// ```
    public func add(_ anim: CAAnimation, forKey key: String?) {
        for problem in animationProblems(anim) {
            LayerDiagnostics.warn(problem)
        }
        let entry = attach(anim, forKey: key)
        if let transition = entry.animation as? CATransition {
            transition.before = snapshot() ?? LayerPicture(list: DisplayList(), bounds: bounds)   // never drawn: nothing before
        }
        if let property = entry.animation as? CAPropertyAnimation, property.previousValue == nil,
           let pending = animationState.pendingPrevious, pending.key == property.keyPath {
            property.previousValue = pending.value
        }
    }

    /// What `anim` cannot animate on this layer, one sentence each.
    private func animationProblems(_ anim: CAAnimation) -> [String] {
        let evaluator = CAAnimationEvaluator()
        func valueProblem<V: CALayerValue>(_ animation: CAPropertyAnimation, _ type: V.Type) -> String? {
            evaluator.valueProblem(in: animation, as: type)
        }
        var problems: [String] = []
        for leaf in anim.leaves {
            guard let keyPath = leaf.animation.keyPath else { continue }
            guard let resolved = CALayerKeyPath.cached(keyPath, in: type(of: self)) else {
                if customNumber(forKey: keyPath) != nil { continue }     // a custom numeric key (animateCustomKey)
                problems.append("\(type(of: self)) has no key path \"\(keyPath)\": the animation changes nothing (it still runs and calls its delegate)")
                continue
            }
            if leaf.animation.valueFunction != nil {
                if let f = leaf.animation.valueFunction, let problem = valueProblem(leaf.animation, NumberVector.self) {
                    problems.append("\(keyPath) (\(f.name.rawValue)): \(problem); the animation changes nothing")
                }
            } else if let problem = valueProblem(leaf.animation, resolved.valueType) {
                problems.append("\(keyPath): \(problem); the animation changes nothing")
            }
        }
        return problems
    }

    /// Removes the animation under `key` (its delegate hears `finished: false`).
    public func removeAnimation(forKey key: String) {
        guard let entry = animationList.entries.first(where: { $0.key == key }) else { return }
        detach(entry)
    }

    /// Removes every attached animation (their delegates hear `finished: false`).
    public func removeAllAnimations() {
        for entry in animationList.entries { detach(entry) }
    }

    /// The attached copy under `key`, or nil. Changing it changes nothing already evaluated
    /// (treat it as read-only, as on Apple platforms).
    public func animation(forKey key: String) -> CAAnimation? {
        animationList.entries.first { $0.key == key }?.animation
    }

    /// The keys of the attached animations, in the order they apply; nil when there are none
    /// (animations added with a nil key are not listed).
    public func animationKeys() -> [String]? {
        let keys = animationList.entries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// The transitions attached to the layer that are in effect at the current time, with their
    /// progress (`startProgress`…`endProgress`): what a renderer blends between the old and new
    /// content. Zoetrope models the timing; drawing the transition is the renderer's.
    ///
    /// ```swift
    /// for (key, transition, progress) in layer.activeTransitions() { … }
    /// ```
    public func activeTransitions() -> [(key: String?, transition: CATransition, progress: Double)] {
        let evaluator = CAAnimationEvaluator(defaultDuration: CATransaction.animationDuration())
        let time = localTime(atMediaTime: CACurrentMediaTime())
        return animationList.entries.compactMap { entry in
            guard entry.isEvaluated, let transition = entry.animation as? CATransition,
                  let progress = evaluator.transitionProgress(of: transition, atParentTime: time) else { return nil }
            return (entry.key, transition, progress)
        }
    }

    /// Converts time `t` from `layer`'s time (the media time when nil) to this layer's.
    ///
    /// ```swift
    /// anim.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 0.5
    /// ```
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        let media = layer.map { mediaTime(fromLocalTime: t, through: $0.timingChain) } ?? t
        return localTime(atMediaTime: media)
    }

    /// Converts time `t` from this layer's time to `layer`'s (the media time when nil).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let media = mediaTime(fromLocalTime: t, through: timingChain)
        return layer?.localTime(atMediaTime: media) ?? media
    }

    /// The layer as it appears now: a copy (`init(layer:)`) with the committed animations applied
    /// at the layer's current time, its sublayers and mask presentation copies too. Nil before
    /// the layer's first commit; a presentation layer returns itself.
    ///
    /// ```swift
    /// CAClock.current.advance(to: 0.3)
    /// layer.presentation()?.opacity      // the value on screen at 0.3 s
    /// ```
    public func presentation() -> Self? {
        if modelLayer != nil { return self }
        guard isCommitted else { return nil }
        return presentationCopy(atMediaTime: CACurrentMediaTime())
    }

    /// The layer and its subtree with the attached animations evaluated at media time `time`
    /// instead of now (the animations attached now; nothing is replayed). For a renderer that
    /// needs another instant of the same state, such as a replicator's delayed instances.
    ///
    /// ```swift
    /// let earlier = layer.presentation(atMediaTime: CACurrentMediaTime() - 0.1)
    /// ```
    public func presentation(atMediaTime time: CFTimeInterval) -> Self? {
        if modelLayer != nil { return self }
        guard isCommitted else { return nil }
        return presentationCopy(atMediaTime: time)
    }

    /// This layer and its subtree as they appear at media time `time` (`defaultDuration`: the
    /// transaction's animation duration when nil; pass it from the caller's thread on a worker).
    final func presentationCopy(atMediaTime time: CFTimeInterval, defaultDuration: CFTimeInterval? = nil) -> Self {
        let duration = defaultDuration ?? CATransaction.animationDuration()
        let copy = type(of: self).init(layer: self)
        applyAnimations(to: copy, atLocalTime: localTime(atMediaTime: time), defaultDuration: duration)
        redisplayIfAnimatedKeysNeedIt(copy: copy)
        if let subs = sublayers {
            let copies = subs.map { $0.presentationCopy(atMediaTime: time, defaultDuration: duration) }
            for c in copies { c.parentStorage = copy }
            copy.sublayerStorage = copies
        }
        if let mask {
            copy.mask = mask.presentationCopy(atMediaTime: time, defaultDuration: duration)
        }
        return copy
    }

    /// Writes the committed animations' values at layer time `time` into `target` (a copy of this
    /// layer), in the order they were added.
    /// `defaultDuration` (the transaction's animation duration when nil) is passed in by callers
    /// on other threads than the one whose transaction it is.
    final func applyAnimations(to target: CALayer, atLocalTime time: CFTimeInterval, defaultDuration: CFTimeInterval? = nil) {
        let evaluator = CAAnimationEvaluator(defaultDuration: defaultDuration ?? CATransaction.animationDuration())
        func evaluate<V: CALayerValue>(_ model: V, _ underlying: any CALayerValue, _ leaf: CAAnimationLeaf) -> (any CALayerValue)? {
            guard let u = underlying.exactly(V.self) else { return nil }
            return evaluator.value(of: leaf, atParentTime: time, model: model, underlying: u)
        }
        // The common value types by name, so their evaluation is compiled for them (no generic
        // metadata lookups per frame); any other type through the existential.
        func evaluateAny(_ model: any CALayerValue, _ underlying: any CALayerValue, _ leaf: CAAnimationLeaf) -> (any CALayerValue)? {
            if let m = model.exactly(Double.self) { return evaluate(m, underlying, leaf) }
            if let m = model.exactly(CGPoint.self) { return evaluate(m, underlying, leaf) }
            if let m = model.exactly(CATransform3D.self) { return evaluate(m, underlying, leaf) }
            if let m = model.exactly(CGRect.self) { return evaluate(m, underlying, leaf) }
            return evaluate(model, underlying, leaf)
        }
        target.transitionFrame = nil
        for entry in animationList.entries where entry.isEvaluated {
            if let transition = entry.animation as? CATransition, let before = transition.before,
               let progress = evaluator.transitionProgress(of: transition, atParentTime: time) {
                target.transitionFrame = LayerTransitionFrame(transition: transition, progress: progress, before: before)
            }
            for item in entry.resolvedLeaves(in: type(of: self)) {
                let leaf = item.leaf
                guard let resolved = item.keyPath else {
                    animateCustomKey(of: leaf, into: target, evaluator: evaluator, atLocalTime: time)
                    continue
                }
                let root = target.layerValue(for: resolved.property)
                guard let underlying = resolved.value(in: root) else { continue }
                let new: (any CALayerValue)?
                if leaf.animation.valueFunction != nil {
                    guard let u = underlying as? CATransform3D else { continue }
                    new = evaluator.transform(of: leaf, atParentTime: time, underlying: u)
                } else {
                    let model: any CALayerValue = resolved.value(in: self)
                    new = evaluateAny(model, underlying, leaf)
                }
                guard let new, let updated = resolved.replacing(in: root, with: new) else { continue }
                target.setComputedValue(updated, for: resolved.property)
                // Moving along a path with a rotation mode also turns the layer with the path.
                if item.rotatesAlongPath, let angle = evaluator.pathRotation(of: leaf, atParentTime: time) {
                    target.transform = CATransform3DRotate(target.transform, CGFloat(angle), 0, 0, 1)
                }
            }
        }
    }

    /// An animation of a custom numeric key (not a registered property, e.g. a subclass's drawn
    /// `progress` set through `setValue(_:forKey:)`): interpolated as a number into `target`'s
    /// custom values, as `CGFloat`.
    private func animateCustomKey(of leaf: CAAnimationLeaf, into target: CALayer, evaluator: CAAnimationEvaluator,
                                  atLocalTime time: CFTimeInterval) {
        guard let key = leaf.animation.keyPath, !key.contains("."), let model = customNumber(forKey: key) else { return }
        let underlying = target.customNumber(forKey: key) ?? model
        guard let value = evaluator.value(of: leaf, atParentTime: time, model: model, underlying: underlying), value.isFinite else { return }
        target.container[key] = CGFloat(value)
    }

    /// The presentation value of `property` now (what an implicit animation starts from).
    final func presentedValue(of property: CALayerProperty) -> any CALayerValue {
        guard isCommitted, !animationList.entries.isEmpty else { return layerValue(for: property) }
        let copy = type(of: self).init(layer: self)
        applyAnimations(to: copy, atLocalTime: localTime(atMediaTime: CACurrentMediaTime()))
        return copy.layerValue(for: property)
    }

    /// Called by `setLayerValue` before a model change: records the change in the current
    /// transaction and returns the implicit action to run after it, if any (spec §6: a committed,
    /// non-view-backed layer, an implicitly animatable key, actions not disabled, an action found).
    final func implicitAction(for property: CALayerProperty) -> (() -> Void)? {
        guard modelLayer == nil else { return nil }
        _ = CATransaction.currentFrame()
        guard property.hasImplicitAnimation, isCommitted, !CATransaction.disableActions() else { return nil }
        // A view-backed layer (a timeline's root, a UIView's layer) animates only when its delegate
        // returns an action (a view inside an animation block); otherwise the full search.
        let found = animationState.isViewBacked ? delegate?.action(for: self, forKey: property.key) : action(forKey: property.key)
        guard let action = found, !(action is NSNull) else { return nil }
        let previous = presentedValue(of: property)
        return { [self] in
            animationState.pendingPrevious = (property.key, previous)
            action.run(forKey: property.key, object: self, arguments: nil)
            animationState.pendingPrevious = nil
        }
    }

    /// The default implicit animation for `key` on layers of `layerClass`: a `CABasicAnimation`
    /// from the previous value to the new one, with the transaction's duration and timing
    /// function (or the default curve); nil for keys without implicit animation.
    static func implicitAnimation(forKey key: String, in layerClass: CALayer.Type) -> CAAction? {
        guard let property = layerClass.layerProperties[key], property.hasImplicitAnimation else { return nil }
        let animation = CABasicAnimation(keyPath: property.key)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }
}

extension CAAnimation: CAAction {
    /// Adds the animation to `anObject` (a layer) under `event`: what a layer does with the
    /// action it finds for a changed property.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}
