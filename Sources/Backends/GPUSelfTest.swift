import Dispatch
import Foundation
import GLESRenderer
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import VectorPath

/// The one-frame GPU self-test of `zoetrope doctor` and `--backend auto`: a small 256² test card
/// (convex and self-intersecting fills under both rules, a translucent self-crossing stroke with
/// round joins, a gradient, a clipped half-transparent layer, a shadowed card, a masked bar and
/// metaballs — the filters a GPU may draw in its shaders) drawn by the GPU and by the software
/// renderer, compared. With analytic coverage it passes when the mean absolute difference is ≤ 1
/// (of 255) and at most 1 % of the pixels are off by more than 16; under MSAA, whose five coverage
/// levels differ at every edge, ≤ 2.5 and 6 %.
///
/// ```swift
/// let outcome = GPUSelfTest.run(try GLESRenderer())
/// print(outcome.passed, outcome.summary)
/// ```
public enum GPUSelfTest {
    public struct Outcome: Sendable {
        /// True when the GPU matched the software renderer within the tolerance.
        public var passed: Bool
        /// "test card at 256² in 12.3 ms, 9 draws; vs software: mean abs diff …", or the error.
        public var summary: String
    }

    public static func run(_ gpu: GLESRenderer) -> Outcome {
        do {
            let start = DispatchTime.now().uptimeNanoseconds
            let pixels = try frame(with: gpu)
            let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            let reference = try frame(with: SoftwareRenderer(threads: 1))
            let difference = try ImageDifference(between: pixels, and: reference)
            let (mean, off) = gpu.info.coverage == .analytic ? (1.0, 0.01) : (2.5, 0.06)
            let passed = difference.meanAbsoluteDifference <= mean && difference.fractionOfPixelsOff <= off
            return Outcome(passed: passed, summary: String(format: "test card at 256² in %.1f ms, ", ms)
                + "\(gpu.lastFrameStatistics.drawCalls) draws; vs software: \(difference)")
        } catch {
            return Outcome(passed: false, summary: "\(error)")
        }
    }

    /// How long one frame takes on each backend: the best of 3 frames (after one untimed) of the
    /// test card scaled to 1024², over white — the work of a real frame, so that `--backend auto`
    /// picks the GPU only where it is faster than the software renderer on this machine.
    public struct Race: Sendable, CustomStringConvertible {
        public var gpuMilliseconds: Double, cpuMilliseconds: Double
        /// True when the GPU's frame was the faster one.
        public var gpuIsFaster: Bool { gpuMilliseconds < cpuMilliseconds }
        public var description: String {
            String(format: "test card at 1024²: GPU %.2f ms, CPU %.2f ms per frame", gpuMilliseconds, cpuMilliseconds)
        }
    }

