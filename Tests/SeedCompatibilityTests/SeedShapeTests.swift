import Foundation
import Testing
import Zoetrope

private let square = CGRect(x: 0, y: 0, width: 200, height: 200)

private func vertexCount(_ path: Path) -> Int {
    var count = 0
    path.forEach { element in
        switch element {
        case .move, .line: count += 1
        default: break
        }
    }
    return count
}

@Test func polygonWithFractionalSidesGetsAnExtraVertex() {
    #expect(vertexCount(PolygonShape(sides: 3, scale: 1).path(in: square)) == 3)
    #expect(vertexCount(PolygonShape(sides: 3.4, scale: 1).path(in: square)) == 4)
    #expect(vertexCount(PolygonShape(sides: 4, scale: 1).path(in: square)) == 4)
    // Vertex 0 lies on +x at the hypotenuse (radius 100·scale from the centre (100, 100)).
    let p = PolygonShape(sides: 5, scale: 0.5).path(in: square)
    #expect(p.elements.first == .move(to: CGPoint(x: 150, y: 100)))
    #expect(p.elements.last == .closeSubpath)
}

@Test func polygonAnimatableDataRoundTrips() {
    var shape = PolygonShape(sides: 3, scale: 1)
    shape.animatableData = AnimatablePair(7.5, 0.25)
    #expect(shape.sides == 7.5 && shape.scale == 0.25)
    let mid = PolygonShape(sides: 3, scale: 1).animatableData
        .interpolated(towards: PolygonShape(sides: 5, scale: 0.5).animatableData, amount: 0.5)
    #expect(mid == AnimatablePair(4, 0.75))
}

@Test func integerPolygonHasNoAnimatableData() {
    var shape = IntegerPolygonShape(sides: 6)
    #expect(shape.animatableData == EmptyAnimatableData())
    shape.animatableData = .zero
    #expect(vertexCount(shape.path(in: square)) == 6)
}

@Test func flowerDrawsEveryDiagonal() {
    // n vertices: the outline (n vertices) plus n(n−3)/2 diagonals, each a move + line.
    for n in [3, 4, 5, 8, 16] {
        let path = FlowerPolygonShape(sides: Double(n), scale: 1).path(in: square)
        let diagonals = n * (n - 3) / 2
        #expect(vertexCount(path) == n + 2 * diagonals, "n = \(n)")
    }
}

@Test func rightAngleShapeMorphsItsFirstVertex() {
    var shape = RightAngleShape(startingPoint: 0)
    shape.animatableData = 100
    let elements = shape.path(in: square).elements
    #expect(elements.first == .move(to: CGPoint(x: 100, y: 0)))
    #expect(elements.count == 5)
}

@Test func blobIsOneClosedCurveThroughItsAnchors() {
    let path = Blobshape(xOffset: 60, yOffset: 90).path(in: CGRect(x: 0, y: 0, width: 1024, height: 1024))
    let curves = path.elements.filter { if case .curve = $0 { return true } else { return false } }
    #expect(curves.count == 5)
    // SCENES.md's blob: the first curve's first control point is (0.85w + dx, 0) = (930.4, 0).
    #expect(curves.first == .curve(to: CGPoint(x: 1024, y: 512),
                                   control1: CGPoint(x: 930.4, y: 0), control2: CGPoint(x: 964, y: 102.4)))
    #expect(path.currentPoint == CGPoint(x: 512, y: 0))
}

@Test func animatableVectorInterpolatesElementwise() {
    let from = AnimatableVector(values: [0, 0, 0, 0])
    let to = AnimatableVector(values: [50, 100, 75, 100])
    let mid = from.interpolated(towards: to, amount: 0.5)
    #expect(mid.values == [25, 50, 37.5, 50])
    #expect(to.magnitudeSquared == 2500 + 10000 + 5625 + 10000)
    // `.zero` has one element, so adding to it truncates, exactly as the seed's code does.
    #expect((AnimatableVector.zero + to).values == [50])
}

@Test func lineChartPlotsOnePointPerValue() {
    var chart = LineChart(vector: AnimatableVector(values: [1, 2, 3]))
    chart.animatableData = AnimatableVector(values: [10, 20, 30, 40])
    let elements = chart.path(in: CGRect(x: 0, y: 0, width: 400, height: 100)).elements
    #expect(elements == [.move(to: .zero), .line(to: CGPoint(x: 100, y: 10)), .line(to: CGPoint(x: 200, y: 20)),
                         .line(to: CGPoint(x: 300, y: 30)), .line(to: CGPoint(x: 400, y: 40))])
}

@Test func countDownRingSweepsClockwiseOnScreenFromTwelveOClock() {
    // CountDownCircle(animatableData: −progress·360 − 90) as the seed calls it; progress 0.25 → −180°.
    let rect = CGRect(x: 0, y: 0, width: 110, height: 110)   // radius (110 − 10)/2 = 50
    let quarter = CountDownCircle(animatableData: 0).path(in: rect)
    // From −90° (top) increasing to 0° (right): a quarter circle through the top-right quadrant.
    #expect(quarter.elements.first == .move(to: CGPoint(x: 55, y: 5)))
    let end = quarter.currentPoint!
    #expect(abs(end.x - 105) < 1e-9 && abs(end.y - 55) < 1e-9)
    let bounds = quarter.boundingRect
    #expect(abs(bounds.minX - 55) < 1e-9 && abs(bounds.maxY - 55) < 1e-9)
    // Animating the end angle moves the end point around the ring.
    var ring = CountDownCircle(animatableData: 0)
    ring.animatableData = 90
    let bottom = ring.path(in: rect).currentPoint!
    #expect(abs(bottom.x - 55) < 1e-9 && abs(bottom.y - 105) < 1e-9)
}
