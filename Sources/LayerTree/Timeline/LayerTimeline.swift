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
/// are identical. A sample later than the last one continues from it instead (the same events in
/// the same order, so the same result) while nothing outside the replay changed a layer since:
/// frames in time order cost only what happens between them.
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
/// the script mutates are not restored; if you change an object the script has already used (an
/// animation it added, say), call ``invalidate()`` so the next sample replays from 0.
public final class LayerTimeline {
    /// The root layer.
    public let root: CALayer
    private var actions: [(time: CFTimeInterval, run: () -> Void)] = []
    private let snapshot: [LayerSnapshot]
    /// The time the tree was last replayed to (nil before the first sample).
    public private(set) var currentTime: CFTimeInterval?
    /// Where the last sample left the clock and the model, to continue from there.
    private var resumePoint: ResumePoint?
    /// How many samples replayed from 0 (the others continued from the previous one); for tests.
    package private(set) var fullReplays = 0
    /// The presentation tree frames are drawn from, kept while samples continue.
    var mirror = PresentationMirror()
    /// Threads that evaluate a frame's presentation and display list (`displayList(at:)`) when
    /// the tree has hundreds of animated layers (default: the active processors, at most 8);
    /// frames are the same for any number.
    ///
    /// ```swift
    /// tl.threads = 1      // frames rendered in parallel elsewhere: keep each one on its thread
    /// ```
    public var threads = CARenderer2D.Options.defaultThreads

    /// A timeline over `root`'s tree as it is now.
    public init(root: CALayer) {
        self.root = root
        root.animationState.isViewBacked = true
        root.adoptWatch(root.modelWatch ?? LayerModelWatch())
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
        invalidate()
    }

    /// Makes the next sample replay the script from 0 (after you changed an object the script
    /// already used, such as an animation it added or a delegate it reads).
    ///
    /// ```swift
    /// spin.duration = 3
    /// tl.invalidate()
    /// ```
    public func invalidate() {
        currentTime = nil
        resumePoint = nil
    }

    /// Replays the script from 0 up to `time`; afterwards the tree's model is as the script left
    /// it at `time` and `CACurrentMediaTime()` is `time`.
    public func seek(to time: CFTimeInterval) {
        let clock = CAClock.current
        defer {
            root.displayIfNeededInTree()      // Core Animation's display pass, part of the state at `time`
            currentTime = time
            resumePoint = ResumePoint(clock: clock, watch: root.modelWatch)
        }
        if let resumePoint, resumePoint.allowsContinuing(to: time, on: clock, watch: root.modelWatch) {
            clock.advance(to: time)
            return
        }
        fullReplays += 1
        mirror = PresentationMirror()
        clock.reset()
        LayerSnapshot.restore(snapshot)
        CATransaction.begin()          // the initial state commits at 0
        CATransaction.commit()
        for action in actions {
            clock.schedule(at: action.time, kind: .script, action.run)
        }
        clock.advance(to: time)
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
    /// there), and returns its result. Disfavoured, so that `at(t) { view?.flip() }` (a closure of
    /// an optional chain) schedules an action rather than reading at once.
    @_disfavoredOverload
    public func at<R>(_ time: CFTimeInterval, read body: () -> R) -> R {
        seek(to: time)
        return body()
    }
}

/// What a sample left behind: the clock it ran on (not reset since), the clock's time, the tree's
/// model version and the explicit transactions open. A later sample on the same clock with all of them
/// unchanged runs only the events in between.
private struct ResumePoint {
    weak var clock: CAClock?
    let resets: UInt64
    let time: CFTimeInterval
    let watch: LayerModelWatch?
    let version: UInt64?
    let explicitTransactions: Int

    init(clock: CAClock, watch: LayerModelWatch?) {
        self.clock = clock
        resets = clock.resets
        time = clock.time
        self.watch = watch
        version = watch?.version
        explicitTransactions = CATransaction.explicitDepth
    }

    func allowsContinuing(to target: CFTimeInterval, on clock: CAClock, watch current: LayerModelWatch?) -> Bool {
        self.clock === clock && clock.resets == resets && clock.time == time && target >= time
            && current != nil && current === watch && current?.version == version
            && CATransaction.explicitDepth == explicitTransactions
    }
}

/// One layer's model state, restored before each replay.
struct LayerSnapshot {
    let layer: CALayer
    let values: LayerValueStore
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
