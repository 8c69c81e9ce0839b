import Foundation
import Geometry2D

extension Path {
    /// The parts of this path's line inside (or outside) the area `other` fills.
    func lineCombined(with other: Path, keepingInside: Bool, eoFill: Bool,
                      limits: PathBooleanLimits = PathBooleanLimits()) throws -> Path {
        let overlay = try Self.overlaySegments(self, other, closingOpen: [false, true], limits: limits)
        let cuts = try overlay.cuts(comparing: !=, limits: limits)
        let segments = overlay.segments
        let edges = segments.indices.filter { segments[$0].owner == 1 }.map {
            WindingIndex.Edge(start: segments[$0].start, end: segments[$0].end, owner: 1, group: $0)
        }
        let index = try WindingIndex(edges, limits: limits)
        let inside: (Int) -> Bool = eoFill ? { $0 & 1 != 0 } : { $0 != 0 }
        // Each contour of this path as runs of kept pieces, in order.
        var path = Path()
        var k = 0
        while k < segments.count, segments[k].owner == 0 {
            let contour = segments[k].contour
            var runs: [[CGPoint]] = []
            var run: [CGPoint] = []
            var allKept = true
            while k < segments.count, segments[k].owner == 0, segments[k].contour == contour {
                let s = segments[k]
                var from = s.start
                for cut in cuts[k].sorted(by: { $0.t < $1.t }) + [(t: 1, point: s.end)] {
                    let middle = CGPoint(x: (from.x + cut.point.x) / 2, y: (from.y + cut.point.y) / 2)
                    if inside(index.winding(at: middle, alongX: true).1) == keepingInside {
                        if run.isEmpty { run.append(from) }
                        run.append(cut.point)
                    } else {
                        allKept = false
                        if !run.isEmpty { runs.append(run); run = [] }
                    }
                    from = cut.point
                }
                k += 1
            }
            if !run.isEmpty { runs.append(run) }
            let closed = segments[k - 1].end == segments.first { $0.contour == contour }?.start
            if closed && allKept, let whole = runs.first {
                path.move(to: whole[0])
                for p in whole.dropFirst().dropLast() { path.addLine(to: p) }
                path.closeSubpath()
                continue
            }
            // A closed contour cut open: its last run continues into its first.
            if closed, runs.count > 1, runs[0].first == segments.first(where: { $0.contour == contour })?.start,
               runs[runs.count - 1].last == runs[0].first {
                runs[0] = runs.removeLast() + runs[0].dropFirst()
            }
            for run in runs {
                path.move(to: run[0])
                for p in run.dropFirst() { path.addLine(to: p) }
            }
        }
        return path
    }
}
