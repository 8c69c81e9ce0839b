import AnimationCore
import Foundation

/// A layer tree, a script of timed actions, and the presentation at any time: Core Animation's
/// run loop on a virtual clock, sampled by replaying from 0.
///
/// The root behaves as a view's backing layer (its own property changes do not animate
/// implicitly); sublayers animate implicitly as standalone layers do. Each sample restores the
/// tree's model to what it was when the timeline was made, commits it at time 0 and replays the
/// script on the calling thread's `CAClock` — actions at their times, then commits, animation
/// starts, stops and transaction completions in the spec's order — so samples taken in any order
/// are identical.
///
/// ```swift
/// let root = CALayer()
/// root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
/// let card = CALayer()
/// root.addSublayer(card)
/// let tl = LayerTimeline(root: root)
/// tl.at(1) { card.opacity = 0 }                    // implicit fade, 0.25 s
/// tl.presentation(of: card, at: 1.125)?.opacity    // ≈ 0.1976
/// let frame = tl.presentation(of: root, at: 1.125) // the whole presentation tree
/// ```
///
/// Layers the script changes must be in the tree when the timeline is made, or be created by
/// the script itself (their model is restored before every replay). Delegates and other objects
/// the script mutates are not restored.
public final class LayerTimeline {
    /// The root layer.
    public let root: CALayer
    private var actions: [(time: CFTimeInterval, run: () -> Void)] = []
    private let snapshot: [LayerSnapshot]
    /// The time the tree was last replayed to (nil before the first sample).
    public private(set) var currentTime: CFTimeInterval?

    /// A timeline over `root`'s tree as it is now.
    public init(root: CALayer) {
        self.root = root
        root.animationState.isViewBacked = true
        snapshot = LayerSnapshot.capture(root)
    }

    /// A timeline over `root`'s tree whose `script` schedules the actions (`tl.at(…) { … }`).
    ///
    /// ```swift
    /// let tl = LayerTimeline(root: root) { tl in
    ///     tl.at(0) { card.add(shake, forKey: "shake") }
    /// }
    /// ```
    public convenience init(root: CALayer, script: (LayerTimeline) -> Void) {
        self.init(root: root)
        script(self)
    }

    /// Runs `action` at time `time` (seconds); actions at one time run in the order they were
    /// scheduled, and the changes each makes commit right after it.
    public func at(_ time: CFTimeInterval, _ action: @escaping () -> Void) {
        actions.append((time, action))
        currentTime = nil
    }

    /// Replays the script from 0 up to `time`; afterwards the tree's model is as the script left
    /// it at `time` and `CACurrentMediaTime()` is `time`.
    public func seek(to time: CFTimeInterval) {
        let clock = CAClock.current
        clock.reset()
        LayerSnapshot.restore(snapshot)
        CATransaction.begin()          // the initial state commits at 0
        CATransaction.commit()
        for action in actions {
            clock.schedule(at: action.time, kind: .script, action.run)
        }
        clock.advance(to: time)
        currentTime = time
    }

    /// `layer` as it appears at `time` (its presentation copy, with its sublayers' and mask's);
    /// nil if the layer was not committed by then.
    ///
    /// ```swift
    /// tl.presentation(of: card, at: 0.3)?.value(forKeyPath: "transform.rotation.z")
    /// ```
    public func presentation<L: CALayer>(of layer: L, at time: CFTimeInterval) -> L? {
        seek(to: time)
        return layer.presentation()
    }

    /// Runs `body` with the tree replayed to `time` (for reading model and presentation values
    /// there), and returns its result.
    public func at<R>(_ time: CFTimeInterval, read body: () -> R) -> R {
        seek(to: time)
        return body()
    }
}

/// One layer's model state, restored before each replay.
struct LayerSnapshot {
    let layer: CALayer
    let values: [String: any CALayerValue]
    let timing: StoredTiming
    let container: [String: Any]
    let sublayers: [CALayer]?
    let mask: CALayer?
    let actions: [String: CAAction]?
    let style: [AnyHashable: Any]?

    /// Every layer of `root`'s tree (sublayers and masks).
    static func capture(_ root: CALayer) -> [LayerSnapshot] {
        var out: [LayerSnapshot] = []
        var stack = [root]
        while let layer = stack.popLast() {
            out.append(LayerSnapshot(layer: layer, values: layer.values, timing: layer.storedTiming, container: layer.container,
                                     sublayers: layer.sublayers, mask: layer.mask,
                                     actions: layer.actions, style: layer.style))
            stack += layer.sublayers ?? []
            if let mask = layer.mask { stack.append(mask) }
        }
        return out
    }

    /// Puts every captured layer back as it was, with no animations.
    static func restore(_ snapshots: [LayerSnapshot]) {
        defer { LayerTimingEpoch.bump() }
        for s in snapshots {
            s.layer.animationList.entries = []
            s.layer.values = s.values
            s.layer.storedTiming = s.timing
            s.layer.container = s.container
            s.layer.actions = s.actions
            s.layer.style = s.style
            s.layer.sublayerStorage = s.sublayers
            for sub in s.sublayers ?? [] { sub.parentStorage = s.layer }
        }
        for s in snapshots where s.layer.mask !== s.mask {
            s.layer.mask = s.mask
        }
    }
}
