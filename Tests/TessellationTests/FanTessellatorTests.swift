import Foundation
import Testing
import Tessellation
import VectorPath
import Geometry2D

struct Collect: TriangleSink {
    var points: [CGPoint] = [], indices: [UInt32] = []
    mutating func addVertex(_ p: CGPoint) -> UInt32 { points.append(p); return UInt32(points.count - 1) }
    mutating func addTriangle(_ a: UInt32, _ b: UInt32, _ c: UInt32) { indices += [a, b, c] }
}

func polygon(_ points: [(Double, Double)]) -> FlattenedPath {
    FlattenedPath(polylines: [(points.map { CGPoint(x: $0.0, y: $0.1) }, true)])
}

@Test func fanHasOneTrianglePerPointBeyondTwo() {
    var sink = Collect()
    let path = FlattenedPath(polylines: [
        ([CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 4), CGPoint(x: 0, y: 4)], true),
        ([CGPoint(x: 9, y: 9), CGPoint(x: 10, y: 9)], false),  // fewer than 3 points: nothing
    ])
    #expect(FanTessellator.stencilFan(path, into: &sink) == 2)
    #expect(sink.indices == [0, 1, 2, 0, 2, 3])
}

@Test func convexityOfSquaresTrianglesAndRegularPolygons() {
    #expect(FanTessellator.isConvex(polygon([(0, 0), (4, 0), (4, 4), (0, 4)])))
    #expect(FanTessellator.isConvex(polygon([(0, 0), (0, 4), (4, 4), (4, 0)])))  // either orientation
    #expect(FanTessellator.isConvex(polygon([(0, 0), (2, 0), (4, 0), (4, 4), (4, 4), (0, 4)])))  // collinear + duplicate
    let hexagon: [(Double, Double)] = (0..<6).map { i in
        let angle = Double(i) * Double.pi / 3
        return (cos(angle), sin(angle))
    }
    #expect(FanTessellator.isConvex(polygon(hexagon)))
}

@Test func nonConvexShapesAreRejected() {
    #expect(!FanTessellator.isConvex(polygon([(0, 0), (4, 0), (1, 1), (0, 4)])))  // dent
    // A pentagram: every turn has the same sign, but it winds twice.
    let star: [(Double, Double)] = (0..<5).map { i in
        let angle = Double(i * 2) * 2 * Double.pi / 5
        return (cos(angle), sin(angle))
    }
    #expect(!FanTessellator.isConvex(polygon(star)))
    #expect(!FanTessellator.isConvex(polygon([(0, 0), (1, 1), (2, 2)])))  // collinear
    var twoContours = polygon([(0, 0), (4, 0), (4, 4)])
    twoContours.append([CGPoint(x: 9, y: 9), CGPoint(x: 10, y: 9), CGPoint(x: 10, y: 10)], closed: true)
    #expect(!FanTessellator.isConvex(twoContours))
    #expect(!FanTessellator.isConvex(polygon([(0, 0), (4, 0), (.nan, 4)])))
}
