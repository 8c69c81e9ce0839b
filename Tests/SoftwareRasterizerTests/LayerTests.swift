import Foundation
import RenderCommands
import SoftwareRasterizer
import Testing
import VectorPath
import PNGCodec
import Geometry2D

/// Layers: group opacity, blend modes, anti-aliased clips, nesting.
@Suite struct LayerTests {
    let red = Color(red: 1, green: 0, blue: 0)

    @Test func groupOpacityDoesNotDarkenOverlaps() throws {
        var list = DisplayList()
        list.pushLayer(LayerStyle(opacity: 0.5))
        list.fill(rect(8, 8, 32, 32), with: .color(red))
        list.fill(rect(24, 24, 32, 32), with: .color(red))
        list.popLayer()
        let image = try draw(list)
        // Red at 128/255 over white: (255, 127, 127) — the same inside and outside the overlap.
        #expect(image[x: 30, y: 30] == px(255, 127, 127))
        #expect(image[x: 12, y: 12] == px(255, 127, 127))
        #expect(image[x: 50, y: 50] == px(255, 127, 127))
        #expect(image[x: 4, y: 4] == .white)

        // Without the group, per-shape opacity darkens the overlap (the contrast this test guards).
        var plain = DisplayList()
        plain.fill(rect(8, 8, 32, 32), with: .color(red.opacity(0.5)))
        plain.fill(rect(24, 24, 32, 32), with: .color(red.opacity(0.5)))
        let ungrouped = try draw(plain)
        #expect(ungrouped[x: 30, y: 30] != ungrouped[x: 12, y: 12])
    }

    @Test func blendModesOnKnownColors() throws {
        let below = rgb(100, 100, 100), above = rgb(100, 50, 0)
        let expected: [BlendMode: PremultipliedRGBA8] = [
            .normal: px(100, 50, 0), .multiply: px(39, 20, 0), .screen: px(161, 130, 100), .plusLighter: px(200, 150, 100),
        ]
        for mode in BlendMode.allCases {
            var list = DisplayList()
            list.fill(rect(0, 0, 16, 16), with: .color(below))
            list.pushLayer(LayerStyle(blendMode: mode))
            list.fill(rect(4, 4, 8, 8), with: .color(above))
            list.popLayer()
            let image = try draw(list, size: 16, background: nil)
            // The four with their own 8-bit arithmetic; the others composite as `Blend` says (BlendModeTests has their vectors).
            #expect(image[x: 8, y: 8] == (expected[mode] ?? Blend.blend(mode, px(100, 50, 0), onto: px(100, 100, 100))), "\(mode)")
            #expect(image[x: 1, y: 1] == px(100, 100, 100), "\(mode): outside the layer's drawing")
        }
    }

    @Test func clipCircleAreaIsPiRSquared() throws {
        var list = DisplayList()
        let r = 20.0
        list.pushLayer(LayerStyle(clip: circle(32, 32, r)))
        list.fill(rect(0, 0, 64, 64), with: .color(.black))
        list.popLayer()
        let image = try draw(list, background: nil)
        let area = image.bytes.enumerated().reduce(0.0) { $0 + ($1.offset % 4 == 3 ? Double($1.element) : 0) } / 255
        // Coverage is exact area: it matches the flattened polygon's shoelace area (to 8-bit
        // rounding), which the renderer's 0.1 px flattening keeps within 0.5 % of πr² (chords of
        // sagitta t lose about 2t/3r of a circle's area).
        let flat = DeviceGeometry(fill: circle(32, 32, r), evenOdd: false, transform: ProjectionTransform(),
                                  tolerance: SoftwareRenderer().tolerance).outline.points
        var shoelace = 0.0
        for i in flat.indices {
            let p = flat[i], q = flat[(i + 1) % flat.count]
            shoelace += Double(p.x * q.y - q.x * p.y) / 2
        }
        #expect(abs(area - abs(shoelace)) < 0.5)
        #expect(abs(area - Double.pi * r * r) < 0.005 * Double.pi * r * r)
        #expect(image[x: 32, y: 32] == .black)
        #expect(image[x: 2, y: 2] == .transparent)
        // Anti-aliased edge: some partially covered pixels.
        #expect(image.bytes.enumerated().contains { $0.offset % 4 == 3 && $0.element > 0 && $0.element < 255 })
    }

