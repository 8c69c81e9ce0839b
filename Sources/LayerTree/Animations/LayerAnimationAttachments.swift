import AnimationCore
import Foundation

/// Something animations are attached to (a layer): it keeps the attached copies and converts
/// media time to its own time through its ancestors'.
protocol CAAnimationHost: AnyObject {
    /// The attached animations, in the order they were added.
    var animationList: AttachedAnimationList { get }
    /// The timing of the layers from the root down to this one (inclusive): each converts its
    /// parent's time into its own with t = (tp − beginTime)·speed + timeOffset.
    var timingChain: [any CAMediaTiming] { get }
    /// True when every change of the timing chain (a timing property, the tree's shape) bumps
    /// `LayerTimingEpoch`, so the clock may keep the host's events until something changes;
    /// false (the default): the clock recomputes them before every event.
    var tracksTimingChanges: Bool { get }
    /// The host's own time at media time `time` (converted through `timingChain`).
    func hostLocalTime(atMediaTime time: CFTimeInterval) -> CFTimeInterval
    /// The media time at which host time `local` occurs (infinite when a layer is paused).
    func hostMediaTime(fromLocalTime local: CFTimeInterval) -> CFTimeInterval
}

extension CAAnimationHost {
    var tracksTimingChanges: Bool { false }

    func hostLocalTime(atMediaTime time: CFTimeInterval) -> CFTimeInterval {
        MediaTimingEvaluator().convertTime(time, throughLayers: timingChain)
    }

    func hostMediaTime(fromLocalTime local: CFTimeInterval) -> CFTimeInterval {
        mediaTime(fromLocalTime: local, through: timingChain)
    }
}

/// A host's attached animations.
final class AttachedAnimationList {
    /// Any change (an animation added or removed) makes the clock recompute the host's events
    /// (and is a change of the owning layer's model).
    var entries: [AttachedAnimation] = [] {
        didSet {
            clockRecord?.changed()
            owner?.noteModelChange()
        }
    }
    /// The layer whose list this is.
    weak var owner: CALayer?
    /// The clock's record of this list's host, while the clock watches it.
    weak var clockRecord: HostRecord?
    init() {}
}

/// An animation attached to a host under a key: the copy `add(_:forKey:)` made and its lifecycle.
final class AttachedAnimation {
    let key: String?
    /// The attached copy (what `animation(forKey:)` returns and the delegate is told about).
    let animation: CAAnimation
    weak var host: (any CAAnimationHost)?
    /// Orders this animation's start and stop among others at the same time.
    let sequence: UInt64
    /// The transactions whose completion waits for this animation to stop.
    var frames: [CATransactionFrame]
    /// Committed: `beginTime` resolved, evaluated in the presentation, start/end are clock events.
    private(set) var committed = false
    private(set) var started = false
    private(set) var stopped = false

    init(key: String?, animation: CAAnimation, host: any CAAnimationHost, sequence: UInt64, frames: [CATransactionFrame]) {
        self.key = key
        self.animation = animation
        self.host = host
        self.sequence = sequence
        self.frames = frames
    }

    /// Takes effect at media time `now`: a `beginTime` of 0 becomes the host's time now.
    func commit(at now: CFTimeInterval) {
        guard !committed, !stopped, let host else { return }
        if animation.beginTime == 0 {
            animation.beginTime = host.hostLocalTime(atMediaTime: now)
        }
        committed = true
        hostChanged()
    }

    /// The active duration in the host's time (start, end).
    var activeInterval: (start: CFTimeInterval, end: CFTimeInterval) {
        CAAnimationEvaluator(defaultDuration: CATransaction.animationDuration()).activeInterval(of: animation)
    }

    /// Marks the animation started and tells its delegate.
    func start() {
        guard !started, !stopped else { return }
        started = true
        hostChanged()
        animation.delegate?.animationDidStart(animation)
    }

    /// Marks the animation stopped: removes it from its host when it was removed early or when it
    /// finished and `isRemovedOnCompletion`; tells the delegate (only once it was committed) and
    /// the transactions waiting on it.
    func stop(finished: Bool) {
        guard !stopped else { return }
        stopped = true
        hostChanged()
        if !finished || animation.isRemovedOnCompletion, let list = host?.animationList {
            list.entries.removeAll { $0 === self }
        }
        if committed { animation.delegate?.animationDidStop(animation, finished: finished) }
        for frame in frames.reversed() { frame.animationStopped() }   // innermost transaction first
        frames = []
    }

    /// Tells the clock the host's events changed.
    func hostChanged() { host?.animationList.clockRecord?.changed() }

    /// The property animations it drives (computed once: the attached copy is read-only).
    lazy var leaves: [CAAnimationLeaf] = animation.leaves

    /// A leaf with its key path resolved on the host's class.
    struct ResolvedLeaf {
        let leaf: CAAnimationLeaf
        let keyPath: CALayerKeyPath?
        /// A keyframe animation along a path with a rotation mode (it also turns the layer).
        let rotatesAlongPath: Bool
    }

    private var resolvedLeavesStorage: (layerClass: ObjectIdentifier, leaves: [ResolvedLeaf])?

