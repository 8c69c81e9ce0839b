import Foundation
import VectorPath
import RenderCommands
import Geometry2D

/// Straight edges of a fill in device space, ready for coverage accumulation, with their
/// vertical extent. Horizontal edges are dropped (they carry no winding); every contour is
/// closed implicitly, as fills are.
///
/// ```swift
/// let edges = EdgeList(path.flattened(tolerance: 0.25, transform: toDevice))
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

    package private(set) var edges: [Edge] = []
    /// Glyph coverage added as it is (glyphs drawn from ``GlyphStampCache``).
    private(set) var stamps: [PlacedStamp] = []
    /// What keeps ``stamps`` alive (two generations when the cache started a new one on the way).
    private(set) var stampHolders: [GlyphStampCache.Generation] = []
    /// Bounds of all edge end points: `minY`/`maxY` drive band selection.
    package private(set) var minX = Double.infinity, minY = Double.infinity
    package private(set) var maxX = -Double.infinity, maxY = -Double.infinity
    /// The sum of the edges' heights (how many rows edges cross, unclipped).
    package private(set) var verticalExtent = 0.0

    package init() {}

    /// The edges of `flat`; contours with fewer than two points contribute nothing.
    package init(_ flat: FlattenedPath) {
        append(flat)
    }

    /// Adds the edges of `flat`'s contours.
    mutating func append(_ flat: FlattenedPath) {
        edges.reserveCapacity(edges.count + flat.points.count + flat.contours.count)
        flat.points.withUnsafeBufferPointer { points in
            for contour in flat.contours where contour.range.count >= 2 {
                var previous = points[contour.range.lowerBound]
                for i in contour.range.dropFirst() {
                    let p = points[i]
                    append(previous, p)
                    previous = p
                }
                append(previous, points[contour.range.lowerBound])
            }
        }
    }

    /// Adds the edge from `a` to `b` (nothing if it is horizontal).
    @inline(__always)
    package mutating func append(_ a: CGPoint, _ b: CGPoint) {
        let ax = Double(a.x), ay = Double(a.y), bx = Double(b.x), by = Double(b.y)
        if ay == by { return }
        if ay < by {
            edges.append(Edge(x0: ax, y0: ay, x1: bx, y1: by, winding: 1))
        } else {
            edges.append(Edge(x0: bx, y0: by, x1: ax, y1: ay, winding: -1))
        }
        minX = min(minX, min(ax, bx)); maxX = max(maxX, max(ax, bx))
        minY = min(minY, min(ay, by)); maxY = max(maxY, max(ay, by))
        verticalExtent += abs(by - ay)
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
    package var isEmpty: Bool { edges.isEmpty && stamps.isEmpty }
}
