import Foundation
import Geometry2D
import VectorPath

/// How a consumer that draws glyph runs itself (the CPU backend) treats each glyph, decided in one
/// place so that the budget's count and the drawing agree: a glyph up to `largestStamp` device
/// pixels is placed from cached coverage (a stamp, costing its outline's stored points once);
/// a larger one is filled as any path is — flattened at its device size, culled and clamped to
/// the work rectangle — and skipped when it lies wholly outside the pixels the run may touch (a
/// closed outline off the canvas adds no winding to any pixel). Before this, 200,000 glyphs at
/// 4,096 px were all flattened, off the canvas too, under a budget that counted their font-unit
/// points: 6 GB where ~400 MB was estimated.
///
/// ```swift
/// let points = glyphs.estimatedPointCount(largestStamp: 256)   // what drawing them will flatten to
/// glyphs.forEachLargeGlyph(largestStamp: 256) { outline in edges.append(outline) }
/// ```
extension LoweredGlyphs {
    /// The device scale and pen origin of `glyph`.
    @inline(__always)
    package func place(_ glyph: GlyphRun.Glyph) -> (scale: Double, x: Double, y: Double) {
        (glyph.scale * placement.scale, placement.offset.x + glyph.origin.x * placement.scale,
         placement.offset.y + glyph.origin.y * placement.scale)
    }

    /// Whether `glyph`, placed at `scale` and (`x`, `y`), is drawn from a stamp of at most
    /// `largestStamp` pixels a side (else as a filled outline).
    @inline(__always)
    package static func isStamped(_ glyph: GlyphRun.Glyph, scale: Double, x: Double, y: Double, largestStamp: Double) -> Bool {
        let box = glyph.outline.bounds
        return max(box.width, box.height) * scale <= largestStamp && abs(x) < 1e9 && abs(y) < 1e9
    }

    /// The transform from `glyph`'s outline to the device.
    package static func toDevice(scale: Double, x: Double, y: Double) -> CGAffineTransform {
        CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: x, ty: y)
    }

    /// Whether the outline's box, under `toDevice`, meets the pixels the run may touch.
    private func meetsBounds(_ glyph: GlyphRun.Glyph, _ toDevice: CGAffineTransform) -> Bool {
        let box = glyph.outline.bounds
        guard !box.isNull else { return false }
        let device = box.applying(toDevice)
        return device.maxX >= Double(bounds.minX) && device.minX <= Double(bounds.maxX)
            && device.maxY >= Double(bounds.minY) && device.minY <= Double(bounds.maxY)
    }

    /// The points drawing the run will make: each stamped glyph's stored points, each large glyph
    /// that can show what its fill flattens to (``DeviceGeometry/estimatedPointCount(fill:transform:tolerance:workRect:)``).
    package func estimatedPointCount(largestStamp: Double) -> Double {
        var points = 0.0
        for glyph in run.glyphs {
            let (scale, x, y) = place(glyph)
            if Self.isStamped(glyph, scale: scale, x: x, y: y, largestStamp: largestStamp) {
                points += Double(glyph.outline.path.points.count)
                continue
            }
            let toDevice = Self.toDevice(scale: scale, x: x, y: y)
            guard meetsBounds(glyph, toDevice) else { continue }
            points += DeviceGeometry.estimatedPointCount(fill: glyph.outline.path, transform: ProjectionTransform(toDevice),
                                                         tolerance: FillStyle.textFlatteningTolerance, workRect: workRect)
        }
        return points
    }

    /// Hands the device outline of every large glyph that can show to `body`, in run order.
    package func forEachLargeGlyph(largestStamp: Double, _ body: (FlattenedPath) -> Void) {
        for glyph in run.glyphs {
            let (scale, x, y) = place(glyph)
            guard !Self.isStamped(glyph, scale: scale, x: x, y: y, largestStamp: largestStamp) else { continue }
            let toDevice = Self.toDevice(scale: scale, x: x, y: y)
            guard meetsBounds(glyph, toDevice) else { continue }
            body(DeviceGeometry(fill: glyph.outline.path, evenOdd: false, transform: ProjectionTransform(toDevice),
                                tolerance: FillStyle.textFlatteningTolerance, workRect: workRect).outline)
        }
    }
}