    /// The leaves with their key paths resolved on `layerClass` (computed once per class).
    func resolvedLeaves(in layerClass: CALayer.Type) -> [ResolvedLeaf] {
        let id = ObjectIdentifier(layerClass)
        if let stored = resolvedLeavesStorage, stored.layerClass == id { return stored.leaves }
        let resolved = leaves.map { leaf in
            ResolvedLeaf(leaf: leaf, keyPath: leaf.animation.keyPath.flatMap { CALayerKeyPath.cached($0, in: layerClass) },
                         rotatesAlongPath: (leaf.animation as? CAKeyframeAnimation)?.rotationMode != nil)
        }
        resolvedLeavesStorage = (id, resolved)
        return resolved
    }

    /// True when every property it animates only moves the layer (`LayerRenderStamp.placementKeys`).
    lazy var movesOnly: Bool = leaves.allSatisfy { leaf in
        guard let keyPath = leaf.animation.keyPath else { return true }
        let root = keyPath.split(separator: ".", maxSplits: 1).first.map(String.init) ?? keyPath
        return LayerRenderStamp.placementKeys.contains(root)
    }

    /// Whether the presentation shows it: committed and still attached (stopped ones that stay
    /// attached hold their fill).
    var isEvaluated: Bool { committed }
}

/// `t` rounded to the nanosecond when it is within rounding error (10⁻¹² relative) of it, so an
/// end computed as 0.1·2·3 = 0.6000000000000001 is an event at 0.6, where the timing math (which
/// allows the same error) already shows the animation ended.
func snappedEventTime(_ t: CFTimeInterval) -> CFTimeInterval {
    guard t.isFinite else { return t }
    let grid = (t * 1e9).rounded() / 1e9
    return abs(grid - t) <= 1e-12 * max(abs(t), 1) ? grid : t
}

/// The media time at which host-local time `local` occurs (the inverse of converting through
/// `chain`); infinite when a layer in the chain is paused.
func mediaTime(fromLocalTime local: CFTimeInterval, through chain: [any CAMediaTiming]) -> CFTimeInterval {
    var t = local
    for layer in chain.reversed() {
        let speed = Double(layer.speed)
        guard speed != 0 else { return .infinity }
        t = (t - layer.timeOffset) / speed + layer.beginTime
    }
    return t
}

extension CAAnimationHost {
    /// Attaches a copy of `animation` under `key`: duration ≤ 0 becomes the transaction's
    /// duration; an animation already under `key` is removed first (its delegate is told
    /// `finished: false`); it takes effect when the transaction commits.
    @discardableResult
    func attach(_ animation: CAAnimation, forKey key: String?) -> AttachedAnimation {
        let copy = animation.copy() as! CAAnimation
        copy.freeze()
        if !(copy.duration > 0) || !copy.duration.isFinite { copy.duration = CATransaction.animationDuration() }
        if let key, let old = animationList.entries.first(where: { $0.key == key }) {
            detach(old)
        }
        let frames = CATransaction.openFrames
        for frame in frames { frame.pendingAnimations += 1 }
        let clock = CAClock.current
        let entry = AttachedAnimation(key: key, animation: copy, host: self, sequence: clock.makeSequence(), frames: frames)
        copy.attachment = entry
        animationList.entries.append(entry)
        CATransaction.currentFrame().attachments.append(entry)
        clock.watch(self)
        return entry
    }

    /// Removes `entry` now; its delegate hears `finished: false` at the current time, after the
    /// change that removed it.
    func detach(_ entry: AttachedAnimation) {
        animationList.entries.removeAll { $0 === entry }
        CAClock.current.schedule(at: CAClock.current.time, kind: .didStop) { entry.stop(finished: false) }
    }

    /// The committed animations' next starts and ends as clock events (start when its active
    /// duration begins, or now if that has passed; end when it ends).
    func animationEvents(now: CFTimeInterval) -> [CAClock.Event] {
        var events: [CAClock.Event] = []
        for entry in animationList.entries where entry.isEvaluated {
            if entry.isStopped { continue }
            let interval = entry.activeInterval
            if !entry.isStarted {
                let t = snappedEventTime(hostMediaTime(fromLocalTime: interval.start))
                if t.isFinite {
                    events.append(CAClock.Event(time: max(t, now), kind: .didStart, sequence: entry.sequence) { entry.start() })
                }
            } else if interval.end.isFinite {
                let t = snappedEventTime(hostMediaTime(fromLocalTime: interval.end))
                if t.isFinite {
                    events.append(CAClock.Event(time: max(t, now), kind: .didStop, sequence: entry.sequence) { entry.stop(finished: true) })
                }
            }
        }
        return events
    }
}

extension AttachedAnimation {
    var isStarted: Bool { started }
    var isStopped: Bool { stopped }
}

extension CAAnimationHost {
    /// The host's own time at media time `time`.
    func localTime(atMediaTime time: CFTimeInterval) -> CFTimeInterval {
        hostLocalTime(atMediaTime: time)
    }

    /// `model` with the committed animations on exactly `keyPath` applied at host time `time`,
    /// in the order they were added (each later one sees the earlier ones' result underneath).
    func presentedValue<V: CALayerValue>(forKeyPath keyPath: String, model: V, atLocalTime time: CFTimeInterval) -> V {
        let evaluator = CAAnimationEvaluator(defaultDuration: CATransaction.animationDuration())
        var value = model
        for entry in animationList.entries where entry.isEvaluated {
            for leaf in entry.leaves where leaf.animation.keyPath == keyPath {
                if let v = evaluator.value(of: leaf, atParentTime: time, model: model, underlying: value) { value = v }
            }
        }
        return value
    }
}
