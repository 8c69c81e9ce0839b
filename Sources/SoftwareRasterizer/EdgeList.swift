import Foundation
import VectorPath
import RenderCommands
import Geometry2D

/// Straight edges of a fill in device space, ready for coverage accumulation, with their
/// vertical extent. Horizontal edges are dropped (they carry no winding); every contour is
/// closed implicitly, as fills are. The edges live in an ``EdgeBlock``, shared with the other
/// lists of a program when they are built from one ``EdgeArena``.
///
/// ```swift
/// let edges = EdgeList(path.flattened(tolerance: 0.25, transform: toDevice))
/// edges.withUnsafeEdges { $0.count }
/// ```
package struct EdgeList: Sendable {
    /// One edge, stored with y0 < y1 and the direction of the original segment in `winding` (±1),
    /// with its inverse slope dx/dy (computed once, used by every band the edge crosses).
    package struct Edge: Sendable {
        package var x0: Double, y0: Double, x1: Double, y1: Double
        package var dxdy: Double
        package var winding: Float

        init(x0: Double, y0: Double, x1: Double, y1: Double, winding: Float) {
            self.x0 = x0
            self.y0 = y0
            self.x1 = x1
            self.y1 = y1
            // An edge whose height is subnormal (a transform scaling y by 5e-324) can make dx/dy
            // overflow to ±infinity, and x at its own top 0 × ∞ = NaN (a trap when converted to
            // fixed point): such an edge is stepped as vertical at x0 (its area is nil either way).
            let slope = (x1 - x0) / (y1 - y0)
            dxdy = slope.isFinite ? slope : 0
            self.winding = winding
        }
    }

    /// A glyph's coverage placed with its pixel (0, 0) at (x, y), unretained: ``stampHolders``
    /// keep it alive. Stamps are never written after they are made, so sharing them between
    /// threads is safe (ManagedBuffer cannot say so itself).
    struct PlacedStamp: @unchecked Sendable {
        let stamp: Unmanaged<GlyphStamp>
        let x: Int, y: Int
    }

    /// The block holding the edges (nil while there are none), from index `first`, at `start`
    /// (the block, kept alive by the list, is only written while the list is built: the
    /// pointer can cross threads with it).
    private var block: EdgeBlock?
    private var first = 0
    nonisolated(unsafe) private var start: UnsafeMutablePointer<Edge>?
    /// How many edges there are.
    package private(set) var edgeCount = 0
    /// Glyph coverage added as it is (glyphs drawn from ``GlyphStampCache``).
    private(set) var stamps: [PlacedStamp] = []
    /// What keeps ``stamps`` alive (two generations when the cache started a new one on the way).
    private(set) var stampHolders: [GlyphStampCache.Generation] = []
    /// Bounds of all edge end points: `minY`/`maxY` drive band selection.
    package private(set) var minX = Double.infinity, minY = Double.infinity
    package private(set) var maxX = -Double.infinity, maxY = -Double.infinity
    /// The sum of the edges' heights (how many rows edges cross, unclipped).
    package private(set) var verticalExtent = 0.0
    /// Twice the signed area the edges enclose (the shoelace sum; glyph stamps not counted).
    private var doubleSignedArea = 0.0

    /// The area the edges enclose (exact for a simple polygon, and for several that neither
    /// overlap nor nest; an estimate otherwise): how much of its rows a fill covers.
    package var enclosedArea: Double { abs(doubleSignedArea) / 2 }

    package init() {}

    /// The edges of `flat`; contours with fewer than two points contribute nothing.
    package init(_ flat: FlattenedPath) {
        append(flat)
    }

    /// The edges of `flat`, stored in `arena`'s blocks.
    init(_ flat: FlattenedPath, arena: inout EdgeArena) {
        append(flat, arena: &arena)
    }

    /// Calls `body` with the edges, in order.
    /// (The list holds its block, so the edges live as long as the list the call borrows.)
    @inline(__always)
    package func withUnsafeEdges<R>(_ body: (UnsafeBufferPointer<Edge>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: start, count: edgeCount))
    }

    /// Adds the edges of `flat`'s contours, in a block of their own.
    mutating func append(_ flat: FlattenedPath) {
        // Room for twice what is there: lists appended to again and again (glyphs drawn as
        // paths) copy their edges a logarithmic number of times.
        var arena = EdgeArena(firstBlock: edgeCount + max(flat.points.count, edgeCount))
        append(flat, arena: &arena)
    }

    /// Adds the edges of `flat`'s contours (at most one per point) after the list's last edge:
    /// in place when the list ends its block with room after it (the list being built), else
    /// moved with them into a block of `arena` with room.
    mutating func append(_ flat: FlattenedPath, arena: inout EdgeArena) {
        let needed = flat.points.count
        guard needed > 0 else { return }
        let target: EdgeBlock
        if let block, block.used == first + edgeCount, block.capacity - block.used >= needed {
            target = block
        } else {
            target = arena.block(withRoomFor: edgeCount + needed)
            if let block { (target.base + target.used).update(from: block.base + first, count: edgeCount) }
            first = target.used
            start = target.base + first
            target.used += edgeCount
            block = target
        }
        // Written through locals (the block's counter and the bounds in registers), then stored.
        var extent = Extent(self)
        var end = target.used
        let base = target.base
        flat.points.withUnsafeBufferPointer { points in
            @inline(__always) func add(_ a: CGPoint, _ b: CGPoint) {
                guard let edge = extent.edge(from: a, to: b) else { return }
                (base + end).initialize(to: edge)
                end += 1
            }
            for contour in flat.contours where contour.range.count >= 2 {
                let start = points[contour.range.lowerBound]
                var previous = start
                for i in contour.range.dropFirst() {
                    add(previous, points[i])
                    previous = points[i]
                }
                add(previous, start)
            }
        }
        edgeCount += end - target.used
        target.used = end
        extent.store(in: &self)
    }

    /// The bounds and vertical extent while edges are added, kept apart from the list.
    private struct Extent {
        var minX: Double, minY: Double, maxX: Double, maxY: Double, vertical: Double, doubleArea: Double

        init(_ list: borrowing EdgeList) {
            (minX, minY, maxX, maxY, vertical) = (list.minX, list.minY, list.maxX, list.maxY, list.verticalExtent)
            doubleArea = list.doubleSignedArea
        }

        /// The edge from `a` to `b`, stored top to bottom with its direction, taken into the
        /// bounds; nil when it is horizontal (it carries no winding).
        @inline(__always)
        mutating func edge(from a: CGPoint, to b: CGPoint) -> Edge? {
            let ax = Double(a.x), ay = Double(a.y), bx = Double(b.x), by = Double(b.y)
            if ay == by { return nil }
            minX = min(minX, min(ax, bx)); maxX = max(maxX, max(ax, bx))
            minY = min(minY, min(ay, by)); maxY = max(maxY, max(ay, by))
            vertical += abs(by - ay)
            doubleArea += (ax + bx) * (by - ay)
            return ay < by ? Edge(x0: ax, y0: ay, x1: bx, y1: by, winding: 1) : Edge(x0: bx, y0: by, x1: ax, y1: ay, winding: -1)
        }

        func store(in list: inout EdgeList) {
            (list.minX, list.minY, list.maxX, list.maxY, list.verticalExtent) = (minX, minY, maxX, maxY, vertical)
            list.doubleSignedArea = doubleArea
        }
    }

    /// Makes room for `count` more stamps.
    mutating func reserveStamps(_ count: Int) {
        stamps.reserveCapacity(stamps.count + count)
    }

    /// Keeps `generation` (and the stamps it holds) alive as long as this list.
    mutating func hold(_ generation: GlyphStampCache.Generation) {
        if stampHolders.last !== generation { stampHolders.append(generation) }
    }

    /// Adds `stamp` (whose header is `header`; ``hold(_:)`` its generation) with its pixel (0, 0)
    /// at (x, y).
    mutating func append(_ stamp: Unmanaged<GlyphStamp>, header: GlyphStamp.Header, x: Int, y: Int) {
        stamps.append(PlacedStamp(stamp: stamp, x: x, y: y))
        minX = min(minX, Double(x)); maxX = max(maxX, Double(x + header.columns + 1))
        minY = min(minY, Double(y)); maxY = max(maxY, Double(y + header.height))
        verticalExtent += Double(header.height)
    }

    /// True when there is nothing to draw.
    package var isEmpty: Bool { edgeCount == 0 && stamps.isEmpty }
}
