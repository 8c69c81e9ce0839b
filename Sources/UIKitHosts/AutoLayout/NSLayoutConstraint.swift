import Foundation
import LayerTree

/// How important a constraint or a content size is (1…1000; 1000 is required).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue + b) }
    public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue - b) }
}

/// A linear relation between two layout attributes — `first = multiplier × second + constant`
/// (or ≤, ≥) — that Auto Layout keeps true when it lays views out. Made from anchors
/// (`a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 16)`) and switched on with
/// `isActive` or `NSLayoutConstraint.activate(_:)`; changing `constant` and laying out again (inside a
/// `UIView.animate` block, to animate) moves the views.
///
/// ```swift
/// card.translatesAutoresizingMaskIntoConstraints = false
/// NSLayoutConstraint.activate([
///     card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
///     card.widthAnchor.constraint(equalToConstant: 240),
///     card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.6),
/// ])
/// ```
open class NSLayoutConstraint: NSObject {
    /// A layout attribute (UIKit's raw values).
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }
    /// How the two sides relate (UIKit's raw values).
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }
    /// A layout axis (UIKit's raw values).
    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }

    /// The first item (a view or a layout guide).
    public let firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    /// The second item (nil for a constant constraint).
    public let secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    /// The constant added to the second side; changing it marks the views for layout.
    open var constant: CGFloat { didSet { if isActive { AutoLayout.changed(self) } } }
    /// How strongly it holds (required by default).
    open var priority: UILayoutPriority = .required { didSet { if isActive { AutoLayout.changed(self) } } }
    /// A name for messages.
    open var identifier: String?

    /// Whether Auto Layout keeps it.
    open var isActive: Bool = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive { AutoLayout.activate(self) } else { AutoLayout.deactivate(self) }
        }
    }

    /// A constraint `item.attribute relation toItem.attribute × multiplier + constant`, inactive.
    public init(item: Any, attribute: Attribute, relatedBy relation: Relation, toItem: Any?, attribute secondAttribute: Attribute,
                multiplier: CGFloat, constant: CGFloat) {
        firstItem = item as AnyObject
        firstAttribute = attribute
        self.relation = relation
        secondItem = toItem.map { $0 as AnyObject }
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier.isFinite ? multiplier : 1
        self.constant = constant.isFinite ? constant : 0
    }

    /// Activates each constraint.
    open class func activate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = true } }
    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = false } }

    open override var description: String {
        "<NSLayoutConstraint \(identifier ?? "") \(firstAttribute) \(relation) \(multiplier)×\(secondAttribute) + \(constant)>"
    }
}
