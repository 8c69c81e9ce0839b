import Foundation
import GLESRenderer
import RenderCommands
import Testing
import ZoetropeTestSupport
import SoftwareRasterizer
import VectorPath
import Geometry2D

/// Huge device coordinates draw the same picture on both backends: the lowering culls and clamps
/// geometry to its work rectangle, so the GPU never sees coordinates its 32-bit floats cannot
/// hold. (Before, a square reaching ~7·10⁸ px filled half the canvas on the GPU, a layer clip under
/// a ×10¹² transform masked half of it, and strokes under ×10⁸⁰ vanished on both backends.)
///
/// Tolerance as the fill parity tests: mean absolute difference ≤ 1.5, ≤ 4 % of pixels off by > 16.
@Suite struct LargeCoordinateParityTests {
    static let red = PremultipliedRGBA8(Color.red)

    static func expectParity(_ list: DisplayList, _ name: String, width: Int = 64, height: Int = 64,
                             sourceLocation: SourceLocation = #_sourceLocation) throws -> (gpu: Pixmap, cpu: Pixmap) {
        let gpu = try GPU.render(list, width: width, height: height)
        let cpu = try GPU.reference(list, width: width, height: height)
        let difference = try ImageDifference(between: gpu, and: cpu)
        #expect(difference.meanAbsoluteDifference <= 1.5, "\(name): \(difference)", sourceLocation: sourceLocation)
        #expect(difference.fractionOfPixelsOff <= 0.04, "\(name): \(difference)", sourceLocation: sourceLocation)
        return (gpu, cpu)
    }

    static func count(_ color: PremultipliedRGBA8, in pixmap: Pixmap) -> Int {
        var n = 0
        for y in 0..<pixmap.height { for x in 0..<pixmap.width where pixmap[x: x, y: y] == color { n += 1 } }
        return n
    }

    /// A ±10⁶ square (the document limit) under ×700 reaches 7·10⁸ px: it covers the canvas.
    @Test(needsGPU) func aSquareReaching7e8PixelsCoversTheCanvas() throws {
        var list = DisplayList()
        list.fill(Path(CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)), with: .color(.red),
                  transform: ProjectionTransform(CGAffineTransform(a: 700, b: 0, c: 0, d: 700, tx: 32, ty: 32)))
        // The same, non-convex (stencil path): a notch far outside.
        var notched = Path()
        notched.move(to: CGPoint(x: -1e6, y: -1e6)); notched.addLine(to: CGPoint(x: 1e6, y: -1e6))
        notched.addLine(to: CGPoint(x: 5e5, y: 0)); notched.addLine(to: CGPoint(x: 1e6, y: 1e6))
        notched.addLine(to: CGPoint(x: -1e6, y: 1e6)); notched.closeSubpath()
        var stencil = DisplayList()
        stencil.fill(notched, with: .color(.red), transform: ProjectionTransform(CGAffineTransform(a: 700, b: 0, c: 0, d: 700, tx: 32, ty: 32)))
        for (name, l) in [("convex", list), ("notched", stencil)] {
            let (gpu, cpu) = try Self.expectParity(l, name)
            #expect(Self.count(Self.red, in: gpu) == 64 * 64, "\(name)")
            #expect(Self.count(Self.red, in: cpu) == 64 * 64, "\(name)")
        }
    }

    /// A layer clip under a ×10¹² transform that covers the canvas masks nothing on either backend.
    @Test(needsGPU) func aLayerClipUnderAHugeTransform() throws {
        var clip = Path()
        clip.move(to: CGPoint(x: -1, y: -1)); clip.addLine(to: CGPoint(x: 1, y: -1)); clip.addLine(to: CGPoint(x: 0.5, y: 0))
        clip.addLine(to: CGPoint(x: 1, y: 1)); clip.addLine(to: CGPoint(x: -1, y: 1)); clip.closeSubpath()
        var list = DisplayList()
        list.pushLayer(LayerStyle(clip: clip, transform: ProjectionTransform(CGAffineTransform(a: 1e12, b: 0, c: 0, d: 1e12, tx: 32, ty: 32))))
        list.fill(Path(CGRect(x: 0, y: 0, width: 64, height: 64)), with: .color(.red))
        list.popLayer()
        let (gpu, cpu) = try Self.expectParity(list, "huge clip")
        #expect(Self.count(Self.red, in: gpu) == 64 * 64)
        #expect(Self.count(Self.red, in: cpu) == 64 * 64)
    }

    /// Fills, strokes, gradients, images and aliased fills whose device coordinates pass 10¹⁹
    /// (where a Double → Int conversion used to be reachable): drawn, and the same on both.
    @Test(needsGPU, arguments: ["convex", "notched", "gradient", "image", "aliased", "stroke"])
    func coordinatesBeyond1e19(kind: String) throws {
        let huge = ProjectionTransform(CGAffineTransform(a: 1e25, b: 0, c: 0, d: 1e25, tx: 32, ty: 32))
        var notched = Path()
        notched.move(to: CGPoint(x: -1, y: -1)); notched.addLine(to: CGPoint(x: 1, y: -1)); notched.addLine(to: CGPoint(x: 0, y: 0.5))
        notched.addLine(to: CGPoint(x: 1, y: 1)); notched.addLine(to: CGPoint(x: -1, y: 1)); notched.closeSubpath()
        let square = Path(CGRect(x: -1, y: -1, width: 2, height: 2))
        var list = DisplayList()
        switch kind {
        case "convex": list.fill(square, with: .color(.red), transform: huge)
        case "notched": list.fill(notched, with: .color(.red), transform: huge)
        case "gradient":
            list.fill(notched, with: .linearGradient(Gradient(colors: [.red, .blue]), start: CGPoint(x: -1, y: 0), end: CGPoint(x: 1, y: 0)),
                      transform: huge)
        case "image":
            var image = try Pixmap(width: 2, height: 2)
            image.fill(.red)
            list.draw(image, in: CGRect(x: -1, y: -1, width: 2, height: 2), transform: huge)
        case "aliased": list.fill(notched, with: .color(.red), style: FillStyle(antialiased: false), transform: huge)
        default:
            var line = Path()
            line.move(to: CGPoint(x: -1, y: 0)); line.addLine(to: CGPoint(x: 1, y: 0))
            list.stroke(line, style: StrokeStyle(lineWidth: 1e-24), with: .color(.red), transform: huge)
        }
        let (gpu, _) = try Self.expectParity(list, kind)
        #expect(gpu.isValidPremultiplied)
    }

    /// A stroke under ×10⁸⁰: its device width overflowed and it vanished on both backends.
    @Test(needsGPU) func strokesUnderA1e80Transform() throws {
        var line = Path()
        line.move(to: CGPoint(x: -1, y: 0)); line.addLine(to: CGPoint(x: 1, y: 0))
        var list = DisplayList()
        list.stroke(line, style: StrokeStyle(lineWidth: 2e-79), with: .color(.red),
                    transform: ProjectionTransform(CGAffineTransform(a: 1e80, b: 0, c: 0, d: 1e80, tx: 32, ty: 32)))
        let (gpu, cpu) = try Self.expectParity(list, "1e80 stroke")
        // A 20 px band across the canvas: rows 22..<42.
        #expect(Self.count(Self.red, in: cpu) == 64 * 20)
        #expect(Self.count(Self.red, in: gpu) == 64 * 20)
    }
}
