import Foundation

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
}
