import Foundation
import AnimationCore
import Geometry2D
import RenderCommands

/// Effects that change how a view looks but not its layout, built in `visualEffect { }` and
/// `scrollTransition { }` closures (SwiftUI's `VisualEffect`): offsets, scales, rotations,
/// opacity, blur and the colour effects, applied in the order they are written.
///
/// ```swift
/// Image("card").visualEffect { content, proxy in
///     content.offset(y: -proxy.frame(in: .global).minY * 0.2).opacity(0.9)
/// }
/// ```
public protocol VisualEffect: Sendable {}

/// The effect that changes nothing: where a `visualEffect` closure starts.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

/// One step of a visual effect.
enum VisualEffectStep: Sendable {
    case offset(CGSize)
    case scale(CGSize, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    case opacity(Double)
    case blur(CGFloat)
    case color(_ColorEffect.Kind, Double)

    /// This step moved `t` of the way to `other` (a step of the same kind), else `other` past half way.
    func interpolated(to other: VisualEffectStep, by t: Double) -> VisualEffectStep {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        switch (self, other) {
        case (.offset(let a), .offset(let b)): return .offset(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.scale(let a, let anchor), .scale(let b, _)): return .scale(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)), anchor: anchor)
        case (.rotation(let a, let anchor), .rotation(let b, _)): return .rotation(.radians(mix(a.radians, b.radians)), anchor: anchor)
        case (.opacity(let a), .opacity(let b)): return .opacity(mix(a, b))
        case (.blur(let a), .blur(let b)): return .blur(mix(a, b))
        case (.color(let k, let a), .color(let l, let b)) where k == l: return .color(k, mix(a, b))
        default: return t < 0.5 ? self : other
        }
    }
}

/// A chain of visual-effect steps (what every `VisualEffect` method returns).
public struct _VisualEffectSteps: VisualEffect {
    var steps: [VisualEffectStep]

    /// `from` moved `t` of the way to `to`, step by step (extra steps of the longer chain come in at their end value).
    static func interpolate(_ from: _VisualEffectSteps, _ to: _VisualEffectSteps, by t: Double) -> _VisualEffectSteps {
        guard from.steps.count == to.steps.count else { return t < 0.5 ? from : to }
        return _VisualEffectSteps(steps: zip(from.steps, to.steps).map { $0.interpolated(to: $1, by: t) })
    }
}

extension VisualEffect {
    var steps: [VisualEffectStep] { (self as? _VisualEffectSteps)?.steps ?? [] }

    private func adding(_ step: VisualEffectStep) -> _VisualEffectSteps { _VisualEffectSteps(steps: steps + [step]) }

