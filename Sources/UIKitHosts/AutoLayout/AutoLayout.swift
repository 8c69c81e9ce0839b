import Foundation
import LayerTree

/// Auto Layout's bookkeeping and its solve: active constraints are held by their first item's
/// view; a layout pass (`layoutIfNeeded()` at its outermost call) solves the constraints of the
/// subtree it starts at — each view with `translatesAutoresizingMaskIntoConstraints == false` gets
/// a frame from them (views they mention that keep their frames are fixed), its intrinsic size a
/// weak wish — and sets those frames (animated inside a `UIView.animate` block, as UIKit does).
enum AutoLayout {
    /// The most constrained views one solve takes (a larger layout is left as it is, with a warning).
    static let maximumViews = 150

    private static let lock = NSLock()
    nonisolated(unsafe) private static var activeCount = 0
    nonisolated(unsafe) private static var generation: UInt64 = 0

    /// The view that holds constraints whose first item is `item` (a view, or a guide's view).
    static func holder(of item: AnyObject?) -> UIView? { (item as? UIView) ?? (item as? UILayoutGuide)?.owningView }

    static func activate(_ constraint: NSLayoutConstraint) {
        guard let view = holder(of: constraint.firstItem) else { return }
        view.heldConstraints.append(constraint)
        lock.withLock { activeCount += 1 }
        changed(constraint)
    }

    static func deactivate(_ constraint: NSLayoutConstraint) {
        guard let view = holder(of: constraint.firstItem) else { return }
        view.heldConstraints.removeAll { $0 === constraint }
        lock.withLock { activeCount -= 1 }
        changed(constraint)
    }

    /// A constraint changed: its views lay out again.
    static func changed(_ constraint: NSLayoutConstraint) {
        lock.withLock { generation &+= 1 }
        for item in [constraint.firstItem, constraint.secondItem] {
            guard let view = holder(of: item) else { continue }
            view.setNeedsLayout()
            view.superview?.setNeedsLayout()
        }
    }

    private final class PassDepth { var value = 0 }
    private static var depth: PassDepth {
        if let d = Thread.current.threadDictionary["zoetrope.autolayout.depth"] as? PassDepth { return d }
        let d = PassDepth()
        Thread.current.threadDictionary["zoetrope.autolayout.depth"] = d
        return d
    }

    /// Runs a layout pass from `root`, solving its subtree's constraints first when it is the outermost.
    static func pass(from root: UIView, _ body: () -> Void) {
        let d = depth
        if d.value == 0, lock.withLock({ activeCount }) > 0 { solve(in: root) }
        d.value += 1
        defer { d.value -= 1 }
        body()
    }

    // MARK: Solving

    /// Solves the constraints held in `root`'s subtree and sets the frames they give.
    static func solve(in root: UIView) {
        var constraints: [NSLayoutConstraint] = []
        var stack = [root]
        while let view = stack.popLast() {
            constraints += view.heldConstraints
            stack += view.subviews
        }
        guard !constraints.isEmpty else { return }
        var solved: [ObjectIdentifier: Int] = [:]
        var views: [UIView] = []
        for c in constraints {
            for item in [c.firstItem, c.secondItem] {
                guard let view = holder(of: item), !view.translatesAutoresizingMaskIntoConstraints,
                      solved[ObjectIdentifier(view)] == nil, view !== root, !view.isArrangedByStack else { continue }
                solved[ObjectIdentifier(view)] = views.count
                views.append(view)
            }
        }
        guard !views.isEmpty else { return }
        guard views.count <= maximumViews else {
            LayerDiagnostics.warn("Auto Layout: \(views.count) constrained views in one layout (at most \(maximumViews)); left as they are")
            return
        }
        let space = LayoutSpace(root: root, variables: solved)
        let intrinsic = views.map(\.intrinsicContentSize)
        // Skip the solve when nothing it reads changed since the last one from this root.
        var signature: [Double] = [Double(lock.withLock { generation })]
        signature += intrinsic.flatMap { [Double($0.width), Double($0.height)] }
        for c in constraints { for item in [c.firstItem, c.secondItem] where space.index(of: item) == nil {
            if let rect = space.fixedRect(of: item) { signature += [rect.minX, rect.minY, rect.width, rect.height].map(Double.init) }
        } }
        guard signature != root.autoLayoutSignature else { return }
        root.autoLayoutSignature = signature

        var solver = LayoutSolver(start: views.flatMap { space.currentRect(of: $0).values })
        for c in constraints {
            guard let first = space.expression(c.firstItem, c.firstAttribute) else { continue }
            var row = first
            if c.secondAttribute != .notAnAttribute, let second = space.expression(c.secondItem, c.secondAttribute) {
                row = row.adding(second, times: -Double(c.multiplier))
            }
            solver.rows.append(LayoutSolver.Row(coefficients: row.coefficients, target: Double(c.constant) - row.constant,
                                                relation: c.relation, weight: weight(of: c.priority)))
        }
        for (k, size) in intrinsic.enumerated() {
            let v = views[k]
            if size.width >= 0 {
                solver.rows.append(LayoutSolver.Row(coefficients: [4 * k + 2: 1], target: Double(size.width), relation: .equal,
                                                    weight: weight(of: min(v.huggingPriorities[0], v.compressionPriorities[0]))))
            }
            if size.height >= 0 {
                solver.rows.append(LayoutSolver.Row(coefficients: [4 * k + 3: 1], target: Double(size.height), relation: .equal,
                                                    weight: weight(of: min(v.huggingPriorities[1], v.compressionPriorities[1]))))
            }
        }
        let x = solver.solve().map { ($0 * 1000).rounded() / 1000 }
        for (k, view) in views.enumerated() {
            let origin = space.originOfSuperview(of: view, solution: x)
            let frame = CGRect(x: x[4 * k] - origin.x, y: x[4 * k + 1] - origin.y, width: max(x[4 * k + 2], 0), height: max(x[4 * k + 3], 0))
            if view.frame != frame { view.frame = frame }
        }
    }

    /// A priority's weight in the solve: required rows far outweigh the rest, each 250 steps ×10.
    static func weight(of priority: UILayoutPriority) -> Double {
        priority >= .required ? 1e8 : pow(10, Double(max(priority.rawValue, 1)) / 250)
    }
}


extension UIView {
    /// The length a view's own active constant constraint gives it along an axis (`widthAnchor
    /// .constraint(equalToConstant:)`), which a stack view uses before the intrinsic size, as UIKit's
    /// does through its constraints.
    func constantLength(horizontal: Bool) -> CGFloat? {
        let attribute: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        return heldConstraints.last { $0.firstItem === self && $0.firstAttribute == attribute && $0.secondItem == nil
            && $0.relation == .equal && $0.priority >= .required }?.constant
    }
}

extension UIView {
    /// True for an arranged subview of a stack view: the stack places it (its own width and height
    /// constraints are read by the stack), the solve leaves it where the stack put it.
    var isArrangedByStack: Bool {
        (superview as? UIStackView)?.arrangedSubviews.contains { $0 === self } ?? false
    }
}
