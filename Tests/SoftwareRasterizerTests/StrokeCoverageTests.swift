import Foundation
import RenderCommands
import SoftwareRasterizer
import Testing
import ZoetropeTestSupport
import VectorPath
import PNGCodec
import Geometry2D

/// Exact coverage facts of strokes that goldens cannot pin down: hairline width is measured in
/// device pixels (after the transform), dash phases are periodic, and a translucent stroke covers
/// every pixel at most once whatever the path (seeded property test; a failure names its input and seed).
@Suite struct StrokeCoverageTests {
    /// A horizontal line along row 8's centre through x = 2…14 on a 16×16 transparent canvas,
    /// returning row 8's alpha at x = 8 (the line is drawn in `transform`'s local coordinates).
    func centreAlpha(width: Double, transform: CGAffineTransform, from a: CGPoint, to b: CGPoint) throws -> Int {
        var list = DisplayList()
        list.stroke(Path { $0.move(to: a); $0.addLine(to: b) }, style: StrokeStyle(lineWidth: width),
                    with: .color(.black), transform: ProjectionTransform(transform))
        let image = try draw(list, size: 16, background: nil)
        #expect(image[x: 8, y: 7].alpha == 0 && image[x: 8, y: 9].alpha == 0, "one row only")
        return Int(image[x: 8, y: 8].alpha)
    }

    @Test func hairlineWidthIsMeasuredInDevicePixels() throws {
        // Width 1 scaled by 0.5 is 0.5 device px: a 1-px line at half coverage (127.5).
        let halved = try centreAlpha(width: 1, transform: CGAffineTransform(scaleX: 0.5, y: 0.5),
                                     from: CGPoint(x: 4, y: 17), to: CGPoint(x: 28, y: 17))
        #expect((127...128).contains(halved), "alpha \(halved)")
        // Width 0.25 scaled by 4 is a full device pixel.
        #expect(try centreAlpha(width: 0.25, transform: CGAffineTransform(scaleX: 4, y: 4),
                                from: CGPoint(x: 0.5, y: 2.125), to: CGPoint(x: 3.5, y: 2.125)) == 255)
        // Width 0 stays a 1-px hairline at any scale.
        #expect(try centreAlpha(width: 0, transform: CGAffineTransform(scaleX: 8, y: 8),
                                from: CGPoint(x: 0.25, y: 1.0625), to: CGPoint(x: 1.75, y: 1.0625)) == 255)
        #expect(try centreAlpha(width: 0, transform: CGAffineTransform(scaleX: 0.1, y: 0.1),
                                from: CGPoint(x: 20, y: 85), to: CGPoint(x: 140, y: 85)) == 255)
    }

    @Test func dashPhaseIsPeriodic() throws {
        func render(phase: Double) throws -> Pixmap {
            var list = DisplayList()
            list.stroke(Path(roundedRect: CGRect(x: 4, y: 4, width: 40, height: 24), cornerRadius: 6),
                        style: StrokeStyle(lineWidth: 3, dash: [7, 3, 2, 3], dashPhase: phase), with: .color(.black))
            return try draw(list, size: 48, height: 32)
        }
        let base = try render(phase: 4)
        #expect(try render(phase: 4 + 15) == base, "phase + pattern length")
        #expect(try render(phase: 4 - 15) == base, "phase − pattern length")
        #expect(try render(phase: 4 + 150) == base, "phase + 10 pattern lengths")
        #expect(try render(phase: 5) != base, "a different phase moves the dashes")
    }

    /// Random polylines and curves (self-crossing, with every join and cap, some dashed) stroked in
    /// translucent blue over white: no pixel may be darker than one layer of the paint, i.e. its red
    /// channel is at least that of a fully covered pixel.
    @Test func translucentStrokesNeverDarkenWhereTheyCrossThemselves() async throws {
        let paint = Paint.color(Color(red: 0, green: 0, blue: 1, opacity: 0.5))
        var reference = try Pixmap(width: 1, height: 1)
        reference.fill(.white)
        var single = DisplayList()
        single.fill(rect(0, 0, 1, 1), with: paint)
        try SoftwareRenderer(threads: 1).render(single, into: &reference)
        let floor = reference[x: 0, y: 0].red
        await seededPropertyCheck(seed: 0x5712_0C0D, count: 150, draw: { rng in
            func random(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
            var path = Path()
            path.move(to: CGPoint(x: random(2...30), y: random(2...30)))
            for _ in 0..<Int.random(in: 2...6, using: &rng) {
                let p = CGPoint(x: random(2...30), y: random(2...30))
                if random(0...1) < 0.3 {
                    path.addQuadCurve(to: p, control: CGPoint(x: random(-4...36), y: random(-4...36)))
                } else {
                    path.addLine(to: p)
                }
            }
            if random(0...1) < 0.3 { path.closeSubpath() }
            let style = StrokeStyle(lineWidth: random(0.3...6),
                                    lineCap: CGLineCap.allCases.randomElement(using: &rng)!,
                                    lineJoin: CGLineJoin.allCases.randomElement(using: &rng)!,
                                    miterLimit: random(1...10),
                                    dash: random(0...1) < 0.25 ? [random(1...8), random(1...4)] : [])
            return (path, style)
        }) { path, style in
            var list = DisplayList()
            list.stroke(path, style: style, with: paint)
            let image = try draw(list, size: 32, threads: 1)
            var darkest = 255, at = (0, 0)
            for y in 0..<32 {
                for x in 0..<32 where Int(image[x: x, y: y].red) < darkest { darkest = Int(image[x: x, y: y].red); at = (x, y) }
            }
            #expect(darkest >= Int(floor) - 1, "pixel \(at) red \(darkest) < \(floor)")
        }
    }
}