    public func offset(_ offset: CGSize) -> _VisualEffectSteps { adding(.offset(offset)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _VisualEffectSteps { adding(.offset(CGSize(width: x, height: y))) }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> _VisualEffectSteps { adding(.scale(scale, anchor: anchor)) }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> _VisualEffectSteps {
        adding(.scale(CGSize(width: s, height: s), anchor: anchor))
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _VisualEffectSteps {
        adding(.scale(CGSize(width: x, height: y), anchor: anchor))
    }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _VisualEffectSteps { adding(.rotation(angle, anchor: anchor)) }
    public func opacity(_ opacity: Double) -> _VisualEffectSteps { adding(.opacity(opacity)) }
    public func blur(radius: CGFloat, opaque: Bool = false) -> _VisualEffectSteps { adding(.blur(radius)) }
    public func brightness(_ amount: Double) -> _VisualEffectSteps { adding(.color(.brightness, amount)) }
    public func contrast(_ amount: Double) -> _VisualEffectSteps { adding(.color(.contrast, amount)) }
    public func saturation(_ amount: Double) -> _VisualEffectSteps { adding(.color(.saturation, amount)) }
    public func grayscale(_ amount: Double) -> _VisualEffectSteps { adding(.color(.grayscale, amount)) }
    public func hueRotation(_ angle: Angle) -> _VisualEffectSteps { adding(.color(.hueRotation, angle.radians)) }
}

/// A view drawn with visual-effect steps worked out from its geometry when it is placed.
final class VisualEffectElement: WrapperElement {
    /// The steps for the view's frame and place, computed while placing.
    private let make: (CGRect, Placement) -> [VisualEffectStep]
    private var steps: [VisualEffectStep] = []

    init(child: ViewElement, node: ViewNode, context: ResolveContext, make: @escaping (CGRect, Placement) -> [VisualEffectStep]) {
        self.make = make
        super.init(child: child, node: node, context: context)
        node.graph.readsLayoutEffects = true
    }

    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        super.placeChildren(in: rect, placement: &placement)
        steps = make(child.frame, placement)
    }

    override func draw(into context: inout DrawingContext) {
        guard !steps.isEmpty else { return child.draw(into: &context) }
        let frame = child.frame, saved = context
        var filters: [LayerFilter] = []
        var geometry = CGAffineTransform.identity
        for step in steps {
            func around(_ anchor: UnitPoint, _ t: CGAffineTransform) -> CGAffineTransform {
                let x = frame.minX + anchor.x * frame.width, y = frame.minY + anchor.y * frame.height
                return CGAffineTransform(translationX: -x, y: -y).concatenating(t).concatenating(CGAffineTransform(translationX: x, y: y))
            }
            switch step {
            case .offset(let d): geometry = geometry.concatenating(CGAffineTransform(translationX: d.width, y: d.height))
            case .scale(let s, let anchor): geometry = geometry.concatenating(around(anchor, CGAffineTransform(scaleX: s.width, y: s.height)))
            case .rotation(let a, let anchor): geometry = geometry.concatenating(around(anchor, CGAffineTransform(rotationAngle: a.radians)))
            case .opacity(let o): context.opacity *= o.isNaN ? 0 : min(max(o, 0), 1)
            case .blur(let r): if r.isFinite, r > 0 { filters.append(.blur(radius: Double(min(r, CGFloat(GaussianBlurKernel.maximumSigma))))) }
            case .color(let kind, let amount):
                if amount.isFinite { filters += _ColorEffect(kind, amount: amount).filters(isDark: colorScheme == .dark) }
            }
        }
        let t = geometry
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite), context.opacity > 0 else {
            context.opacity = saved.opacity
            return
        }
        context.transform = ProjectionTransform(geometry).concatenating(context.transform)
        if filters.isEmpty {
            child.draw(into: &context)
        } else {
            let opacity = context.opacity
            context.displayList.pushLayer(LayerStyle(opacity: opacity, transform: context.transform, filters: filters))
            context.opacity = 1
            child.draw(into: &context)
            context.displayList.popLayer()
        }
        context.transform = saved.transform
        context.opacity = saved.opacity
    }
}

struct _VisualEffectModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let make: (CGRect, Placement) -> [VisualEffectStep]

    func resolve<Modified: View>(content: Modified, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        content.wrap(at: node, in: context, into: &elements) { child, owner in
            VisualEffectElement(child: child, node: owner, context: context, make: make)
        }
    }
}

extension View {
    /// Applies effects worked out from the view's geometry (its size and frames in coordinate
    /// spaces) each time it is laid out; they change how it looks, not the layout.
    ///
    /// ```swift
    /// card.visualEffect { content, proxy in
    ///     content.scaleEffect(1 - abs(proxy.frame(in: .scrollView).minY) / 2000)
    /// }
    /// ```
    public func visualEffect<E: VisualEffect>(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> E) -> some View {
        modifier(_VisualEffectModifier { frame, placement in
            let proxy = GeometryProxy(size: frame.size, safeAreaInsets: EdgeInsets(),
                                      globalFrame: placement.globalFrame(of: frame), namedSpaces: placement.namedSpaces)
            return effect(EmptyVisualEffect(), proxy).steps
        })
    }
}
