import Foundation
import Geometry2D

/// A `CATransform3D` split into the parts CSS Transforms 2 "unmatrix" finds, in the row-vector
/// order the matrix applies them to a point: scale, skew, rotation, translation, perspective
/// (`M = S · K · R · T · P`). Interpolating these parts (rotation by quaternion slerp) is how
/// `transform` animations blend; the key paths `transform.rotation.z`, `transform.scale`, … read
/// and write them.
package struct DecomposedTransform: Equatable, Sendable {
    package var scale: (x: Double, y: Double, z: Double)
    /// Shears xy, xz, yz: row 1 gains `xy ·` row 0, row 2 gains `xz ·` row 0 + `yz ·` row 1.
    package var skew: (xy: Double, xz: Double, yz: Double)
    /// Unit quaternion (x, y, z, w) of the rotation (right-handed axis, as MakeRotation).
    package var quaternion: (x: Double, y: Double, z: Double, w: Double)
    package var translation: (x: Double, y: Double, z: Double)
    /// The perspective row (m14, m24, m34, m44) of the `P` factor.
    package var perspective: (x: Double, y: Double, z: Double, w: Double)

    package static let identity = DecomposedTransform(
        scale: (1, 1, 1), skew: (0, 0, 0), quaternion: (0, 0, 0, 1), translation: (0, 0, 0), perspective: (0, 0, 0, 1))

    package static func == (a: DecomposedTransform, b: DecomposedTransform) -> Bool {
        a.scale == b.scale && a.skew == b.skew && a.quaternion == b.quaternion && a.translation == b.translation
            && a.perspective == b.perspective
    }

    /// The parts of `t`, or nil when `t` is singular or not finite (m44 = 0, or the 3×3 part has
    /// no inverse): such matrices blend entry by entry.
    package init?(_ t: CATransform3D) {
        guard t.isFinite, t.m44 != 0 else { return nil }
        let w = Double(t.m44)
        func row(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> Vector3 { Vector3(Double(a) / w, Double(b) / w, Double(c) / w) }
        var rows = Matrix3(row(t.m11, t.m12, t.m13), row(t.m21, t.m22, t.m23), row(t.m31, t.m32, t.m33))
        let det3 = rows.determinant
        guard abs(det3) > 1e-12 else { return nil }
        translation = (Double(t.m41) / w, Double(t.m42) / w, Double(t.m43) / w)
        // Perspective: A·p = (m14, m24, m34) and t·p + pw = m44 (= 1).
        let column = row(t.m14, t.m24, t.m34)
        if column.x != 0 || column.y != 0 || column.z != 0 {
            guard let p = rows.solve(column) else { return nil }
            let pw = 1 - (translation.x * p.x + translation.y * p.y + translation.z * p.z)
            perspective = (p.x, p.y, p.z, pw)
        } else {
            perspective = (0, 0, 0, 1)
        }
        // Gram–Schmidt on the rows: scale and skew.
        var sx = rows.r0.length
        rows.r0 = rows.r0 / sx
        var xy = rows.r0.dot(rows.r1)
        rows.r1 = rows.r1.adding(rows.r0, times: -xy)
        var sy = rows.r1.length
        rows.r1 = rows.r1 / sy
        xy /= sy
        var xz = rows.r0.dot(rows.r2)
        rows.r2 = rows.r2.adding(rows.r0, times: -xz)
        var yz = rows.r1.dot(rows.r2)
        rows.r2 = rows.r2.adding(rows.r1, times: -yz)
        var sz = rows.r2.length
        rows.r2 = rows.r2 / sz
        xz /= sz
        yz /= sz
        // A mirror: flip every axis so the remaining rotation is proper.
        if rows.r0.dot(rows.r1.cross(rows.r2)) < 0 {
            sx = -sx; sy = -sy; sz = -sz
            rows = Matrix3(-rows.r0, -rows.r1, -rows.r2)
            // The skews are unchanged: row1 = (−sy)·(−u1 + xy·(−u0)) = sy·(u1 + xy·u0).
        }
        scale = (sx, sy, sz)
        skew = (xy, xz, yz)
        quaternion = quaternionFromRowMatrix(rows)
    }

    package init(scale: (x: Double, y: Double, z: Double), skew: (xy: Double, xz: Double, yz: Double),
                 quaternion: (x: Double, y: Double, z: Double, w: Double), translation: (x: Double, y: Double, z: Double),
                 perspective: (x: Double, y: Double, z: Double, w: Double)) {
        self.scale = scale; self.skew = skew; self.quaternion = quaternion
        self.translation = translation; self.perspective = perspective
    }

    /// The matrix `S · K · R · T · P`.
    package var matrix: CATransform3D {
        let r = rowMatrixFromQuaternion(quaternion)
        // Rows of S·K·R: row0 = sx·r0, row1 = sy·(r1 + xy·r0), row2 = sz·(r2 + xz·r0 + yz·r1).
        let a0 = Vector3(r.r0.x * scale.x, r.r0.y * scale.x, r.r0.z * scale.x)
        let a1 = Vector3((r.r1.x + skew.xy * r.r0.x) * scale.y, (r.r1.y + skew.xy * r.r0.y) * scale.y,
                         (r.r1.z + skew.xy * r.r0.z) * scale.y)
        let a2 = Vector3((r.r2.x + skew.xz * r.r0.x + skew.yz * r.r1.x) * scale.z,
                         (r.r2.y + skew.xz * r.r0.y + skew.yz * r.r1.y) * scale.z,
                         (r.r2.z + skew.xz * r.r0.z + skew.yz * r.r1.z) * scale.z)
        let t = Vector3(translation.x, translation.y, translation.z)
        let p = Vector3(perspective.x, perspective.y, perspective.z)
        // [A 0; t 1] · [I p; 0 pw] = [A, A·p; t, t·p + pw].
        func last(_ a: Vector3) -> CGFloat { CGFloat(a.x * p.x + a.y * p.y + a.z * p.z) }
        return CATransform3D(m11: CGFloat(a0.x), m12: CGFloat(a0.y), m13: CGFloat(a0.z), m14: last(a0),
                             m21: CGFloat(a1.x), m22: CGFloat(a1.y), m23: CGFloat(a1.z), m24: last(a1),
                             m31: CGFloat(a2.x), m32: CGFloat(a2.y), m33: CGFloat(a2.z), m34: last(a2),
                             m41: CGFloat(t.x), m42: CGFloat(t.y), m43: CGFloat(t.z), m44: last(t) + CGFloat(perspective.w))
    }

    /// Rotation as Euler angles (radians): the matrix `Rx(x) · Ry(y) · Rz(z)` in row-vector order
    /// (x first). A single-axis rotation reads back as that axis's angle in (−π, π].
    package var eulerAngles: (x: Double, y: Double, z: Double) {
        get {
            let r = rowMatrixFromQuaternion(quaternion)
            let sy = min(max(-r.r0.z, -1), 1)
            let y = asin(sy)
            if abs(sy) < 1 - 1e-12 {
                return (atan2(r.r1.z, r.r2.z), y, atan2(r.r0.y, r.r0.x))
            }
            return (0, y, atan2(-r.r1.x, r.r1.y))       // gimbal lock: all turn about z
        }
        set {
            func q(_ angle: Double, _ axis: Int) -> (x: Double, y: Double, z: Double, w: Double) {
                let s = sin(angle / 2), c = cos(angle / 2)
                return (axis == 0 ? s : 0, axis == 1 ? s : 0, axis == 2 ? s : 0, c)
            }
            // Row-vector Rx·Ry·Rz is the column-vector product Rz·Ry·Rx: quaternion qz·qy·qx.
            quaternion = multiply(multiply(q(newValue.z, 2), q(newValue.y, 1)), q(newValue.x, 0))
        }
    }

    /// The parts a fraction `p` of the way to `other`: linear for all but the rotation, which
    /// follows the shorter great-circle arc (slerp).
    package func interpolated(to o: DecomposedTransform, _ p: Double) -> DecomposedTransform {
        func l(_ a: Double, _ b: Double) -> Double { a + (b - a) * p }
        return DecomposedTransform(
            scale: (l(scale.x, o.scale.x), l(scale.y, o.scale.y), l(scale.z, o.scale.z)),
            skew: (l(skew.xy, o.skew.xy), l(skew.xz, o.skew.xz), l(skew.yz, o.skew.yz)),
            quaternion: slerp(quaternion, o.quaternion, p),
            translation: (l(translation.x, o.translation.x), l(translation.y, o.translation.y),
                          l(translation.z, o.translation.z)),
            perspective: (l(perspective.x, o.perspective.x), l(perspective.y, o.perspective.y),
                          l(perspective.z, o.perspective.z), l(perspective.w, o.perspective.w)))
    }
}

extension CATransform3D {
    /// The 16 entries row by row, as Doubles.
    package var rowMajor: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].map(Double.init)
    }

    /// A matrix from 16 row-major entries.
    package init(rowMajor e: [Double]) {
        self.init(m11: CGFloat(e[0]), m12: CGFloat(e[1]), m13: CGFloat(e[2]), m14: CGFloat(e[3]),
                  m21: CGFloat(e[4]), m22: CGFloat(e[5]), m23: CGFloat(e[6]), m24: CGFloat(e[7]),
                  m31: CGFloat(e[8]), m32: CGFloat(e[9]), m33: CGFloat(e[10]), m34: CGFloat(e[11]),
                  m41: CGFloat(e[12]), m42: CGFloat(e[13]), m43: CGFloat(e[14]), m44: CGFloat(e[15]))
    }

    /// True if every entry is finite.
    package var isFinite: Bool {
        (m11 + m12 + m13 + m14 + m21 + m22 + m23 + m24 + m31 + m32 + m33 + m34 + m41 + m42 + m43 + m44).isFinite
            || rowMajor.allSatisfy(\.isFinite)
    }
}

