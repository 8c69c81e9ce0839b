import Foundation
import Geometry2D
import LayerTree

/// A rectangular area of a UIKit view tree, backed by a Core Animation layer: its geometry,
/// opacity and colour are its layer's, and its subviews' layers are its layer's sublayers, so a
/// `LayerTimeline` over the root view's layer renders the tree on the virtual clock. The view is
/// its layer's delegate: outside `UIView.animate` blocks its changes do not animate (as in UIKit),
/// inside them they become Core Animation animations (`UIView+Animations.swift`).
///
/// ```swift
/// final class BadgeView: UIView {
///     override init(frame: CGRect) {
///         super.init(frame: frame)
///         backgroundColor = .systemRed
///         layer.cornerRadius = frame.height / 2
///     }
///     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
/// }
/// ```
open class UIView: UIResponder, CALayerDelegate {
    /// The class of the layer a view of this class makes (override to back a view with a
    /// `CAShapeLayer`, `CAGradientLayer`, …).
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's backing layer (an instance of `layerClass`).
    public let layer: CALayer

    /// The views inside this one, back to front.
    public internal(set) var subviews: [UIView] = []
    /// The view this one is inside.
    public internal(set) weak var superview: UIView?

    /// A number to find the view by (`viewWithTag(_:)`).
    open var tag = 0
    /// Whether touches reach the view and its subviews.
    open var isUserInteractionEnabled = true
    /// Whether the view takes more than one finger (kept; a scripted touch sequence goes to one view).
    open var isMultipleTouchEnabled = false
    /// Whether the view takes touches alone (kept).
    open var isExclusiveTouch = false
    /// The name scripts and tests find the view by (`ViewTarget.id`).
    open var accessibilityIdentifier: String?
    /// What the view says it is (`ViewTarget.label` finds it; a label's text and a button's title count too).
    open var accessibilityLabel: String?
    /// The recognizers attached to the view, in the order added.
    var attachedRecognizers: [UIGestureRecognizer] = []
    /// How the view's drawn content fills its bounds when they change: stretched
    /// (`.scaleToFill`, the default), fitted, placed, or drawn again (`.redraw`) — the layer's
    /// `contentsGravity` and `needsDisplayOnBoundsChange`.
    open var contentMode: ContentMode = .scaleToFill {
        didSet {
            layer.contentsGravity = contentMode.contentsGravity
            layer.needsDisplayOnBoundsChange = contentMode == .redraw
        }
    }
    /// Which of its size and margins follow the superview's size (see `AutoresizingMask`).
    open var autoresizingMask: AutoresizingMask = []
    /// Whether subviews are resized by `autoresizingMask` when this view's bounds change.
    open var autoresizesSubviews = true

    var needsLayout = true
    /// Whether Auto Layout leaves the frame as set (true) or solves it from constraints (false).
    open var translatesAutoresizingMaskIntoConstraints = true { didSet { superview?.setNeedsLayout() } }
    /// The active constraints whose first item is this view (or one of its guides).
    var heldConstraints: [NSLayoutConstraint] = []
    var huggingPriorities: [UILayoutPriority] = [.defaultLow, .defaultLow]
    var compressionPriorities: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    /// What the last Auto Layout solve from this view read (skipped while unchanged).
    var autoLayoutSignature: [Double] = []
    /// The controller whose view this is (it hears this view's layout).
    weak var viewController: UIViewController?

    /// A view of `frame`'s size and place in its superview's coordinates.
    public init(frame: CGRect) {
        layer = CALayer.makeModelLayer(of: (Self.layerClass as? CALayer.Type) ?? CALayer.self)
        super.init()
        layer.delegate = self
        self.frame = frame
        layer.setNeedsDisplay()
    }

    /// A view of zero size at the origin (a convenience initializer, as Swift sees UIKit's: a
    /// subclass inherits it while it keeps `init(frame:)`, and may declare its own `init()`).
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// UIKit's archive initializer. Zoetrope has no nib or storyboard archives: it makes an
    /// empty view, so that subclasses that call `super.init(coder:)` work unchanged.
    public required init?(coder: NSCoder) {
        layer = CALayer.makeModelLayer(of: (Self.layerClass as? CALayer.Type) ?? CALayer.self)
        super.init()
        layer.delegate = self
        layer.setNeedsDisplay()
    }

    open override var next: UIResponder? { viewController ?? superview }

    // MARK: Appearance (through the layer)

    /// The fill behind the view's content (the layer's background colour).
    open var backgroundColor: UIColor? {
        get { layer.backgroundColor.map { UIColor(cgColor: $0) } }
        set { layer.backgroundColor = newValue?.cgColor }
    }