    @Test func clipFollowsRuleAndTransform() throws {
        // Ring by even-odd; the clip is given in a space translated by (10, 0).
        var ring = circle(22, 32, 24)
        ring.addPath(circle(22, 32, 10))
        var list = DisplayList()
        list.pushLayer(LayerStyle(clip: ring, clipStyle: FillStyle(eoFill: true),
                                  transform: ProjectionTransform(CGAffineTransform(translationX: 10, y: 0))))
        list.fill(rect(0, 0, 64, 64), with: .color(red))
        list.popLayer()
        let image = try draw(list)
        #expect(image[x: 32, y: 32] == .white)               // the hole
        #expect(image[x: 32, y: 14] == px(255, 0, 0))        // the ring, 18 px above the centre
        #expect(image[x: 32, y: 62] == .white)               // outside
    }

    @Test func nestedLayersMultiplyOpacityAndIntersectClips() throws {
        var list = DisplayList()
        list.pushLayer(LayerStyle(opacity: 0.5, clip: rect(0, 0, 32, 64)))   // left half
        list.pushLayer(LayerStyle(opacity: 0.5, clip: rect(0, 0, 64, 32)))   // top half
        list.fill(rect(0, 0, 64, 64), with: .color(red))
        list.popLayer()
        list.popLayer()
        let image = try draw(list)
        // Inner: (128, 0, 0, 128); outer: × 128/255 → (64, 0, 0, 64); over white: (255, 191, 191).
        #expect(image[x: 10, y: 10] == px(255, 191, 191))
        #expect(image[x: 50, y: 10] == .white)   // outside the outer clip
        #expect(image[x: 10, y: 50] == .white)   // outside the inner clip
        #expect(image[x: 50, y: 50] == .white)
    }

    @Test func drawingAfterANestedGroupGoesToTheRightLayer() throws {
        var list = DisplayList()
        list.pushLayer(LayerStyle(opacity: 0.5))
        list.pushLayer(LayerStyle(blendMode: .multiply))
        list.fill(rect(0, 0, 32, 32), with: .color(rgb(0, 255, 0)))
        list.popLayer()
        list.fill(rect(16, 16, 32, 32), with: .color(rgb(0, 0, 255)))   // drawn into the outer layer
        list.popLayer()
        list.fill(rect(40, 40, 8, 8), with: .color(.black))               // drawn onto the canvas
        let image = try draw(list)
        #expect(image[x: 8, y: 8] == px(127, 255, 127))      // green at 128 over white
        #expect(image[x: 20, y: 20] == px(127, 127, 255))    // blue covers green inside the group
        #expect(image[x: 44, y: 44] == .black)
    }

    @Test func invisibleAndEmptyLayersDrawNothing() throws {
        var list = DisplayList()
        list.pushLayer(LayerStyle(opacity: 0))
        list.fill(rect(0, 0, 64, 64), with: .color(.black))
        list.popLayer()
        list.pushLayer(LayerStyle(clip: Path()))
        list.fill(rect(0, 0, 64, 64), with: .color(.black))
        list.popLayer()
        list.pushLayer(LayerStyle())
        list.popLayer()
        let image = try draw(list)
        #expect(image.bytes.allSatisfy { $0 == 255 })
    }

    @Test func unbalancedLayersThrowAndDrawNothing() throws {
        var list = DisplayList()
        list.pushLayer(LayerStyle())
        list.fill(rect(0, 0, 64, 64), with: .color(.black))
        var pixmap = try Pixmap(width: 8, height: 8)
        #expect(throws: RenderError.unbalancedLayers(command: 2)) {
            try SoftwareRenderer().render(list, into: &pixmap)
        }
        #expect(pixmap.bytes.allSatisfy { $0 == 0 })
    }

    @Test func layersSpanManyBands() throws {
        // 300 rows: several bands; a layer drawn across all of them composites everywhere.
        var list = DisplayList()
        list.pushLayer(LayerStyle(opacity: 0.5, clip: circle(150, 150, 140)))
        list.fill(rect(0, 0, 300, 300), with: .color(red))
        list.popLayer()
        let image = try draw(list, size: 300)
        for y in stride(from: 20, to: 280, by: 13) { #expect(image[x: 150, y: y] == px(255, 127, 127), "row \(y)") }
        #expect(image[x: 2, y: 2] == .white && image[x: 297, y: 297] == .white)
    }
}
