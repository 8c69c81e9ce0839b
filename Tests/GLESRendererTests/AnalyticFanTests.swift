import Foundation
import GLESRenderer
import Tessellation
import Testing
import VectorPath
import ZoetropeTestSupport

/// `AnalyticFan.append` writes the fan's pieces directly: the same instances, bit for bit, as
/// `FanTessellator.stencilFan` through a sink that pairs consecutive fan triangles into strictly
/// convex quads (the way they were made before), for any outline.
@Suite struct AnalyticFanTests {
    /// The reference: the fan from the tessellator, each triangle held until the next says
    /// whether the two make a strictly convex quad.
    struct PairingSink: TriangleSink {
        var points: [SIMD2<Float>] = []
        var instances: [Float] = []
        var pending: (Int, Int, Int)?

        mutating func addVertex(_ point: CGPoint) -> UInt32 {
            points.append(SIMD2(Float(point.x), Float(point.y)))
            return UInt32(points.count - 1)
        }

        mutating func addTriangle(_ a: UInt32, _ b: UInt32, _ c: UInt32) {
            let triangle = (Int(a), Int(b), Int(c))
            guard let (pa, pb, pc) = pending else { pending = triangle; return }
            if pa == triangle.0, pc == triangle.1, convex(pa, pb, pc, triangle.2) {
                emit(pa, pb, pc, triangle.2)
                pending = nil
            } else {
                emit(pa, pb, pc, pa)
                pending = triangle
            }
        }

        mutating func flush() {
            if let (a, b, c) = pending { emit(a, b, c, a) }
            pending = nil
        }

        func turn(_ a: Int, _ b: Int, _ c: Int) -> Float {
            (points[b].x - points[a].x) * (points[c].y - points[b].y) - (points[b].y - points[a].y) * (points[c].x - points[b].x)
        }

        func convex(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Bool {
            let t = [turn(a, b, c), turn(b, c, d), turn(c, d, a), turn(d, a, b)]
            return t.allSatisfy(\.isFinite) && (t.allSatisfy { $0 > 0 } || t.allSatisfy { $0 < 0 })
        }

        mutating func emit(_ a: Int, _ b: Int, _ c: Int, _ d: Int) {
            for index in [a, b, c, d] { instances.append(points[index].x); instances.append(points[index].y) }
        }
    }

    /// An outline of 1–4 contours of 0–14 points: on a coarse grid (collinear and repeated
    /// points), on a circle (convex), or anywhere; now and then a huge or non-finite coordinate.
    static func outline(_ rng: inout SeededRandom) -> FlattenedPath {
        let contours = (0..<Int.random(in: 1...4, using: &rng)).map { _ -> (points: [CGPoint], closed: Bool) in
            let count = Int.random(in: 0...14, using: &rng)
            let kind = Int.random(in: 0..<3, using: &rng)
            let radius = Double.random(in: 0.5...300, using: &rng), start = Double.random(in: 0..<6.3, using: &rng)
            let points = (0..<count).map { index -> CGPoint in
                switch kind {
                case 0: return CGPoint(x: Double(Int.random(in: 0...3, using: &rng)), y: Double(Int.random(in: 0...3, using: &rng)))
                case 1:
                    let angle = start + 2 * Double.pi * Double(index) / Double(max(count, 1))
                    return CGPoint(x: 400 + radius * cos(angle), y: 300 + radius * sin(angle))
                default:
                    let odd = Int.random(in: 0..<40, using: &rng)
                    let value = odd == 0 ? Double.nan : odd == 1 ? 1e39 : Double.random(in: -50...1100, using: &rng)
                    return CGPoint(x: value, y: Double.random(in: -50...1100, using: &rng))
                }
            }
            return (points, true)
        }
        return FlattenedPath(polylines: contours)
    }

    @Test func theFanIsTheTessellatorsFanPairedIntoConvexQuads() async {
        await seededPropertyCheck(seed: 0xFA4, count: 500, draw: { rng in Self.outline(&rng) }) { outline in
            var reference = PairingSink()
            FanTessellator.stencilFan(outline, into: &reference)
            reference.flush()
            var instances: [Float] = [1, 2]   // appended after what is there
            let count = AnalyticFan.append(outline, to: &instances)
            #expect(count * 8 == reference.instances.count)
            #expect(instances.dropFirst(2).map(\.bitPattern) == reference.instances.map(\.bitPattern))
        }
    }

    @Test func aConvexPolygonIsQuadsAndATriangleWhenItsFanIsOdd() {
        func regular(_ sides: Int) -> FlattenedPath {
            let angle = { (index: Int) in 2 * Double.pi * Double(index) / Double(sides) }
            return FlattenedPath(polylines: [((0..<sides).map { CGPoint(x: 10 * cos(angle($0)), y: 10 * sin(angle($0))) }, true)])
        }
        let hexagon = regular(6)
        var instances: [Float] = []
        #expect(AnalyticFan.append(hexagon, to: &instances) == 2, "4 fan triangles → 2 quads")
        let pentagon = regular(5)
        instances = []
        #expect(AnalyticFan.append(pentagon, to: &instances) == 2, "3 fan triangles → a quad and a triangle")
        #expect(Array(instances[14...15]) == Array(instances[8...9]), "the triangle repeats its first point")
        let line = FlattenedPath(polylines: [([CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)], true)])
        #expect(AnalyticFan.append(line, to: &instances) == 0)
    }
}
