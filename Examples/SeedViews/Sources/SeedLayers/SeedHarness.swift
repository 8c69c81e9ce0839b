// What seed 002's blog post leaves out (its author's library has them; a user's project would too),
// reconstructed as in the tests (spec §1): the fill-mode enum, the block delegate, the remaining makers
// and a few conveniences. Not Apple API.
import Zoetrope

public enum AnimationFillMode: CAMediaTimingFillMode {
    case backwards, forwards, both, removed
}

class AnimationDelegate: NSObject, CAAnimationDelegate {
    typealias OnComplete = @convention(block) (Bool) -> Void
    typealias OnDidStart = @convention(block) () -> Void
    var onStoped: OnComplete?
    var onDidStart: OnDidStart?

    init(_ onStoped: @escaping OnComplete) {
        self.onStoped = onStoped
    }

    init(_ onDidStart: @escaping OnDidStart) {
        self.onDidStart = onDidStart
    }

    func animationDidStart(_ anim: CAAnimation) {
        onDidStart?()
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        onStoped?(flag)
    }
}

public class UnknowMaker<Layer: CALayer, Value> {
    public unowned let maker: AnimationsMaker<Layer>
    public let keyPath: String
    public init(maker: AnimationsMaker<Layer>, keyPath: String) {
        self.maker = maker
        self.keyPath = keyPath
    }
}

extension AnimationsMaker {
    var position: AnimationMaker<Layer, CGPoint> { return AnimationMaker(maker: self, keyPath: "position") }
    var zPosition: AnimationMaker<Layer, CGFloat> { return AnimationMaker(maker: self, keyPath: "zPosition") }
    var anchorPointZ: AnimationMaker<Layer, CGFloat> { return AnimationMaker(maker: self, keyPath: "anchorPointZ") }
    var borderWidth: AnimationMaker<Layer, CGFloat> { return AnimationMaker(maker: self, keyPath: "borderWidth") }
    var shadowRadius: AnimationMaker<Layer, CGFloat> { return AnimationMaker(maker: self, keyPath: "shadowRadius") }
    var transform: AnimationMaker<Layer, CATransform3D> { return AnimationMaker(maker: self, keyPath: "transform") }
    var sublayerTransform: AnimationMaker<Layer, CATransform3D> { return AnimationMaker(maker: self, keyPath: "sublayerTransform") }
    var opacity: AnimationMaker<Layer, Float> { return AnimationMaker(maker: self, keyPath: "opacity") }
    var shadowOpacity: AnimationMaker<Layer, Float> { return AnimationMaker(maker: self, keyPath: "shadowOpacity") }
    var backgroundColor: AnimationMaker<Layer, CGColor?> { return AnimationMaker(maker: self, keyPath: "backgroundColor") }
    var borderColor: AnimationMaker<Layer, CGColor?> { return AnimationMaker(maker: self, keyPath: "borderColor") }
    var shadowColor: AnimationMaker<Layer, CGColor?> { return AnimationMaker(maker: self, keyPath: "shadowColor") }
    var shadowOffset: AnimationMaker<Layer, CGSize> { return AnimationMaker(maker: self, keyPath: "shadowOffset") }
    var shadowPath: AnimationMaker<Layer, CGPath?> { return AnimationMaker(maker: self, keyPath: "shadowPath") }
}

extension AnimationsMaker where Layer: CAShapeLayer {
    var strokeStart: AnimationMaker<Layer, CGFloat> { return AnimationMaker(maker: self, keyPath: "strokeStart") }
    var strokeEnd: AnimationMaker<Layer, CGFloat> { return AnimationMaker(maker: self, keyPath: "strokeEnd") }
    var lineWidth: AnimationMaker<Layer, CGFloat> { return AnimationMaker(maker: self, keyPath: "lineWidth") }
    var miterLimit: AnimationMaker<Layer, CGFloat> { return AnimationMaker(maker: self, keyPath: "miterLimit") }
    var lineDashPhase: AnimationMaker<Layer, CGFloat> { return AnimationMaker(maker: self, keyPath: "lineDashPhase") }
    var fillColor: AnimationMaker<Layer, CGColor?> { return AnimationMaker(maker: self, keyPath: "fillColor") }
    var strokeColor: AnimationMaker<Layer, CGColor?> { return AnimationMaker(maker: self, keyPath: "strokeColor") }
}

extension CAMediaTimingFunction {
    static let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)
    static let easeOut = CAMediaTimingFunction(name: .easeOut)
    static let easeIn = CAMediaTimingFunction(name: .easeIn)
    static let linear = CAMediaTimingFunction(name: .linear)
}

extension CGColor {
    static let blackClean = CGColor(red: 0, green: 0, blue: 0, alpha: 0)
}

extension CGRect {
    var center: CGPoint { return CGPoint(x: midX, y: midY) }
}

/// The seed's two usage snippets, wrapped so they have a `self`, a view and their variables.
final class Demo {
    struct View { let layer: CALayer }
    let view = View(layer: CALayer())
    let shareLayer = CAShapeLayer()
    let cornerValue: CGFloat = 20
    let animDuration: TimeInterval = 0.5
    let startRect = CGRect(x: 0, y: 0, width: 10, height: 10)
    let endRect = CGRect(x: 0, y: 0, width: 100, height: 100)
    let color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    var updates = 0

    func updateAnimations() { updates += 1 }

    func snippet0() {
        view.layer.animate(forKey: "cornerRadius") {
            $0.cornerRadius
                .value(from: 0, to: cornerValue, duration: animDuration)
            $0.size
                .value(from: startRect.size, to: endRect.size, duration: animDuration)
            $0.position
                .value(from: startRect.center, to: endRect.center, duration: animDuration)
            $0.shadowOpacity
                .value(from: 0, to: 0.8, duration: animDuration)
            $0.shadowColor
                .value(from: .blackClean, to: color, duration: animDuration)
            $0.timingFunction(.easeOut).onStoped {
                [weak self] (finished:Bool) in
                if finished { self?.updateAnimations() }
            }
        }
    }

    func snippet1() {
        shareLayer.animate(forKey: "state") {
            $0.strokeStart
                .value(from: 0, to: 1, duration: 1).delay(0.5)
            $0.strokeEnd
                .value(from: 0, to: 1, duration: 1)
            $0.timingFunction(.easeInOut)
            $0.repeat(count: .greatestFiniteMagnitude)
        }
    }
}
