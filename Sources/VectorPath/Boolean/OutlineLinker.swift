import Foundation
import Geometry2D

/// Joins directed outline edges (each vertex has as many leaving as arriving) into closed
/// contours: at a vertex where several leave, the one turning furthest left is taken, so
/// outlines that touch at a point stay apart; points where a contour runs straight on are dropped.
struct OutlineLinker {
    let points: [CGPoint]
    let edges: [(Int, Int)]
    /// Distances below this count as zero.
    let epsilon: Double

    func path() -> Path {
        var leaving: [Int: [Int]] = [:]
        for (k, edge) in edges.enumerated() { leaving[edge.0, default: []].append(k) }
        var used = [Bool](repeating: false, count: edges.count)
        var path = Path()
        for start in edges.indices where !used[start] {
            used[start] = true
            var contour = [edges[start].0]
            var current = start
            // Walk until back at the first vertex (or stuck, where rounding left a vertex unbalanced).
            while edges[current].1 != contour[0],
                  let next = turnLeftmost(from: edges[current].0, at: edges[current].1, among: leaving[edges[current].1] ?? [], used: used) {
                used[next] = true
                contour.append(edges[current].1)
                current = next
            }
            if edges[current].1 != contour[0] { contour.append(edges[current].1) }
            append(simplified(contour), to: &path)
        }
        return path
    }

    /// Of the unused edges leaving `vertex`, the one turning furthest left coming from `from`.
    private func turnLeftmost(from: Int, at vertex: Int, among candidates: [Int], used: [Bool]) -> Int? {
        let p = points[from], q = points[vertex]
        let din = CGPoint(x: q.x - p.x, y: q.y - p.y)
        var best: (Int, CGFloat)?
        for k in candidates where !used[k] {
            let r = points[edges[k].1]
            let dout = CGPoint(x: r.x - q.x, y: r.y - q.y)
            let turn = atan2(din.x * dout.y - din.y * dout.x, din.x * dout.x + din.y * dout.y)
            if best == nil || turn > best!.1 { best = (k, turn) }
        }
        return best?.0
    }

    /// `contour` without the vertices where it runs straight on.
    private func simplified(_ contour: [Int]) -> [CGPoint] {
        var kept = contour.map { points[$0] }
        var changed = true
        while changed && kept.count > 2 {
            changed = false
            var out: [CGPoint] = []
            for k in kept.indices {
                let prev = out.last ?? kept[(k + kept.count - 1) % kept.count], next = kept[(k + 1) % kept.count]
                let p = kept[k]
                let length = hypot(next.x - prev.x, next.y - prev.y)
                let straight = length > 0 && abs(cross(prev, next, p)) / length <= epsilon
                    && (p.x - prev.x) * (next.x - p.x) + (p.y - prev.y) * (next.y - p.y) >= 0
                if straight { changed = true } else { out.append(p) }
            }
            kept = out
        }
        return kept
    }

    private func append(_ contour: [CGPoint], to path: inout Path) {
        guard contour.count > 2 else { return }
        path.move(to: contour[0])
        for p in contour.dropFirst() { path.addLine(to: p) }
        path.closeSubpath()
    }
}
