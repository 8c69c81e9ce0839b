import Foundation
import RenderCommands
@testable import SoftwareRasterizer
import Testing
import ZoetropeTestSupport
import VectorPath
import PNGCodec
import Geometry2D

/// Layer-free frames are drawn job by job (`runInJobOrder`: on several threads in stripes of bands),
/// frames with layers band by band (`runInBandOrder`). Every order and thread count must give the
/// same bytes, for every paint and for shapes crossing many band boundaries.
@Suite struct JobOrderTests {
    static func layerFreeFrame(size s: Double, seed: UInt64) throws -> DisplayList {
        var rng = SeededRandom(seed: seed)
        func random() -> Double { Double.random(in: 0...1, using: &rng) }
        var list = DisplayList()
        list.fill(rect(0, 0, s, s * 0.7), with: .linearGradient(Gradient(colors: [.blue, .clear, .orange]),
                                                               start: .zero, end: CGPoint(x: s, y: s)))
        for i in 0..<60 {
            let c = CGPoint(x: random() * s, y: random() * s)
            let r = 5 + random() * s * 0.3
            let color = Color(red: random(), green: random(), blue: random(), opacity: 0.3 + 0.7 * random())
            switch i % 4 {
            case 0: list.fill(circle(c.x, c.y, r), with: .color(color))
            case 1: list.fill(starPath(center: c, radius: r), with: .color(color), style: FillStyle(eoFill: true))
            case 2: list.stroke(starPath(center: c, radius: r), style: StrokeStyle(lineWidth: 0.5 + 4 * random()),
                                with: .color(color))
            default: list.fill(circle(c.x, c.y, r), with: .radialGradient(
                Gradient(colors: [color, .purple.opacity(0.5)]), center: c, startRadius: 1, endRadius: r))
            }
        }
        let transform = perspectiveFlip(size: s)
        list.draw(try testImage(), in: CGRect(x: 0, y: 0, width: s / 2, height: s / 2), opacity: 0.9, transform: transform)
        return list
    }

    /// Runs `program` with `threads` workers, job by job or band by band, onto white.
    static func run(_ program: CompositeProgram, width: Int, height: Int, threads: Int, bandOrder: Bool = false) throws -> Pixmap {
        var pixmap = try Pixmap(width: width, height: height)
        pixmap.fill(.white)
        let compositor = BandCompositor(rasterizer: BandRasterizer(width: width, height: height, threads: threads),
                                        workers: CompositeWorkerPool())
        pixmap.withUnsafeMutableBytes { bytes in
            let canvas = CanvasPointer(base: bytes.baseAddress!, stride: width * 4)
            if bandOrder {
                compositor.runInBandOrder(program, canvas: canvas)
            } else {
                compositor.runInJobOrder(program, canvas: canvas)
            }
        }
        return pixmap
    }

    @Test(arguments: [(UInt64(1), 300, 300), (2, 257, 131), (3, 90, 700)])
    func jobOrderGivesTheBandOrderBytes(seed: UInt64, width: Int, height: Int) throws {
        let list = try Self.layerFreeFrame(size: Double(max(width, height)), seed: seed)
        let program = SoftwareRenderer().lower(list)
        #expect(!program.hasLayers)
        let bands = BandRasterizer(width: width, height: height).bandCount
        #expect(bands >= 3, "the frame must cross band boundaries")
        let jobOrder = try Self.run(program, width: width, height: height, threads: 1)
        let bandOrder = try Self.run(program, width: width, height: height, threads: 2, bandOrder: true)
        let difference = try GoldenImage.difference(jobOrder, bandOrder, threshold: 0, label: "job order, seed \(seed)")
        #expect(difference.maximumDifference == 0, "seed \(seed): \(difference)")
        #expect(jobOrder.isValidPremultiplied)
        // Stripes of bands on two and three threads (a stripe per band at three: 3 · 4 > bands).
        for threads in [2, 3] {
            let stripes = try Self.run(program, width: width, height: height, threads: threads)
            let difference = try GoldenImage.difference(jobOrder, stripes, threshold: 0, label: "stripes, seed \(seed)")
            #expect(difference.maximumDifference == 0, "seed \(seed), \(threads) threads: \(difference)")
        }
    }
}

/// A worker's cells hold several bands (`BandRasterizer.bandsPerStep`) so that job order draws a
/// job over them in one step; an edge's rows get the cells one-band steps give them (its whole rows
/// step from the same origin, and whether they step at all is decided for the edge, not the call).
@Suite struct BandStepTests {
    /// Random polygons over `rows` rows, some of their edges leaving the canvas on either side.
    static func polygons(seed: UInt64, width: Double, rows: Double) -> EdgeList {
        var rng = SeededRandom(seed: seed)
        var path = Path()
        for _ in 0..<6 {
            let sides = Int.random(in: 3...9, using: &rng)
            for k in 0..<sides {
                let p = CGPoint(x: Double.random(in: -20...(width + 20), using: &rng),
                                y: Double.random(in: 0...rows, using: &rng))
                if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
            path.closeSubpath()
        }
        return EdgeList(path.flattened(tolerance: 0.1))
    }

    /// One step over eight bands adds, bit for bit, the cells that eight one-band steps add.
    @Test func aStepOverSeveralBandsAddsTheCellsOfOneBandSteps() {
        let width = 75, bandHeight = 16, bands = 8
        for seed in UInt64(0)..<24 {
            let edges = Self.polygons(seed: seed, width: Double(width), rows: Double(bandHeight * bands))
            let tall = CoverageAccumulator(width: width, bandHeight: bandHeight, bands: bands)
            tall.accumulate(edges, rows: 0..<bandHeight * bands)
            var differing = 0
            for band in 0..<bands {
                let one = CoverageAccumulator(width: width, bandHeight: bandHeight)
                one.top = band * bandHeight
                one.accumulate(edges, rows: one.top..<one.top + bandHeight)
                for cell in 0..<one.stride * bandHeight
                where one.cells[cell].bitPattern != tall.cells[band * bandHeight * tall.stride + cell].bitPattern {
                    differing += 1
                }
            }
            #expect(differing == 0, "seed \(seed): \(differing) cells differ")
        }
    }

    /// The step size follows the canvas: eight bands of cells within 2 MiB, fewer on wide canvases.
    @Test func stepsHoldEightBandsUnlessTheCanvasIsWide() {
        #expect(BandRasterizer(width: 1024, height: 1024).bandsPerStep == 8)
        #expect(BandRasterizer(width: 1024, height: 1024).bandHeight == 32)
        let wide = BandRasterizer(width: 16_384, height: 256)
        #expect(wide.bandsPerStep * wide.bandHeight * (16_384 + 2) * 4 <= 2 << 20)
        #expect(wide.bandsPerStep >= 1)
    }
}
