import Foundation
import Synchronization
import VectorPath
import RenderCommands
import Geometry2D

/// One glyph's coverage at one device size and one sub-pixel position, computed once from its
/// outline's edges by ``CoverageAccumulator`` (so exactly what filling the outline there gives),
/// kept as bytes like Cairo's A8 glyph masks: `columns` × `height` pixels whose pixel (0, 0) sits at
/// (`dx`, `dy`) from the glyph's whole-pixel position, and per row the first and last pixel that
/// is not blank. One allocation (header, row extents, coverage), so placing a glyph touches a few
/// cache lines. Glyphs of one run that overlap add their coverage before the fill rule folds it
/// (Cairo's ADD of glyph masks); within a glyph the nonzero rule is exact.
final class GlyphStamp: ManagedBuffer<GlyphStamp.Header, UInt8> {
    struct Header {
        let columns: Int, height: Int
        let dx: Int, dy: Int
    }

    /// The stamp of `outline` scaled by `scale` (device pixels per font unit), its origin at
    /// (`phaseX`, `phaseY`) ``phases``ths of a pixel, flattened within text's tolerance.
    static func make(_ outline: GlyphOutline, scale: Double, phaseX: Int, phaseY: Int) -> GlyphStamp {
        let ox = Double(phaseX) / Double(phases), oy = Double(phaseY) / Double(phases)
        let box = outline.bounds
        let dx = Int((ox + box.minX * scale).rounded(.down))
        let dy = Int((oy + box.minY * scale).rounded(.down))
        let columns = max(Int((ox + box.maxX * scale).rounded(.up)) - dx, 1)
        let height = max(Int((oy + box.maxY * scale).rounded(.up)) - dy, 1)
        let toCells = CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: ox - Double(dx), ty: oy - Double(dy))
        let edges = EdgeList(outline.path.flattened(tolerance: FillStyle.textFlatteningTolerance, transform: toCells))
        let accumulator = CoverageAccumulator(width: columns, bandHeight: height)
        accumulator.accumulate(edges, rows: 0..<height)
        let header = Header(columns: columns, height: height, dx: dx, dy: dy)
        let stamp = unsafeDowncast(create(minimumCapacity: height * (4 + columns)) { _ in header }, to: GlyphStamp.self)
        stamp.withUnsafeMutablePointerToElements { base in
            let extents = UnsafeMutableRawPointer(base).assumingMemoryBound(to: UInt16.self)
            let coverage = base + height * 4
            for row in 0..<height {
                var winding: Float = 0
                var first = columns, last = -1
                for column in 0..<columns {
                    winding += accumulator.cells[row * accumulator.stride + column]
                    let value = UInt8(NonZeroFold.fold(winding))
                    coverage[row * columns + column] = value
                    if value != 0 {
                        first = min(first, column)
                        last = column
                    }
                }
                extents[2 * row] = UInt16(first)
                extents[2 * row + 1] = UInt16(max(last, 0))
                if last < 0 { extents[2 * row] = 1 }   // blank row: first > last
            }
        }
        return stamp
    }

    /// Calls `body` for each row of the stamp, placed with its pixel (0, 0) at (x, y), that lies in
    /// `rows` and is not blank: the device row, its first and last non-blank pixel (device columns,
    /// not clipped to any canvas) and the row's coverage indexed by device column.
    @inline(__always)
    func forEachRow(x: Int, y: Int, in rows: Range<Int>,
                    _ body: (_ device: Int, _ first: Int, _ last: Int, _ coverage: UnsafePointer<UInt8>) -> Void) {
        let header = header
        let firstRow = max(rows.lowerBound, y), endRow = min(rows.upperBound, y + header.height)
        guard firstRow < endRow else { return }
        withUnsafeMutablePointerToElements { base in
            let extents = UnsafeRawPointer(base).assumingMemoryBound(to: UInt16.self)
            let coverage = UnsafePointer(base) + header.height * 4
            for device in firstRow..<endRow {
                let r = device - y
                let first = Int(extents[2 * r]), last = Int(extents[2 * r + 1])
                if first <= last { body(device, x + first, x + last, coverage + r * header.columns - x) }
            }
        }
    }

    /// Bytes held (for the cache's budget).
    var byteCount: Int { header.height * (4 + header.columns) + 48 }

    /// Sub-pixel positions per pixel, each way: a glyph lands within 1/32 px of where its edges
    /// would put it (at most 8 of 255 levels on an edge pixel). Quarter pixels, as Cairo, moved
    /// edges by up to 1/8 px (32 levels), further from exact outlines than Cairo and Blend2D are
    /// from each other.
    static let phases = 1 << phaseShift
    static let phaseShift = 4

    /// Glyphs larger than this many pixels either way are drawn from their edges (a stamp would be
    /// large and rarely reused).
    static let maximumSide = 256.0
}
