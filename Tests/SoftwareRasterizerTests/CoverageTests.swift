import Foundation
import Testing
@testable import SoftwareRasterizer
import VectorPath
import RenderCommands
import PNGCodec
import Geometry2D

/// Records the coverage of the last job drawn on each pixel (tests draw one job or disjoint ones).
final class CoverageImage: CoverageSink, @unchecked Sendable {
    let width: Int, height: Int
    let pixels: UnsafeMutableBufferPointer<UInt8>

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = .allocate(capacity: width * height)
        pixels.initialize(repeating: 0)
    }

    deinit { pixels.deallocate() }

    func blend(job: Int, y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
        for i in coverage.indices where coverage[i] > 0 { pixels[y * width + x + i] = coverage[i] }
    }

    subscript(x: Int, y: Int) -> UInt8 { pixels[y * width + x] }

    /// Sum of coverage / 255: the covered area in pixels.
    var area: Double { pixels.reduce(0.0) { $0 + Double($1) } / 255 }

    var bytes: [UInt8] { Array(pixels) }
}

func render(_ path: Path, evenOdd: Bool = false, size: Int = 64, threads: Int = 1) -> CoverageImage {
    let image = CoverageImage(width: size, height: size)
    let rasterizer = BandRasterizer(width: size, height: size, threads: threads)
    rasterizer.render([RasterJob(edges: EdgeList(path.flattened(tolerance: 0.1)), evenOdd: evenOdd)], into: image)
    return image
}

@Test func pixelAlignedRectangleIsExact() {
    let image = render(Path(CGRect(x: 10, y: 20, width: 30, height: 5)))
    for y in 0..<64 {
        for x in 0..<64 {
            let inside = (10..<40).contains(x) && (20..<25).contains(y)
            #expect(image[x, y] == (inside ? 255 : 0), "pixel (\(x), \(y))")
        }
    }
}

@Test func fractionalEdgesGiveFractionalCoverage() {
    // x from 10.5 to 20.25, y from 4 to 6: left column half covered, right column a quarter.
    let image = render(Path(CGRect(x: 10.5, y: 4, width: 9.75, height: 2)))
    #expect(image[10, 4] == 128)   // 0.5 · 255 rounded
    #expect(image[11, 4] == 255)
    #expect(image[20, 5] == 64)    // 0.25 · 255 = 63.75 → 64
    #expect(image[9, 4] == 0 && image[21, 4] == 0)
    #expect(abs(image.area - 9.75 * 2) < 0.02)
}

@Test func diagonalHalfPlaneCoverageIsExactArea() {
    // Triangle (0,0)-(16,0)-(0,16): pixels on the diagonal are exactly half covered.
    let image = render(Path { p in
        p.move(to: .zero); p.addLine(to: CGPoint(x: 16, y: 0)); p.addLine(to: CGPoint(x: 0, y: 16)); p.closeSubpath()
    })
    for i in 0..<16 { #expect(image[15 - i, i] == 128, "diagonal pixel \(i)") }
    #expect(abs(image.area - 128) < 0.05)
}

@Test func circleAreaMatchesPiRSquared() {
    var path = Path()
    let r = 25.0, k = 0.5522847498307936 * r, c = 32.0
    path.move(to: CGPoint(x: c + r, y: c))
    path.addCurve(to: CGPoint(x: c, y: c + r), control1: CGPoint(x: c + r, y: c + k), control2: CGPoint(x: c + k, y: c + r))
    path.addCurve(to: CGPoint(x: c - r, y: c), control1: CGPoint(x: c - k, y: c + r), control2: CGPoint(x: c - r, y: c + k))
    path.addCurve(to: CGPoint(x: c, y: c - r), control1: CGPoint(x: c - r, y: c - k), control2: CGPoint(x: c - k, y: c - r))
    path.addCurve(to: CGPoint(x: c + r, y: c), control1: CGPoint(x: c + k, y: c - r), control2: CGPoint(x: c + r, y: c - k))
    path.closeSubpath()
    // Coverage is exact area: it equals the shoelace area of the flattened polygon (to 8-bit
    // rounding), which is within 1 % of πr² (flattening at 0.1 px inscribes the curve).
    let flat = path.flattened(tolerance: 0.1).points
    var shoelace = 0.0
    for i in flat.indices {
        let p = flat[i], q = flat[(i + 1) % flat.count]
        shoelace += Double(p.x * q.y - q.x * p.y) / 2
    }
    let area = render(path).area
    #expect(abs(area - abs(shoelace)) < 0.5)
    #expect(abs(area - Double.pi * r * r) < 0.01 * Double.pi * r * r)
}

@Test func selfIntersectingStarNonzeroFillsCentreEvenOddDoesNot() {
    let shape = starPath(center: CGPoint(x: 32, y: 32), radius: 30)
    #expect(render(shape, evenOdd: false)[32, 32] == 255)
    #expect(render(shape, evenOdd: true)[32, 32] == 0)
    // A point in one of the star's tips is covered under both rules.
    #expect(render(shape, evenOdd: true)[32, 6] == 255)
}

@Test func holesFollowTheFillRule() {
    var path = Path(CGRect(x: 8, y: 8, width: 48, height: 48))
    // Inner square with the same orientation: nonzero keeps it filled, even-odd punches a hole.
    path.addRect(CGRect(x: 24, y: 24, width: 16, height: 16))
    #expect(render(path, evenOdd: false)[32, 32] == 255)
    #expect(render(path, evenOdd: true)[32, 32] == 0)
    // Reversed inner square: a hole under both rules.
    var reversed = Path(CGRect(x: 8, y: 8, width: 48, height: 48))
    reversed.addLines([CGPoint(x: 24, y: 24), CGPoint(x: 24, y: 40), CGPoint(x: 40, y: 40), CGPoint(x: 40, y: 24)])
    reversed.closeSubpath()
    #expect(render(reversed, evenOdd: false)[32, 32] == 0)
    #expect(render(reversed, evenOdd: false)[12, 12] == 255)
}

@Test func geometryOutsideTheCanvasIsClippedNotWrapped() {
    // Extends far past every side: the whole canvas is covered, nothing crashes.
    let image = render(Path(CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)))
    #expect(image.bytes.allSatisfy { $0 == 255 })
    // Entirely to the left: the left edge still closes the winding, nothing is drawn.
    #expect(render(Path(CGRect(x: -100, y: 0, width: 50, height: 64))).area == 0)
    // Entirely to the right.
    #expect(render(Path(CGRect(x: 100, y: 0, width: 50, height: 64))).area == 0)
    // Straddling the left edge: covers columns 0..<10.
    let straddle = render(Path(CGRect(x: -20, y: 0, width: 30, height: 64)))
    #expect(straddle[0, 10] == 255 && straddle[9, 10] == 255 && straddle[10, 10] == 0)
}

@Test func resultDoesNotDependOnThreadCount() {
    var path = starPath(center: CGPoint(x: 100, y: 100), radius: 95)
    path.addPath(starPath(center: CGPoint(x: 90, y: 120), radius: 60))
    let one = render(path, size: 200, threads: 1).bytes
    let two = render(path, size: 200, threads: 2).bytes
    let seven = render(path, size: 200, threads: 7).bytes
    #expect(one == two)
    #expect(one == seven)
}
