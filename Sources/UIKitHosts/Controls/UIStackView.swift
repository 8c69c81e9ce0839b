import Foundation
import Geometry2D
import LayerTree

/// A view that lines up its arranged subviews along an axis: sized by their intrinsic sizes,
/// spaced, distributed and aligned as UIKit's stack view does it, hidden ones left out.
///
/// ```swift
/// let stack = UIStackView(arrangedSubviews: [icon, title, subtitle])
/// stack.axis = .vertical
/// stack.alignment = .center
/// stack.spacing = 8
/// ```
open class UIStackView: UIView {
    /// How arranged views share the length along the axis.
    public enum Distribution: Int, Sendable { case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering }
    /// Where arranged views sit across the axis.
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// The views arranged, in order.
    public private(set) var arrangedSubviews: [UIView] = []
    /// The axis (horizontal by default).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsLayout() } }
    open var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
    open var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
    /// The gap between neighbours (the smallest gap for `.equalSpacing`).
    open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// The gap after `arrangedSubview` (instead of `spacing`).
    ///
    /// ```swift
    /// stack.setCustomSpacing(24, after: titleLabel)
    /// ```
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing.isFinite ? spacing : nil
        setNeedsLayout()
    }
    /// The gap after `arrangedSubview`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }
    /// "No custom spacing": the stack's `spacing` applies.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// The system's spacing (8 points here).
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

    /// The gap after `view` (its custom spacing, else the stack's).
    private func gap(after view: UIView) -> CGFloat {
        guard let custom = customSpacings[ObjectIdentifier(view)] else { return spacing }
        return custom == Self.spacingUseSystem ? 8 : custom == Self.spacingUseDefault ? spacing : custom
    }

    /// Whether the views are arranged inside `layoutMargins` instead of the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsLayout() } }

    /// A stack of `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Appends `view` to the arranged views (and the subviews).
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }
    /// Inserts `view` among the arranged views at `index`.
    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false     // the stack places it, as UIKit's does
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }
    /// Stops arranging `view` (it stays a subview, as in UIKit).
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        setNeedsLayout()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        arrangedSubviews.removeAll { $0 === subview }
        setNeedsLayout()
    }

    private var visible: [UIView] { arrangedSubviews.filter { !$0.isHidden } }

    /// A view's length along (`along`) or across the axis: its own constant width or height
    /// constraint, else its intrinsic size (0 without one).
    private func length(of view: UIView, along: Bool) -> CGFloat {
        let horizontal = (axis == .horizontal) == along
        if let fixed = view.constantLength(horizontal: horizontal), fixed.isFinite { return max(fixed, 0) }
        let size = view.intrinsicContentSize
        let v = horizontal ? size.width : size.height
        return v.isFinite && v > 0 ? v : 0
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let box = isLayoutMarginsRelativeArrangement ? bounds.inset(by: layoutMargins) : bounds
        let views = visible
        guard !views.isEmpty else { return }
        let horizontal = axis == .horizontal
        let total = horizontal ? box.width : box.height, across = horizontal ? box.height : box.width
        let gaps = views.dropLast().reduce(0) { $0 + gap(after: $1) }
        var lengths = views.map { length(of: $0, along: true) }
        var spread: CGFloat?       // equal spacing: one gap for all
        switch distribution {
        case .fillEqually:
            lengths = Array(repeating: max((total - gaps) / CGFloat(views.count), 0), count: views.count)
        case .fillProportionally:
            let sum = lengths.reduce(0, +)
            if sum > 0 { lengths = lengths.map { $0 / sum * max(total - gaps, 0) } }
        case .equalSpacing, .equalCentering:
            if views.count > 1 { spread = max((total - lengths.reduce(0, +)) / CGFloat(views.count - 1), spacing) }
        case .fill:
            // The first view without an intrinsic length takes what is left (UIKit's lowest hugging
            // priority), else the last view stretches or shrinks.
            let free = total - gaps - lengths.reduce(0, +)
            let flexible = lengths.firstIndex(of: 0) ?? lengths.count - 1
            lengths[flexible] = max(lengths[flexible] + free, 0)
        }
        var position = horizontal ? box.minX : box.minY
        for (view, length) in zip(views, lengths) {
            let natural = self.length(of: view, along: false)
            let thickness = alignment == .fill || natural == 0 ? across : min(natural, across)
            let offset: CGFloat = switch alignment {
            case .fill, .leading, .firstBaseline: 0
            case .center: (across - thickness) / 2
            case .trailing, .lastBaseline: across - thickness
            }
            view.frame = horizontal
                ? CGRect(x: position, y: box.minY + offset, width: length, height: thickness)
                : CGRect(x: box.minX + offset, y: position, width: thickness, height: length)
            position += length + (spread ?? gap(after: view))
        }
    }

    /// The arranged views' lengths and gaps along the axis; the thickest across it.
    open override var intrinsicContentSize: CGSize {
        let views = visible
        let along = views.map { length(of: $0, along: true) }.reduce(0, +) + views.dropLast().reduce(0) { $0 + gap(after: $1) }
        let across = views.map { length(of: $0, along: false) }.max() ?? 0
        let m = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
        return axis == .horizontal
            ? CGSize(width: along + m.left + m.right, height: across + m.top + m.bottom)
            : CGSize(width: across + m.left + m.right, height: along + m.top + m.bottom)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