    /// Times `gpu` against `software` (see ``Race``). Throws what either renderer throws.
    public static func race(_ gpu: GLESRenderer, against software: SoftwareRenderer) throws -> Race {
        let card = testCard.transformed(by: ProjectionTransform(CGAffineTransform(scaleX: 4, y: 4)))
        var pixmap = try Pixmap(width: 1024, height: 1024)
        func best(_ renderer: some Renderer) throws -> Double {
            var best = Double.infinity
            for round in 0..<4 {
                pixmap.fill(.white)
                let start = DispatchTime.now().uptimeNanoseconds
                try renderer.render(card, into: &pixmap)
                if round > 0 { best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6) }
            }
            return best
        }
        return Race(gpuMilliseconds: try best(gpu), cpuMilliseconds: try best(software))
    }

    /// The test card at 256² over white, drawn by `renderer`.
    public static func frame(with renderer: some Renderer) throws -> Pixmap {
        var pixmap = try Pixmap(width: 256, height: 256)
        pixmap.fill(.white)
        try renderer.render(testCard, into: &pixmap)
        return pixmap
    }

    /// What the self-test draws: one command of each kind a frame is made of.
    static var testCard: DisplayList {
        var list = DisplayList()
        list.fill(Path(ellipseIn: CGRect(x: 16, y: 16, width: 224, height: 224)),
                  with: .color(Color(red: 0.95, green: 0.93, blue: 0.85)))
        var star = Path()
        for k in 0..<5 {
            let angle = Double(k) * 4 * Double.pi / 5 - Double.pi / 2
            let point = CGPoint(x: 128 + 96 * cos(angle), y: 128 + 96 * sin(angle))
            if k == 0 { star.move(to: point) } else { star.addLine(to: point) }
        }
        star.closeSubpath()
        list.fill(star, with: .color(Color(red: 0.2, green: 0.4, blue: 0.8)))
        list.fill(star, with: .color(Color(red: 0.9, green: 0.3, blue: 0.1, opacity: 0.5)), style: FillStyle(eoFill: true),
                  transform: ProjectionTransform(CGAffineTransform(translationX: 20, y: 10)))
        var zigzag = Path()
        zigzag.move(to: CGPoint(x: 30, y: 200))
        zigzag.addLine(to: CGPoint(x: 220, y: 60))
        zigzag.addLine(to: CGPoint(x: 220, y: 200))
        zigzag.addLine(to: CGPoint(x: 30, y: 60))
        list.stroke(zigzag, style: StrokeStyle(lineWidth: 9, lineCap: .round, lineJoin: .round),
                    with: .color(Color(red: 0.1, green: 0.6, blue: 0.3, opacity: 0.6)))
        list.fill(Path(CGRect(x: 24, y: 220, width: 208, height: 20)),
                  with: .linearGradient(Gradient(colors: [.red, .blue]), start: CGPoint(x: 24, y: 0), end: CGPoint(x: 232, y: 0)))
        list.pushLayer(LayerStyle(opacity: 0.5, clip: Path(ellipseIn: CGRect(x: 150, y: 20, width: 90, height: 90))))
        list.fill(Path(CGRect(x: 140, y: 10, width: 110, height: 110)), with: .color(.black))
        list.stroke(Path(CGRect(x: 170, y: 40, width: 50, height: 50)), style: StrokeStyle(lineWidth: 0.5), with: .color(.white))
        list.popLayer()
        // A shadowed card, a masked bar and metaballs: the filters a GPU may draw in its shaders.
        let card = Path(roundedRect: CGRect(x: 24, y: 150, width: 60, height: 40), cornerRadius: 8)
        list.pushLayer(LayerStyle(filters: [.dropShadow(color: PremultipliedRGBA8(Color(white: 0, opacity: 0.4)), radius: 4,
                                                        offset: CGSize(width: 0, height: 3))]))
        list.fill(card, with: .color(.white))
        list.popLayer()
        var mask = DisplayList()
        mask.fill(Path(ellipseIn: CGRect(x: 100, y: 150, width: 40, height: 40)), with: .color(.black))
        list.pushLayer(LayerStyle(filters: [.mask(mask)]))
        list.fill(Path(CGRect(x: 96, y: 160, width: 48, height: 20)),
                  with: .linearGradient(Gradient(colors: [.orange, .purple]), start: CGPoint(x: 96, y: 0), end: CGPoint(x: 144, y: 0)))
        list.popLayer()
        // Metaballs: a blur, then an alpha threshold.
        let pink = PremultipliedRGBA8(Color(red: 0.8, green: 0.2, blue: 0.6))
        list.pushLayer(LayerStyle(filters: [.blur(radius: 5), .alphaThreshold(minimum: 0.5, maximum: 1, color: pink)]))
        list.fill(Path(ellipseIn: CGRect(x: 160, y: 150, width: 30, height: 30)), with: .color(.white))
        list.fill(Path(ellipseIn: CGRect(x: 186, y: 158, width: 22, height: 22)), with: .color(.white))
        list.popLayer()
        return list
    }
}
