import Foundation
import AnimationCore

/// A 3×3 projective transform of the plane in Core Graphics' row-vector order:
/// `[x' y' w] = [x y 1] · M`, with `x'/w, y'/w` the mapped point.
///
/// It is what a `GeometryEffect` returns; it can hold perspective (from a ``CATransform3D``) that
/// `CGAffineTransform` cannot.
///
/// ```swift
/// let flip = ProjectionTransform(CATransform3DMakeRotation(.pi / 4, 0, 1, 0))
/// let p = CGPoint(x: 10, y: 0).applying(flip)
/// ```
@frozen
public struct ProjectionTransform: Hashable, Sendable {
    /// Row 1: the image of the x axis; `m13` adds x to w (perspective).
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    /// Row 2: the image of the y axis; `m23` adds y to w.
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    /// Row 3: the translation `m31 m32` and the weight `m33`.
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity transform.
    @inlinable public init() {}

    /// The projective transform equal to the affine transform `m`.
    ///
    /// ```swift
    /// let p = ProjectionTransform(CGAffineTransform(translationX: 5, y: 0)) // m31 == 5
    /// ```
    @inlinable
    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b
        m21 = m.c; m22 = m.d
        m31 = m.tx; m32 = m.ty
    }

    /// The projection of a 3-D transform onto the z = 0 plane: rows and columns 1, 2 and 4 of `m`
    /// (`m11 m12 m14 / m21 m22 m24 / m41 m42 m44`); z is dropped.
    ///
    /// ```swift
    /// var t = CATransform3DIdentity
    /// t.m34 = -1 / 100
    /// let p = ProjectionTransform(CATransform3DRotate(t, 0.5, 0, 1, 0))
    /// ```
    @inlinable
    public init(_ m: CATransform3D) {
        m11 = m.m11; m12 = m.m12; m13 = m.m14
        m21 = m.m21; m22 = m.m22; m23 = m.m24
        m31 = m.m41; m32 = m.m42; m33 = m.m44
    }

    /// True if this is exactly the identity.
    @inlinable public var isIdentity: Bool { self == ProjectionTransform() }

    /// True if there is no perspective part (`m13 = m23 = 0`, `m33 = 1`).
    @inlinable public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// `self` followed by `rhs`: the matrix product `self · rhs`.
    ///
    /// ```swift
    /// let t = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))
    ///     .concatenating(ProjectionTransform(CGAffineTransform(translationX: 1, y: 0)))
    /// CGPoint(x: 1, y: 1).applying(t) // (3, 2)
    /// ```
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var r = ProjectionTransform()
        r.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        r.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        r.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        r.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        r.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        r.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        r.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        r.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        r.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return r
    }

    /// The determinant of the 3×3 matrix.
    public var determinant: CGFloat {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// Replaces this transform by its inverse and returns true; leaves it unchanged and returns
    /// false when it is singular (or not finite).
    ///
    /// ```swift
    /// var t = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 4))
    /// t.invert() // true; t.m11 == 0.5
    /// ```
    @discardableResult
    public mutating func invert() -> Bool {
        let det = determinant
        guard det != 0, det.isFinite else { return false }
        let inv = 1 / det
        let r11 = (m22 * m33 - m23 * m32) * inv, r12 = (m13 * m32 - m12 * m33) * inv
        let r13 = (m12 * m23 - m13 * m22) * inv
        let r21 = (m23 * m31 - m21 * m33) * inv, r22 = (m11 * m33 - m13 * m31) * inv
        let r23 = (m13 * m21 - m11 * m23) * inv
        let r31 = (m21 * m32 - m22 * m31) * inv, r32 = (m12 * m31 - m11 * m32) * inv
        let r33 = (m11 * m22 - m12 * m21) * inv
        m11 = r11; m12 = r12; m13 = r13
        m21 = r21; m22 = r22; m23 = r23
        m31 = r31; m32 = r32; m33 = r33
        return true
    }

    /// The inverse, or `self` unchanged when it is singular.
    ///
    /// ```swift
    /// let back = ProjectionTransform(CGAffineTransform(translationX: 3, y: 0)).inverted() // m31 == -3
    /// ```
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }
}

extension CGPoint {
    /// This point mapped by the projective transform `m`: `w = m13·x + m23·y + m33`,
    /// `x' = (m11·x + m21·y + m31)/w`, `y' = (m12·x + m22·y + m32)/w`. A point at or behind the
    /// eye (`w ≤ 0`) maps to `(+∞, +∞)`, as SwiftUI does.
    ///
    /// ```swift
    /// CGPoint(x: 1, y: 2).applying(ProjectionTransform()) // (1, 2)
    /// ```
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = m.m13 * x + m.m23 * y + m.m33
        guard w > 0 else { return CGPoint(x: CGFloat.infinity, y: CGFloat.infinity) }
        return CGPoint(x: (m.m11 * x + m.m21 * y + m.m31) / w, y: (m.m12 * x + m.m22 * y + m.m32) / w)
    }
}
