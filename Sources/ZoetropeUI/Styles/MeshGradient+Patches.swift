import Foundation
import Geometry2D

/// A ``MeshGradient`` made ready to evaluate: every vertex with its four control points and its
/// colour in the blending space, checked once.
///
/// Cell (row r, column c) is the bicubic Bézier patch whose corners are vertices (r, c), (r, c + 1),
/// (r + 1, c), (r + 1, c + 1); u runs along the row, v down the column. Its edge control points are
/// the vertices' (trailing/leading along u, bottom/top along v); implied ones are a third of the
/// Catmull–Rom tangent (half the span between the two neighbours, the one-sided difference on the
/// mesh's border), so a regular grid is flat and a moved vertex bends its lines smoothly. Interior
/// control points have zero twist: `Q11 = Q01 + Q10 − Q00` at each corner.
///
/// Colours blend in premultiplied sRGB-encoded components (`.device`) or OKLab with opacity
/// (`.perceptual`): bilinearly in each cell, or with `smoothsColors` as a bicubic Hermite surface
/// whose slopes at each vertex are the Catmull–Rom differences of the neighbouring colours
/// (continuous across cells), clamped to the displayable range.
struct MeshPatches {
    typealias Point = SIMD2<Double>
    /// Vertices per row and rows.
    let columns: Int, rows: Int
    /// Position, then leading, top, trailing and bottom control points, per vertex.
    private var positions: [Point] = []
    private var controls: [(leading: Point, top: Point, trailing: Point, bottom: Point)] = []
    /// Colour per vertex in the blending space (premultiplied RGBA, or OKLab L, a, b and opacity).
    private var colors: [SIMD4<Double>] = []
    /// The background, premultiplied sRGB-encoded.
    let background: SIMD4<Double>
    let smooth: Bool
    let perceptual: Bool

    /// The mesh's patches, or nil when it has no cell, too few points or colours, or a
    /// non-finite point.
    init?(_ mesh: MeshGradient, isDark: Bool) {
        guard mesh.width >= 2, mesh.height >= 2, mesh.width <= 1 << 16, mesh.height <= 1 << 16 else { return nil }
        columns = mesh.width
        rows = mesh.height
        let count = columns * rows
        let vertexColors = mesh.vertexColors(isDark: isDark)
        guard vertexColors.count >= count else { return nil }
        smooth = mesh.smoothsColors
        perceptual = mesh.colorSpace == .perceptual
        background = Self.premultiplied(mesh.background.appearance(isDark: isDark))
        switch mesh.locations {
        case .points(let points):
            guard points.count >= count else { return nil }
            positions = points.prefix(count).map { Point(Double($0.x), Double($0.y)) }
            controls = Self.impliedControls(positions, columns: columns, rows: rows)
        case .bezierPoints(let points):
            guard points.count >= count else { return nil }
            func d(_ p: SIMD2<Float>) -> Point { Point(Double(p.x), Double(p.y)) }
            positions = points.prefix(count).map { d($0.position) }
            controls = points.prefix(count).map {
                (d($0.leadingControlPoint), d($0.topControlPoint), d($0.trailingControlPoint), d($0.bottomControlPoint))
            }
        }
        func finite(_ p: Point) -> Bool { p.x.isFinite && p.y.isFinite && abs(p.x) < 1e6 && abs(p.y) < 1e6 }
        guard positions.allSatisfy(finite),
              controls.allSatisfy({ finite($0.leading) && finite($0.top) && finite($0.trailing) && finite($0.bottom) })
        else { return nil }
        colors = vertexColors.prefix(count).map { color in
            if perceptual {
                let lab = OKLab(color)
                return SIMD4(lab.l, lab.a, lab.b, Self.unit(color.opacity))
            }
            return Self.premultiplied(color)
        }
    }

    /// Cells: (columns − 1) · (rows − 1).
    var patchCount: Int { (columns - 1) * (rows - 1) }

    /// The 4 × 4 Bézier control net of cell (r, c), row-major in v then u.
    func controlNet(row r: Int, column c: Int) -> [Point] {
        let i00 = r * columns + c, i01 = i00 + 1, i10 = i00 + columns, i11 = i10 + 1
        var q = [Point](repeating: .zero, count: 16)
        q[0] = positions[i00]; q[3] = positions[i01]; q[12] = positions[i10]; q[15] = positions[i11]
        q[1] = controls[i00].trailing; q[2] = controls[i01].leading
        q[13] = controls[i10].trailing; q[14] = controls[i11].leading
        q[4] = controls[i00].bottom; q[8] = controls[i10].top
        q[7] = controls[i01].bottom; q[11] = controls[i11].top
        q[5] = q[1] + q[4] - q[0]
        q[6] = q[2] + q[7] - q[3]
        q[9] = q[13] + q[8] - q[12]
        q[10] = q[14] + q[11] - q[15]
        return q
    }

