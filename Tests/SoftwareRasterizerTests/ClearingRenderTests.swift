import Foundation
import RenderCommands
@testable import SoftwareRasterizer
import Testing
import ZoetropeTestSupport
import VectorPath
import Geometry2D

/// `render(_:into:clearingTo:)` clears each stripe (job order) or band (band order) on the thread
/// that then draws it. It must give exactly the bytes of a fill followed by `render(_:into:)`, for
/// every thread count, both orders, an empty list, and a canvas whose old contents differ from the
/// background; a list that fails leaves the pixmap as it was.
@Suite struct ClearingRenderTests {
    static let background = PremultipliedRGBA8(Color(red: 0.2, green: 0.5, blue: 0.9, opacity: 0.8))

    /// The pixmap after a fill and a plain render (the reference) and after a clearing render, both
    /// starting from the same scribbled canvas.
    static func both(_ list: DisplayList, width: Int, height: Int, threads: Int) throws -> (Pixmap, Pixmap) {
        var old = try Pixmap(width: width, height: height)
        old.withUnsafeMutableBytes { bytes in
            for i in 0..<bytes.count { bytes[i] = i % 4 == 3 ? 255 : UInt8(truncatingIfNeeded: i &* 37) }
        }
        let renderer = SoftwareRenderer(threads: threads)
        var reference = old
        reference.fill(premultiplied: background)
        try renderer.render(list, into: &reference)
        var cleared = old
        try renderer.render(list, into: &cleared, clearingTo: background)
        return (reference, cleared)
    }

    @Test(arguments: [1, 2, 3])
    func jobOrderClearsEveryRowOnce(threads: Int) throws {
        let list = try JobOrderTests.layerFreeFrame(size: 300, seed: 7)
        let (reference, cleared) = try Self.both(list, width: 300, height: 290, threads: threads)
        let same = reference == cleared
        #expect(same, "threads \(threads)")
    }

    @Test(arguments: [1, 2])
    func bandOrderClearsEveryRowOnce(threads: Int) throws {
        var list = try JobOrderTests.layerFreeFrame(size: 200, seed: 8)
        list.pushLayer(LayerStyle(opacity: 0.5))
        list.fill(circle(100, 100, 80), with: .color(.red))
        list.popLayer()
        let (reference, cleared) = try Self.both(list, width: 211, height: 203, threads: threads)
        let same = reference == cleared
        #expect(same, "threads \(threads)")
    }

    /// A small shape on a large canvas: under the threshold for the drawing alone, over it with the
    /// clear (so drawn on several threads), and the same bytes.
    @Test func aSmallFrameWithALargeClearCrossesTheThreshold() throws {
        var list = DisplayList()
        list.stroke(circle(700, 300, 12), style: StrokeStyle(lineWidth: 3), with: .color(.black))
        let work = SoftwareRenderer().lower(list, width: 1024, height: 1024).estimatedWork(width: 1024, height: 1024)
        #expect(work < SoftwareRenderer.multithreadingThreshold)
        #expect(work + 1024 * 1024 / 64 > SoftwareRenderer.multithreadingThreshold)
        let (reference, cleared) = try Self.both(list, width: 1024, height: 1024, threads: 2)
        let same = reference == cleared
        #expect(same)
    }

    /// A first fill that covers most of its rows is drawn with the clear, its rows written once
    /// (the test checks that it qualifies, so the one-pass path runs): translucent, even-odd with
    /// a hole, past the left and right edges, at widths that end inside an occupancy word (250,
    /// 300, 1030), with draws after it, on 1 to 3 threads (one stripe or several).
    @Test(arguments: [(300, 1), (300, 2), (250, 3), (1030, 2), (1030, 1)])
    func aLargeFirstFillIsDrawnWithTheClear(width: Int, threads: Int) throws {
        let height = 120, w = Double(width)
        var shape = Path()
        shape.move(to: CGPoint(x: -20, y: 10.3))
        shape.addLine(to: CGPoint(x: w + 15, y: 3.7))
        shape.addQuadCurve(to: CGPoint(x: w * 0.8, y: 117.2), control: CGPoint(x: w + 40, y: 90))
        shape.addLine(to: CGPoint(x: -5.5, y: 111))
        shape.closeSubpath()
        shape.addPath(circle(w * 0.4, 60, 30))  // a hole under even-odd
        var list = DisplayList()
        list.fill(shape, with: .color(Color(red: 0.9, green: 0.2, blue: 0.1, opacity: 0.7)), style: FillStyle(eoFill: true))
        list.fill(circle(w * 0.7, 50, 25), with: .color(.black))
        list.stroke(circle(w * 0.2, 70, 40), style: StrokeStyle(lineWidth: 3), with: .color(.blue.opacity(0.5)))
        let edges = SoftwareRenderer().lower(list, width: width, height: height).jobs[0].edges
        #expect(edges.enclosedArea >= BandCompositor.fillClearingShare * (edges.maxY - edges.minY) * w)
        let (reference, cleared) = try Self.both(list, width: width, height: height, threads: threads)
        let same = reference == cleared
        #expect(same, "width \(width), threads \(threads)")
    }

    /// A ring's area is a sliver of its rows: it is drawn after a plain clear.
    @Test func aThinFirstStrokeIsNotDrawnWithTheClear() throws {
        var list = DisplayList()
        list.stroke(circle(128, 128, 100), style: StrokeStyle(lineWidth: 3), with: .color(.black))
        let edges = SoftwareRenderer().lower(list, width: 256, height: 256).jobs[0].edges
        #expect(edges.enclosedArea < BandCompositor.fillClearingShare * (edges.maxY - edges.minY) * 256)
        let (reference, cleared) = try Self.both(list, width: 256, height: 256, threads: 1)
        let same = reference == cleared
        #expect(same)
    }

    @Test func anEmptyListOnlyClears() throws {
        let (reference, cleared) = try Self.both(DisplayList(), width: 64, height: 48, threads: 2)
        let same = reference == cleared
        #expect(same)
        #expect(cleared[x: 63, y: 47] == Self.background)
    }

    @Test func aFailingListLeavesThePixmapAsItWas() throws {
        var list = DisplayList()
        list.fill(circle(10, 10, 5), with: .color(.red))
        list.popLayer()  // no matching push: the list does not validate
        var pixmap = try Pixmap(width: 32, height: 32)
        pixmap.fill(.red)
        let before = pixmap
        #expect(throws: RenderError.self) {
            try SoftwareRenderer(threads: 2).render(list, into: &pixmap, clearingTo: Self.background)
        }
        let unchanged = pixmap == before
        #expect(unchanged)
    }
}
