import Foundation
import Geometry2D

/// The straight segments of one or two flattened paths, and where they must be cut so that no two
/// cross or touch inside themselves: the first step of every path boolean (see `Path.union`).
struct OverlaySegments {
    /// One straight segment: from `start` to `end`, of path 0 or path 1, in contour `contour`.
    struct Segment {
        var start: CGPoint
        var end: CGPoint
        var owner: Int
        var contour: Int
    }

    /// The segments, path 0's first, each path's in contour order.
    private(set) var segments: [Segment] = []
    /// Distances below this count as zero (a point this close to a segment lies on it).
    let epsilon: Double
    /// The bounding box of every point.
    let bounds: CGRect

    /// The segments of `paths` flattened `tolerance` close; a closed contour (or, when
    /// `closingOpen`, any contour) gets its closing segment. Zero-length and non-finite segments
    /// are left out.
    init(_ paths: [FlattenedPath], closingOpen: [Bool], limits: PathBooleanLimits) throws {
        var box = CGRect.null
        for path in paths { for p in path.points where p.x.isFinite && p.y.isFinite { box = box.union(CGRect(origin: p, size: .zero)) } }
        bounds = box.isNull ? .zero : box
        let extent = max(bounds.width, bounds.height, abs(bounds.minX), abs(bounds.minY), 1e-300)
        epsilon = extent * 1e-10
        var contourIndex = 0
        for (owner, path) in paths.enumerated() {
            for contour in path.contours {
                let points = path[contour]
                guard let first = points.first else { continue }
                var previous = first
                for point in points.dropFirst() {
                    add(previous, point, owner: owner, contour: contourIndex)
                    previous = point
                }
                if contour.isClosed || closingOpen[owner] { add(previous, first, owner: owner, contour: contourIndex) }
                contourIndex += 1
                if segments.count > limits.maximumSegments { throw PathBooleanError(limit: "segments", value: limits.maximumSegments) }
            }
        }
    }

    private mutating func add(_ a: CGPoint, _ b: CGPoint, owner: Int, contour: Int) {
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite, hypot(b.x - a.x, b.y - a.y) > epsilon else { return }
        segments.append(Segment(start: a, end: b, owner: owner, contour: contour))
    }

    /// For each segment, the points (with their parameter along it, in (0, 1)) where another
    /// segment crosses it or ends on it. `pairs` says which owners' segments are compared
    /// (`{ _, _ in true }` for all, `!=` for one path against the other only).
    func cuts(comparing pairs: (Int, Int) -> Bool, limits: PathBooleanLimits) throws -> [[(t: Double, point: CGPoint)]] {
        var cuts = [[(t: Double, point: CGPoint)]](repeating: [], count: segments.count)
        let order = segments.indices.sorted { min(segments[$0].start.x, segments[$0].end.x) < min(segments[$1].start.x, segments[$1].end.x) }
        var active: [Int] = []
        var work = 0
        for i in order {
            let s = segments[i]
            let minX = min(s.start.x, s.end.x) - epsilon
            active.removeAll { max(segments[$0].start.x, segments[$0].end.x) < minX }
            work += active.count
            if work > limits.maximumPairTests { throw PathBooleanError(limit: "segment pairs compared", value: limits.maximumPairTests) }
            let minY = min(s.start.y, s.end.y) - epsilon, maxY = max(s.start.y, s.end.y) + epsilon
            for j in active where pairs(s.owner, segments[j].owner) {
                let t = segments[j]
                guard max(t.start.y, t.end.y) >= minY, min(t.start.y, t.end.y) <= maxY else { continue }
                meet(i, j, &cuts)
            }
            active.append(i)
        }
        return cuts
    }

    /// Records where segments `i` and `j` cross or where one ends inside the other.
    private func meet(_ i: Int, _ j: Int, _ cuts: inout [[(t: Double, point: CGPoint)]]) {
        let s = segments[i], t = segments[j]
        let sr = side(s.start, s.end, t.start), su = side(s.start, s.end, t.end)
        let tp = side(t.start, t.end, s.start), tq = side(t.start, t.end, s.end)
        if sr * su < 0 && tp * tq < 0 {
            let a = cross(t.start, t.end, s.start), b = cross(t.start, t.end, s.end)
            let alpha = a / (a - b)
            let point = CGPoint(x: s.start.x + alpha * (s.end.x - s.start.x), y: s.start.y + alpha * (s.end.y - s.start.y))
            let c = cross(s.start, s.end, t.start), d = cross(s.start, s.end, t.end)
            cuts[i].append((alpha, point))
            cuts[j].append((c / (c - d), point))
            return
        }
        if sr == 0 { addIfInside(t.start, of: i, &cuts) }
        if su == 0 { addIfInside(t.end, of: i, &cuts) }
        if tp == 0 { addIfInside(s.start, of: j, &cuts) }
        if tq == 0 { addIfInside(s.end, of: j, &cuts) }
    }

    /// Cuts segment `index` at `point` (which lies on its line) when it falls strictly inside it.
    private func addIfInside(_ point: CGPoint, of index: Int, _ cuts: inout [[(t: Double, point: CGPoint)]]) {
        let s = segments[index]
        let dx = s.end.x - s.start.x, dy = s.end.y - s.start.y
        let length2 = dx * dx + dy * dy
        let t = ((point.x - s.start.x) * dx + (point.y - s.start.y) * dy) / length2
        let margin = epsilon / length2.squareRoot()
        if t > margin && t < 1 - margin { cuts[index].append((t, point)) }
    }

    /// −1, 0 or 1: which side of the line through `a` and `b` `c` lies on (0 within ``epsilon``).
    private func side(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> Int {
        let distance = cross(a, b, c) / hypot(b.x - a.x, b.y - a.y)
        return abs(distance) <= epsilon ? 0 : (distance > 0 ? 1 : -1)
    }
}

/// `(b − a) × (c − a)`.
@inline(__always) func cross(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> Double {
    (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
}

/// How much work a path boolean may do before it gives up (``PathBooleanError``).
///
/// ```swift
/// let limits = PathBooleanLimits(maximumSegments: 1 << 20)
/// ```
public struct PathBooleanLimits: Sendable {
    /// Straight segments of both paths together after flattening.
    public var maximumSegments: Int
    /// Pairs of segments compared for crossings (a sweep compares only pairs whose x-ranges overlap).
    public var maximumPairTests: Int

    public init(maximumSegments: Int = 1 << 18, maximumPairTests: Int = 1 << 25) {
        self.maximumSegments = maximumSegments
        self.maximumPairTests = maximumPairTests
    }
}

/// A path boolean over its ``PathBooleanLimits``.
public struct PathBooleanError: Error, Equatable, CustomStringConvertible {
    /// What ran over: "segments" or "segment pairs compared".
    public let limit: String
    /// The limit it ran over.
    public let value: Int

    public var description: String {
        "the paths are too complex to combine: more than \(value) \(limit) (raise PathBooleanLimits)"
    }
}
