import Foundation
import Testing
import RenderCommands
import VectorPath
import Geometry2D

/// DeviceBounds: the pixel rectangle a device polygon may touch (moved here from the tessellator
/// tests with the type, which the lowering in RenderCommands now uses).
private func polygon(_ points: [(Double, Double)]) -> FlattenedPath {
    FlattenedPath(polylines: [(points.map { CGPoint(x: $0.0, y: $0.1) }, true)])
}

@Test func boundsRoundOutAndTestOverlap() throws {
    let a = try #require(DeviceBounds(of: polygon([(0.5, 0.5), (3.2, 0.5), (3.2, 2.9)])))
    #expect(a == DeviceBounds(minX: 0, minY: 0, maxX: 4, maxY: 3))
    #expect(!a.intersects(DeviceBounds(minX: 4, minY: 0, maxX: 8, maxY: 3)))  // touching edges share no pixel
    #expect(a.intersects(DeviceBounds(minX: 3, minY: 2, maxX: 8, maxY: 3)))
    #expect(a.clamped(width: 2, height: 2) == DeviceBounds(minX: 0, minY: 0, maxX: 2, maxY: 2))
    #expect(a.clamped(width: 0, height: 2) == nil)
}

/// Points that are not finite are left out of the bounds, wherever they lie in the path, and a
/// path with no finite point has none.
@Test func boundsLeaveOutPointsThatAreNotFinite() throws {
    let finite = [(1.5, 2.0), (7.2, 3.0), (4.0, 9.5)]
    for bad in [(Double.nan, 5.0), (5.0, .infinity), (-.infinity, -.infinity), (.nan, .nan)] {
        for at in 0...finite.count {
            var points = finite
            points.insert(bad, at: at)
            let bounds = try #require(DeviceBounds(of: polygon(points)), "\(bad) at \(at)")
            #expect(bounds == DeviceBounds(minX: 1, minY: 2, maxX: 8, maxY: 10), "\(bad) at \(at)")
        }
    }
    #expect(DeviceBounds(of: polygon([(.nan, 1), (2, .infinity)])) == nil)
}

/// Rounding out is `floor`/`ceil` (done by truncation, without the C library) on both sides of
/// zero, exact on whole numbers, within ±2²⁴ however far the points lie; a zero-width extent
/// still covers one pixel.
@Test func boundsRoundOutLikeFloorAndCeilWithinTheCoordinateLimit() throws {
    var state: UInt64 = 0xB0B0
    for _ in 0..<2_000 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        let x = (Double(state >> 11) / Double(1 << 53) - 0.5) * 4000
        let y = x.rounded(.towardZero)   // also whole numbers, negative ones included
        let box = try #require(DeviceBounds(of: polygon([(x, y), (x + 0.25, y), (x, y + 3)])))
        #expect(box.minX == Int(x.rounded(.down)) && box.maxX == Int((x + 0.25).rounded(.up)), "\(x)")
        #expect(box.minY == Int(y) && box.maxY == Int(y) + 3, "\(y)")
    }
    let limit = DeviceBounds.coordinateLimit
    #expect(DeviceBounds(of: polygon([(-1e300, -3e40), (1e300, 5e30), (0, 1e200)]))
            == DeviceBounds(minX: -limit, minY: -limit, maxX: limit, maxY: limit))
    #expect(DeviceBounds(of: polygon([(1e20, 2), (2e20, 3), (3e20, 2.5)])) == DeviceBounds(minX: limit, minY: 2, maxX: limit + 1, maxY: 3))
    #expect(DeviceBounds(of: polygon([(-2.5, 4), (-2.5, 4), (-2.5, 4)])) == DeviceBounds(minX: -3, minY: 4, maxX: -2, maxY: 5))
}
