import Foundation
import VectorPath

/// Area coverage of flattened polygons on a small pixel grid (signed-area accumulation, as in
/// font rasterizers): exact for simple polygons; the winding is folded to coverage by `min(|w|, 1)`
/// (nonzero, exact where contours do not overlap with opposite directions) or the even-odd triangle wave.
///
/// ```swift
/// let c = CoverageRasterizer.coverage(of: Path(CGRect(x: 1, y: 1, width: 2, height: 2)).flattened(),
///                                     width: 4, height: 4, eoFill: false)   // c[5] == 1
/// ```
enum CoverageRasterizer {
    static func coverage(of flat: FlattenedPath, width w: Int, height h: Int, eoFill: Bool) -> [Double] {
        let stride = w + 2 // two spare cells per row: contributions at x = w never reach the next row
        var acc = [Double](repeating: 0, count: stride * h)
        let maxX = Double(w), maxY = Double(h)
        func clampX(_ x: Double) -> Double { min(max(x, 0), maxX) }
        for contour in flat.contours {
            let pts = flat[contour]
            guard pts.count > 1 else { continue }
            var previous = pts[pts.index(before: pts.endIndex)]
            for p in pts {
                line(from: previous, to: p)
                previous = p
            }
        }
        func line(from a: CGPoint, to b: CGPoint) {
            guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite, a.y != b.y else { return }
            let (dir, p0, p1): (Double, CGPoint, CGPoint) = a.y < b.y ? (1, a, b) : (-1, b, a)
            let y0 = max(p0.y, 0), y1 = min(p1.y, maxY)
            guard y0 < y1 else { return }
            let dxdy = (p1.x - p0.x) / (p1.y - p0.y)
            var x = p0.x + (y0 - p0.y) * dxdy
            var y = Int(y0.rounded(.down))
            while Double(y) < y1 {
                let top = max(Double(y), y0), bottom = min(Double(y + 1), y1)
                let dy = bottom - top
                let xNext = x + dxdy * dy
                let d = dy * dir
                let xa = clampX(min(x, xNext)), xb = clampX(max(x, xNext))
                let row = y * stride
                let xaFloor = xa.rounded(.down), xbCeil = xb.rounded(.up)
                let ia = Int(xaFloor), ib = Int(xbCeil)
                if ib <= ia + 1 {
                    let xm = 0.5 * (clampX(x) + clampX(xNext)) - xaFloor
                    acc[row + ia] += d - d * xm
                    acc[row + ia + 1] += d * xm
                } else {
                    let s = 1 / (xb - xa)
                    let fa = xa - xaFloor
                    let a0 = 0.5 * s * (1 - fa) * (1 - fa)
                    let fb = xb - xbCeil + 1
                    let am = 0.5 * s * fb * fb
                    acc[row + ia] += d * a0
                    if ib == ia + 2 {
                        acc[row + ia + 1] += d * (1 - a0 - am)
                    } else {
                        let a1 = s * (1.5 - fa)
                        acc[row + ia + 1] += d * (a1 - a0)
                        if ia + 2 < ib - 1 { for i in (ia + 2)..<(ib - 1) { acc[row + i] += d * s } }
                        let a2 = a1 + Double(ib - ia - 3) * s
                        acc[row + ib - 1] += d * (1 - a2 - am)
                    }
                    acc[row + ib] += d * am
                }
                x = xNext
                y += 1
            }
        }
        // Running sums along each row.
        var out = [Double](repeating: 0, count: w * h)
        for y in 0..<h {
            var sum = 0.0
            for x in 0..<w {
                sum += acc[y * stride + x]
                let v = abs(sum)
                if eoFill {
                    let m = v.truncatingRemainder(dividingBy: 2)
                    out[y * w + x] = m > 1 ? 2 - m : m
                } else {
                    out[y * w + x] = min(v, 1)
                }
            }
        }
        return out
    }
}

/// A separable Gaussian blur of a coverage grid, σ in pixels, kernel ±⌈3σ⌉, zero outside the grid.
///
/// ```swift
/// var grid = [Double](repeating: 0, count: 25); grid[12] = 1
/// GaussianBlur.apply(&grid, width: 5, height: 5, sigma: 1)
/// ```
enum GaussianBlur {
    static func kernel(sigma: Double) -> [Double] {
        let r = Int((3 * sigma).rounded(.up))
        var k = (-r...r).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = k.reduce(0, +)
        for i in k.indices { k[i] /= total }
        return k
    }

    static func apply(_ grid: inout [Double], width w: Int, height h: Int, sigma: Double) {
        guard sigma.isFinite, sigma > 0.01, w > 0, h > 0 else { return }
        let k = kernel(sigma: sigma), r = k.count / 2
        var tmp = [Double](repeating: 0, count: w * h)
        grid.withUnsafeBufferPointer { src in
            tmp.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    let row = y * w
                    for x in 0..<w {
                        var sum = 0.0
                        let lo = max(-r, -x), hi = min(r, w - 1 - x)
                        for i in lo...hi { sum += src[row + x + i] * k[i + r] }
                        dst[row + x] = sum
                    }
                }
            }
        }
        tmp.withUnsafeBufferPointer { src in
            grid.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    let lo = max(-r, -y), hi = min(r, h - 1 - y)
                    for x in 0..<w {
                        var sum = 0.0
                        for i in lo...hi { sum += src[(y + i) * w + x] * k[i + r] }
                        dst[y * w + x] = sum
                    }
                }
            }
        }
    }
}
