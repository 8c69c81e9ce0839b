import Foundation
import AnimationCore

/// A 4×4 homogeneous transform in Core Animation's row-vector convention: a point is the row
/// `[x y z 1]` multiplied on the left, `p' = p · M`, so translation lives in `m41 m42 m43` and
/// `CATransform3DConcat(a, b)` applies `a` first, then `b`.
///
/// Like the C struct it mirrors, `CATransform3D()` is the zero matrix; start from
/// ``CATransform3DIdentity`` for transforms.
///
/// ```swift
/// var t = CATransform3DIdentity
/// t.m34 = -1 / 500                                   // perspective
/// t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)        // spin about y
/// ```
@frozen
public struct CATransform3D: Hashable, Sendable {
    /// Row 1: the image of the x axis (`m14` adds x to w, i.e. perspective along x).
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Row 2: the image of the y axis.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Row 3: the image of the z axis (`m34 = −1/d` gives perspective from eye distance d).
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Row 4: the translation (`m41 m42 m43`) and the homogeneous weight `m44`.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The zero matrix, as the C struct's default initializer gives.
    @inlinable
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// A matrix from its sixteen entries, row by row.
    ///
    /// ```swift
    /// let shift = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    ///                           m31: 0, m32: 0, m33: 1, m34: 0, m41: 5, m42: 0, m43: 0, m44: 1)
    /// ```
    @inlinable
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The entries row by row (16 values), handy for generic matrix code.
    var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// A matrix from 16 row-major entries.
    init(entries e: [CGFloat]) {
        self.init(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                  m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }
}

/// The identity transform.
///
/// ```swift
/// CATransform3DIsIdentity(CATransform3DIdentity) // true
/// ```
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// True if `t` is exactly the identity.
///
/// ```swift
/// CATransform3DIsIdentity(CATransform3DMakeScale(1, 1, 1)) // true
/// ```
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// True if the two transforms have exactly equal entries.
///
/// ```swift
/// CATransform3DEqualToTransform(CATransform3DIdentity, CATransform3DMakeTranslation(0, 0, 0)) // true
/// ```
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by `(tx, ty, tz)`.
///
/// ```swift
/// let t = CATransform3DMakeTranslation(10, 0, 0) // m41 == 10
/// ```
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// A scale by `(sx, sy, sz)`.
///
/// ```swift
/// let t = CATransform3DMakeScale(2, 2, 1)
/// ```
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A rotation by `angle` radians about the axis `(x, y, z)` (normalized here). A zero or
/// non-finite axis gives the identity, as Core Animation does. About z, a positive angle turns
/// +x towards +y — clockwise on a y-down screen, like `CGAffineTransform(rotationAngle:)`.
///
/// ```swift
/// let spin = CATransform3DMakeRotation(.pi / 2, 0, 0, 1) // m12 == 1, m21 == -1
/// ```
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let ux = x / length, uy = y / length, uz = z / length
    let c = CGFloat(Foundation.cos(Double(angle))), s = CGFloat(Foundation.sin(Double(angle)))
    let k = 1 - c
    // The transpose of the column-vector (right-handed) Rodrigues matrix.
    return CATransform3D(
        m11: c + k * ux * ux, m12: k * ux * uy + s * uz, m13: k * ux * uz - s * uy, m14: 0,
        m21: k * ux * uy - s * uz, m22: c + k * uy * uy, m23: k * uy * uz + s * ux, m24: 0,
        m31: k * ux * uz + s * uy, m32: k * uy * uz - s * ux, m33: c + k * uz * uz, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` followed by `b`: the matrix product `a · b`.
///
/// ```swift
/// let t = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(5, 0, 0))
/// // scales, then moves: (1, 0, 0) ↦ (7, 0, 0)
/// ```
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    // Each entry summed from 0 in k order (the same sums, in the same order, as a loop over k).
    @inline(__always) func dot(_ x0: CGFloat, _ x1: CGFloat, _ x2: CGFloat, _ x3: CGFloat,
                               _ y0: CGFloat, _ y1: CGFloat, _ y2: CGFloat, _ y3: CGFloat) -> CGFloat {
        var sum: CGFloat = 0
        sum += x0 * y0
        sum += x1 * y1
        sum += x2 * y2
        sum += x3 * y3
        return sum
    }
    @inline(__always) func row(_ x0: CGFloat, _ x1: CGFloat, _ x2: CGFloat, _ x3: CGFloat)
        -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        (dot(x0, x1, x2, x3, b.m11, b.m21, b.m31, b.m41), dot(x0, x1, x2, x3, b.m12, b.m22, b.m32, b.m42),
         dot(x0, x1, x2, x3, b.m13, b.m23, b.m33, b.m43), dot(x0, x1, x2, x3, b.m14, b.m24, b.m34, b.m44))
    }
    let r1 = row(a.m11, a.m12, a.m13, a.m14), r2 = row(a.m21, a.m22, a.m23, a.m24)
    let r3 = row(a.m31, a.m32, a.m33, a.m34), r4 = row(a.m41, a.m42, a.m43, a.m44)
    return CATransform3D(m11: r1.0, m12: r1.1, m13: r1.2, m14: r1.3, m21: r2.0, m22: r2.1, m23: r2.2, m24: r2.3,
                         m31: r3.0, m32: r3.1, m33: r3.2, m34: r3.3, m41: r4.0, m42: r4.1, m43: r4.2, m44: r4.3)
}

