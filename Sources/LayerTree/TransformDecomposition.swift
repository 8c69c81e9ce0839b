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
        let e = t.rowMajor
        guard e.allSatisfy(\.isFinite), e[15] != 0 else { return nil }
        let m = e.map { $0 / e[15] }
        var rows = [[m[0], m[1], m[2]], [m[4], m[5], m[6]], [m[8], m[9], m[10]]]
        let det3 = determinant3(rows)
        guard abs(det3) > 1e-12 else { return nil }
        translation = (m[12], m[13], m[14])
        // Perspective: A·p = (m14, m24, m34) and t·p + pw = m44 (= 1).
        if m[3] != 0 || m[7] != 0 || m[11] != 0 {
            guard let p = solve3(rows, [m[3], m[7], m[11]]) else { return nil }
            let pw = 1 - (m[12] * p[0] + m[13] * p[1] + m[14] * p[2])
            perspective = (p[0], p[1], p[2], pw)
        } else {
            perspective = (0, 0, 0, 1)
        }
        // Gram–Schmidt on the rows: scale and skew.
        var sx = length(rows[0])
        rows[0] = rows[0].map { $0 / sx }
        var xy = dot(rows[0], rows[1])
        rows[1] = combine(rows[1], rows[0], -xy)
        var sy = length(rows[1])
        rows[1] = rows[1].map { $0 / sy }
        xy /= sy
        var xz = dot(rows[0], rows[2])
        rows[2] = combine(rows[2], rows[0], -xz)
        var yz = dot(rows[1], rows[2])
        rows[2] = combine(rows[2], rows[1], -yz)
        var sz = length(rows[2])
        rows[2] = rows[2].map { $0 / sz }
        xz /= sz
        yz /= sz
        // A mirror: flip every axis so the remaining rotation is proper.
        if dot(rows[0], cross(rows[1], rows[2])) < 0 {
            sx = -sx; sy = -sy; sz = -sz
            rows = rows.map { $0.map { -$0 } }
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
        let a0 = r[0].map { $0 * scale.x }
        let a1 = zip(r[1], r[0]).map { ($0 + skew.xy * $1) * scale.y }
        let a2 = (0..<3).map { (r[2][$0] + skew.xz * r[0][$0] + skew.yz * r[1][$0]) * scale.z }
        let t = [translation.x, translation.y, translation.z]
        let p = [perspective.x, perspective.y, perspective.z]
        // [A 0; t 1] · [I p; 0 pw] = [A, A·p; t, t·p + pw].
        func row(_ a: [Double]) -> [Double] { a + [a[0] * p[0] + a[1] * p[1] + a[2] * p[2]] }
        let last = t + [t[0] * p[0] + t[1] * p[1] + t[2] * p[2] + perspective.w]
        return CATransform3D(rowMajor: row(a0) + row(a1) + row(a2) + last)
    }

    /// Rotation as Euler angles (radians): the matrix `Rx(x) · Ry(y) · Rz(z)` in row-vector order
    /// (x first). A single-axis rotation reads back as that axis's angle in (−π, π].
    package var eulerAngles: (x: Double, y: Double, z: Double) {
        get {
            let r = rowMatrixFromQuaternion(quaternion)
            let sy = min(max(-r[0][2], -1), 1)
            let y = asin(sy)
            if abs(sy) < 1 - 1e-12 {
                return (atan2(r[1][2], r[2][2]), y, atan2(r[0][1], r[0][0]))
            }
            return (0, y, atan2(-r[1][0], r[1][1]))       // gimbal lock: all turn about z
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
    package var isFinite: Bool { rowMajor.allSatisfy(\.isFinite) }
}

// MARK: Small linear algebra on 3-vectors and row-major 3×3 matrices

private func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
private func length(_ a: [Double]) -> Double { dot(a, a).squareRoot() }
private func combine(_ a: [Double], _ b: [Double], _ k: Double) -> [Double] { [a[0] + k * b[0], a[1] + k * b[1], a[2] + k * b[2]] }
private func cross(_ a: [Double], _ b: [Double]) -> [Double] {
    [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
}
private func determinant3(_ r: [[Double]]) -> Double { dot(r[0], cross(r[1], r[2])) }

/// Solves `A · x = c` (A row-major) by Cramer's rule; nil when A is singular.
private func solve3(_ a: [[Double]], _ c: [Double]) -> [Double]? {
    let det = determinant3(a)
    guard abs(det) > 1e-12 else { return nil }
    // Column replacement.
    func replaced(_ col: Int) -> [[Double]] { a.enumerated().map { i, row in row.enumerated().map { $0.offset == col ? c[i] : $0.element } } }
    return (0..<3).map { determinant3(replaced($0)) / det }
}

/// The unit quaternion of a proper rotation given as a row-vector matrix (`p' = p · R`), whose
/// transpose is the usual column-vector matrix. Shepperd's method: stable for every angle.
private func quaternionFromRowMatrix(_ r: [[Double]]) -> (x: Double, y: Double, z: Double, w: Double) {
    func c(_ i: Int, _ j: Int) -> Double { r[j][i] }     // column-vector entry
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

/// The row-vector rotation matrix of a unit quaternion.
private func rowMatrixFromQuaternion(_ q: (x: Double, y: Double, z: Double, w: Double)) -> [[Double]] {
    let (x, y, z, w) = q
    let col = [[1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
               [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
               [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)]]
    return (0..<3).map { i in (0..<3).map { j in col[j][i] } }
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