// MARK: Small linear algebra on 3-vectors and row-major 3×3 matrices (no heap)

/// A 3-vector of the decomposition.
private struct Vector3 {
    var x, y, z: Double
    init(_ x: Double, _ y: Double, _ z: Double) { self.x = x; self.y = y; self.z = z }
    func dot(_ b: Vector3) -> Double { x * b.x + y * b.y + z * b.z }
    var length: Double { dot(self).squareRoot() }
    func adding(_ b: Vector3, times k: Double) -> Vector3 { Vector3(x + k * b.x, y + k * b.y, z + k * b.z) }
    func cross(_ b: Vector3) -> Vector3 { Vector3(y * b.z - z * b.y, z * b.x - x * b.z, x * b.y - y * b.x) }
    static func / (a: Vector3, k: Double) -> Vector3 { Vector3(a.x / k, a.y / k, a.z / k) }
    static prefix func - (a: Vector3) -> Vector3 { Vector3(-a.x, -a.y, -a.z) }
}

/// A row-major 3×3 matrix (its rows).
private struct Matrix3 {
    var r0, r1, r2: Vector3
    init(_ r0: Vector3, _ r1: Vector3, _ r2: Vector3) { self.r0 = r0; self.r1 = r1; self.r2 = r2 }
    var determinant: Double { r0.dot(r1.cross(r2)) }