    /// The view's opacity, 0…1 (the layer's `opacity`).
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// Whether the view is hidden (the layer's `isHidden`).
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            layer.isHidden = newValue
            (superview as? UIStackView)?.setNeedsLayout()   // a stack leaves hidden views out
        }
    }

    /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// Whether the view is fully opaque (a drawing hint; kept).
    open var isOpaque = true

    /// The colour controls draw with: its own, else its superview's, else the system blue.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            ownTintColor = newValue
            tintColorDidChange()
        }
    }
    private var ownTintColor: UIColor?

    /// Called when the tint colour changes.
    open func tintColorDidChange() {}

    // MARK: Geometry (the layer's)

    /// The view's place and size in its superview's coordinates: the layer's frame. Set while
    /// the view is transformed, as in UIKit, only `center` and the size are meaningful.
    open var frame: CGRect {
        get { layer.frame }
        set { resizing { layer.frame = newValue } }
    }

    /// The view's own coordinate space: origin and size (the layer's bounds).
    open var bounds: CGRect {
        get { layer.bounds }
        set { resizing { layer.bounds = newValue } }
    }

    /// The view's centre in its superview's coordinates (the layer's position, its anchor being
    /// the centre unless changed).
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The view's 2D transform about its centre (the layer's affine transform).
    ///
    /// ```swift
    /// UIView.animate(withDuration: 0.3) { card.transform = CGAffineTransform(scaleX: 1.1, y: 1.1) }
    /// ```
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    // MARK: Layout

    /// Marks the view as needing layout: `layoutIfNeeded()` (or the next frame) runs `layoutSubviews()`.
    open func setNeedsLayout() {
        needsLayout = true
        layer.setNeedsLayout()
    }

    /// Runs `layoutSubviews()` now if the view needs layout, then lays out its subviews the same way.
    /// A `layoutSubviews` that keeps invalidating its own layout stops after
    /// `UIView.maximumLayoutPasses` passes (a warning in UIKit's terms: "layout loop").
    open func layoutIfNeeded() {
        AutoLayout.pass(from: self) {       // constraints solved once, at the outermost call
            var passes = 0
            while needsLayout, passes < Self.maximumLayoutPasses {
                needsLayout = false
                passes += 1
                viewController?.viewWillLayoutSubviews()
                layoutSubviews()
                viewController?.viewDidLayoutSubviews()
            }
            for subview in subviews { subview.layoutIfNeeded() }
        }
    }

    /// Override to place subviews (the default does nothing: frames and autoresizing place them).
    open func layoutSubviews() {}

    /// The size the view's content asks for (`UIView.noIntrinsicMetric` on an axis without one).
    open var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }
    /// The size that best fits `size` (the default: the current size).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to `sizeThatFits` its current size, keeping its origin.
    open func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        guard fitted.width.isFinite, fitted.height.isFinite else { return }
        frame = CGRect(origin: frame.origin, size: fitted)
    }
    /// An axis without an intrinsic size.
    public static let noIntrinsicMetric: CGFloat = -1
    /// The margins content is laid out within (8 points each by default).
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) { didSet { setNeedsLayout() } }

    /// How many `layoutSubviews()` passes one `layoutIfNeeded()` runs at most on a view.
    public static let maximumLayoutPasses = 100

    /// Called before the view moves to `newSuperview` (nil: removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview (or was removed).
    open func didMoveToSuperview() {}
    /// Called before the view (or an ancestor) moves into `newWindow` (nil: out of its window).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view (or an ancestor) moved into a window or out of one (`window` tells which).
    open func didMoveToWindow() {}
    /// Called after `subview` was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layer delegate

    /// The action for a change of `event` on the view's layer: inside a `UIView.animate` block an
    /// animation (see `UIViewAnimationContext`), outside `NSNull` (a view's changes do not animate
    /// by themselves, as in UIKit).
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        UIViewAnimationContext.current?.action(for: layer, forKey: event) ?? NSNull()
    }

    /// Override to draw the view's content with Core Graphics or UIKit drawing
    /// (`UIGraphicsGetCurrentContext()`, `UIBezierPath.fill()`, `UIColor.setFill()`): called with
    /// the bounds when the view is first shown and after `setNeedsDisplay()`.
    ///
    /// ```swift
    /// override func draw(_ rect: CGRect) {
    ///     UIColor.systemTeal.setFill()
    ///     UIBezierPath(ovalIn: rect.insetBy(dx: 4, dy: 4)).fill()
    /// }
    /// ```
    open func draw(_ rect: CGRect) {}

    // MARK: Touches

    /// The farthest-in view under `point` (in this view's coordinates) that takes touches: none
    /// when this view is hidden, nearly transparent (alpha ≤ 0.01), not interactive or the point
    /// is outside it; else the front-most subview's hit, else this view. Model values count, not
    /// what an animation shows (as in UIKit).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (in this view's coordinates) is inside the view: its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// Whether `gestureRecognizer`, attached to this view, may begin (the default: yes).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Lays out subviews when the layer lays out its sublayers.
    open func layoutSublayers(of layer: CALayer) {
        layoutIfNeeded()
    }
}

extension UIView {
    /// How a view's content fills its bounds (UIKit's `UIView.ContentMode`).
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// Which edges and sizes follow a superview's size change (UIKit's `AutoresizingMask`).
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

extension UIView {
    /// Resizes `autoresizingMask` subviews after this view's size changed from `old` to `new`.
    func resizeSubviews(from old: CGSize, to new: CGSize) {
        guard autoresizesSubviews, old != new, old.width.isFinite, old.height.isFinite else { return }
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            subview.frame = subview.autoresized(frame: subview.frame, from: old, to: new)
        }
    }
}
