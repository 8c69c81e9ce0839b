import Foundation
import RenderCommands
@testable import SoftwareRasterizer
import Testing
import ZoetropeTestSupport
import VectorPath
import PNGCodec
import Geometry2D

/// Properties of whole frames: thread-count independence and valid premultiplied output.
@Suite struct RendererInvariantTests {
    /// A frame using every feature: gradients, an image under perspective, nested layers with clips
    /// and every blend mode, translucent fills.
    static func everything(size: Double) throws -> DisplayList {
        var list = DisplayList()
        let s = size
        list.fill(rect(0, 0, s, s), with: .linearGradient(Gradient(colors: [.blue, .clear, .orange]),
                                                         start: .zero, end: CGPoint(x: s, y: s)))
        for (i, mode) in BlendMode.allCases.enumerated() {
            // Every mode, four to a quadrant, overlapping.
            let c = CGPoint(x: s * (0.25 + 0.5 * Double(i % 2)), y: s * (0.25 + 0.5 * Double((i / 2) % 2)))
            list.pushLayer(LayerStyle(opacity: 0.8, blendMode: mode, clip: circle(c.x, c.y, s * 0.3),
                                      clipStyle: FillStyle(eoFill: i % 2 == 0)))
            list.fill(starPath(center: c, radius: s * 0.35), with: .radialGradient(
                Gradient(colors: [.yellow, .purple.opacity(0.5)]), center: c, startRadius: 2, endRadius: s * 0.3))
            list.pushLayer(LayerStyle(opacity: 0.6))
            list.fill(circle(c.x + 5, c.y, s * 0.12), with: .angularGradient(
                Gradient(colors: [.red, .green, .red]), center: c, startAngle: .degrees(10), endAngle: .degrees(300)))
            list.fill(circle(c.x - 5, c.y, s * 0.12), with: .color(.mint.opacity(0.7)))
            list.popLayer()
            list.popLayer()
        }
        let transform = perspectiveFlip(size: s)
        list.draw(try testImage(), in: CGRect(x: 0, y: 0, width: s / 2, height: s / 2), opacity: 0.9, transform: transform)
        return list
    }

    @Test func resultDoesNotDependOnThreadCount() throws {
        let list = try Self.everything(size: 200)
        let one = try draw(list, size: 200, threads: 1)
        #expect(try draw(list, size: 200, threads: 2) == one)
        #expect(try draw(list, size: 200, threads: 7) == one)
        #expect(try draw(list, size: 200, background: nil, threads: 3).isValidPremultiplied)
        #expect(one.isValidPremultiplied)
    }

    /// One renderer keeps its band workers between frames: frames of every feature, at alternating
    /// sizes and thread counts, come out as from a fresh renderer (workers return clean).
    @Test func reusedWorkersGiveTheSameFrames() throws {
        let renderer = SoftwareRenderer(threads: 2)
        let copy = renderer  // copies share the pool
        for (size, threads) in [(200, 2), (120, 2), (200, 1), (200, 2)] {
            let list = try Self.everything(size: Double(size))
            var reused = try Pixmap(width: size, height: size)
            reused.fill(.white)
            var r = threads == 1 ? copy : renderer
            r.threads = threads
            try r.render(list, into: &reused)
            #expect(try draw(list, size: size, threads: threads) == reused, "size \(size), \(threads) threads")
        }
    }

    @Test func layersDoNotChangePixelsTheyDoNotTouch() throws {
        // An opacity-1 normal layer is the same as no layer.
        var plain = DisplayList()
        plain.fill(circle(20, 20, 15), with: .color(.blue.opacity(0.6)))
        plain.fill(starPath(center: CGPoint(x: 40, y: 40), radius: 20), with: .linearGradient(
            Gradient(colors: [.red, .green]), start: .zero, end: CGPoint(x: 64, y: 0)))
        var grouped = DisplayList()
        grouped.pushLayer(LayerStyle())
        grouped.commands += plain.commands
        grouped.popLayer()
        // Not bit-identical in general (a group composites once), but equal here: each pixel of the
        // group is covered by translucent paint over transparent, then composited once with coverage 255.
        let a = try draw(plain), b = try draw(grouped)
        let difference = try GoldenImage.difference(a, b, threshold: 1, label: "plain")
        #expect(difference.fractionOfPixelsOff == 0, "\(difference)")
    }
}

/// The work estimate that picks one thread for small frames: a few small shapes are small; a
/// canvas-filling shape, a thousand polygons or a 16-gon flower of thin strokes is not.
@Test func smallFramesAreEstimatedBelowTheMultithreadingThreshold() throws {
    let renderer = SoftwareRenderer(threads: 2)
    func work(_ list: DisplayList) -> Double { renderer.lower(list).estimatedWork(width: 1024, height: 1024) }
    var icons = DisplayList()
    for i in 0..<4 { icons.fill(circle(40 + 60 * Double(i), 40, 20), with: .color(.green)) }
    var blob = DisplayList()
    blob.fill(circle(512, 512, 500), with: .color(.blue))
    var polygons = DisplayList()
    for i in 0..<1000 {
        polygons.fill(circle(Double(i * 37 % 1024), Double(i * 91 % 1024), 40), with: .color(.red))
    }
    var flower = DisplayList()
    var lines = Path()
    for i in 0..<16 {
        for j in stride(from: i + 2, to: 16, by: 1) {
            let a = 2 * Double.pi * Double(i) / 16, b = 2 * Double.pi * Double(j) / 16
            lines.move(to: CGPoint(x: 512 + 480 * cos(a), y: 512 + 480 * sin(a)))
            lines.addLine(to: CGPoint(x: 512 + 480 * cos(b), y: 512 + 480 * sin(b)))
        }
    }
    flower.stroke(lines, style: StrokeStyle(lineWidth: 1), with: .color(.blue))
    #expect(work(icons) < SoftwareRenderer.multithreadingThreshold)
    #expect(work(blob) > SoftwareRenderer.multithreadingThreshold)
    #expect(work(polygons) > SoftwareRenderer.multithreadingThreshold)
    #expect(work(flower) > SoftwareRenderer.multithreadingThreshold)
}
