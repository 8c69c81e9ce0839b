import RenderCommands

/// Which 8×8-pixel tiles of a canvas are wholly inside some opaque fill: one bit per tile, set
/// by ``markInside(convex:)`` for a convex fill's analytic pieces, read by ``covers(_:)``.
/// ``FrameBatch/hideOccluded()`` walks a frame's paths from the last to the first: a path all of
/// whose pixels lie in tiles that later fills cover wholly cannot show, whatever it is.
///
/// ```swift
/// var grid = OcclusionGrid()
/// grid.reset(width: 256, height: 256)
/// triangle.withUnsafeBufferPointer { grid.markInside(convex: $0) }   // 8 Floats: a, b, c, a
/// grid.covers(DeviceBounds(minX: 8, minY: 8, maxX: 16, maxY: 16))
/// ```
package struct OcclusionGrid {
    /// Tile side in pixels.
    package static let tile = 8
    /// Kept clear of a piece's edges: Float rounding of its points and the rasterizers' snapping.
    package static let margin: Float = 1.0 / 16
    private var bits: [UInt64] = []
    private var columns = 0, rows = 0, wordsPerRow = 0
    /// ``markInside(convex:)``'s spans (least, greatest x) at tile-row boundaries.
    private var spans: [SIMD2<Float>] = []
    /// True while no tile is marked.
    package private(set) var isEmpty = true

    /// An empty grid; ``reset(width:height:)`` sizes it.
    package init() {}

    /// All tiles clear for a `width`×`height` canvas (the storage kept).
    package mutating func reset(width: Int, height: Int) {
        columns = (width + Self.tile - 1) / Self.tile
        rows = (height + Self.tile - 1) / Self.tile
        wordsPerRow = (columns + 63) / 64
        bits.removeAll(keepingCapacity: true)
        bits.append(contentsOf: repeatElement(0, count: wordsPerRow * rows))
        isEmpty = true
    }

    /// Clears every tile (what was drawn before a step that reads the canvas around a pixel shows there).
    package mutating func clear() {
        guard !isEmpty else { return }
        for index in bits.indices { bits[index] = 0 }
        isEmpty = true
    }

    /// Whether every tile `bounds` (canvas pixels, not empty) touches is marked.
    package func covers(_ bounds: DeviceBounds) -> Bool {
        guard !isEmpty, bounds.maxX > bounds.minX, bounds.maxY > bounds.minY, bounds.minX >= 0, bounds.minY >= 0 else { return false }
        let x0 = bounds.minX / Self.tile, x1 = (bounds.maxX - 1) / Self.tile
        let y0 = bounds.minY / Self.tile, y1 = (bounds.maxY - 1) / Self.tile
        guard x1 < columns, y1 < rows else { return false }
        for row in y0...y1 {
            let base = row * wordsPerRow
            var word = x0 >> 6
            while word <= x1 >> 6 {
                let mask = Self.mask(from: max(x0, word << 6) & 63, through: min(x1, (word << 6) + 63) & 63)
                if bits[base + word] & mask != mask { return false }
                word += 1
            }
        }
        return true
    }

    /// Marks the tiles wholly inside the convex polygon made of `pieces` (device pixels): the
    /// analytic pieces of one convex path's fan, 8 Floats each — a quad, or a triangle repeating
    /// its first point — at least ``margin`` from its edges. At height y the polygon spans from
    /// the least to the greatest x where its pieces' edges cross y; over a band of rows it covers
    /// the intersection of the spans at the band's top and bottom (its left side is convex, its
    /// right concave), so only the spans at tile-row boundaries are found.
    package mutating func markInside(convex pieces: UnsafeBufferPointer<Float>) {
        guard pieces.count >= 8 else { return }
        var top = Float.infinity, bottom = -Float.infinity
        for index in stride(from: 1, to: pieces.count, by: 2) {
            top = min(top, pieces[index]); bottom = max(bottom, pieces[index])
        }
        top += Self.margin
        bottom -= Self.margin
        let size = Float(Self.tile)
        guard top.isFinite, bottom.isFinite, bottom - top >= size else { return }
        let firstRow = max(Self.ceiling(top / size), 0)
        let lastRow = min(Self.floor(bottom / size) - 1, rows - 1)
        guard firstRow <= lastRow else { return }
        // The span at each tile-row boundary y_j = (firstRow + j)·size, from one walk over the
        // edges: each updates the boundaries within its own y-span.
        let boundaries = lastRow - firstRow + 2
        spans.removeAll(keepingCapacity: true)
        spans.append(contentsOf: repeatElement(SIMD2(.infinity, -.infinity), count: boundaries))
        spans.withUnsafeMutableBufferPointer { spans in
            for base in stride(from: 0, to: pieces.count - 7, by: 8) {
                for k in 0..<4 {
                    let a = base + 2 * k, b = base + 2 * ((k + 1) & 3)
                    let ax = pieces[a], ay = pieces[a + 1], bx = pieces[b], by = pieces[b + 1]
                    guard ay != by else { continue }
                    let first = max(Self.ceiling(min(ay, by) / size) - firstRow, 0)
                    let last = min(Self.floor(max(ay, by) / size) - firstRow, boundaries - 1)
                    guard first <= last else { continue }
                    let slope = (bx - ax) / (by - ay)
                    for j in first...last {
                        let x = ax + (Float(firstRow + j) * size - ay) * slope
                        spans[j] = SIMD2(min(spans[j].x, x), max(spans[j].y, x))
                    }
                }
            }
        }
        for row in firstRow...lastRow {
            let upper = spans[row - firstRow], lower = spans[row - firstRow + 1]
            let lo = max(upper.x, lower.x) + Self.margin, hi = min(upper.y, lower.y) - Self.margin
            guard hi - lo >= size else { continue }
            let first = max(Self.ceiling(lo / size), 0)
            let last = min(Self.floor(hi / size) - 1, columns - 1)
            guard first <= last else { continue }
            setRow(row, from: first, through: last)
        }
    }

    /// ⌊value⌋ and ⌈value⌉ as Ints, far-off values held to ±2²⁴ (never a trap), by truncation:
    /// `rounded(.down)` is a C library call per value on baseline x86-64, several per row here.
    private static func floor(_ value: Float) -> Int {
        let clamped = max(min(value, 0x1p24), -0x1p24)
        let truncated = Int(clamped)
        return Float(truncated) > clamped ? truncated - 1 : truncated
    }

    private static func ceiling(_ value: Float) -> Int {
        let clamped = max(min(value, 0x1p24), -0x1p24)
        let truncated = Int(clamped)
        return Float(truncated) < clamped ? truncated + 1 : truncated
    }

    private mutating func setRow(_ row: Int, from first: Int, through last: Int) {
        let base = row * wordsPerRow
        var word = first >> 6
        while word <= last >> 6 {
            bits[base + word] |= Self.mask(from: max(first, word << 6) & 63, through: min(last, (word << 6) + 63) & 63)
            word += 1
        }
        isEmpty = false
    }

    /// Bits `low…high` of a word (0 ≤ low ≤ high ≤ 63).
    private static func mask(from low: Int, through high: Int) -> UInt64 {
        let upper: UInt64 = high == 63 ? ~0 : (1 << UInt64(high + 1)) - 1
        return upper & ~((1 << UInt64(low)) - 1)
    }
}
