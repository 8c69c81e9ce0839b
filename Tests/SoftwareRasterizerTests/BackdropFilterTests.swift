import Foundation
import Testing
import RenderCommands
import SoftwareRasterizer
import VectorPath
import Geometry2D
import ZoetropeTestSupport

/// The backdrop filter (`LayerFilter.backdrop`, SwiftUI's materials): what the list drew before
/// the layer, blurred and saturated, beneath the layer's content, cut by its clip.
@Suite struct BackdropFilterTests {
    /// Red and blue stripes 4 pixels wide covering the whole 96×64 canvas.
    static func stripes(into list: inout DisplayList) {
        for i in 0..<24 { list.fill(rect(Double(i) * 4, 0, 4, 64), with: .color(i % 2 == 0 ? rgb(255, 0, 0) : rgb(0, 0, 255))) }
    }

    /// Far from the canvas's edges the backdrop is the background blurred exactly as a blur
    /// filter blurs it (the same kernel, the same pixels): byte for byte.
    @Test func theBackdropIsTheBackgroundBlurredByTheSharedKernel() throws {
        let region = rect(32, 16, 32, 32)
        var frosted = DisplayList()
        Self.stripes(into: &frosted)
        frosted.pushLayer(LayerStyle(clip: region, filters: [.backdrop(radius: 3, saturation: 1)]))
        frosted.fill(region, with: .color(.clear))
        frosted.popLayer()
        var blurred = DisplayList()
        blurred.pushLayer(LayerStyle(filters: [.blur(radius: 3)]))
        Self.stripes(into: &blurred)
        blurred.popLayer()
        let a = try draw(frosted, size: 96, height: 64, background: nil)
        let b = try draw(blurred, size: 96, height: 64, background: nil)
        for y in 16..<48 { for x in 32..<64 { #expect(a[x: x, y: y] == b[x: x, y: y], "(\(x), \(y))") } }
        #expect(a[x: 10, y: 32] == px(0, 0, 255) || a[x: 10, y: 32] == px(255, 0, 0), "outside the clip: the stripes untouched")
        let mid = a[x: 48, y: 32]
        #expect(mid.red > 60 && mid.blue > 60, "inside: red and blue mixed (\(mid))")
    }

    @Test func theTintIsDrawnOverTheBlurredBackdrop() throws {
        let region = rect(16, 16, 64, 32)
        var list = DisplayList()
        Self.stripes(into: &list)
        list.pushLayer(LayerStyle(clip: region, filters: [.backdrop(radius: 8, saturation: 1)]))
        list.fill(region, with: .color(Color(white: 1, opacity: 0.5)))
        list.popLayer()
        let image = try draw(list, size: 96, height: 64, background: nil)
        let p = image[x: 48, y: 32]
        // Blurred stripes ≈ (128, 0, 128); half white over it ≈ (191, 128, 191).
        #expect(abs(Int(p.red) - 191) <= 8 && abs(Int(p.green) - 128) <= 3 && abs(Int(p.blue) - 191) <= 8, "\(p)")
        #expect(p.alpha == 255)
    }

    @Test func saturationIsAppliedToTheBackdrop() throws {
        let region = rect(0, 0, 64, 64)
        func image(_ saturation: Double) throws -> Pixmap {
            var list = DisplayList()
            list.fill(rect(0, 0, 64, 64), with: .color(rgb(160, 120, 100)))
            list.pushLayer(LayerStyle(clip: region, filters: [.backdrop(radius: 2, saturation: saturation)]))
            list.fill(region, with: .color(.clear))
            list.popLayer()
            return try draw(list, size: 64, background: nil)
        }
        let plain = try image(1)[x: 32, y: 32], vivid = try image(1.8)[x: 32, y: 32], gray = try image(0)[x: 32, y: 32]
        #expect(plain == px(160, 120, 100))
        #expect(vivid.red > 160 && vivid.blue < 100, "\(vivid)")
        #expect(gray.red == gray.green && gray.green == gray.blue, "\(gray)")
    }

    /// Inside a shadowed layer, a material still sees what lies behind that layer.
    @Test func aBackdropInsideAFilteredLayerSeesWhatLiesBehindIt() throws {
        let region = rect(32, 16, 32, 32)
        var list = DisplayList()
        list.fill(rect(0, 0, 96, 64), with: .color(rgb(0, 200, 0)))
        list.pushLayer(LayerStyle(filters: [.dropShadow(color: PremultipliedRGBA8(Color(white: 0, opacity: 0.3)), radius: 2, offset: .zero)]))
        list.pushLayer(LayerStyle(clip: region, filters: [.backdrop(radius: 4, saturation: 1)]))
        list.fill(region, with: .color(.clear))
        list.popLayer()
        list.popLayer()
        let image = try draw(list, size: 96, height: 64, background: nil)
        #expect(image[x: 48, y: 32] == px(0, 200, 0), "the green behind the shadowed layer, blurred (still green)")
    }

    @Test func aBackdropOverNothingDrawsOnlyItsContent() throws {
        let region = rect(8, 8, 16, 16)
        var list = DisplayList()
        list.pushLayer(LayerStyle(clip: region, filters: [.backdrop(radius: 4, saturation: 1.8)]))
        list.fill(region, with: .color(rgb(255, 0, 0)))
        list.popLayer()
        var plain = DisplayList()
        plain.fill(region, with: .color(rgb(255, 0, 0)))
        #expect(try draw(list, size: 32, background: nil) == draw(plain, size: 32, background: nil))
    }

    @Test func hugeAndNonFiniteRadiiAreBounded() throws {
        var list = DisplayList()
        Self.stripes(into: &list)
        list.pushLayer(LayerStyle(clip: rect(0, 0, 96, 64), filters: [.backdrop(radius: 1e9, saturation: 1)]))
        list.fill(rect(0, 0, 96, 64), with: .color(.clear))
        list.popLayer()
        let image = try draw(list, size: 96, height: 64, background: nil)
        #expect(image[x: 48, y: 32].alpha == 255, "σ clamped to the maximum; the canvas's edges repeated")
        var bad = DisplayList()
        bad.pushLayer(LayerStyle(filters: [.backdrop(radius: .nan, saturation: 1)]))
        bad.fill(rect(0, 0, 8, 8), with: .color(.black))
        bad.popLayer()
        #expect(throws: RenderError.self) { try bad.validate() }
    }

    @Test func backdropPanelsGolden() throws {
        try expectGolden(try draw(FilterCases.backdrops(), size: 192, height: 96), named: "Filters/backdrops")
    }

    @Test func backdropsDrawTheSameForAnyThreadCount() throws {
        let list = FilterCases.backdrops()
        #expect(try draw(list, size: 192, height: 96, threads: 4) == draw(list, size: 192, height: 96, threads: 1))
    }

    /// The canvas a list is drawn over lies beneath everything the list draws, as an iOS window's
    /// background does: over a canvas of stripes, a backdrop blurs them (the same bytes as when the
    /// list draws the stripes itself); over transparent, only what the list drew.
    @Test func theCanvasIsPartOfTheBackdrop() throws {
        let region = rect(16, 16, 64, 32)
        var frosted = DisplayList()
        frosted.pushLayer(LayerStyle(clip: region, filters: [.backdrop(radius: 4, saturation: 1)]))
        frosted.fill(region, with: .color(Color(white: 1, opacity: 0.5)))
        frosted.popLayer()
        var striped = DisplayList()
        Self.stripes(into: &striped)
        var canvas = try Pixmap(width: 96, height: 64)
        try SoftwareRenderer().render(striped, into: &canvas)
        var overCanvas = canvas
        try SoftwareRenderer().render(frosted, into: &overCanvas)
        var drawnFirst = try Pixmap(width: 96, height: 64)
        var both = striped
        both.commands += frosted.commands
        try SoftwareRenderer().render(both, into: &drawnFirst)
        #expect(overCanvas == drawnFirst, "a backdrop over a canvas sees the canvas")
        let p = overCanvas[x: 48, y: 32]
        #expect(abs(Int(p.red) - 191) <= 8 && abs(Int(p.blue) - 191) <= 8 && p.alpha == 255, "blurred stripes under half white: \(p)")
    }
}
