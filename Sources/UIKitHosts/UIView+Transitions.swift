import AnimationCore
import Foundation
import Geometry2D
import LayerTree
import RenderCommands

extension UIView {
    /// Changes `view`'s content in `animations` (at once) and shows the change with the transition
    /// in `options`: a cross-dissolve from a snapshot of the old content, or a flip (from left,
    /// right, top or bottom: the view turns a quarter, the new content turns in). Curls are drawn as
    /// a cross-dissolve, with a warning. As UIKit does, the snapshot is taken before `animations`
    /// run and laid over the view until the end.
    ///
    /// ```swift
    /// UIView.transition(with: label, duration: 0.3, options: .transitionCrossDissolve) { label.text = "Saved" }
    /// ```
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let kind = TransitionKind(options)
        let seconds = duration.isFinite ? max(duration, 0) : 0
        guard seconds > 0, kind != .none, let snapshot = view.snapshotLayer() else {
            performWithoutAnimation { animations?() }
            completion?(true)
            return
        }
        view.layer.addSublayer(snapshot)
        if options.contains(.allowAnimatedContent) { animations?() } else { performWithoutAnimation { animations?() } }
        view.layoutIfNeeded()
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            snapshot.removeFromSuperlayer()
            completion?(true)
        }
        let timing = options.timingFunction
        switch kind {
        case .flip(let axis, let sign):
            let half = CAKeyframeAnimation(keyPath: "transform")
            let base = view.layer.transform
            func turned(_ angle: CGFloat) -> CATransform3D {
                var perspective = CATransform3DIdentity
                perspective.m34 = -1 / 600
                let rotation = axis == .vertical ? CATransform3DRotate(perspective, angle, 0, 1, 0) : CATransform3DRotate(perspective, angle, 1, 0, 0)
                return CATransform3DConcat(rotation, base)
            }
            half.values = [turned(0), turned(sign * .pi / 2), turned(-sign * .pi / 2), turned(0)]
            half.keyTimes = [0, 0.5, 0.5, 1]
            half.timingFunction = timing
            half.duration = seconds
            view.layer.add(half, forKey: "UIViewTransitionFlip")
            let swap = CAKeyframeAnimation(keyPath: "opacity")
            swap.values = [1, 1, 0, 0]
            swap.keyTimes = [0, 0.5, 0.5, 1]
            swap.calculationMode = .discrete
            swap.timingFunction = timing
            swap.duration = seconds
            swap.fillMode = .forwards
            swap.isRemovedOnCompletion = false
            snapshot.add(swap, forKey: "UIViewTransitionSwap")
        default:
            if kind == .curl { LayerDiagnostics.warn("UIView.transition: curls are drawn as a cross-dissolve") }
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = seconds
            fade.timingFunction = timing
            fade.fillMode = .forwards
            fade.isRemovedOnCompletion = false
            snapshot.add(fade, forKey: "UIViewTransitionFade")
        }
        CATransaction.commit()
    }

    /// Replaces `fromView` by `toView` in its superview with the transition in `options` (with
    /// `.showHideTransitionViews`, hides one and shows the other instead).
    ///
    /// ```swift
    /// UIView.transition(from: frontView, to: backView, duration: 0.5, options: .transitionFlipFromRight)
    /// ```
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview else {
            completion?(true)
            return
        }
        transition(with: container, duration: duration, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
                toView.frame = fromView.frame
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }

    /// A layer showing what the view draws now (its layer tree's presentation, in its bounds),
    /// placed over its content; nil when the view has not been drawn yet.
    func snapshotLayer() -> CALayer? {
        guard let picture = layer.snapshot() else { return nil }
        let snapshot = CALayer()
        snapshot.frame = picture.bounds
        snapshot.drawing = LayerDrawing(list: picture.list, bounds: picture.bounds)
        return snapshot
    }
}

/// The transition an options value asks for (bits 20–23, UIKit's raw values).
private enum TransitionKind: Equatable {
    enum Axis { case vertical, horizontal }
    case none, crossDissolve, curl
    case flip(Axis, CGFloat)

    init(_ options: UIView.AnimationOptions) {
        switch (options.rawValue >> 20) & 0xF {
        case 1: self = .flip(.vertical, -1)       // from left
        case 2: self = .flip(.vertical, 1)        // from right
        case 3, 4: self = .curl
        case 5: self = .crossDissolve
        case 6: self = .flip(.horizontal, 1)      // from top
        case 7: self = .flip(.horizontal, -1)     // from bottom
        default: self = .none
        }
    }
}
