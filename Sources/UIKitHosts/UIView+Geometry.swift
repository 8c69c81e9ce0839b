import Foundation
import Geometry2D
import LayerTree

extension UIView {
    /// Makes `change` (to the frame or bounds), then resizes the autoresizing subviews and asks
    /// for layout if the size changed.
    func resizing(_ change: () -> Void) {
        let old = bounds.size
        change()
        let new = bounds.size
        guard new != old else { return }
        resizeSubviews(from: old, to: new)
        setNeedsLayout()
    }

    /// `frame` after a superview's size went from `old` to `new`, by `autoresizingMask`: the
    /// flexible parts (margins and size along each axis) share the change in proportion to their
    /// lengths, as UIKit does.
    func autoresized(frame: CGRect, from old: CGSize, to new: CGSize) -> CGRect {
        func axis(_ origin: CGFloat, _ length: CGFloat, _ total: CGFloat, _ newTotal: CGFloat,
                  lead: Bool, size: Bool, trail: Bool) -> (CGFloat, CGFloat) {
            let delta = newTotal - total
            let trailing = total - origin - length
            let flexible = (lead ? origin : 0) + (size ? length : 0) + (trail ? trailing : 0)
            let count = CGFloat((lead ? 1 : 0) + (size ? 1 : 0) + (trail ? 1 : 0))
            guard count > 0 else { return (origin, length) }
            // Shares by length; equal shares when the flexible parts have no length.
            func share(_ part: CGFloat, _ on: Bool) -> CGFloat {
                guard on else { return 0 }
                return flexible > 0 ? delta * part / flexible : delta / count
            }
            return (origin + share(origin, lead), max(0, length + share(length, size)))
        }
        let mask = autoresizingMask
        let (x, width) = axis(frame.minX, frame.width, old.width, new.width, lead: mask.contains(.flexibleLeftMargin),
                              size: mask.contains(.flexibleWidth), trail: mask.contains(.flexibleRightMargin))
        let (y, height) = axis(frame.minY, frame.height, old.height, new.height, lead: mask.contains(.flexibleTopMargin),
                               size: mask.contains(.flexibleHeight), trail: mask.contains(.flexibleBottomMargin))
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// `point` (in this view's coordinates) in `view`'s, through the layers' geometry.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: view?.layer)
    }

    /// `point` (in `view`'s coordinates) in this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: view?.layer)
    }
}
