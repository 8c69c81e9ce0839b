import Foundation
import AnimationCore
import Geometry2D
import VectorPath

/// A view drawn through a `GeometryEffect` evaluated on its shown size. Effects never change
/// layout; those that affect layout (all but `ignoredByLayout()` ones) move what
/// `GeometryReader` and `frame(in:)` see.
class EffectElement: WrapperElement {
    private let affectsLayout: Bool

    init(child: ViewElement, affectsLayout: Bool, node: ViewNode, context: ResolveContext) {
        self.affectsLayout = affectsLayout
        super.init(child: child, node: node, context: context)
    }

    /// Subclasses: the effect's transform for a view of `size`.
    func effectTransform(size: CGSize) -> ProjectionTransform { ProjectionTransform() }

    /// T(−origin)·effect·T(origin): the effect in the coordinates of `rect`'s top-left corner. A
    /// non-finite effect (an offset of ∞, a NaN angle) is left out, with a warning.
    private func localTransform(in rect: CGRect) -> ProjectionTransform {
        let e = effectTransform(size: rect.size)
        let sum = e.m11 + e.m12 + e.m13 + e.m21 + e.m22 + e.m23 + e.m31 + e.m32 + e.m33
        guard sum.isFinite || [e.m11, e.m12, e.m13, e.m21, e.m22, e.m23, e.m31, e.m32, e.m33].allSatisfy(\.isFinite) else {
            node.graph.warn("\(kind) gave a non-finite transform (an infinite or NaN value); the view is drawn without it")
            return ProjectionTransform()
        }
        return ProjectionTransform(CGAffineTransform(translationX: -rect.minX, y: -rect.minY))
            .concatenating(e)
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: rect.minX, y: rect.minY)))
    }

    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        guard affectsLayout, placement.graph.readsLayoutEffects else { return child.place(in: rect, placement: &placement) }
        let outer = placement.effects
        placement.effects = localTransform(in: rect).concatenating(outer)
        child.place(in: rect, placement: &placement)
        placement.effects = outer
    }

    /// The effect as drawn: in the coordinates of the shown frame's corner.
    var drawingTransform: ProjectionTransform { localTransform(in: frame) }

    override func draw(into context: inout DrawingContext) {
        let saved = context.transform
        context.transform = drawingTransform.concatenating(saved)
        child.draw(into: &context)
        context.transform = saved
    }
}

/// A view drawn through the presented value of one `GeometryEffect` type.
final class TypedEffectElement<Effect: GeometryEffect>: EffectElement {
    @exclusivity(unchecked) private(set) var effect: Effect

    init(child: ViewElement, effect: Effect, affectsLayout: Bool, node: ViewNode, context: ResolveContext) {
        self.effect = effect
        super.init(child: child, affectsLayout: affectsLayout, node: node, context: context)
    }

    override var kind: String { typeName(Effect.self) }
    override var animatedValues: [(name: String, value: String)] { [("animatableData", "\(effect.animatableData)")] }
    override func effectTransform(size: CGSize) -> ProjectionTransform { effect.effectValue(size: size) }
    override func refreshPresentation() {
        effect = node.presented(effect)
        super.refreshPresentation()
    }
}

extension GeometryEffect {
    /// Applies the effect to each element of `content`, its animatable data tracked.
    public static func _resolve<Modified: View>(_ modifier: Self, content: Modified, _ inputs: _ViewInputs,
                                                _ outputs: inout _ViewOutputs) {
        resolveEffect(modifier, content: content, at: inputs.node, in: inputs.context,
                      into: &outputs.elements)
    }
}

/// Makes the element that draws a child through an effect.
typealias EffectElementFactory<Effect: GeometryEffect> =
    (_ child: ViewElement, _ effect: Effect, _ affectsLayout: Bool, _ node: ViewNode, _ context: ResolveContext) -> ViewElement

/// Applies `effect` to each element of the content, its animatable data tracked at `node`.
/// `makeElement` defaults to a `TypedEffectElement` made here; the built-in effects pass one made
/// where their type is concrete, so the element's generic metadata is looked up once, not per view.
func resolveEffect<Effect: GeometryEffect, Content: View>(_ effect: Effect, content: Content,
                                                         at node: ViewNode, in context: ResolveContext,
                                                         into elements: inout [ViewElement],
                                                         makeElement: EffectElementFactory<Effect>? = nil) {
    node.graph.linkDynamicProperties(of: effect, at: node, environment: context.environment)
    let shown = node.animated(effect, in: context)
    let affectsLayout = Effect._affectsLayout
    content.wrap(at: node, in: context, into: &elements) { child, _ in
        if let makeElement { return makeElement(child, shown, affectsLayout, node, context) }
        return TypedEffectElement(child: child, effect: shown, affectsLayout: affectsLayout, node: node, context: context)
    }
}

