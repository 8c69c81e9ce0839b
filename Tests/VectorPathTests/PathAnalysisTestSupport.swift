import Foundation
import PropertyBased
import Testing
@testable import VectorPath
import Geometry2D
import AnimationCore

// Shared helpers of the path-analysis tests (bounds, contains, trim, measure, flatten, transform).

/// Fixtures of the path-analysis tests, as members so their names cannot clash with helpers other
/// test files of this target declare at global scope. Test suites adopt it to call them directly.
protocol PathAnalysisFixtures {}

extension PathAnalysisFixtures {
    /// A generator of points with both coordinates in `range`.
    func pointGen(_ range: ClosedRange<Double>) -> Generator<CGPoint, some SendableSequenceType> {
        zip(Gen.double(in: range), Gen.double(in: range)).map { CGPoint(x: $0, y: $1) }
    }

    /// A generator of single curve segments (quad when `isCubic` is false) in `range`.
    func curveGen(_ range: ClosedRange<Double>) -> Generator<PathSegment, some SendableSequenceType> {
        zip(Gen.bool, pointGen(range), pointGen(range), pointGen(range), pointGen(range)).map {
            cubic, a, b, c, d -> PathSegment in
            cubic ? .curve(from: a, control1: b, control2: c, to: d) : .quadCurve(from: a, control: b, to: c)
        }
    }

    /// A generator of paths of 1–3 sub-paths with 1–4 random segments each, some closed.
    func pathGen(_ range: ClosedRange<Double>) -> Generator<Path, some SendableSequenceType> {
        let subpath = zip(pointGen(range), Gen.int(in: 0...2).array(of: 1...4), pointGen(range).array(of: 12...12),
                          Gen.bool)
        return subpath.array(of: 1...3).map { subpaths -> Path in
            var path = Path()
            for (start, kinds, pts, closed) in subpaths {
                path.move(to: start)
                var i = 0
                for kind in kinds {
                    switch kind {
                    case 0: path.addLine(to: pts[i])
                    case 1: path.addQuadCurve(to: pts[i + 1], control: pts[i])
                    default: path.addCurve(to: pts[i + 2], control1: pts[i], control2: pts[i + 1])
                    }
                    i += 3
                }
                if closed { path.closeSubpath() }
            }
            return path
        }
    }

    /// A generator of invertible-ish affine transforms.
    func transformGen() -> Generator<CGAffineTransform, some SendableSequenceType> {
        zip(Gen.double(in: -3...3), Gen.double(in: -3...3), Gen.double(in: -3...3), Gen.double(in: -3...3),
            Gen.double(in: -100...100), Gen.double(in: -100...100)).map {
            CGAffineTransform(a: $0, b: $1, c: $2, d: $3, tx: $4, ty: $5)
        }
    }

    func distance(_ a: CGPoint, _ b: CGPoint) -> Double { hypot(a.x - b.x, a.y - b.y) }

