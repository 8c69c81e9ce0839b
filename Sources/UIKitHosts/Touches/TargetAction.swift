import Foundation

/// One target–action pair without a selector. UIKit names the action with `#selector(handleTap)`,
/// which needs the Objective-C runtime Linux does not have; Zoetrope takes the method itself,
/// unbound — `Self.handleTap` — and calls it on the target, which it holds weakly, as UIKit does
/// (a view owning its recognizer makes no cycle). A target that is gone is skipped. The method may
/// be named on the target's class or on `Self` (the dynamic type the target is checked against
/// when the action runs).
///
/// ```swift
/// // UIKit:    UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
/// // Zoetrope: UITapGestureRecognizer(target: self, action: Self.handleTap(_:))
/// ```
final class TargetAction<Sender: AnyObject> {
    /// The target's identity (for `removeTarget`), nil for an action without a target.
    let target: ObjectIdentifier?
    private let send: (Sender, UIEvent?) -> Void

    /// `action` called on `target` with the sender.
    init<Target: AnyObject, Base, Argument>(target: Target, action: @escaping (Base) -> (Argument) -> Void) {
        self.target = ObjectIdentifier(target)
        send = { [weak target] sender, _ in
            guard let base = target as? Base, let argument = sender as? Argument else { return }
            action(base)(argument)
        }
    }

    /// `action` called on `target` with the sender and the event (UIKit's `(_:forEvent:)` actions).
    init<Target: AnyObject, Base, Argument>(target: Target, action: @escaping (Base) -> (Argument, UIEvent?) -> Void) {
        self.target = ObjectIdentifier(target)
        send = { [weak target] sender, event in
            guard let base = target as? Base, let argument = sender as? Argument else { return }
            action(base)(argument, event)
        }
    }

    /// `action` called on `target` with nothing.
    init<Target: AnyObject, Base>(target: Target, action: @escaping (Base) -> () -> Void) {
        self.target = ObjectIdentifier(target)
        send = { [weak target] _, _ in
            guard let base = target as? Base else { return }
            action(base)()
        }
    }

    /// Calls the action for `sender`.
    func perform(_ sender: Sender, event: UIEvent? = nil) { send(sender, event) }
}
