import Foundation
import Geometry2D
import Testing
import ZoetropeTestSupport
@testable import VectorPath

/// Path booleans (`union`, `intersection`, `subtracting`, `symmetricDifference`, `normalized`,
/// `lineIntersection`, `lineSubtraction`): areas and vertex counts of exact cases, and a seeded
/// property test that the result contains exactly the points the operation says.
@Suite struct PathBooleanTests {
    /// The area the path fills (shoelace over its flattened contours; the booleans' results wind +1
    /// inside, so the signed sum is the area up to sign).
    func area(_ path: Path) -> Double {
        let flat = path.flattened(tolerance: 0.001)
        var sum = 0.0
        for contour in flat.contours {
            let points = Array(flat[contour])
            for k in points.indices {
                let a = points[k], b = points[(k + 1) % points.count]
                sum += a.x * b.y - b.x * a.y
            }
        }
        return abs(sum / 2)
    }

    func vertexCount(_ path: Path) -> Int { path.verbs.filter { $0 == .move || $0 == .line }.count }

    let a = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    let b = Path(CGRect(x: 5, y: 5, width: 10, height: 10))

    @Test func overlappingSquares() {
        #expect(area(a.union(b)) == 175)
        #expect(vertexCount(a.union(b)) == 8)
        #expect(area(a.intersection(b)) == 25)
        #expect(vertexCount(a.intersection(b)) == 4)
        #expect(area(a.subtracting(b)) == 75)
        #expect(vertexCount(a.subtracting(b)) == 6)
        #expect(area(a.symmetricDifference(b)) == 150)
        // The result winds once around the area, so both rules fill it alike.
        #expect(a.union(b).windingNumber(at: CGPoint(x: 7, y: 7)) != 0)
        #expect(abs(a.union(b).windingNumber(at: CGPoint(x: 7, y: 7))) == 1)
        #expect(a.symmetricDifference(b).contains(CGPoint(x: 7, y: 7)) == false)
    }

    @Test func sharedEdgesAndIdenticalPaths() {
        let right = Path(CGRect(x: 10, y: 0, width: 10, height: 10))
        let joined = a.union(right)
        #expect(area(joined) == 200)
        #expect(vertexCount(joined) == 4)
        #expect(joined.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(a.intersection(right).isEmpty)
        #expect(area(a.subtracting(right)) == 100)
        #expect(vertexCount(a.union(a)) == 4)
        #expect(area(a.intersection(a)) == 100)
        #expect(a.subtracting(a).isEmpty)
        #expect(a.symmetricDifference(a).isEmpty)
        // Reversed: the same area.
        let reversed = Path { p in
            p.move(to: .zero); p.addLine(to: CGPoint(x: 0, y: 10)); p.addLine(to: CGPoint(x: 10, y: 10))
            p.addLine(to: CGPoint(x: 10, y: 0)); p.closeSubpath()
        }
        #expect(a.subtracting(reversed).isEmpty)
        #expect(area(a.union(reversed)) == 100)
    }

