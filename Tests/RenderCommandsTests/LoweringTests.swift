import Foundation
import Testing
import RenderCommands
import VectorPath
import Geometry2D

/// The one lowering both backends consume: what it drops, how it resolves paints, how layers pair.
@Suite struct LoweringTests {
    /// Records every step as a line.
    struct Recorder: LoweredCommandConsumer {
        var steps: [String] = []
        var draws: [LoweredDraw] = []
        mutating func draw(_ draw: LoweredDraw) {
            draws.append(draw)
            switch draw.paint {
            case .solid(let c): steps.append("solid \(c.red),\(c.green),\(c.blue),\(c.alpha)")
            case .gradient(_, _, let coverage): steps.append("gradient \(coverage)")
            case .image(_, _, let bilinear, let opacity): steps.append("image \(bilinear) \(opacity)")
            }
        }
        mutating func pushLayer(_ layer: LoweredLayer) { steps.append("push \(layer.opacity) \(layer.clip != nil)") }
        mutating func popLayer(_ layer: LoweredLayer) { steps.append("pop \(layer.opacity) \(layer.blendMode)") }
    }

    static func lower(_ list: DisplayList, width: Int = 100, height: Int = 100) -> Recorder {
        var recorder = Recorder()
        list.lowered(tolerance: 0.25, width: width, height: height).run(into: &recorder)
        return recorder
    }

    static let square = Path(CGRect(x: 10, y: 10, width: 20, height: 20))

    @Test func drawsThatCannotShowAreDropped() throws {
        var list = DisplayList()
        list.fill(Path(CGRect(x: 200, y: 10, width: 20, height: 20)), with: .color(.red))        // off the canvas
        list.fill(Path(CGRect(x: -30, y: -30, width: 20, height: 20)), with: .color(.red))       // off the canvas
        list.fill(Self.square, with: .color(.red.opacity(0)))                                   // transparent
        list.fill(Path(), with: .color(.red))                                                   // empty
        var segment = Path()
        segment.move(to: CGPoint(x: 10, y: 10))
        segment.addLine(to: CGPoint(x: 80, y: 80))
        list.fill(segment, with: .linearGradient(Gradient(colors: [.red, .blue]), start: .zero, end: CGPoint(x: 9, y: 0)))
                                                                                                // no area
        list.stroke(Self.square, style: StrokeStyle(lineWidth: -1), with: .color(.red))        // negative width
        list.fill(Self.square, with: .linearGradient(Gradient(colors: [.red, .blue]), start: .zero, end: CGPoint(x: 1, y: 0)),
                  transform: ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1)))           // singular
        let image = try Pixmap(width: 2, height: 2)
        list.draw(image, in: CGRect(x: 0, y: 0, width: 10, height: 10), opacity: 0.001)        // opacity rounds to 0
        list.draw(image, in: CGRect(x: 0, y: 0, width: 0, height: 10))                         // empty rect
        list.fill(Self.square, with: .color(Color(red: 0, green: 0, blue: 1)))                  // the one that shows
        #expect(Self.lower(list).steps == ["solid 0,0,255,255"])
    }

    @Test func invisibleLayersAreDroppedWithTheirContent() {
        var list = DisplayList()
        list.pushLayer(LayerStyle(opacity: 0))
        list.fill(Self.square, with: .color(.red))
        list.pushLayer(LayerStyle())
        list.fill(Self.square, with: .color(.red))
        list.popLayer()
        list.popLayer()
        list.pushLayer(LayerStyle(clip: Path(CGRect(x: 500, y: 500, width: 10, height: 10))))   // clip off the canvas
        list.fill(Self.square, with: .color(.red))
        list.popLayer()
        list.pushLayer(LayerStyle(opacity: 0.5, blendMode: .multiply, clip: Self.square))
        list.fill(Self.square, with: .color(Color(red: 0, green: 0.5, blue: 0)))
        list.popLayer()
        #expect(Self.lower(list).steps == ["push 128 true", "solid 0,128,0,255", "pop 128 multiply"])
    }

    @Test func hairlineCoverageIsFoldedIntoTheColor() throws {
        var list = DisplayList()
        list.stroke(Self.square, style: StrokeStyle(lineWidth: 0.5), with: .color(.white))
        let draw = try #require(Self.lower(list).draws.first)
        guard case .solid(let color) = draw.paint else { Issue.record("not solid"); return }
        #expect(color == PremultipliedRGBA8(red: 128, green: 128, blue: 128, alpha: 128))
    }

    @Test func gradientMappingIsTheInverseOfTheTransform() throws {
        var list = DisplayList()
        let transform = ProjectionTransform(CGAffineTransform(translationX: 5, y: 7).scaledBy(x: 2, y: 3))
        list.fill(Self.square, with: .linearGradient(Gradient(colors: [.red, .blue]), start: .zero, end: CGPoint(x: 40, y: 0)),
                  transform: transform)
        let draw = try #require(Self.lower(list).draws.first)
        guard case .gradient(_, let toLocal, let coverage) = draw.paint else { Issue.record("not a gradient"); return }
        #expect(coverage == 255)
        let local = CGPoint(x: 3, y: 4)
        let back = local.applying(transform).applying(toLocal)
        #expect(abs(back.x - 3) < 1e-12 && abs(back.y - 4) < 1e-12)
        #expect(draw.bounds == DeviceBounds(minX: 25, minY: 37, maxX: 65, maxY: 97))
    }

    @Test func degenerateGradientsBecomeSolidColors() {
        var list = DisplayList()
        let last = Color(red: 0, green: 0, blue: 1)
        list.fill(Self.square, with: .linearGradient(Gradient(colors: [.red, last]), start: .zero, end: .zero))
        #expect(Self.lower(list).steps == ["solid 0,0,255,255"])   // the last stop, as SVG does
    }

    /// What decides whether a list may be lowered in pieces, and whether filters are resolved.
    @Test func layersImagesAndFiltersAreFound() throws {
        var list = DisplayList()
        list.fill(Self.square, with: .color(.red))
        list.stroke(Self.square, with: .color(.blue))
        #expect(!list.hasLayers() && !list.hasLayers(orImages: true) && !list.hasFilters)
        var withImage = list
        withImage.draw(try Pixmap(width: 2, height: 2), in: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(!withImage.hasLayers() && withImage.hasLayers(orImages: true))
        var withLayer = list
        withLayer.pushLayer(LayerStyle(opacity: 0.5))
        withLayer.fill(Self.square, with: .color(.red))
        withLayer.popLayer()
        #expect(withLayer.hasLayers() && withLayer.hasLayers(orImages: true) && !withLayer.hasFilters)
        var withFilter = list
        withFilter.pushLayer(LayerStyle(filters: [.blur(radius: 2)]))
        withFilter.popLayer()
        #expect(withFilter.hasLayers() && withFilter.hasFilters)
    }
}
