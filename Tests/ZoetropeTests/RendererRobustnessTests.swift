import Foundation
import Testing
import ZoetropeTestSupport
import Zoetrope

/// Hostile input renders correctly or fails with a clear error: never a crash, a hang or invalid
/// pixels.
@Suite struct RendererRobustnessTests {
    func render(_ list: DisplayList, width: Int = 64, height: Int = 64) throws -> Pixmap {
        var pixmap = try Pixmap(width: width, height: height)
        try SoftwareRenderer(threads: 2).render(list, into: &pixmap)
        return pixmap
    }

    @Test func nonFiniteCoordinatesAreRejectedNamingTheCommand() throws {
        var list = DisplayList()
        list.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        var bad = Path()
        bad.move(to: CGPoint(x: 0, y: 0))
        bad.addLine(to: CGPoint(x: Double.nan, y: 3))
        list.stroke(bad, with: .color(.red))
        #expect(throws: RenderError.nonFiniteCoordinates(command: 1)) { try render(list) }
        var infinite = DisplayList()
        infinite.fill(Path(CGRect(x: 0, y: 0, width: Double.infinity, height: 1)), with: .color(.red))
        #expect(throws: RenderError.nonFiniteCoordinates(command: 0)) { try render(infinite) }
    }

    /// A NaN or infinite entry anywhere in a fill's transform (each of the nine in turn) is
    /// rejected naming the command; huge finite entries are not.
    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteTransformsAreRejectedNamingTheCommand(_ bad: Double) throws {
        for entry in 0..<9 {
            var t = ProjectionTransform()
            switch entry {
            case 0: t.m11 = bad
            case 1: t.m12 = bad
            case 2: t.m13 = bad
            case 3: t.m21 = bad
            case 4: t.m22 = bad
            case 5: t.m23 = bad
            case 6: t.m31 = bad
            case 7: t.m32 = bad
            default: t.m33 = bad
            }
            var list = DisplayList()
            list.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            list.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red), transform: t)
            #expect(throws: RenderError.nonFiniteTransform(command: 1), "entry \(entry)") { _ = try render(list) }
        }
        var huge = DisplayList()
        huge.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red),
                  transform: ProjectionTransform(CGAffineTransform(a: 1e300, b: 0, c: 0, d: 1e300, tx: 0, ty: 0)))
        #expect(throws: Never.self) { _ = try render(huge) }
    }

    @Test func aMillionSegmentPathRenders() throws {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        for i in 1..<1_000_000 {
            let t = Double(i) * 0.001
            path.addLine(to: CGPoint(x: 32 + 30 * sin(t * 7.1), y: 32 + 30 * cos(t * 3.3)))
        }
        var list = DisplayList()
        list.fill(path, with: .color(.blue), style: FillStyle(eoFill: true))
        let pixmap = try render(list)
        #expect(pixmap.isValidPremultiplied)
        #expect(pixmap.bytes.contains { $0 != 0 })
    }

    @Test func farOutsideAndZeroAreaPathsDrawNothing() throws {
        var list = DisplayList()
        list.fill(Path(CGRect(x: 1e12, y: -1e12, width: 1e6, height: 1e6)), with: .color(.red))
        list.fill(Path(ellipseIn: CGRect(x: -1e15, y: -1e15, width: 2e15, height: 10)), with: .color(.red))
        var line = Path()
        line.move(to: CGPoint(x: 5, y: 5))
        line.addLine(to: CGPoint(x: 50, y: 50))
        list.fill(line, with: .color(.red))  // zero area
        list.fill(Path(CGRect(x: 10, y: 10, width: 0, height: 30)), with: .color(.red))
        let pixmap = try render(list)
        #expect(pixmap.bytes.allSatisfy { $0 == 0 })
    }

    /// A transform that scales y by the smallest subnormal (5e-324, found by HostileFieldTests)
    /// leaves edges so flat that dx/dy overflowed to infinity and x at an edge's top was 0 × ∞ = NaN:
    /// the CPU trapped converting it to fixed point. Now the shapes collapse to nothing drawn.
    @Test(arguments: [true, false]) func aSubnormalYScaleDrawsNothing(antialiased: Bool) throws {
        var list = DisplayList()
        let squash = ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: 0, d: 5e-324, tx: 0, ty: 0))
        list.fill(Path(ellipseIn: CGRect(x: 10, y: 22, width: 12, height: 12)), with: .color(.red),
                  style: FillStyle(antialiased: antialiased), transform: squash)
        list.stroke(Path(ellipseIn: CGRect(x: 30, y: 22, width: 12, height: 12)), style: StrokeStyle(lineWidth: 2, dash: [4, 2]),
                    with: .color(.blue), transform: squash, antialiased: antialiased)
        let pixmap = try render(list, width: 48, height: 40)
        #expect(pixmap.isValidPremultiplied)
        #expect(pixmap.bytes.allSatisfy { $0 == 0 })
    }

    @Test func aHugeShapeCoveringTheCanvasFillsIt() throws {
        var list = DisplayList()
        list.fill(Path(CGRect(x: -1e13, y: -1e13, width: 2e13, height: 2e13)), with: .color(.black))
        let pixmap = try render(list, width: 16, height: 16)
        #expect(pixmap.bytes.allSatisfy { $0 == 0 || $0 == 255 })
        #expect(pixmap[x: 7, y: 9] == PremultipliedRGBA8(Color.black))
    }

    @Test func canvasSizesFromOnePixelToTheMaximum() throws {
        var list = DisplayList()
        list.fill(Path(CGRect(x: 0, y: 0, width: 0.5, height: 1)), with: .color(.black))
        let one = try render(list, width: 1, height: 1)
        #expect(one[x: 0, y: 0].alpha == 128)
        #expect(throws: PixmapError.self) { try Pixmap(width: 0, height: 10) }
        #expect(throws: PixmapError.self) { try Pixmap(width: Pixmap.maximumDimension + 1, height: 1) }
        // The largest canvas allocates (1 GiB) and renders a small shape.
        let largest = try render(list, width: Pixmap.maximumDimension, height: Pixmap.maximumDimension)
        #expect(largest[x: 0, y: 0].alpha == 128)
        #expect(largest[x: 16383, y: 16383].alpha == 0)
    }

    /// Thousands of random paths (lines, curves, arcs; tiny, normal and huge coordinates, random
    /// transforms, fill rules and strokes) render without a crash and leave valid premultiplied pixels.
    @Test func seededFuzzOfRandomPaths() async throws {
        let scales: [Double] = [1e-6, 0.3, 40, 1e4, 1e9]
        await seededPropertyCheck(seed: 0x5EED_2026_1123, count: 2_000, draw: { rng -> DisplayList in
            let scale = scales[Int.random(in: 0..<scales.count, using: &rng)]
            func coordinate() -> Double { Double.random(in: -1...1, using: &rng) * scale + 16 }
            func point() -> CGPoint { CGPoint(x: coordinate(), y: coordinate()) }
            var path = Path()
            path.move(to: point())
            for _ in 0..<Int.random(in: 0..<8, using: &rng) {
                switch Int.random(in: 0..<5, using: &rng) {
                case 0: path.addLine(to: point())
                case 1: path.addQuadCurve(to: point(), control: point())
                case 2: path.addCurve(to: point(), control1: point(), control2: point())
                case 3: path.addArc(center: point(), radius: abs(coordinate()), startAngle: .degrees(Double.random(in: -720...720, using: &rng)),
                                    endAngle: .degrees(Double.random(in: -720...720, using: &rng)), clockwise: Bool.random(using: &rng))
                default: path.closeSubpath(); path.move(to: point())
                }
            }
            let transform = ProjectionTransform(CGAffineTransform(rotationAngle: Double.random(in: 0...6.3, using: &rng))
                .scaledBy(x: Double.random(in: 0.01...4, using: &rng), y: Double.random(in: 0.01...4, using: &rng)))
            var list = DisplayList()
            let color = Paint.color(Color(red: 0.2, green: 0.5, blue: 0.9, opacity: Double.random(in: 0...1, using: &rng)))
            if Bool.random(using: &rng) {
                list.fill(path, with: color, style: FillStyle(eoFill: Bool.random(using: &rng)), transform: transform)
            } else {
                let style = StrokeStyle(lineWidth: Double.random(in: 0...8, using: &rng),
                                        lineCap: CGLineCap.allCases.randomElement(using: &rng)!,
                                        lineJoin: CGLineJoin.allCases.randomElement(using: &rng)!,
                                        dash: Bool.random(using: &rng) ? [Double.random(in: 0...5, using: &rng), 2] : [])
                list.stroke(path, style: style, with: color, transform: transform)
            }
            return list
        }) { list in
            let pixmap = try render(list, width: 32, height: 32)
            #expect(pixmap.isValidPremultiplied)
        }
    }
}
