import Foundation
import LayerTree

/// A linear expression over the solve's variables: Σ coefficient·x + constant.
struct LinearExpression {
    var coefficients: [Int: Double] = [:]
    var constant: Double = 0

    func adding(_ other: LinearExpression, times k: Double) -> LinearExpression {
        var result = self
        for (i, c) in other.coefficients { result.coefficients[i, default: 0] += k * c }
        result.constant += k * other.constant
        return result
    }
}

/// The coordinates of one solve: the root view's. A constrained view k has variables x, y, width,
/// height (4k … 4k + 3); every other view mentioned is fixed where it is.
struct LayoutSpace {
    let root: UIView
    let variables: [ObjectIdentifier: Int]

    init(root: UIView, variables: [ObjectIdentifier: Int]) {
        self.root = root
        self.variables = variables
    }

    /// The variable index of a constrained view (or of a guide's constrained view).
    func index(of item: AnyObject?) -> Int? {
        AutoLayout.holder(of: item).flatMap { variables[ObjectIdentifier($0)] }
    }

    /// A view's bounds rectangle now, in root coordinates.
    func currentRect(of view: UIView) -> CGRect {
        let origin = view.convert(CGPoint(x: view.bounds.minX, y: view.bounds.minY), to: root)
        return CGRect(origin: origin, size: view.bounds.size)
    }

    /// A fixed item's rectangle in root coordinates (a guide's inset by its insets).
    func fixedRect(of item: AnyObject?) -> CGRect? {
        guard let view = AutoLayout.holder(of: item) else { return nil }
        let rect = currentRect(of: view)
        guard let guide = item as? UILayoutGuide else { return rect }
        return rect.inset(by: guide.insets(view))
    }

    /// `attribute` of `item` as an expression (nil for an item that is neither a view nor a guide).
    func expression(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression? {
        guard let view = AutoLayout.holder(of: item) else { return nil }
        var insets = (item as? UILayoutGuide)?.insets(view) ?? .zero
        var attribute = attribute
        // The margin attributes are the margins guide's plain ones.
        let margins: [NSLayoutConstraint.Attribute: NSLayoutConstraint.Attribute] = [
            .leftMargin: .left, .rightMargin: .right, .topMargin: .top, .bottomMargin: .bottom, .leadingMargin: .leading,
            .trailingMargin: .trailing, .centerXWithinMargins: .centerX, .centerYWithinMargins: .centerY,
        ]
        if let plain = margins[attribute] {
            attribute = plain
            insets = view.layoutMargins
        }
        // x, y, w, h of the (inset) rectangle as expressions.
        let x, y, w, h: LinearExpression
        if let k = variables[ObjectIdentifier(view)] {
            x = LinearExpression(coefficients: [4 * k: 1], constant: Double(insets.left))
            y = LinearExpression(coefficients: [4 * k + 1: 1], constant: Double(insets.top))
            w = LinearExpression(coefficients: [4 * k + 2: 1], constant: -Double(insets.left + insets.right))
            h = LinearExpression(coefficients: [4 * k + 3: 1], constant: -Double(insets.top + insets.bottom))
        } else {
            let r = currentRect(of: view).inset(by: insets)
            x = LinearExpression(constant: Double(r.minX))
            y = LinearExpression(constant: Double(r.minY))
            w = LinearExpression(constant: Double(r.width))
            h = LinearExpression(constant: Double(r.height))
        }
        switch attribute {
        case .left, .leading: return x
        case .right, .trailing: return x.adding(w, times: 1)
        case .centerX: return x.adding(w, times: 0.5)
        case .width: return w
        case .top, .firstBaseline: return y
        case .bottom, .lastBaseline: return y.adding(h, times: 1)
        case .centerY: return y.adding(h, times: 0.5)
        case .height: return h
        default: return LinearExpression()
        }
    }

    /// Where `view`'s superview's bounds origin lies in root coordinates, with the solution's values
    /// for a constrained superview.
    func originOfSuperview(of view: UIView, solution x: [Double]) -> CGPoint {
        guard let parent = view.superview else { return .zero }
        if let k = variables[ObjectIdentifier(parent)] {
            return CGPoint(x: x[4 * k] - parent.bounds.minX, y: x[4 * k + 1] - parent.bounds.minY)
        }
        let r = currentRect(of: parent)
        return CGPoint(x: r.minX - parent.bounds.minX, y: r.minY - parent.bounds.minY)
    }
}

extension CGRect {
    /// x, y, width, height.
    var values: [Double] { [Double(minX), Double(minY), Double(width), Double(height)] }
}