    /// Solves `A · x = c` by Cramer's rule (each column replaced by c in turn); nil when singular.
    func solve(_ c: Vector3) -> Vector3? {
        let det = determinant
        guard abs(det) > 1e-12 else { return nil }
        let x = Matrix3(Vector3(c.x, r0.y, r0.z), Vector3(c.y, r1.y, r1.z), Vector3(c.z, r2.y, r2.z)).determinant
        let y = Matrix3(Vector3(r0.x, c.x, r0.z), Vector3(r1.x, c.y, r1.z), Vector3(r2.x, c.z, r2.z)).determinant
        let z = Matrix3(Vector3(r0.x, r0.y, c.x), Vector3(r1.x, r1.y, c.y), Vector3(r2.x, r2.y, c.z)).determinant
        return Vector3(x / det, y / det, z / det)
    }

    /// Entry (i, j) of the transpose: the usual column-vector matrix.
    func column(_ i: Int, _ j: Int) -> Double {
        let row = j == 0 ? r0 : j == 1 ? r1 : r2
        return i == 0 ? row.x : i == 1 ? row.y : row.z
    }
}

/// The unit quaternion of a proper rotation given as a row-vector matrix (`p' = p · R`), whose
/// transpose is the usual column-vector matrix. Shepperd's method: stable for every angle.
private func quaternionFromRowMatrix(_ r: Matrix3) -> (x: Double, y: Double, z: Double, w: Double) {
    func c(_ i: Int, _ j: Int) -> Double { r.column(i, j) }     // column-vector entry
    let trace = c(0, 0) + c(1, 1) + c(2, 2)
    var q: (x: Double, y: Double, z: Double, w: Double)
    if trace > 0 {
        let s = (trace + 1).squareRoot() * 2
        q = ((c(2, 1) - c(1, 2)) / s, (c(0, 2) - c(2, 0)) / s, (c(1, 0) - c(0, 1)) / s, s / 4)
    } else if c(0, 0) > c(1, 1) && c(0, 0) > c(2, 2) {
        let s = (1 + c(0, 0) - c(1, 1) - c(2, 2)).squareRoot() * 2
        q = (s / 4, (c(0, 1) + c(1, 0)) / s, (c(0, 2) + c(2, 0)) / s, (c(2, 1) - c(1, 2)) / s)
    } else if c(1, 1) > c(2, 2) {
        let s = (1 + c(1, 1) - c(0, 0) - c(2, 2)).squareRoot() * 2
        q = ((c(0, 1) + c(1, 0)) / s, s / 4, (c(1, 2) + c(2, 1)) / s, (c(0, 2) - c(2, 0)) / s)
    } else {
        let s = (1 + c(2, 2) - c(0, 0) - c(1, 1)).squareRoot() * 2
        q = ((c(0, 2) + c(2, 0)) / s, (c(1, 2) + c(2, 1)) / s, s / 4, (c(1, 0) - c(0, 1)) / s)
    }
    return normalized(q)
}