/// The built-in effects resolve with an element factory of their concrete type (see `resolveEffect`).
protocol BuiltInGeometryEffect: GeometryEffect {}

extension BuiltInGeometryEffect {
    static func resolveBuiltIn<Modified: View>(_ modifier: Self, content: Modified, _ inputs: _ViewInputs,
                                               _ outputs: inout _ViewOutputs, makeElement: @escaping EffectElementFactory<Self>) {
        resolveEffect(modifier, content: content, at: inputs.node, in: inputs.context, into: &outputs.elements,
                      makeElement: makeElement)
    }
}

extension OffsetEffect: BuiltInGeometryEffect {
    public static func _resolve<Modified: View>(_ modifier: Self, content: Modified, _ inputs: _ViewInputs,
                                                _ outputs: inout _ViewOutputs) {
        resolveBuiltIn(modifier, content: content, inputs, &outputs, makeElement: TypedEffectElement<OffsetEffect>.init)
    }
}

extension RotationEffect: BuiltInGeometryEffect {
    public static func _resolve<Modified: View>(_ modifier: Self, content: Modified, _ inputs: _ViewInputs,
                                                _ outputs: inout _ViewOutputs) {
        resolveBuiltIn(modifier, content: content, inputs, &outputs, makeElement: TypedEffectElement<RotationEffect>.init)
    }
}

extension ScaleEffect: BuiltInGeometryEffect {
    public static func _resolve<Modified: View>(_ modifier: Self, content: Modified, _ inputs: _ViewInputs,
                                                _ outputs: inout _ViewOutputs) {
        resolveBuiltIn(modifier, content: content, inputs, &outputs, makeElement: TypedEffectElement<ScaleEffect>.init)
    }
}

extension Rotation3DEffect: BuiltInGeometryEffect {
    public static func _resolve<Modified: View>(_ modifier: Self, content: Modified, _ inputs: _ViewInputs,
                                                _ outputs: inout _ViewOutputs) {
        resolveBuiltIn(modifier, content: content, inputs, &outputs, makeElement: TypedEffectElement<Rotation3DEffect>.init)
    }
}

extension ProjectionEffect: BuiltInGeometryEffect {
    public static func _resolve<Modified: View>(_ modifier: Self, content: Modified, _ inputs: _ViewInputs,
                                                _ outputs: inout _ViewOutputs) {
        resolveBuiltIn(modifier, content: content, inputs, &outputs, makeElement: TypedEffectElement<ProjectionEffect>.init)
    }
}

/// An effect that does not affect layout (SwiftUI's `_IgnoredByLayoutEffect`), made by `ignoredByLayout()`.
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
    public static var _affectsLayout: Bool { false }
    public var base: Base
    public init(_ base: Base) { self.base = base }
    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }
    public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
}

extension GeometryEffect {
    /// This effect without influence on layout: coordinate spaces and `GeometryReader` ignore it.
    ///
    /// ```swift
    /// content.modifier(MyEffect(x: x).ignoredByLayout())
    /// ```
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(self) }
}

extension View {
    /// Moves the view by `offset` without changing its layout.
    @inlinable
    public func offset(_ offset: CGSize) -> some View { modifier(OffsetEffect(offset: offset)) }

    /// Moves the view by (`x`, `y`) without changing its layout.
    ///
    /// ```swift
    /// Color.red.frame(width: 10, height: 10).offset(x: 20)
    /// ```
    @inlinable
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    /// Rotates the view about `anchor` (clockwise on screen for positive angles).
    @inlinable
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(RotationEffect(angle: angle, anchor: anchor))
    }

    /// Scales the view uniformly about `anchor`.
    @inlinable
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        modifier(ScaleEffect(scale: CGSize(width: scale, height: scale), anchor: anchor))
    }

    /// Scales the view by `scale` about `anchor`.
    @inlinable
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(ScaleEffect(scale: scale, anchor: anchor))
    }

    /// Scales the view by (`x`, `y`) about `anchor`.
    @inlinable
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        modifier(ScaleEffect(scale: CGSize(width: x, height: y), anchor: anchor))
    }

    /// Rotates the view in 3-D about `axis` with perspective.
    ///
    /// ```swift
    /// card.rotation3DEffect(.degrees(45), axis: (0, 1, 0))
    /// ```
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        modifier(Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }

    /// Applies a fixed projective transform in the view's coordinates.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(ProjectionEffect(transform: transform))
    }

    /// Applies a fixed affine transform in the view's coordinates.
    public func transformEffect(_ transform: CGAffineTransform) -> some View { modifier(ProjectionEffect(transform)) }
}
