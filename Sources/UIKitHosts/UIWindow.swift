import Foundation
import LayerTree

/// The view at the root of a UIKit screen: its root controller's view fills it, and
/// `makeKeyAndVisible()` brings that controller on screen (its appearance calls, in UIKit's
/// order). Render it with a `LayerTimeline` over `window.layer`; animations the controller starts
/// in `viewDidAppear` then begin at time 0.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
/// window.rootViewController = SpinnerViewController()
/// window.makeKeyAndVisible()
/// let timeline = LayerTimeline(root: window.layer)
/// let frame = timeline.displayList(at: 1.5, size: window.bounds.size)
/// ```
open class UIWindow: UIView {
    /// The controller whose view fills the window (replacing one ends its appearance).
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue {
                if isKeyWindow { old.endAppearance(animated: false) }
                old.viewIfLoaded?.removeFromSuperview()
            }
            guard let controller = rootViewController else { return }
            let view: UIView = controller.view
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
            if isKeyWindow { controller.beginAppearance(animated: false) }
        }
    }

    /// Delivers the window's scripted touches (`UIKitTimeline.tap`, `.drag`).
    lazy var touchDelivery = TouchDelivery(root: self)

    /// Whether `makeKeyAndVisible()` was called.
    public private(set) var isKeyWindow = false

    /// Shows the window and brings its root controller on screen.
    open func makeKeyAndVisible() {
        isHidden = false
        guard !isKeyWindow else { return }
        isKeyWindow = true
        rootViewController?.beginAppearance(animated: false)
    }

    /// Makes the window key (the same as `makeKeyAndVisible()` headless).
    open func makeKey() { makeKeyAndVisible() }
}
