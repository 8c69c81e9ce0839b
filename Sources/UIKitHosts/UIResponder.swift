import Foundation
import Geometry2D

/// The base of `UIView` (and later `UIViewController`), as in UIKit: the responder chain's link.
/// Headless, nothing becomes first responder; `next` walks from a view to its superview.
///
/// ```swift
/// let view = UIView()
/// view.next   // its superview, nil at the root
/// ```
open class UIResponder {
    public init() {}

    /// The next responder: a view's superview.
    open var next: UIResponder? { nil }

    /// Headless rendering has no keyboard focus: always false.
    open var isFirstResponder: Bool { false }

    /// Asks to become first responder; headless, it never does.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Gives up first responder status (there is none headless).
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    // MARK: Touches (a scripted touch arrives here; the default passes it to the next responder)

    /// Fingers touched down.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Fingers moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Fingers lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// The touches were cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
}

/// One finger on the screen: where it is (in any view's coordinates), where it was, its phase.
///
/// ```swift
/// override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
///     guard let point = touches.first?.location(in: self) else { return }
///     value = point.x / bounds.width
/// }
/// ```
open class UITouch: NSObject {
    /// A touch's phase (UIKit's raw values).
    public enum Phase: Int, Sendable { case began = 0, moved, stationary, ended, cancelled }

    /// The phase now.
    open internal(set) var phase: Phase
    /// The view the touch began in.
    open internal(set) weak var view: UIView?
    /// Taps in quick succession (1 for a single tap).
    open internal(set) var tapCount: Int
    /// When the touch last changed, seconds on the screen's clock.
    open internal(set) var timestamp: TimeInterval
    /// Where it is, in window coordinates.
    var windowPoint: CGPoint
    /// Where it was before the last move, in window coordinates.
    var previousWindowPoint: CGPoint

    init(view: UIView?, at point: CGPoint, phase: Phase = .began, tapCount: Int = 1, timestamp: TimeInterval = 0) {
        self.view = view
        windowPoint = point
        previousWindowPoint = point
        self.phase = phase
        self.tapCount = tapCount
        self.timestamp = timestamp
    }

    /// Where the touch is in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint { view?.convert(windowPoint, from: nil) ?? windowPoint }
    /// Where the touch was before its last move, in `view`'s coordinates.
    open func previousLocation(in view: UIView?) -> CGPoint { view?.convert(previousWindowPoint, from: nil) ?? previousWindowPoint }
}

/// An event: the touches that changed together.
open class UIEvent: NSObject {
    /// The touches of the event.
    open internal(set) var allTouches: Set<UITouch>?
    /// When it happened, seconds on the screen's clock.
    open internal(set) var timestamp: TimeInterval

    init(touches: Set<UITouch>, timestamp: TimeInterval) {
        allTouches = touches
        self.timestamp = timestamp
    }
}
