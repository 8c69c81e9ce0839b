import AnimationCore
import Foundation

extension UIView {
    /// Runs `changes` in the UIKit animation closest to SwiftUI's `animation`: a timing curve as a
    /// block of its duration with the matching curve (linear, ease-in, ease-out, else ease-in-out),
    /// a spring as UIKit's spring form with its response and damping fraction, anything else as
    /// 0.35 s ease-in-out (inferred: what `UIViewRepresentableContext.animate` does on iOS 18).
    static func animate(matching animation: Animation, _ changes: () -> Void, completion: (() -> Void)?) {
        let done: ((Bool) -> Void)? = completion.map { block in { _ in block() } }
        withoutActuallyEscaping(changes) { changes in
            switch animation.base {
            case let bezier as BezierAnimation:
                let options: AnimationOptions = switch bezier.curve {
                case .linear: .curveLinear
                case .easeIn: .curveEaseIn
                case .easeOut: .curveEaseOut
                default: .curveEaseInOut
                }
                UIView.animate(withDuration: bezier.duration, delay: 0, options: options, animations: changes, completion: done)
            case let spring as FluidSpringAnimation:
                UIView.animate(withDuration: spring.response, delay: 0, usingSpringWithDamping: spring.dampingFraction,
                               initialSpringVelocity: 0, options: [], animations: changes, completion: done)
            default:
                UIView.animate(withDuration: 0.35, delay: 0, options: .curveEaseInOut, animations: changes, completion: done)
            }
        }
    }
}
