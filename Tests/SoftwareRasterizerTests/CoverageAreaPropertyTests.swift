import Foundation
import Testing
import ZoetropeTestSupport
@testable import SoftwareRasterizer
import VectorPath
import RenderCommands
import PNGCodec
import Geometry2D

/// The area of `polygon` inside [0, size]², by clipping against the four canvas edges
/// (Sutherland–Hodgman) and the shoelace formula.
private func clippedArea(_ polygon: [CGPoint], size: Double) -> Double {
    var points = polygon.map { (Double($0.x), Double($0.y)) }
    let planes: [(inside: ((Double, Double)) -> Bool, cut: ((Double, Double), (Double, Double)) -> (Double, Double))] = [
        ({ $0.0 >= 0 }, { a, b in let t = a.0 / (a.0 - b.0); return (0, a.1 + t * (b.1 - a.1)) }),
        ({ $0.0 <= size }, { a, b in let t = (size - a.0) / (b.0 - a.0); return (size, a.1 + t * (b.1 - a.1)) }),
        ({ $0.1 >= 0 }, { a, b in let t = a.1 / (a.1 - b.1); return (a.0 + t * (b.0 - a.0), 0) }),
        ({ $0.1 <= size }, { a, b in let t = (size - a.1) / (b.1 - a.1); return (a.0 + t * (b.0 - a.0), size) }),
    ]
    for plane in planes where !points.isEmpty {
        var output: [(Double, Double)] = []
        for (index, current) in points.enumerated() {
            let previous = points[(index + points.count - 1) % points.count]
            switch (plane.inside(previous), plane.inside(current)) {
            case (true, true): output.append(current)
            case (true, false): output.append(plane.cut(previous, current))
            case (false, true): output.append(plane.cut(previous, current)); output.append(current)
            case (false, false): break
            }
        }
        points = output
    }
    var twice = 0.0
    for (index, a) in points.enumerated() {
        let b = points[(index + 1) % points.count]
        twice += a.0 * b.1 - b.0 * a.1
    }
    return abs(twice) / 2
}

/// Seeded random triangles, most crossing the canvas border and about one in ten with vertices far beyond
/// the fixed-point stepping range (±2³⁰), in both orientations: the summed coverage equals the
/// exact clipped area within the 8-bit rounding of the pixels they touch. This drives every
/// edge-stepping path of `CoverageAccumulator` (rising/falling, inside/clamped, far-off).
@Test func coverageSumsToTheExactClippedAreaOfRandomTriangles() async {
    let size = 48
    await seededPropertyCheck(seed: 0x2545_F491_4F6C_DD1D, count: 300, draw: { rng in
        let far = Int.random(in: 0..<10, using: &rng) == 0
        return (0..<3).map { _ -> CGPoint in
            let spread = far && Bool.random(using: &rng) ? 4e9 : 80.0
            return CGPoint(x: Double.random(in: -0.3..<0.7, using: &rng) * spread,
                           y: Double.random(in: -0.3..<0.7, using: &rng) * spread)
        }
    }) { points in
        var path = Path()
        path.move(to: points[0]); path.addLine(to: points[1]); path.addLine(to: points[2]); path.closeSubpath()
        let image = render(path, size: size)
        let touched = image.pixels.filter { $0 > 0 }.count
        let expected = clippedArea(points, size: Double(size))
        let tolerance = Double(touched) * 0.5 / 255 + 1e-4 * expected + 0.01
        #expect(abs(image.area - expected) <= tolerance, "\(points) covered \(image.area), exact \(expected)")
    }
}
