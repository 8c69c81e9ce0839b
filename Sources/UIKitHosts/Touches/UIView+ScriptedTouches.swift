import Foundation
import Geometry2D
import LayerTree
import ZoetropeUI

/// Scripted touches in a UIKit view tree: finding the view a `ViewTarget` names and handing
/// touch events to the tree's `TouchDelivery`.
extension UIView {
    /// The views of this tree that `target` finds, shown ones only: by `accessibilityLabel`, a
    /// label's text or a button's title (`.label`), by `accessibilityIdentifier` (`.id`), by class
    /// name (`.kind`), or the view `hitTest` finds at a point in this view's coordinates (`.point`).
    /// A match inside another match is left out for it (a button's title label is the button).
    func views(matching target: ViewTarget) -> [UIView] {
        if case .point(let point) = target.kind { return hitTest(point, with: nil).map { [$0] } ?? [] }
        var matches: [UIView] = []
        func visit(_ view: UIView, insideMatch: Bool) {
            guard !view.isHidden, view.alpha > 0.01 else { return }
            let matched = !insideMatch && view.matches(target)
            if matched { matches.append(view) }
            for subview in view.subviews { visit(subview, insideMatch: insideMatch || matched) }
        }
        visit(self, insideMatch: false)
        return matches
    }

    private func matches(_ target: ViewTarget) -> Bool {
        switch target.kind {
        case .label(let label):
            return accessibilityLabel == label || (self as? UILabel)?.text == label || (self as? UIButton)?.currentTitle == label
        case .identifier(let id): return accessibilityIdentifier == id
        case .kind(let kind): return String(describing: type(of: self)) == kind
        case .point: return false
        }
    }

    /// The centre, in this view's coordinates, of the one view `target` finds (nil: none or several).
    func centre(of target: ViewTarget) -> CGPoint? {
        if case .point(let point) = target.kind { return point }
        let found = views(matching: target)
        guard found.count == 1, let view = found.first else { return nil }
        return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: self)
    }
}

extension TouchDelivery {
    /// A touch event from SwiftUI's dispatcher (the fingers in the root's points; none when cancelled).
    func deliverHosted(_ phase: TouchEvent.Phase, at points: [CGPoint], time: Double) -> HostedTouchOutcome {
        let uikitPhase: UITouch.Phase
        switch phase {
        case .began: uikitPhase = .began
        case .moved: uikitPhase = .moved
        case .ended: uikitPhase = .ended
        case .cancelled: uikitPhase = .cancelled
        }
        switch deliver(uikitPhase, at: points, time: time) {
        case .missed: return .missed
        case .tracking: return .tracking
        case .claimed: return .claimed
        }
    }
}
