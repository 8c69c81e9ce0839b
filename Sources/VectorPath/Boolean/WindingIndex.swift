import Foundation
import Geometry2D

/// Edges sorted into horizontal and vertical bands, so that the winding number at a point — the
/// signed crossings of a ray from it towards +x or +y — looks only at the edges of one band.
struct WindingIndex {
    /// One directed edge of path `owner`; `group` names the edges that share its two end points.
    struct Edge {
        var start: CGPoint
        var end: CGPoint
        var owner: Int
        var group: Int
    }

    /// The edges.
    let edges: [Edge]
    private let rows: Bands
    private let columns: Bands

    /// Indexes `edges`, in at most 1,024 bands each way; the band entries count against the
    /// limits' pair tests.
    init(_ edges: [Edge], limits: PathBooleanLimits) throws {
        self.edges = edges
        var entries = 0
        rows = try Bands(edges.map { (min($0.start.y, $0.end.y), max($0.start.y, $0.end.y)) }, entries: &entries, limits: limits)
        columns = try Bands(edges.map { (min($0.start.x, $0.end.x), max($0.start.x, $0.end.x)) }, entries: &entries, limits: limits)
    }

    /// The winding numbers of paths 0 and 1 around `point`, from a ray towards +x (`alongX`) or
    /// +y, leaving out the edges of `group` (−1: none). A ray towards +x counts an edge going +y
    /// as +1; one towards +y counts an edge going −x as +1 (the same number for a point inside).
    func winding(at point: CGPoint, alongX: Bool, excluding group: Int = -1) -> (Int, Int) {
        var w = (0, 0)
        for k in (alongX ? rows : columns).candidates(at: alongX ? point.y : point.x) {
            let e = edges[Int(k)]
            guard e.group != group || group < 0 else { continue }
            let crossing: Int
            if alongX {
                guard (e.start.y <= point.y) != (e.end.y <= point.y) else { continue }
                let x = e.start.x + (point.y - e.start.y) / (e.end.y - e.start.y) * (e.end.x - e.start.x)
                guard x > point.x else { continue }
                crossing = e.end.y > e.start.y ? 1 : -1
            } else {
                guard (e.start.x <= point.x) != (e.end.x <= point.x) else { continue }
                let y = e.start.y + (point.x - e.start.x) / (e.end.x - e.start.x) * (e.end.y - e.start.y)
                guard y > point.y else { continue }
                crossing = e.end.x < e.start.x ? 1 : -1
            }
            if e.owner == 0 { w.0 += crossing } else { w.1 += crossing }
        }
        return w
    }

    /// Intervals sorted into equal bands of one axis.
    private struct Bands {
        let origin: Double
        let size: Double
        var members: [[Int32]]

        init(_ ranges: [(Double, Double)], entries: inout Int, limits: PathBooleanLimits) throws {
            let low = ranges.map(\.0).min() ?? 0, high = ranges.map(\.1).max() ?? 0
            let count = max(1, min(1024, ranges.count / 4))
            origin = low
            size = max((high - low) / Double(count), .leastNormalMagnitude)
            members = Array(repeating: [], count: count)
            for (k, range) in ranges.enumerated() {
                let bands = index(range.0)...index(range.1)
                entries += bands.count
                if entries > limits.maximumPairTests {
                    throw PathBooleanError(limit: "segment pairs compared", value: limits.maximumPairTests)
                }
                for band in bands { members[band].append(Int32(k)) }
            }
        }

        func index(_ value: Double) -> Int {
            let band = ((value - origin) / size).rounded(.down)
            return band.isFinite ? Swift.min(Swift.max(Int(band), 0), members.count - 1) : 0
        }

        func candidates(at value: Double) -> [Int32] { members[index(value)] }
    }
}