    /// The point of a control net at (u, v).
    static func evaluate(_ net: [Point], u: Double, v: Double) -> Point {
        let bu = bernstein(u), bv = bernstein(v)
        var point = Point.zero
        for i in 0..<4 {
            var row = Point.zero
            for j in 0..<4 { row += bu[j] * net[i * 4 + j] }
            point += bv[i] * row
        }
        return point
    }

    /// The colour of cell (r, c) at (u, v), premultiplied sRGB-encoded RGBA in 0…1.
    func color(row r: Int, column c: Int, u: Double, v: Double) -> SIMD4<Double> {
        let i00 = r * columns + c, i01 = i00 + 1, i10 = i00 + columns, i11 = i10 + 1
        var value: SIMD4<Double>
        if smooth {
            let hu = Self.hermite(u), hv = Self.hermite(v)
            value = SIMD4<Double>.zero
            for (index, a, b) in [(i00, 0, 0), (i01, 1, 0), (i10, 0, 1), (i11, 1, 1)] {
                let wu = a == 0 ? hu.h00 : hu.h01, wv = b == 0 ? hv.h00 : hv.h01
                let du = a == 0 ? hu.h10 : hu.h11, dv = b == 0 ? hv.h10 : hv.h11
                value += wu * wv * colors[index]
                value += du * wv * slope(index, step: 1, position: index % columns, count: columns)
                value += wu * dv * slope(index, step: columns, position: index / columns, count: rows)
            }
        } else {
            let top = colors[i00] + u * (colors[i01] - colors[i00])
            let bottom = colors[i10] + u * (colors[i11] - colors[i10])
            value = top + v * (bottom - top)
        }
        return displayable(value)
    }

    /// The Catmull–Rom slope of the colours at vertex `index` along a line of `count` vertices
    /// `step` apart, where the vertex is at `position`.
    private func slope(_ index: Int, step: Int, position: Int, count: Int) -> SIMD4<Double> {
        if position == 0 { return colors[index + step] - colors[index] }
        if position == count - 1 { return colors[index] - colors[index - step] }
        return 0.5 * (colors[index + step] - colors[index - step])
    }

    /// A blended value as premultiplied sRGB-encoded RGBA, each channel within 0…opacity.
    private func displayable(_ value: SIMD4<Double>) -> SIMD4<Double> {
        let alpha = Self.unit(value.w)
        if perceptual {
            let (r, g, b) = OKLab(l: value.x, a: value.y, b: value.z).sRGB
            return SIMD4(r * alpha, g * alpha, b * alpha, alpha)
        }
        func channel(_ x: Double) -> Double { x > 0 ? min(x, alpha) : 0 }
        return SIMD4(channel(value.x), channel(value.y), channel(value.z), alpha)
    }

    /// Implied control points: a third of the Catmull–Rom tangent each way along the row and column.
    private static func impliedControls(_ p: [Point], columns: Int, rows: Int)
        -> [(leading: Point, top: Point, trailing: Point, bottom: Point)] {
        func tangent(_ index: Int, step: Int, position: Int, count: Int) -> Point {
            if position == 0 { return p[index + step] - p[index] }
            if position == count - 1 { return p[index] - p[index - step] }
            return 0.5 * (p[index + step] - p[index - step])
        }
        return p.indices.map { index in
            let tu = tangent(index, step: 1, position: index % columns, count: columns) / 3
            let tv = tangent(index, step: columns, position: index / columns, count: rows) / 3
            return (p[index] - tu, p[index] - tv, p[index] + tu, p[index] + tv)
        }
    }

    private static func bernstein(_ t: Double) -> [Double] {
        let s = 1 - t
        return [s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t]
    }

    private static func hermite(_ t: Double) -> (h00: Double, h10: Double, h01: Double, h11: Double) {
        let t2 = t * t, t3 = t2 * t
        return (2 * t3 - 3 * t2 + 1, t3 - 2 * t2 + t, -2 * t3 + 3 * t2, t3 - t2)
    }

    static func unit(_ x: Double) -> Double { x > 0 ? min(x, 1) : 0 }

    static func premultiplied(_ color: Color) -> SIMD4<Double> {
        let a = unit(color.opacity)
        return SIMD4(unit(color.red) * a, unit(color.green) * a, unit(color.blue) * a, a)
    }
}
