import Foundation
import Testing
import RenderCommands
import SoftwareRasterizer
import VectorPath
import Geometry2D
import ZoetropeTestSupport

/// Filtered layers (blur, drop shadow, colour matrix) on the CPU backend: the golden, the exact
/// pixels a radius-0 shadow and a colour matrix give, the group growing by the blur, transforms
/// scaling the radius, determinism across thread counts, and hostile input.
@Suite struct FilterLayerTests {
    @Test func filterPanelsGolden() throws {
        let image = try draw(FilterCases.panels(), size: 192, height: 96)
        try expectGolden(image, named: "Filters/filters")   // a subfolder: Goldens/*.png are the GPU golden-parity cases
    }

    /// A radius-0 shadow is the shape's alpha in the shadow colour, moved by the offset, under it.
    @Test func sharpShadowIsTheMovedSilhouette() throws {
        var list = DisplayList()
        list.pushLayer(LayerStyle(filters: [.dropShadow(color: .black, radius: 0, offset: CGSize(width: 10, height: 10))]))
        list.fill(rect(10, 10, 20, 20), with: .color(rgb(255, 0, 0)))
        list.popLayer()
        let image = try draw(list)
        #expect(image[x: 15, y: 15] == px(255, 0, 0))
        #expect(image[x: 35, y: 35] == px(0, 0, 0))
        #expect(image[x: 25, y: 35] == px(0, 0, 0))
        #expect(image[x: 45, y: 45] == px(255, 255, 255))
        #expect(image[x: 5, y: 5] == px(255, 255, 255))
    }

    /// The blur grows the group: pixels outside the shape get some of its colour, the far ones none.
    @Test func blurSpreadsBeyondTheContent() throws {
        var list = DisplayList()
        list.pushLayer(LayerStyle(filters: [.blur(radius: 4)]))
        list.fill(rect(24, 24, 16, 16), with: .color(.black))
        list.popLayer()
        let image = try draw(list)
        #expect(image[x: 21, y: 32].red < 230)          // 3 px outside the left edge
        #expect(image[x: 32, y: 32].red < 40)            // the centre stays dark
        #expect(image[x: 2, y: 32] == px(255, 255, 255)) // 22 px away: untouched
    }

    /// A layer transform of 2× doubles the blur (lengths are in the layer's space).
    @Test func transformScalesTheRadius() throws {
        var small = DisplayList()
        small.pushLayer(LayerStyle(filters: [.blur(radius: 2)]))
        small.fill(rect(8, 8, 16, 16), with: .color(.black))
        small.popLayer()
        let scaled = small.transformed(by: ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2)))
        var doubled = DisplayList()
        doubled.pushLayer(LayerStyle(filters: [.blur(radius: 4)]))
        doubled.fill(rect(16, 16, 32, 32), with: .color(.black))
        doubled.popLayer()
        #expect(try draw(scaled) == draw(doubled))
    }

    /// Content beyond the canvas edge still blurs onto it.
    @Test func offCanvasContentBlursIn() throws {
        var list = DisplayList()
        list.pushLayer(LayerStyle(filters: [.blur(radius: 3)]))
        list.fill(rect(-20, 0, 21, 64), with: .color(.black))
        list.popLayer()
        let image = try draw(list)
        #expect(image[x: 2, y: 32].red < 200)
    }

    /// The same bytes on one thread and four (the blur splits rows and columns between threads).
    @Test func sameBytesOnAnyThreadCount() throws {
        let list = FilterCases.panels()
        #expect(try draw(list, size: 192, height: 96, threads: 1) == draw(list, size: 192, height: 96, threads: 4))
    }

    /// Opacity, clip and blend mode apply to the filtered pixels.
    @Test func layerOpacityAppliesAfterTheFilter() throws {
        var list = DisplayList()
        list.pushLayer(LayerStyle(opacity: 0.5, filters: [.colorMatrix(.invert)]))
        list.fill(rect(0, 0, 64, 64), with: .color(.white))
        list.popLayer()
        let image = try draw(list)
        #expect([px(127, 127, 127), px(128, 128, 128)].contains(image[x: 32, y: 32]))
    }

    /// Huge radii are drawn at the largest σ (bounded work and memory), NaN is a validation error,
    /// huge offsets put the shadow off the canvas, and filtered layers nested 10 000 deep are a
    /// budget error, not a crash.
    @Test func hostileFilters() throws {
        var huge = DisplayList()
        huge.pushLayer(LayerStyle(filters: [.blur(radius: 1e9), .dropShadow(color: .black, radius: 1e9, offset: CGSize(width: 1e12, height: -1e12))]))
        huge.fill(rect(16, 16, 32, 32), with: .color(.red))
        huge.popLayer()
        let image = try draw(huge)
        #expect(image.isValidPremultiplied)

        var bad = DisplayList()
        bad.pushLayer(LayerStyle(filters: [.dropShadow(color: .black, radius: .nan, offset: .zero)]))
        bad.popLayer()
        #expect(throws: RenderError.nonFiniteFilter(command: 0)) { try draw(bad) }

        var deep = DisplayList()
        for _ in 0..<10_000 { deep.pushLayer(LayerStyle(filters: [.blur(radius: 1)])) }
        deep.fill(rect(16, 16, 32, 32), with: .color(.red))
        for _ in 0..<10_000 { deep.popLayer() }
        #expect(throws: RenderError.self) { try draw(deep) }
    }
}
