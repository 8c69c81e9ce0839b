import Foundation
import LayerTree

/// One edge, centre or dimension of a view or layout guide, to make constraints from.
///
/// ```swift
/// label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24).isActive = true
/// ```
public class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let item: AnyObject
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
              constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
                           attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// This anchor equal to `anchor` plus `constant`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, anchor, constant: constant)
    }
    /// This anchor at least `anchor` plus `constant`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: constant)
    }
    /// This anchor at most `anchor` plus `constant`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: constant)
    }
}

/// A horizontal position anchor (leading, trailing, left, right, centre x).
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
/// A vertical position anchor (top, bottom, centre y, baselines).
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height anchor: related to another dimension with a multiplier, or to a constant.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// This dimension equal to `constant`.
    public func constraint(equalToConstant constant: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: constant) }
    /// This dimension at least `constant`.
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: constant)
    }
    /// This dimension at most `constant`.
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: constant)
    }
    /// This dimension equal to `multiplier` × `anchor` + `constant`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: multiplier, constant: constant)
    }
    /// This dimension at least `multiplier` × `anchor` + `constant`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
    /// This dimension at most `multiplier` × `anchor` + `constant`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}

/// A rectangle in a view that constraints can refer to: the safe area (the whole view here: a
/// headless screen has no status bar or home indicator), the layout margins, or one you add.
open class UILayoutGuide: NSObject {
    /// The view it belongs to.
    open internal(set) weak var owningView: UIView?
    /// A name for messages.
    open var identifier = ""
    let insets: (UIView) -> UIEdgeInsets

    init(owner: UIView?, insets: @escaping (UIView) -> UIEdgeInsets) {
        owningView = owner
        self.insets = insets
    }

    /// A guide covering its view (add it with `addLayoutGuide(_:)`).
    public override init() {
        insets = { _ in .zero }
    }

    /// The guide's rectangle in its view's coordinates.
    open var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        return view.bounds.inset(by: insets(view))
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

extension UIView {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    /// The safe area (the whole view: a headless screen has no bars).
    public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide(owner: self) { _ in .zero } }
    /// The area inside the layout margins.
    public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide(owner: self) { $0.layoutMargins } }
    /// The safe area's insets (none headless).
    public var safeAreaInsets: UIEdgeInsets { .zero }

    /// Adds a guide constraints may refer to (covering the view).
    public func addLayoutGuide(_ guide: UILayoutGuide) { guide.owningView = self }

    /// The active constraints this view holds.
    public var constraints: [NSLayoutConstraint] { heldConstraints }
    /// Activates `constraint`.
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates `constraints`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Deactivates `constraints`.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// How strongly the view resists growing past its intrinsic size along `axis` (250 by default).
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        huggingPriorities[axis.rawValue] = priority
        setNeedsLayout()
    }
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { huggingPriorities[axis.rawValue] }
    /// How strongly the view resists shrinking below its intrinsic size along `axis` (750 by default).
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compressionPriorities[axis.rawValue] = priority
        setNeedsLayout()
    }
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionPriorities[axis.rawValue]
    }
    /// The intrinsic size changed: lay out again.
    public func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        superview?.setNeedsLayout()
    }
    /// Constraints are solved at the next layout (nothing else to update).
    public func setNeedsUpdateConstraints() { setNeedsLayout() }
    /// Constraints are solved at the next layout (nothing else to update).
    public func updateConstraintsIfNeeded() {}
}