/// The row-vector rotation matrix of a unit quaternion (the transpose of the column-vector one).
private func rowMatrixFromQuaternion(_ q: (x: Double, y: Double, z: Double, w: Double)) -> Matrix3 {
    let (x, y, z, w) = q
    return Matrix3(Vector3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
                   Vector3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
                   Vector3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)))
}

private func normalized(_ q: (x: Double, y: Double, z: Double, w: Double)) -> (x: Double, y: Double, z: Double, w: Double) {
    let n = (q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w).squareRoot()
    guard n > 0, n.isFinite else { return (0, 0, 0, 1) }
    return (q.x / n, q.y / n, q.z / n, q.w / n)
}

/// Hamilton product `a · b` (b's rotation applied first, in column-vector terms).
private func multiply(_ a: (x: Double, y: Double, z: Double, w: Double),
                      _ b: (x: Double, y: Double, z: Double, w: Double)) -> (x: Double, y: Double, z: Double, w: Double) {
    (a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
     a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
     a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
     a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z)
}

/// Spherical interpolation along the shorter arc.
private func slerp(_ a: (x: Double, y: Double, z: Double, w: Double), _ b0: (x: Double, y: Double, z: Double, w: Double),
                   _ p: Double) -> (x: Double, y: Double, z: Double, w: Double) {
    var b = b0
    var d = a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w
    if d < 0 { b = (-b.x, -b.y, -b.z, -b.w); d = -d }
    d = min(d, 1)
    let wa: Double, wb: Double
    if d > 1 - 1e-9 {
        wa = 1 - p; wb = p
    } else {
        let theta = acos(d), s = sin(theta)
        wa = sin((1 - p) * theta) / s
        wb = sin(p * theta) / s
    }
    return normalized((a.x * wa + b.x * wb, a.y * wa + b.y * wb, a.z * wa + b.z * wb, a.w * wa + b.w * wb))
}

/// Quaternion to the power `k` (the rotation angle times k, same axis).
package func quaternionPower(_ q: (x: Double, y: Double, z: Double, w: Double), _ k: Double) -> (x: Double, y: Double, z: Double, w: Double) {
    let half = acos(min(max(q.w, -1), 1))
    let s = sin(half)
    guard abs(s) > 1e-12 else { return (0, 0, 0, 1) }
    let axis = (q.x / s, q.y / s, q.z / s)
    let nh = half * k
    return (axis.0 * sin(nh), axis.1 * sin(nh), axis.2 * sin(nh), cos(nh))
}
