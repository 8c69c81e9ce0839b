import Foundation
import LayerTree

/// A screen's controller, as in UIKit: it makes its view on first use (`loadView()`, then
/// `viewDidLoad()`), hears when the view appears (`viewWillAppear`, `viewDidAppear`) and is laid
/// out (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`), and holds child controllers. A
/// `UIWindow`'s `makeKeyAndVisible()` brings its root controller on screen in UIKit's order:
/// loadView, viewDidLoad, viewWillAppear, viewWillLayoutSubviews, viewDidLayoutSubviews, viewDidAppear.
///
/// ```swift
/// final class SpinnerViewController: UIViewController {
///     private let spinner = CAShapeLayer()
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         view.backgroundColor = .systemBackground
///         view.layer.addSublayer(spinner)
///     }
///     override func viewDidAppear(_ animated: Bool) {
///         super.viewDidAppear(animated)
///         spinner.add(rotation, forKey: "spin")
///     }
/// }
/// ```
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// The controller's title (kept; navigation bars are not drawn yet).
    open var title: String?
    /// The controller this one is a child of.
    public private(set) weak var parent: UIViewController?
    /// The child controllers, in the order they were added.
    public private(set) var children: [UIViewController] = []
    /// Whether the view is on screen (between `viewDidAppear` and `viewWillDisappear`).
    public private(set) var isVisible = false

    /// A controller with no nib (Zoetrope has none: the names are kept).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// A controller with no nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// UIKit's archive initializer: an empty controller (Zoetrope has no storyboards to decode).
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: The view

    /// The controller's view, made by `loadView()` and followed by `viewDidLoad()` on first use.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    /// The view if it was made, without making it.
    public var viewIfLoaded: UIView? { loadedView }

    /// Whether the view was made.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view (and calls `viewDidLoad()`) if it was not made yet.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: Self.defaultFrame) }
        viewDidLoad()
    }

    /// Makes the view: override to set `view` to your own; the default is an empty view the size
    /// of the screen (an iPhone 15's 393 × 852 points).
    open func loadView() {
        view = UIView(frame: Self.defaultFrame)
    }

    /// The frame of a view `loadView()` makes by default.
    static let defaultFrame = CGRect(x: 0, y: 0, width: 393, height: 852)

    /// Called once, after the view was made.
    open func viewDidLoad() {}

    // MARK: Appearance and layout

    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    // MARK: Children

    /// Adds `child` as a child controller (call `didMove(toParent:)` after adding its view).
    open func addChild(_ child: UIViewController) {
        guard child !== self, !isDescendant(of: child) else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to (or removed from) a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to (or removed from) a parent.
    open func didMove(toParent parent: UIViewController?) {}

    private func isDescendant(of controller: UIViewController) -> Bool {
        var current = parent
        while let candidate = current {
            if candidate === controller { return true }
            current = candidate.parent
        }
        return false
    }

    open override var next: UIResponder? { loadedView?.superview ?? parent }

    // MARK: Bringing on screen

    /// The view appears: `viewWillAppear`, layout, `viewDidAppear` — for this controller and the
    /// children whose views are inside its view, parents first.
    func beginAppearance(animated: Bool) {
        viewWillAppear(animated)
        for child in children where child.viewIfLoaded?.isDescendant(of: view) == true {
            child.viewWillAppear(animated)
        }
        view.layoutIfNeeded()
        CATransaction.flush()      // on screen (its first commit) before viewDidAppear, as in UIKit
        isVisible = true
        viewDidAppear(animated)
        for child in children where child.viewIfLoaded?.isDescendant(of: view) == true {
            child.isVisible = true
            child.viewDidAppear(animated)
        }
    }

    /// The view disappears: `viewWillDisappear`, `viewDidDisappear`, children too.
    func endAppearance(animated: Bool) {
        viewWillDisappear(animated)
        for child in children where child.isVisible { child.viewWillDisappear(animated) }
        isVisible = false
        viewDidDisappear(animated)
        for child in children where child.isVisible {
            child.isVisible = false
            child.viewDidDisappear(animated)
        }
    }
}
