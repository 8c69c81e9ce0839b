import AnimationCore
import Foundation

/// One open transaction: its settings and the animations added while it was open.
final class CATransactionFrame {
    let isImplicit: Bool
    var values: [String: Any] = [:]
    var completion: (() -> Void)?
    /// Animations added while this frame was open and not yet stopped.
    var pendingAnimations = 0
    /// Whether the frame has committed (its completion then fires once nothing is pending).
    var committed = false
    private var completionFired = false
    /// The attachments to commit (beginTime resolved, start scheduled) when the outermost frame commits.
    var attachments: [AttachedAnimation] = []

    init(isImplicit: Bool) { self.isImplicit = isImplicit }

    /// Called when one of its animations stops.
    func animationStopped() {
        pendingAnimations -= 1
        scheduleCompletionIfDone()
    }

    func scheduleCompletionIfDone() {
        guard committed, pendingAnimations <= 0, !completionFired else { return }
        completionFired = true
        guard let completion else { return }
        CAClock.current.schedule(at: CAClock.current.time, kind: .completion, completion)
    }
}

/// Groups layer changes and animation additions so they take effect together, and sets how
/// implicit animations run (duration, timing function, disabled) and what runs after them.
///
/// Transactions are per thread and nest. Changes made with no transaction open start an
/// *implicit* transaction that commits when the clock next advances (`CAClock.advance(to:)`, the
/// end of a `LayerTimeline` action) or at `flush()`.
///
/// ```swift
/// CATransaction.begin()
/// CATransaction.setAnimationDuration(1)
/// CATransaction.setCompletionBlock { print("all done") }
/// layer.opacity = 0                 // implicit animation, 1 s
/// CATransaction.commit()
/// ```
public final class CATransaction {
    private init() {}

    private static var state: LayerThreadState { LayerThreadState.current }

    /// Opens a transaction (nested inside any open one).
    public static func begin() {
        state.transactions.append(CATransactionFrame(isImplicit: false))
    }

    /// Closes the innermost transaction. When it is the outermost, its changes take effect now:
    /// added animations with `beginTime` 0 begin at the current time.
    public static func commit() {
        guard let frame = state.transactions.popLast() else { return }
        if let outer = state.transactions.last {
            outer.attachments += frame.attachments       // nested: takes effect with the outer one
            frame.committed = true
            frame.scheduleCompletionIfDone()
            return
        }
        perform(frame)
    }

    /// Commits the implicit transaction now, if one is open and no explicit one is.
    public static func flush() {
        commitImplicit()
    }

    /// Commits the implicit transaction when it is the only open one.
    static func commitImplicit() {
        guard state.transactions.count == 1, let frame = state.transactions.first, frame.isImplicit else { return }
        state.transactions = []
        perform(frame)
    }

    /// The transaction that changes are recorded in, opening an implicit one when none is open.
    static func currentFrame() -> CATransactionFrame {
        if let frame = state.transactions.last { return frame }
        let frame = CATransactionFrame(isImplicit: true)
        state.transactions = [frame]
        return frame
    }

    /// The open transactions, outermost first (an animation added now counts towards each one's completion).
    /// How many transactions opened with `begin()` are open (opens none).
    static var explicitDepth: Int { state.transactions.reduce(0) { $0 + ($1.isImplicit ? 0 : 1) } }

    static var openFrames: [CATransactionFrame] {
        _ = currentFrame()
        return state.transactions
    }

    /// Makes `frame`'s changes take effect at the current time.
    private static func perform(_ frame: CATransactionFrame) {
        state.commitCount += 1
        let now = CAClock.current.time
        for attachment in frame.attachments {
            attachment.commit(at: now)
        }
        frame.committed = true
        frame.scheduleCompletionIfDone()
    }

    /// How many transactions have committed on this thread so far.
    static var commitCount: UInt64 { state.commitCount }

    // MARK: Settings (looked up from the innermost open transaction outwards)

    private static func lookup(_ key: String) -> Any? {
        for frame in state.transactions.reversed() {
            if let v = frame.values[key] { return v }
        }
        return nil
    }

    /// The setting `key` of the open transactions (innermost first), nil when unset.
    ///
    /// ```swift
    /// CATransaction.setValue(true, forKey: kCATransactionDisableActions)
    /// CATransaction.value(forKey: kCATransactionDisableActions) as? Bool   // true
    /// ```
    public static func value(forKey key: String) -> Any? {
        lookup(key)
    }

    /// Sets `key` on the innermost transaction (opening an implicit one when none is open).
    public static func setValue(_ value: Any?, forKey key: String) {
        let frame = currentFrame()
        if key == kCATransactionCompletionBlock {
            frame.completion = value as? () -> Void
        }
        frame.values[key] = value
    }

    /// The duration of implicit animations and of added animations with duration ≤ 0. Default 0.25 s.
    public static func animationDuration() -> CFTimeInterval {
        guard let v = lookup(kCATransactionAnimationDuration).flatMap(coerceNumber), v.isFinite, v > 0 else { return 0.25 }
        return v
    }

    public static func setAnimationDuration(_ duration: CFTimeInterval) {
        setValue(duration, forKey: kCATransactionAnimationDuration)
    }

    /// The timing function of implicit animations; nil means Core Animation's default curve.
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        lookup(kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether property changes skip their implicit animations.
    public static func disableActions() -> Bool {
        lookup(kCATransactionDisableActions).flatMap(coerceNumber).map { $0 != 0 } ?? false
    }

    public static func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    /// Runs once every animation added in the innermost transaction has stopped (at its commit
    /// when none was added), on the virtual clock.
    public static func completionBlock() -> (() -> Void)? {
        state.transactions.last?.completion
    }

    public static func setCompletionBlock(_ block: (() -> Void)?) {
        let frame = currentFrame()
        frame.completion = block
        frame.values[kCATransactionCompletionBlock] = block
    }

    /// Locking is not needed (transactions are per thread); kept for source compatibility.
    public static func lock() {}
    public static func unlock() {}
}

public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"
