import Foundation
import LayerTree

/// What a view-tree operation refused, as UIKit raises an exception for it.
public enum UIViewHierarchyError: Error, Equatable, CustomStringConvertible {
    /// A view added to itself or to one of its own subviews.
    case cycle

    public var description: String {
        switch self {
        case .cycle: "a view cannot be added to itself or to one of its subviews (UIKit raises NSInvalidArgumentException)"
        }
    }
}

extension UIView {
    /// Adds `view` on top of the subviews (its layer on top of the sublayers), moving it from
    /// another superview. Adding a view to itself or to its own subtree is refused with a
    /// warning on the layer diagnostics (UIKit raises an exception): nothing changes.
    ///
    /// ```swift
    /// let dot = UIView(frame: CGRect(x: 10, y: 10, width: 8, height: 8))
    /// container.addSubview(dot)
    /// ```
    public func addSubview(_ view: UIView) {
        insert(view, at: subviews.count, layer: .top)
    }

    /// Inserts `view` at `index` among the subviews (clamped to 0…count); its layer goes to that
    /// index among the layer's sublayers, as UIKit does (which differs when the layer also holds
    /// layers that are not views').
    public func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: index, layer: .index(index))
    }

    /// Where a subview's layer goes among the layer's sublayers.
    enum SublayerPlace {
        case top, index(Int), above(CALayer), below(CALayer)
    }

    /// Inserts `view` at `index` among the subviews and its layer at `place`.
    private func insert(_ view: UIView, at index: Int, layer place: SublayerPlace) {
        insert(view, at: { _ in index }, layer: place)
    }

    /// Inserts `view` at the index `index` gives for the subviews without it, its layer at `place`.
    private func insert(_ view: UIView, at index: ([UIView]) -> Int, layer place: SublayerPlace) {
        guard !isDescendant(ofOrSame: view) else {
            LayerDiagnostics.warn(UIViewHierarchyError.cycle.description)
            return
        }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
        } else {
            view.removeFromSuperview()
            view.willMove(toSuperview: self)
        }
        let newWindow = window, windowChanges = view.window !== newWindow
        if windowChanges { view.tellSubtree { $0.willMove(toWindow: newWindow) } }
        let at = min(max(index(subviews), 0), subviews.count)
        let movedWithin = view.superview === self
        subviews.insert(view, at: at)
        view.superview = self
        switch place {
        case .top: layer.addSublayer(view.layer)
        case .index(let i): layer.insertSublayer(view.layer, at: UInt32(min(max(i, 0), layer.sublayers?.count ?? 0)))
        case .above(let sibling): layer.insertSublayer(view.layer, above: sibling)
        case .below(let sibling): layer.insertSublayer(view.layer, below: sibling)
        }
        if windowChanges { view.tellSubtree { $0.didMoveToWindow() } }
        if !movedWithin {
            didAddSubview(view)
            view.didMoveToSuperview()
        }
        setNeedsLayout()
    }

    /// Inserts `view` just above `sibling` (on top when `sibling` is not a subview).
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard sibling !== view, sibling.superview === self else { return addSubview(view) }
        insert(view, at: { $0.firstIndex { $0 === sibling }.map { $0 + 1 } ?? $0.count }, layer: .above(sibling.layer))
    }

    /// Inserts `view` just below `sibling` (at the back when `sibling` is not a subview).
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard sibling !== view, sibling.superview === self else { return insert(view, at: 0, layer: .index(0)) }
        insert(view, at: { $0.firstIndex { $0 === sibling } ?? 0 }, layer: .below(sibling.layer))
    }

    /// Moves `view` (a subview) to the front.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insert(view, at: subviews.count, layer: .top)
    }

    /// Moves `view` (a subview) to the back.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insert(view, at: 0, layer: .index(0))
    }

    /// Takes the view out of its superview (and its layer out of the superview's layer).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        let leavesWindow = window != nil
        if leavesWindow { tellSubtree { $0.willMove(toWindow: nil) } }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
        if leavesWindow { tellSubtree { $0.didMoveToWindow() } }
        didMoveToSuperview()
        parent.setNeedsLayout()
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    private func isDescendant(ofOrSame view: UIView) -> Bool { isDescendant(of: view) }

    /// The first view in this subtree (depth first, this view first) with `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }
}

extension UIView {
    /// The window the view is in (walking up its superviews), or nil.
    public var window: UIWindow? {
        var view: UIView? = self
        while let v = view {
            if let window = v as? UIWindow { return window }
            view = v.superview
        }
        return nil
    }

    /// Calls `body` on this view and every view inside it, parents first.
    func tellSubtree(_ body: (UIView) -> Void) {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            body(view)
            stack += view.subviews.reversed()
        }
    }
}
