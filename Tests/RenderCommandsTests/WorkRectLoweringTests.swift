import Foundation
import Testing
import RenderCommands
import VectorPath
import Geometry2D

/// The lowering culls and clamps to its work rectangle (the canvas grown by max(w, h, 1024) px):
/// far geometry costs few points, every coordinate a backend receives is inside the rectangle,
/// and what lies inside comes out as without it.
@Suite struct WorkRectLoweringTests {
    /// Counts what the lowering hands over.
    struct Counter: LoweredCommandConsumer {
        var points = 0, draws = 0, clips = 0
        var largest = 0.0
        mutating func draw(_ draw: LoweredDraw) { draws += 1; count(draw.geometry) }
        mutating func pushLayer(_ layer: LoweredLayer) {
            if let clip = layer.clip { clips += 1; count(clip.geometry) }
        }
        mutating func popLayer(_ layer: LoweredLayer) {}
        mutating func count(_ geometry: DeviceGeometry) {
            points += geometry.outline.points.count
            largest = geometry.outline.points.reduce(largest) { max($0, abs($1.x), abs($1.y)) }
        }
    }

    static func lower(_ list: DisplayList, width: Int = 256, height: Int = 256) -> (Counter, FrameEstimate) {
        let lowered = list.lowered(tolerance: 0.25, width: width, height: height)
        var counter = Counter()
        lowered.run(into: &counter)
        return (counter, lowered.estimate())
    }

    /// 10 000 cubics under a ×10⁵ scale, 10⁷ px right of the canvas: without culling they
    /// would flatten into ~10⁸ points; the estimate and the lowering stay near one per curve.
    @Test func tenThousandLargeCubicsCostAboutAPointEach() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        for i in 0..<10_000 {
            let x = 100 + Double(i % 100), y = Double(i / 100)
            path.addCurve(to: CGPoint(x: x + 1, y: y), control1: CGPoint(x: x + 30, y: y - 30), control2: CGPoint(x: x + 10, y: y + 30))
        }
        path.closeSubpath()
        var list = DisplayList()
        let scale = ProjectionTransform(CGAffineTransform(scaleX: 1e5, y: 1e5))
        list.fill(path, with: .color(.red), transform: scale)
        list.stroke(path, style: StrokeStyle(lineWidth: 0.001), with: .color(.blue), transform: scale)
        let (counter, estimate) = Self.lower(list)
        #expect(estimate.points < 200_000)
        #expect(counter.points < 200_000)
        #expect(counter.largest <= 256 + 1024)
        let unculled = path.flattenedPointCount(tolerance: 0.25, transform: CGAffineTransform(scaleX: 1e5, y: 1e5))
        #expect(unculled > 50_000_000)
    }

    /// 3 000 arcs of radius 10⁶ around points far from the canvas: a handful of points each.
    @Test func threeThousandLargeArcsFarAway() {
        var path = Path()
        for i in 0..<3_000 {
            let center = CGPoint(x: 5e6 + Double(i) * 10, y: -5e6)
            path.addArc(center: center, radius: 1e6, startAngle: .zero, endAngle: .degrees(359), clockwise: false)
        }
        var list = DisplayList()
        list.stroke(path, style: StrokeStyle(lineWidth: 40, lineJoin: .round), with: .color(.red))
        list.fill(path, with: .color(.red))
        let (counter, estimate) = Self.lower(list)
        #expect(counter.draws == 0)                    // nothing reaches the canvas
        #expect(estimate.points < 1_000_000)
        #expect(path.flattenedPointCount(tolerance: 0.25) > 10_000_000)
    }

    /// A layer clip under a ×10⁹ transform: its outline is clamped like any draw.
    @Test func layerClipsAreClamped() {
        var list = DisplayList()
        list.pushLayer(LayerStyle(clip: Path(CGRect(x: -1, y: -1, width: 2, height: 2)),
                                  transform: ProjectionTransform(CGAffineTransform(a: 1e9, b: 0, c: 0, d: 1e9, tx: 128, ty: 128))))
        list.fill(Path(CGRect(x: 0, y: 0, width: 256, height: 256)), with: .color(.red))
        list.popLayer()
        let (counter, _) = Self.lower(list)
        #expect(counter.clips == 1)
        #expect(counter.largest <= 256 + 1024)
    }

    /// Geometry inside the work rectangle is lowered exactly as `DeviceGeometry` without one.
    @Test func geometryInsideIsUnchanged() {
        let path = Path(ellipseIn: CGRect(x: -500, y: 20, width: 1200, height: 90))
        let transform = ProjectionTransform(CGAffineTransform(rotationAngle: 0.3))
        var list = DisplayList()
        list.fill(path, with: .color(.red), transform: transform)
        list.stroke(path, style: StrokeStyle(lineWidth: 7, lineJoin: .round), with: .color(.blue), transform: transform)
        var counter = LoweringTests.Recorder()
        list.lowered(tolerance: 0.25, width: 256, height: 256).run(into: &counter)
        #expect(counter.draws.count == 2)
        #expect(counter.draws[0].geometry.outline == DeviceGeometry(fill: path, evenOdd: false, transform: transform).outline)
        #expect(counter.draws[1].geometry.outline
                == DeviceGeometry(stroke: path, style: StrokeStyle(lineWidth: 7, lineJoin: .round), transform: transform).outline)
    }

    /// A stroke under a ×10⁸⁰ transform (its scale used to overflow to infinity, and the stroke
    /// vanished): a horizontal line 10⁻⁷⁸ wide becomes a 100 px band across the canvas.
    @Test func strokesUnderHugeTransformsDoNotVanish() {
        #expect(CGAffineTransform(scaleX: 1e80, y: 1e80).largestScale == 1e80)
        #expect(abs(CGAffineTransform(a: 3e200, b: 4e200, c: 0, d: 0, tx: 0, ty: 0).largestScale / 5e200 - 1) < 1e-15)
        #expect(abs(CGAffineTransform(scaleX: 1e-90, y: 3e-90).largestScale / 3e-90 - 1) < 1e-15)
        var line = Path()
        line.move(to: CGPoint(x: -1, y: 0))
        line.addLine(to: CGPoint(x: 1, y: 0))
        var list = DisplayList()
        list.stroke(line, style: StrokeStyle(lineWidth: 1e-78), with: .color(.red),
                    transform: ProjectionTransform(CGAffineTransform(a: 1e80, b: 0, c: 0, d: 1e80, tx: 128, ty: 128)))
        var recorder = LoweringTests.Recorder()
        list.lowered(tolerance: 0.25, width: 256, height: 256).run(into: &recorder)
        let draw = try? #require(recorder.draws.first)
        #expect(draw?.bounds == DeviceBounds(minX: 0, minY: 78, maxX: 256, maxY: 178))
    }
}