    @Test func circlesMeetInALens() {
        // Two circles of radius 50, centres 50 apart: the lens is 2r²·acos(d/2r) − (d/2)·√(4r² − d²).
        let left = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = Path(ellipseIn: CGRect(x: 50, y: 0, width: 100, height: 100))
        let lens = 2 * 2500 * acos(0.5) - 25 * (10000.0 - 2500).squareRoot()
        #expect(abs(area(left.intersection(right)) - lens) < lens * 1e-3)
        let disc = Double.pi * 2500
        #expect(abs(area(left.union(right)) - (2 * disc - lens)) < disc * 1e-3)
        #expect(abs(area(left.subtracting(right)) - (disc - lens)) < disc * 1e-3)
        // A ring: a disc minus a smaller one inside it.
        let ring = left.subtracting(Path(ellipseIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(abs(area(ring) - disc * 0.75) < disc * 1e-3)
        #expect(!ring.contains(CGPoint(x: 50, y: 50)))
        #expect(ring.contains(CGPoint(x: 10, y: 50)))
    }

    @Test func normalizedFollowsTheFillRule() {
        // A pentagram drawn in one stroke: even-odd leaves its centre empty, nonzero fills it.
        let star = Path { p in
            for k in 0..<5 {
                let angle = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
                let point = CGPoint(x: 50 + 50 * cos(angle), y: 50 + 50 * sin(angle))
                if k == 0 { p.move(to: point) } else { p.addLine(to: point) }
            }
            p.closeSubpath()
        }
        let centre = CGPoint(x: 50, y: 52)
        #expect(star.normalized(eoFill: false).contains(centre))
        #expect(!star.normalized(eoFill: true).contains(centre))
        #expect(star.normalized(eoFill: false).contains(centre, eoFill: true))   // winds once: any rule
        #expect(area(star.normalized(eoFill: false)) > area(star.normalized(eoFill: true)))
    }

    @Test func linesInsideAndOutside() {
        let line = Path { $0.move(to: CGPoint(x: 0, y: 0)); $0.addLine(to: CGPoint(x: 100, y: 0)) }
        let box = Path(CGRect(x: 20, y: -5, width: 30, height: 10))
        let inside = line.lineIntersection(box)
        #expect(inside.boundingRect == CGRect(x: 20, y: 0, width: 30, height: 0))
        #expect(inside.verbs == [.move, .line])
        let outside = line.lineSubtraction(box)
        #expect(outside.verbs == [.move, .line, .move, .line])
        #expect(outside.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 0))
        // A closed outline wholly inside stays closed; one cut open continues across its start.
        let small = Path(CGRect(x: 25, y: -2, width: 4, height: 4))
        #expect(small.lineIntersection(box).verbs.last == .close)
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let cut = square.lineSubtraction(Path(CGRect(x: 4, y: 4, width: 20, height: 20)))
        #expect(cut.verbs.filter { $0 == .move }.count == 1)
        #expect(abs(cut.boundingRect.width - 10) < 1e-9)
    }

    @Test func hostilePathsGiveAnErrorOrAnEmptyPath() throws {
        // A zigzag of 4,000 teeth crossed by another: millions of pairs under a small limit.
        func zigzag(_ dy: Double) -> Path {
            Path { p in
                p.move(to: CGPoint(x: 0, y: dy))
                for k in 1...4000 { p.addLine(to: CGPoint(x: Double(k) * 0.01, y: dy + Double(k % 2) * 100)) }
                p.closeSubpath()
            }
        }
        let limits = PathBooleanLimits(maximumSegments: 1 << 18, maximumPairTests: 100_000)
        #expect(throws: PathBooleanError.self) { try zigzag(0).combined(with: zigzag(50), .union, limits: limits) }
        #expect(throws: PathBooleanError(limit: "segments", value: 100)) {
            try zigzag(0).combined(with: zigzag(1), .union, limits: PathBooleanLimits(maximumSegments: 100))
        }
        // Non-finite points are left out; huge coordinates are refused.
        let nan = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: Double.nan, y: 3)); $0.addLine(to: CGPoint(x: 5, y: 5)); $0.closeSubpath() }
        _ = nan.union(a)
        let huge = Path(CGRect(x: 0, y: 0, width: 1e300, height: 1e300))
        #expect(huge.union(a).isEmpty)
        #expect(throws: PathBooleanError.self) { try huge.combined(with: a, .union) }
        #expect(Path().union(Path()).isEmpty)
        #expect(vertexCount(a.union(Path())) == 4)
    }

    /// Random polygons (self-intersecting ones included) under every operation and rule: a sample
    /// point away from both outlines is in the result exactly when the operation says.
    @Test func resultsContainWhatTheOperationSays() async {
        await seededPropertyCheck(seed: 0xB001_EA17, count: 400, draw: { rng -> (Path, Path, PathBooleanOperation, Bool, [CGPoint]) in
            func polygon() -> Path {
                Path { p in
                    let n = Int.random(in: 3...9, using: &rng)
                    for k in 0..<n {
                        let point = CGPoint(x: Double(Int.random(in: 0...20, using: &rng)) * 5, y: Double(Int.random(in: 0...20, using: &rng)) * 5)
                        if k == 0 { p.move(to: point) } else { p.addLine(to: point) }
                    }
                    p.closeSubpath()
                }
            }
            let samples = (0..<60).map { _ in CGPoint(x: Double.random(in: -5...105, using: &rng), y: Double.random(in: -5...105, using: &rng)) }
            return (polygon(), polygon(), PathBooleanOperation.allCases.randomElement(using: &rng)!, Bool.random(using: &rng), samples)
        }) { (first, second, operation, eoFill, samples) in
            let result = try first.combined(with: second, operation, eoFill: eoFill)
            for point in samples where distance(point, toOutlineOf: first) > 1e-3 && distance(point, toOutlineOf: second) > 1e-3 {
                let expected = operation.keeps(first.contains(point, eoFill: eoFill), second.contains(point, eoFill: eoFill))
                #expect(result.contains(point) == expected, "\(operation) eoFill \(eoFill) at \(point)")
                #expect(result.contains(point, eoFill: true) == expected, "the result winds at most once")
            }
        }
    }

    /// Ellipses, rounded rectangles and rectangles, overlapping at random: the same, away from the
    /// outlines by more than the flattening tolerance.
    @Test func curvedShapesContainWhatTheOperationSays() async {
        await seededPropertyCheck(seed: 0xC0_4E5, count: 150, draw: { rng -> (Path, Path, PathBooleanOperation, [CGPoint]) in
            func shape() -> Path {
                let rect = CGRect(x: Double.random(in: 0...60, using: &rng), y: Double.random(in: 0...60, using: &rng),
                                  width: Double.random(in: 5...60, using: &rng), height: Double.random(in: 5...60, using: &rng))
                switch Int.random(in: 0...2, using: &rng) {
                case 0: return Path(ellipseIn: rect)
                case 1: return Path(roundedRect: rect, cornerRadius: Double.random(in: 0...20, using: &rng))
                default:
                    var path = Path(rect)
                    path.addEllipse(in: rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
                    return path
                }
            }
            let samples = (0..<60).map { _ in CGPoint(x: Double.random(in: -5...125, using: &rng), y: Double.random(in: -5...125, using: &rng)) }
            return (shape(), shape(), PathBooleanOperation.allCases.randomElement(using: &rng)!, samples)
        }) { (first, second, operation, samples) in
            let result = try first.combined(with: second, operation)
            for point in samples where distance(point, toOutlineOf: first) > 0.05 && distance(point, toOutlineOf: second) > 0.05 {
                let expected = operation.keeps(first.contains(point), second.contains(point))
                #expect(result.contains(point) == expected, "\(operation) at \(point)")
            }
        }
    }

    /// The smallest distance from `point` to a segment of `path`'s closed outline.
    func distance(_ point: CGPoint, toOutlineOf path: Path) -> Double {
        let flat = path.flattened(tolerance: 0.001)
        var best = Double.infinity
        for contour in flat.contours {
            let points = Array(flat[contour])
            for k in points.indices {
                let a = points[k], b = points[(k + 1) % points.count]
                let dx = b.x - a.x, dy = b.y - a.y
                let length2 = dx * dx + dy * dy
                let t = length2 > 0 ? min(max(((point.x - a.x) * dx + (point.y - a.y) * dy) / length2, 0), 1) : 0
                best = min(best, hypot(point.x - (a.x + t * dx), point.y - (a.y + t * dy)))
            }
        }
        return best
    }
}
