import Foundation
import VectorPath
import RenderCommands
import Geometry2D
import AnimationCore

/// An effect that changes how something is drawn by a projective transform of its frame,
/// computed from the frame's size (as SwiftUI's `GeometryEffect`). It is `Animatable`: animating
/// its `animatableData` re-evaluates `effectValue(size:)` every frame.
///
/// ```swift
/// struct Skew: GeometryEffect {
///     var amount: Double
///     var animatableData: Double { get { amount } set { amount = newValue } }
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: amount, d: 1, tx: 0, ty: 0))
///     }
/// }
/// ```
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform from the frame's local coordinates (origin top-left of the frame) to the
    /// same space after the effect.
    func effectValue(size: CGSize) -> ProjectionTransform

    /// Whether the effect moves what `GeometryReader` and `frame(in:)` see (false only for
    /// `ignoredByLayout()` effects). Do not implement it yourself.
    static var _affectsLayout: Bool { get }
}

extension GeometryEffect {
    public static var _affectsLayout: Bool { true }
}

/// Moves by a fixed offset (SwiftUI's `.offset`).
public struct OffsetEffect: GeometryEffect {
    public var offset: CGSize
    public init(offset: CGSize) { self.offset = offset }
    public var animatableData: CGSize.AnimatableData {
        get { offset.animatableData }
        set { offset.animatableData = newValue }
    }
    public func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: offset.width, y: offset.height))
    }
}

/// Rotates about an anchor of the frame: T(−a)·R(θ)·T(a) (SwiftUI's `.rotationEffect`).
public struct RotationEffect: GeometryEffect {
    public var angle: Angle
    public var anchor: UnitPoint
    public init(angle: Angle, anchor: UnitPoint = .center) {
        self.angle = angle
        self.anchor = anchor
    }
    public var animatableData: AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData> {
        get { AnimatablePair(angle.animatableData, anchor.animatableData) }
        set { angle.animatableData = newValue.first; anchor.animatableData = newValue.second }
    }
    public func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(rotationAngle: angle.radians).about(anchor, in: size))
    }
}

/// Scales about an anchor of the frame: T(−a)·S·T(a) (SwiftUI's `.scaleEffect`). A zero scale is
/// replaced by √(2·leastNormal) so the transform stays invertible, as SwiftUI does.
public struct ScaleEffect: GeometryEffect {
    public var scale: CGSize
    public var anchor: UnitPoint
    public init(scale: CGSize, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    public var animatableData: AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData> {
        get { AnimatablePair(scale.animatableData, anchor.animatableData) }
        set { scale.animatableData = newValue.first; anchor.animatableData = newValue.second }
    }
    public func effectValue(size: CGSize) -> ProjectionTransform {
        let tiny = (2 * CGFloat.leastNormalMagnitude).squareRoot()
        let sx = scale.width == 0 ? tiny : scale.width, sy = scale.height == 0 ? tiny : scale.height
        return ProjectionTransform(CGAffineTransform(scaleX: sx, y: sy).about(anchor, in: size))
    }
}

/// Rotates in 3-D about `axis` through an anchor, with perspective (SwiftUI's `.rotation3DEffect`):
/// d = max(w, h)/perspective, P = identity with m34 = −1/d, M = T(−a)·R(θ, axis)·P·T(a) with
/// a = (anchor·size, anchorZ); perspective 0 gives an affine (orthographic) result.
public struct Rotation3DEffect: GeometryEffect {
    public var angle: Angle
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    public var anchor: UnitPoint
    public var anchorZ: CGFloat
    public var perspective: CGFloat

    public init(angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                anchorZ: CGFloat = 0, perspective: CGFloat = 1) {
        self.angle = angle
        self.axis = axis
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.perspective = perspective
    }

    public var animatableData: AnimatablePair<Angle.AnimatableData, AnimatablePair<UnitPoint.AnimatableData,
                                                                                 AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(angle.animatableData, AnimatablePair(anchor.animatableData, AnimatablePair(anchorZ, perspective))) }
        set {
            angle.animatableData = newValue.first
            anchor.animatableData = newValue.second.first
            anchorZ = newValue.second.second.first
            perspective = newValue.second.second.second
        }
    }

    public func effectValue(size: CGSize) -> ProjectionTransform {
        let a = (x: anchor.x * size.width, y: anchor.y * size.height, z: anchorZ)
        var p = CATransform3DIdentity
        let depth = max(size.width, size.height)
        if perspective != 0, depth > 0 { p.m34 = -perspective / depth }
        var m = CATransform3DMakeTranslation(-a.x, -a.y, -a.z)
        m = CATransform3DConcat(m, CATransform3DMakeRotation(angle.radians, axis.x, axis.y, axis.z))
        m = CATransform3DConcat(m, p)
        m = CATransform3DConcat(m, CATransform3DMakeTranslation(a.x, a.y, a.z))
        return ProjectionTransform(m)
    }
}

/// A fixed projective transform (SwiftUI's `.projectionEffect` / `.transformEffect`).
public struct ProjectionEffect: GeometryEffect {
    public var transform: ProjectionTransform
    public init(transform: ProjectionTransform) { self.transform = transform }
    public init(_ transform: CGAffineTransform) { self.transform = ProjectionTransform(transform) }
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
    public func effectValue(size: CGSize) -> ProjectionTransform { transform }
}

extension CGAffineTransform {
    /// T(−a)·self·T(a): this transform applied about the point `anchor` of a frame of `size`.
    func about(_ anchor: UnitPoint, in size: CGSize) -> CGAffineTransform {
        let a = CGPoint(x: anchor.x * size.width, y: anchor.y * size.height)
        return CGAffineTransform(translationX: -a.x, y: -a.y)
            .concatenating(self)
            .concatenating(CGAffineTransform(translationX: a.x, y: a.y))
    }
}