    /// Distance from `p` to the segment `a`–`b`.
    func distance(_ p: CGPoint, toSegment a: CGPoint, _ b: CGPoint) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let len2 = dx * dx + dy * dy
        guard len2 > 0 else { return distance(p, a) }
        let t = min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / len2, 0), 1)
        return distance(p, CGPoint(x: a.x + t * dx, y: a.y + t * dy))
    }

    /// Distance from `p` to a polyline.
    func distance(_ p: CGPoint, toPolyline pts: ArraySlice<CGPoint>) -> Double {
        guard let first = pts.first else { return .infinity }
        var best = distance(p, first)
        var prev = first
        for q in pts.dropFirst() {
            best = min(best, distance(p, toSegment: prev, q))
            prev = q
        }
        return best
    }

    /// The parameter of the point of `segment` closest to `p`, and that distance: dense sampling,
    /// then a golden-section search on the distance around every local minimum of the samples.
    func closestParameter(on segment: PathSegment, to p: CGPoint, samples: Int = 256) -> (t: Double, distance: Double) {
        let d = (0...samples).map { distance(segment.point(at: Double($0) / Double(samples)), p) }
        var bestT = 0.0, best = Double.infinity
        let ratio = (5.0.squareRoot() - 1) / 2
        for i in 0...samples where (i == 0 || d[i] <= d[i - 1]) && (i == samples || d[i] <= d[i + 1]) {
            var lo = Double(max(i - 1, 0)) / Double(samples), hi = Double(min(i + 1, samples)) / Double(samples)
            for _ in 0..<90 {
                let m1 = hi - ratio * (hi - lo), m2 = lo + ratio * (hi - lo)
                if distance(segment.point(at: m1), p) < distance(segment.point(at: m2), p) { hi = m2 } else { lo = m1 }
            }
            for t in [0.5 * (lo + hi), Double(i) / Double(samples)] {
                let dt = distance(segment.point(at: t), p)
                if dt < best { best = dt; bestT = t }
            }
        }
        return (bestT, best)
    }


    /// A circle of radius `r` around `c` from four cubics (the usual κ = 0.5522847498 construction),
    /// optionally rotated about its centre by `angle` radians.
    func cubicCircle(center c: CGPoint, radius r: Double, rotatedBy angle: Double = 0) -> Path {
        let k = 0.5522847498 * r
        var path = Path()
        path.move(to: CGPoint(x: c.x + r, y: c.y))
        path.addCurve(to: CGPoint(x: c.x, y: c.y + r), control1: CGPoint(x: c.x + r, y: c.y + k),
                      control2: CGPoint(x: c.x + k, y: c.y + r))
        path.addCurve(to: CGPoint(x: c.x - r, y: c.y), control1: CGPoint(x: c.x - k, y: c.y + r),
                      control2: CGPoint(x: c.x - r, y: c.y + k))
        path.addCurve(to: CGPoint(x: c.x, y: c.y - r), control1: CGPoint(x: c.x - r, y: c.y - k),
                      control2: CGPoint(x: c.x - k, y: c.y - r))
        path.addCurve(to: CGPoint(x: c.x + r, y: c.y), control1: CGPoint(x: c.x + k, y: c.y - r),
                      control2: CGPoint(x: c.x + r, y: c.y - k))
        path.closeSubpath()
        guard angle != 0 else { return path }
        let t = CGAffineTransform(translationX: -c.x, y: -c.y)
            .concatenating(CGAffineTransform(rotationAngle: angle))
            .concatenating(CGAffineTransform(translationX: c.x, y: c.y))
        return path.applying(t)
    }

    /// The box of `samples + 1` evenly spaced points of every segment of `path`.
    func sampledBox(_ path: Path, samples: Int) -> CGRect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        path.forEachSegment { segment, _ in
            for i in 0...samples {
                let p = segment.point(at: Double(i) / Double(samples))
                minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    func expectRect(_ r: CGRect, _ e: CGRect, within tol: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(r.minX - e.minX) <= tol && abs(r.minY - e.minY) <= tol
                && abs(r.maxX - e.maxX) <= tol && abs(r.maxY - e.maxY) <= tol,
                "\(r) vs expected \(e)", sourceLocation: sourceLocation)
    }

    /// A five-pointed star drawn in one stroke (every second vertex of a pentagon): it crosses
    /// itself, so its centre has winding number 2.
    func pentagram(center c: CGPoint, radius r: Double) -> Path {
        var path = Path()
        for i in 0..<5 {
            let angle = -Double.pi / 2 + Double(i * 2) * 2 * .pi / 5
            let p = CGPoint(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }

    /// Reference winding number of a polygon set (open contours implicitly closed).
    func polygonWinding(_ flat: FlattenedPath, _ p: CGPoint) -> Int {
        var winding = 0
        for contour in flat.contours {
            let pts = Array(flat[contour])
            for i in pts.indices {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                if (a.y <= p.y) != (b.y <= p.y) {
                    let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                    if x > p.x { winding += b.y > a.y ? 1 : -1 }
                }
            }
        }
        return winding
    }

    /// Length of a segment by a dense polyline with Richardson extrapolation (error ~1e-12 relative).
    func referenceLength(_ segment: PathSegment, pieces n: Int = 20_000) -> Double {
        func polyline(_ n: Int) -> Double {
            var total = 0.0
            var prev = segment.start
            for i in 1...n {
                let p = segment.point(at: Double(i) / Double(n))
                total += distance(prev, p)
                prev = p
            }
            return total
        }
        let coarse = polyline(n), fine = polyline(2 * n)
        return fine + (fine - coarse) / 3
    }
}
