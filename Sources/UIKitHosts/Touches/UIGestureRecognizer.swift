import Foundation
import Geometry2D
import LayerTree

/// Turns the touches on a view into a gesture, as UIKit's: it sees the touches of its view and
/// the views inside it before they do, moves through its states (`.possible` → `.began` →
/// `.changed` → `.ended` for a continuous gesture, `.possible` → `.ended` for a discrete one, or
/// `.failed`/`.cancelled`), and calls its targets' actions on each change. Recognizing cancels
/// the touches in the view (`cancelsTouchesInView`) and makes the others fail unless a delegate
/// lets them recognize together; `require(toFail:)` makes one wait for another.
///
/// Targets are methods, not selectors (Linux has no Objective-C runtime): drop `@objc` and write
/// `Self.method` where UIKit has `#selector(method)`.
///
/// ```swift
/// let tap = UITapGestureRecognizer(target: self, action: Self.handleTap(_:))
/// tap.numberOfTapsRequired = 2
/// addGestureRecognizer(tap)
///
/// func handleTap(_ gesture: UITapGestureRecognizer) {
///     let point = gesture.location(in: self)
///     …
/// }
/// ```
///
/// A subclass overrides `touchesBegan`/`Moved`/`Ended`/`Cancelled` and sets `state`, as in UIKit.
open class UIGestureRecognizer: NSObject {
    /// A recognizer's state (UIKit's raw values).
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture's recognized state (the same as `.ended`).
        public static let recognized = State.ended
    }

    /// The state; a subclass sets it as it recognizes (the targets hear each change but `.failed`).
    open var state: State = .possible {
        didSet { delivery?.recognizer(self, changedFrom: oldValue) }
    }
    /// Whether it looks at touches (setting false while it recognizes cancels it).
    open var isEnabled = true {
        didSet { if !isEnabled, state == .began || state == .changed { state = .cancelled } }
    }
    /// The view it is attached to.
    open internal(set) weak var view: UIView?
    /// Whether recognizing sends `touchesCancelled` to the view instead of the rest of the touches.
    open var cancelsTouchesInView = true
    /// Kept (the view sees touches at once; a scripted sequence never waits for a recognizer).
    open var delaysTouchesBegan = false
    /// Kept (see `delaysTouchesBegan`).
    open var delaysTouchesEnded = true
    /// What decides whether it begins and whether it recognizes alongside another.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// A name for debugging.
    open var name: String?

    var targets: [TargetAction<UIGestureRecognizer>] = []
    /// The touches of the sequence it is looking at.
    var trackedTouches: [UITouch] = []
    /// The recognizers that must fail before this one recognizes.
    var failureRequirements: [WeakRecognizer] = []
    /// The delivery whose sequence it is in (it hears state changes).
    weak var delivery: TouchDelivery?

    /// A recognizer with no target yet (`addTarget(_:action:)` adds one).
    public override init() { super.init() }

    /// A recognizer calling `action` on `target` with itself: `Self.handlePan(_:)`.
    public convenience init<Target: AnyObject, Base, Recognizer: UIGestureRecognizer>(
        target: Target, action: @escaping (Base) -> (Recognizer) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer calling `action` on `target`: `Self.dismiss`.
    public convenience init<Target: AnyObject, Base>(target: Target, action: @escaping (Base) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds a target whose `action` is called with the recognizer on each state change.
    open func addTarget<Target: AnyObject, Base, Recognizer: UIGestureRecognizer>(
        _ target: Target, action: @escaping (Base) -> (Recognizer) -> Void) {
        targets.append(TargetAction(target: target, action: action))
    }

    /// Adds a target whose `action` is called on each state change.
    open func addTarget<Target: AnyObject, Base>(_ target: Target, action: @escaping (Base) -> () -> Void) {
        targets.append(TargetAction(target: target, action: action))
    }

    /// Removes `target`'s actions (all of them: Swift methods have no identity to tell one from
    /// another, so `action` must be nil), or every target's when `target` is nil.
    open func removeTarget(_ target: AnyObject?, action: Never?) {
        guard let target else { return targets = [] }
        targets.removeAll { $0.target == ObjectIdentifier(target) }
    }

    /// Makes this recognizer wait until `other` fails; it fails if `other` recognizes.
    ///
    /// ```swift
    /// singleTap.require(toFail: doubleTap)
    /// ```
    open func require(toFail other: UIGestureRecognizer) {
        guard other !== self else { return }
        failureRequirements.append(WeakRecognizer(other))
    }

    // MARK: Where the touches are

    /// How many touches it is tracking.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of its touches in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else { return .zero }
        let points = trackedTouches.map { $0.location(in: view) }
        let count = CGFloat(points.count)
        return CGPoint(x: points.map(\.x).reduce(0, +) / count, y: points.map(\.y).reduce(0, +) / count)
    }

    /// Where touch `index` is in `view`'s coordinates.
    open func location(ofTouch index: Int, in view: UIView?) -> CGPoint {
        trackedTouches.indices.contains(index) ? trackedTouches[index].location(in: view) : .zero
    }

    // MARK: For subclasses

    /// Touches went down in the view (or a view inside it).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The touches were cancelled (the default cancels a gesture in progress, fails a possible one).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }
    /// Back to `.possible` after the gesture ended, failed or was cancelled (override to clear
    /// what a subclass counted; call super).
    open func reset() {}
    /// Stops looking at `touch`.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
    }

    private var deadlineGeneration = 0

    /// Runs `work` after `delay` seconds on the virtual clock of the code running now (the
    /// screen's or the hosted view's), unless `cancelDeadline()` or another deadline comes first.
    func setDeadline(after delay: TimeInterval, _ work: @escaping () -> Void) {
        deadlineGeneration += 1
        let generation = deadlineGeneration
        let clock = CAClock.current
        clock.scheduleWork(at: clock.time + (delay.isFinite ? max(delay, 0) : 0)) { [weak self] in
            guard let self, deadlineGeneration == generation else { return }
            work()
        }
    }

    /// Drops the pending deadline.
    func cancelDeadline() { deadlineGeneration += 1 }

    /// Calls every target's action (the delivery does, on each state change but `.failed`).
    func sendActions() {
        for target in targets { target.perform(self) }
    }

    /// Back to `.possible` without telling anyone, then `reset()`.
    func resetState() {
        let delivery = self.delivery
        self.delivery = nil
        state = .possible
        trackedTouches = []
        cancelDeadline()
        reset()
        self.delivery = delivery
    }

    /// Whether it waits, `.possible` with no touches, for another touch sequence (a multiple tap).
    var isWaitingBetweenSequences: Bool { false }

    /// Whether a gesture in progress or recognized.
    var hasRecognized: Bool { state == .began || state == .changed || state == .ended }
}

/// A weak link to a recognizer.
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}

/// What a recognizer's delegate may decide (each method optional, as in UIKit).
///
/// ```swift
/// func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
/// ```
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may leave `.possible` (false: it fails).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the two may recognize at the same time (either delegate saying yes is enough).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer looks at `touch` at all.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

extension UIView {
    /// The recognizers attached to the view (nil when none); setting replaces them.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
        set {
            for recognizer in attachedRecognizers { recognizer.view = nil }
            attachedRecognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `recognizer` (moving it from another view, as UIKit does).
    ///
    /// ```swift
    /// card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.handlePan(_:)))
    /// ```
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        attachedRecognizers.append(recognizer)
    }

    /// Detaches `recognizer`.
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizer.view === self else { return }
        attachedRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }
}
