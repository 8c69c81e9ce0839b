import Foundation
import RenderCommands
import VectorPath
import Geometry2D

/// What a draw command paints, per device pixel: a solid color (the fast path: no shading pass) or
/// a shader that writes premultiplied colors for a run of pixels of one row, sampled at the pixel
/// centres (x + 0.5, y + 0.5) mapped back to the command's local space through the lowering's
/// device → local mapping (perspective included).
enum PixelShader: Sendable {
    case solid(PremultipliedRGBA8)
    case gradient(GradientRowShader)
    case image(ImageRowShader)

    /// The shader of a lowered paint and the coverage scale (255 = unchanged) its draw applies.
    ///
    /// ```swift
    /// let (shader, scale) = PixelShader.of(draw.paint)
    /// ```
    static func of(_ paint: ResolvedPaint) -> (PixelShader, UInt8) {
        switch paint {
        case .solid(let color):
            return (.solid(color), 255)
        case .gradient(let shading, let toLocal, let coverage):
            return (.gradient(GradientRowShader(geometry: shading.geometry, entries: shading.lut.entries,
                                                mapping: InverseMapping(toLocal))), coverage)
        case .image(let image, let toTexel, let bilinear, let opacity):
            return (.image(ImageRowShader(image: image, bilinear: bilinear, mapping: InverseMapping(toTexel))), opacity)
        }
    }

    /// Writes the colors of pixels x..<x+count of row y to `out` (4 bytes each).
    @inline(__always)
    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutableRawPointer) {
        switch self {
        case .solid(let color):
            for i in 0..<count { Self.store(color, out + i * 4) }
        case .gradient(let shader):
            shader.shade(y: y, x: x, count: count, into: out)
        case .image(let shader):
            shader.shade(y: y, x: x, count: count, into: out)
        }
    }

    @inline(__always)
    static func store(_ c: PremultipliedRGBA8, _ p: UnsafeMutableRawPointer) {
        let word = UInt32(c.red) | UInt32(c.green) << 8 | UInt32(c.blue) << 16 | UInt32(c.alpha) << 24
        p.storeBytes(of: UInt32(littleEndian: word), as: UInt32.self)
    }
}

/// Device → local mapping of pixel centres: `[X Y W] = [x y 1] · m`, local = (X/W, Y/W), with `m`
/// the lowering's mapping (the inverse of the command's transform, computed there once).
struct InverseMapping: Sendable {
    let m: ProjectionTransform
    let affine: Bool

    init(_ m: ProjectionTransform) {
        self.m = m
        affine = m.isAffine
    }

    /// Calls `body(i, localX, localY)` for pixels x..<x+count of row y, and `behind(i)` for pixels
    /// whose centre maps to or behind the eye (W ≤ 0).
    @inline(__always)
    func forEach(y: Int, x: Int, count: Int, _ body: (Int, Double, Double) -> Void, behind: (Int) -> Void) {
        let py = Double(y) + 0.5
        let bx = m.m21 * py + m.m31, by = m.m22 * py + m.m32, bw = m.m23 * py + m.m33
        if affine {
            for i in 0..<count {
                let px = Double(x + i) + 0.5
                body(i, m.m11 * px + bx, m.m12 * px + by)
            }
        } else {
            for i in 0..<count {
                let px = Double(x + i) + 0.5
                let w = m.m13 * px + bw
                guard w > 0 else { behind(i); continue }
                body(i, (m.m11 * px + bx) / w, (m.m12 * px + by) / w)
            }
        }
    }
}

/// A gradient's colors per pixel, from ``GradientShading`` and its LUT (shared with the GPU backend).
struct GradientRowShader: Sendable {
    let geometry: GradientShading.Geometry
    let entries: [PremultipliedRGBA8]
    let mapping: InverseMapping

    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutableRawPointer) {
        let geometry = geometry, m = mapping.m
        entries.withUnsafeBufferPointer { lut in
            let words = out.assumingMemoryBound(to: PremultipliedRGBA8.self)
            // Affine mappings of linear and radial gradients (the common cases) get tight loops;
            // t is affine in x for linear ramps, so it advances by a constant per pixel.
            if mapping.affine {
                let py = Double(y) + 0.5, px0 = Double(x) + 0.5
                let lx0 = m.m11 * px0 + m.m21 * py + m.m31, ly0 = m.m12 * px0 + m.m22 * py + m.m32
                switch geometry {
                case .linear(let o, let d):
                    let dx = Double(d.x), dy = Double(d.y)
                    let t0 = (lx0 - Double(o.x)) * dx + (ly0 - Double(o.y)) * dy
                    let step = m.m11 * dx + m.m12 * dy
                    for i in 0..<count {
                        words[i] = lut[GradientLUT.index(t0 + Double(i) * step)]
                    }
                    return
                case .radial(let c, let r0, let inverse):
                    let cx = lx0 - Double(c.x), cy = ly0 - Double(c.y)
                    for i in 0..<count {
                        let dx = cx + Double(i) * m.m11, dy = cy + Double(i) * m.m12
                        words[i] = lut[GradientLUT.index(((dx * dx + dy * dy).squareRoot() - r0) * inverse)]
                    }
                    return
                case .angular, .solid:
                    break
                }
            }
            mapping.forEach(y: y, x: x, count: count, { i, lx, ly in
                words[i] = lut[GradientLUT.index(GradientShading.location(geometry, x: lx, y: ly))]
            }, behind: { i in words[i] = .transparent })
        }
    }
}

