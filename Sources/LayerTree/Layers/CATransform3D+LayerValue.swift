import Foundation
import Geometry2D

extension CATransform3D: CALayerValue {
    public var hasOnlyFiniteNumbers: Bool { isFinite }
    /// A `CATransform3D`, or a `CGAffineTransform` (as `CATransform3DMakeAffineTransform`).
    public static func coerce(_ any: Any) -> CATransform3D? {
        if let t = any as? CATransform3D { return t }
        if let a = any as? CGAffineTransform { return CATransform3DMakeAffineTransform(a) }
        return nil
    }

    /// Blends the decomposed parts (translation, scale, skew and perspective linearly, rotation
    /// by quaternion slerp along the shorter arc), as CSS Transforms 2 does; when either end is
    /// singular the sixteen entries blend linearly instead.
    ///
    /// ```swift
    /// let half = CATransform3DIdentity.interpolated(to: CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 0.5)
    /// // a rotation by π/4, not a shrunken shear
    /// ```
    public func interpolated(to other: CATransform3D, _ p: Double) -> CATransform3D {
        if p == 0 { return self }
        if p == 1 { return other }
        if let a = DecomposedTransform(self), let b = DecomposedTransform(other) {
            return a.interpolated(to: b, p).matrix
        }
        return CATransform3D(rowMajor: zip(rowMajor, other.rowMajor).map { $0 + ($1 - $0) * p })
    }

    /// `a` then `b` (`CATransform3DConcat(a, b)`): additive transform animations concatenate.
    public static func + (a: CATransform3D, b: CATransform3D) -> CATransform3D { CATransform3DConcat(a, b) }

    /// `a` then the inverse of `b`, so `(a - b) + b == a` for invertible `b`.
    public static func - (a: CATransform3D, b: CATransform3D) -> CATransform3D {
        CATransform3DConcat(a, CATransform3DInvert(b))
    }

    /// The transform "k times": translation and skew times k, scale to the power k, rotation
    /// angle times k (entries blended from the identity when the matrix is singular).
    public func scaled(by k: Double) -> CATransform3D {
        guard var d = DecomposedTransform(self) else {
            return CATransform3D(rowMajor: zip(CATransform3DIdentity.rowMajor, rowMajor).map { $0 + ($1 - $0) * k })
        }
        func power(_ s: Double) -> Double { s > 0 ? pow(s, k) : 1 + (s - 1) * k }
        d.scale = (power(d.scale.x), power(d.scale.y), power(d.scale.z))
        d.skew = (d.skew.xy * k, d.skew.xz * k, d.skew.yz * k)
        d.translation = (d.translation.x * k, d.translation.y * k, d.translation.z * k)
        d.perspective = (d.perspective.x * k, d.perspective.y * k, d.perspective.z * k, 1 + (d.perspective.w - 1) * k)
        d.quaternion = quaternionPower(d.quaternion, k)
        return d.matrix
    }
}

/// A field of a `CATransform3D` a key path can name (`transform.rotation.z`, `transform.scale`, …).
package enum TransformComponent: String, Hashable, Sendable, CaseIterable {
    case rotationX = "rotation.x", rotationY = "rotation.y", rotationZ = "rotation.z", rotation
    case scaleX = "scale.x", scaleY = "scale.y", scaleZ = "scale.z", scale
    case translationX = "translation.x", translationY = "translation.y", translationZ = "translation.z", translation

    /// The parts of `t`; a singular matrix reads as its translation row and row lengths with no rotation.
    private static func parts(_ t: CATransform3D) -> DecomposedTransform {
        // The identity (every layer's default transform) decomposes to the same parts every time.
        if isIdentityBits(t) { return identityParts }
        if let d = DecomposedTransform(t) { return d }
        func len(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> Double { Double((a * a + b * b + c * c).squareRoot()) }
        let w = t.m44 != 0 && t.m44.isFinite ? Double(t.m44) : 1
        return DecomposedTransform(
            scale: (len(t.m11, t.m12, t.m13) / w, len(t.m21, t.m22, t.m23) / w, len(t.m31, t.m32, t.m33) / w),
            skew: (0, 0, 0), quaternion: (0, 0, 0, 1),
            translation: (Double(t.m41) / w, Double(t.m42) / w, Double(t.m43) / w), perspective: (0, 0, 0, 1))
    }

    private static let identityParts = DecomposedTransform(CATransform3DIdentity)!

    /// True when `t`'s entries are exactly the identity's, bit for bit (no −0).
    private static func isIdentityBits(_ t: CATransform3D) -> Bool {
        let one = CGFloat(1).bitPattern
        return t.m11.bitPattern == one && t.m22.bitPattern == one && t.m33.bitPattern == one && t.m44.bitPattern == one
            && t.m12.bitPattern == 0 && t.m13.bitPattern == 0 && t.m14.bitPattern == 0
            && t.m21.bitPattern == 0 && t.m23.bitPattern == 0 && t.m24.bitPattern == 0
            && t.m31.bitPattern == 0 && t.m32.bitPattern == 0 && t.m34.bitPattern == 0
            && t.m41.bitPattern == 0 && t.m42.bitPattern == 0 && t.m43.bitPattern == 0
    }

    /// The field's value in `t`: a `Double` (radians, scale factor, points), or a `CGSize` (x, y)
    /// for `translation`. `scale` reads the average of the three scales.
    package func read(_ t: CATransform3D) -> any CALayerValue {
        let d = Self.parts(t)
        switch self {
        case .rotationX: return d.eulerAngles.x
        case .rotationY: return d.eulerAngles.y
        case .rotationZ, .rotation: return d.eulerAngles.z
        case .scaleX: return d.scale.x
        case .scaleY: return d.scale.y
        case .scaleZ: return d.scale.z
        case .scale: return (d.scale.x + d.scale.y + d.scale.z) / 3
        case .translationX: return d.translation.x
        case .translationY: return d.translation.y
        case .translationZ: return d.translation.z
        case .translation: return CGSize(width: d.translation.x, height: d.translation.y)
        }
    }

    /// The type `read` returns and `write` takes.
    package var valueType: any CALayerValue.Type { self == .translation ? CGSize.self : Double.self }

    /// `t` with this field set to `value` (decompose, set, recompose); nil if `value` is not
    /// the field's type or not finite.
    package func write(_ value: any CALayerValue, into t: CATransform3D) -> CATransform3D? {
        var d = Self.parts(t)
        if self == .translation {
            guard let s = value as? CGSize, s.width.isFinite, s.height.isFinite else { return nil }
            d.translation.x = Double(s.width); d.translation.y = Double(s.height)
            return d.matrix
        }
        guard let v = value as? Double, v.isFinite else { return nil }
        switch self {
        case .rotationX: d.eulerAngles.x = v
        case .rotationY: d.eulerAngles.y = v
        case .rotationZ, .rotation: d.eulerAngles.z = v
        case .scaleX: d.scale.x = v
        case .scaleY: d.scale.y = v
        case .scaleZ: d.scale.z = v
        case .scale: d.scale = (v, v, v)
        case .translationX: d.translation.x = v
        case .translationY: d.translation.y = v
        case .translationZ: d.translation.z = v
        case .translation: return nil
        }
        return d.matrix
    }
}
