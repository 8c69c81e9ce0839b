import Foundation
import Geometry2D

/// The area two paths fill, combined: the segments of both are cut where they meet, each piece
/// is kept when the combined area lies on one side of it and not the other, turned so that the
/// area lies on its left, and the pieces are joined into closed contours.
struct RegionOverlay {
    /// Whether a point with winding numbers `(a, b)` (paths 0 and 1) lies in the result.
    let keeps: (Int, Int) -> Bool

    /// The outline of the area `keeps` selects, as closed polygons with the area on their left
    /// (winding number 1 inside, 0 outside).
    func outline(of segments: OverlaySegments, limits: PathBooleanLimits) throws -> Path {
        let cuts = try segments.cuts(comparing: { _, _ in true }, limits: limits)
        var vertices = SnappedVertices(bounds: segments.bounds)
        var pieces: [(Int, Int, owner: Int)] = []
        for (k, segment) in segments.segments.enumerated() {
            var previous = vertices.id(of: segment.start)
            for cut in cuts[k].sorted(by: { $0.t < $1.t }) + [(t: 1, point: segment.end)] {
                let next = vertices.id(of: cut.point)
                if next != previous { pieces.append((previous, next, segment.owner)) }
                previous = next
            }
        }
        // Pieces with the same two end points form a group; one outline edge at most per group.
        var groups: [SIMD2<Int>: Int] = [:]
        var edges: [WindingIndex.Edge] = []
        edges.reserveCapacity(pieces.count)
        for piece in pieces {
            let key = SIMD2(min(piece.0, piece.1), max(piece.0, piece.1))
            let group = groups[key] ?? groups.count
            groups[key] = group
            edges.append(WindingIndex.Edge(start: vertices.points[piece.0], end: vertices.points[piece.1], owner: piece.owner, group: group))
        }
        let index = try WindingIndex(edges, limits: limits)
        var members = [[Int]](repeating: [], count: groups.count)
        for (k, edge) in edges.enumerated() { members[edge.group].append(k) }
        var kept: [(Int, Int)] = []
        for group in members {
            let first = pieces[group[0]]
            let a = vertices.points[first.0], b = vertices.points[first.1]
            let alongX = abs(b.y - a.y) >= abs(b.x - a.x)
            let middle = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            let base = index.winding(at: middle, alongX: alongX, excluding: edges[group[0]].group)
            // The group's own crossings, counted by a point on the side its ray passes through them.
            var own = (0, 0)
            for k in group {
                let e = edges[k]
                let crossing = alongX ? (e.end.y > e.start.y ? 1 : -1) : (e.end.x < e.start.x ? 1 : -1)
                if e.owner == 0 { own.0 += crossing } else { own.1 += crossing }
            }
            let withOwn = (base.0 + own.0, base.1 + own.1)
            // The side left of a → b is the one that meets the group's crossings when a → b goes +y
            // (ray along x) or −x (ray along y).
            let leftMeetsOwn = alongX ? b.y > a.y : b.x < a.x
            let left = keeps(leftMeetsOwn ? withOwn.0 : base.0, leftMeetsOwn ? withOwn.1 : base.1)
            let right = keeps(leftMeetsOwn ? base.0 : withOwn.0, leftMeetsOwn ? base.1 : withOwn.1)
            guard left != right else { continue }
            kept.append(left ? (first.0, first.1) : (first.1, first.0))
        }
        return OutlineLinker(points: vertices.points, edges: kept, epsilon: segments.epsilon).path()
    }
}

/// Points snapped to a fine grid, so that the same point reached twice — an end point, a crossing
/// found from either segment — is one vertex. The grid step is a power of two, 2⁻⁴⁰ of the largest
/// coordinate's magnitude rounded up to a power of two, so that coordinates with few binary digits
/// (whole numbers, halves) stay exact.
struct SnappedVertices {
    private let step: Double
    private var ids: [SIMD2<Int64>: Int] = [:]
    /// The vertices, at their snapped positions.
    private(set) var points: [CGPoint] = []

    init(bounds: CGRect) {
        let magnitude = max(abs(bounds.minX), abs(bounds.maxX), abs(bounds.minY), abs(bounds.maxY), 1e-200)
        step = Double(sign: .plus, exponent: magnitude.exponent + 1 - 40, significand: 1)
    }

    mutating func id(of point: CGPoint) -> Int {
        let key = SIMD2(Int64((point.x / step).rounded()), Int64((point.y / step).rounded()))
        if let id = ids[key] { return id }
        ids[key] = points.count
        points.append(CGPoint(x: Double(key.x) * step, y: Double(key.y) * step))
        return points.count - 1
    }
}
