import Foundation
import Testing
import ZoetropeTestSupport
import VectorPath
import Geometry2D

/// `FlattenedPath.clamped(to:)`: every point strictly inside the rectangle keeps its winding
/// number; what is inside comes back unchanged; what is far outside collapses to a few points.
@Suite struct ClampTests {
    static let rect = CGRect(x: -1000, y: -1000, width: 2256, height: 2256)

    /// Random polygons mixing vertices inside the rectangle and integer vertices up to ±10¹² away,
    /// and random probe points inside: the winding number of each probe (exactly, in 128-bit
    /// integers, for the input; in doubles for the small clamped output) is the same before and
    /// after. Probes within 0.01 px of an input edge are skipped (rounding of split points).
    @Test func windingInsideTheRectangleIsPreserved() async {
        await seededPropertyCheck(seed: 0xC1A3_2026_1125, count: 300, draw: { rng -> (polygons: [[CGPoint]], probes: [CGPoint]) in
            func coordinate() -> Double {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: Double(Int.random(in: -1_000_000_000_000...1_000_000_000_000, using: &rng))
                case 1: Double(Int.random(in: -100_000...100_000, using: &rng))
                default: Double(Int.random(in: -1100...1300, using: &rng))
                }
            }
            let polygons = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                (0..<Int.random(in: 3...12, using: &rng)).map { _ in CGPoint(x: coordinate(), y: coordinate()) }
            }
            let probes = (0..<40).map { _ in
                CGPoint(x: Double(Int.random(in: -998...1254, using: &rng)) + 0.5,
                        y: Double(Int.random(in: -998...1254, using: &rng)) + 0.5)
            }
            return (polygons, probes)
        }) { input in
            let path = FlattenedPath(polylines: input.polygons.map { ($0, true) })
            let clamped = path.clamped(to: Self.rect)
            #expect(clamped.points.allSatisfy { Self.rect.insetBy(dx: -1e-9, dy: -1e-9).contains($0) })
            for probe in input.probes where !Self.nearAnEdge(probe, input.polygons) {
                let before = input.polygons.reduce(0) { $0 + Self.exactWinding(of: probe, around: $1) }
                let after = clamped.contours.reduce(0) { $0 + Self.winding(of: probe, around: Array(clamped[$1])) }
                #expect(before == after, "winding at \(probe)")
            }
        }
    }

    @Test func contoursInsideComeBackBitForBit() {
        let inside = FlattenedPath(polylines: [([CGPoint(x: 0.1, y: 0.2), CGPoint(x: 1256, y: 3), CGPoint(x: -1000, y: 1256)], true)])
        #expect(inside.clamped(to: Self.rect) == inside)
        let mixed = FlattenedPath(polylines: [
            ([CGPoint(x: 1, y: 1), CGPoint(x: 5e18, y: 1), CGPoint(x: 5, y: 9)], true),
            ([CGPoint(x: 10.25, y: 20.5), CGPoint(x: 30, y: 20.5), CGPoint(x: 30, y: 40.75)], false),
        ])
        let result = mixed.clamped(to: Self.rect)
        #expect(result.contours.count == 2)
        #expect(Array(result[result.contours[1]]) == [CGPoint(x: 10.25, y: 20.5), CGPoint(x: 30, y: 20.5), CGPoint(x: 30, y: 40.75)])
        #expect(result.contours[1].isClosed == false)
    }

    @Test func farOutsideGeometryCollapsesToAFewPoints() {
        // A 10 000-point circle of radius 10¹² around the rectangle: clamped to its boundary.
        let ring = (0..<10_000).map { i -> CGPoint in
            let a = Double(i) / 10_000 * 2 * Double.pi
            return CGPoint(x: 1e12 * cos(a), y: 1e12 * sin(a))
        }
        let clamped = FlattenedPath(polylines: [(ring, true)]).clamped(to: Self.rect)
        #expect(clamped.points.count <= 8)
        #expect(Self.winding(of: CGPoint(x: 128.5, y: 128.5), around: Array(clamped.points)) != 0)
        // Entirely to one side: no area left, dropped.
        let aside = FlattenedPath(polylines: [(ring.map { CGPoint(x: $0.x + 1e13, y: $0.y) }, true)])
        #expect(aside.clamped(to: Self.rect).contours.isEmpty)
    }

    // MARK: Winding numbers

    /// Winding number by crossings of the rightward ray, in doubles (for small coordinates).
    static func winding(of p: CGPoint, around polygon: [CGPoint]) -> Int {
        var w = 0
        for (i, a) in polygon.enumerated() {
            let b = polygon[(i + 1) % polygon.count]
            let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
            if a.y <= p.y && b.y > p.y && side > 0 { w += 1 }
            if a.y > p.y && b.y <= p.y && side < 0 { w -= 1 }
        }
        return w
    }

    /// The same, exactly: coordinates doubled into integers (probes are at half-integers).
    static func exactWinding(of p: CGPoint, around polygon: [CGPoint]) -> Int {
        let px = Int128(p.x * 2), py = Int128(p.y * 2)
        var w = 0
        for (i, a) in polygon.enumerated() {
            let b = polygon[(i + 1) % polygon.count]
            let ax = Int128(a.x * 2), ay = Int128(a.y * 2), bx = Int128(b.x * 2), by = Int128(b.y * 2)
            let side = (bx - ax) * (py - ay) - (px - ax) * (by - ay)
            if ay <= py && by > py && side > 0 { w += 1 }
            if ay > py && by <= py && side < 0 { w -= 1 }
        }
        return w
    }

    /// True when `p` is within 0.01 of an edge of one of `polygons`.
    static func nearAnEdge(_ p: CGPoint, _ polygons: [[CGPoint]]) -> Bool {
        polygons.contains { polygon in
            polygon.indices.contains { i in
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                let dx = b.x - a.x, dy = b.y - a.y, length = (dx * dx + dy * dy).squareRoot()
                guard length > 0 else { return hypot(p.x - a.x, p.y - a.y) < 0.01 }
                let t = min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / (length * length), 0), 1)
                return hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy)) < 0.01
            }
        }
    }
}