/// An image stretched over a rectangle: nearest (`.none`) or bilinear on premultiplied texels, with
/// coordinates clamped to the edge texels.
struct ImageRowShader: Sendable {
    let image: Pixmap
    let bilinear: Bool
    /// Device pixel centre → texel space (texel (i, j) covers [i, i+1) × [j, j+1)).
    let mapping: InverseMapping


    /// `v.rounded()` (half away from zero) for 0 ≤ v ≤ 256, exactly, without a libm call (`round`
    /// is not inlined on baseline x86-64, and this runs per texel).
    @inline(__always)
    static func roundedWeight(_ v: Double) -> UInt32 {
        let t = Int(v)                                   // v ≥ 0: truncation is the floor
        return UInt32(truncatingIfNeeded: v - Double(t) >= 0.5 ? t &+ 1 : t)  // v − t is exact
    }

    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutableRawPointer) {
        let width = image.width, height = image.height, stride = image.stride
        let maxU = Double(width - 1), maxV = Double(height - 1)
        image.withUnsafeBytes { texels in
            guard let base = texels.baseAddress else { return }
            if !bilinear {
                mapping.forEach(y: y, x: x, count: count, { i, u, v in
                    // floor(u) clamped to the image; written so NaN clamps to 0 instead of trapping.
                    let cu = u > 0 ? min(u, Double(width) - 0.5) : 0, cv = v > 0 ? min(v, Double(height) - 0.5) : 0
                    let tx = Int(cu), ty = Int(cv)
                    (out + i * 4).copyMemory(from: base + ty * stride + tx * 4, byteCount: 4)
                }, behind: { i in PixelShader.store(.transparent, out + i * 4) })
                return
            }
            mapping.forEach(y: y, x: x, count: count, { i, u, v in
                // Sample at (u − ½, v − ½) in texel-centre coordinates, clamped to the edge texels.
                var fu = u - 0.5, fv = v - 0.5
                fu = fu > 0 ? min(fu, maxU) : 0
                fv = fv > 0 ? min(fv, maxV) : 0
                let x0 = Int(fu), y0 = Int(fv)
                let x1 = min(x0 &+ 1, width &- 1), y1 = min(y0 &+ 1, height &- 1)
                let wx = Self.roundedWeight((fu - Double(x0)) * 256), wy = Self.roundedWeight((fv - Double(y0)) * 256)
                // Wrapping arithmetic: every value is bounded (weights ≤ 65536, sums < 2²⁴), so no
                // overflow checks in the per-texel loop.
                let w00 = (256 &- wx) &* (256 &- wy), w10 = wx &* (256 &- wy), w01 = (256 &- wx) &* wy, w11 = wx &* wy
                let row0 = base + y0 &* stride, row1 = base + y1 &* stride
                let p00 = row0 + x0 &* 4, p10 = row0 + x1 &* 4
                let p01 = row1 + x0 &* 4, p11 = row1 + x1 &* 4
                let o = out + i &* 4
                for c in 0..<4 {
                    // Weights sum to 65536; the same weights for color and alpha keep r,g,b ≤ a.
                    let sum = w00 &* UInt32(p00.load(fromByteOffset: c, as: UInt8.self))
                        &+ w10 &* UInt32(p10.load(fromByteOffset: c, as: UInt8.self))
                        &+ w01 &* UInt32(p01.load(fromByteOffset: c, as: UInt8.self))
                        &+ w11 &* UInt32(p11.load(fromByteOffset: c, as: UInt8.self))
                    o.storeBytes(of: UInt8(truncatingIfNeeded: (sum &+ 32768) &>> 16), toByteOffset: c, as: UInt8.self)
                }
            }, behind: { i in PixelShader.store(.transparent, out + i * 4) })
        }
    }
}