/// A translation applied before `t`: `Concat(MakeTranslation(tx, ty, tz), t)`.
///
/// ```swift
/// let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 1, 0, 0) // (0,0,0) ↦ (2,0,0)
/// ```
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// A scale applied before `t`: `Concat(MakeScale(sx, sy, sz), t)`.
///
/// ```swift
/// let t = CATransform3DScale(CATransform3DIdentity, 2, 2, 1)
/// ```
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// A rotation applied before `t`: `Concat(MakeRotation(angle, x, y, z), t)`.
///
/// ```swift
/// var t = CATransform3DIdentity
/// t.m34 = -1 / 500
/// t = CATransform3DRotate(t, .pi / 3, 1, 0, 0) // tilt, then project
/// ```
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse of `t`, or `t` unchanged when it is singular (as Core Animation does).
///
/// ```swift
/// let back = CATransform3DInvert(CATransform3DMakeTranslation(3, 4, 5)) // m41 == -3
/// ```
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss–Jordan elimination with partial pivoting on [t | I].
    var a = t.entries.map(Double.init)
    var inv: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
    let scale = a.map(abs).max() ?? 0
    guard scale > 0, scale.isFinite else { return t }
    for col in 0..<4 {
        var pivot = col
        for row in (col + 1)..<4 where abs(a[row * 4 + col]) > abs(a[pivot * 4 + col]) { pivot = row }
        let p = a[pivot * 4 + col]
        guard abs(p) > scale * 1e-14 else { return t }
        if pivot != col {
            for k in 0..<4 {
                a.swapAt(pivot * 4 + k, col * 4 + k)
                inv.swapAt(pivot * 4 + k, col * 4 + k)
            }
        }
        for k in 0..<4 {
            a[col * 4 + k] /= p
            inv[col * 4 + k] /= p
        }
        for row in 0..<4 where row != col {
            let f = a[row * 4 + col]
            guard f != 0 else { continue }
            for k in 0..<4 {
                a[row * 4 + k] -= f * a[col * 4 + k]
                inv[row * 4 + k] -= f * inv[col * 4 + k]
            }
        }
    }
    return CATransform3D(entries: inv.map { CGFloat($0) })
}

/// True if `t` maps the plane z = 0 like an affine transform: no perspective (m14 = m24 = m34 = 0,
/// m44 = 1) and no z coupling (m13 = m23 = m31 = m32 = m43 = 0, m33 = 1).
///
/// ```swift
/// CATransform3DIsAffine(CATransform3DMakeRotation(1, 0, 0, 1)) // true
/// ```
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
        && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The 3-D transform equal to the affine transform `m` acting on the z = 0 plane.
///
/// ```swift
/// let t = CATransform3DMakeAffineTransform(CGAffineTransform(translationX: 4, y: 2)) // m41 == 4
/// ```
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = m.a; t.m12 = m.b; t.m21 = m.c; t.m22 = m.d; t.m41 = m.tx; t.m42 = m.ty
    return t
}

/// The affine part of `t` (`a = m11, b = m12, c = m21, d = m22, tx = m41, ty = m42`); the other
/// entries are ignored, so check ``CATransform3DIsAffine(_:)`` first when that matters.
///
/// ```swift
/// let m = CATransform3DGetAffineTransform(CATransform3DMakeScale(2, 3, 1)) // a == 2, d == 3
/// ```
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
