import Foundation
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import Testing
import VectorPath
@testable import ZoetropeUI

/// Materials (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`) as fills and backgrounds:
/// the picture behind them blurred under their tint, cut to their shape, in both appearances.
@Suite struct MaterialTests {
    /// Red and blue stripes 4 points wide under a 60×40 material card.
    struct Frosted: View {
        var material: Material
        var body: some View {
            ZStack {
                HStack(spacing: 0) {
                    ForEach(0..<20) { i in (i % 2 == 0 ? Color.red : Color.blue).frame(width: 4) }
                }
                Text("").frame(width: 60, height: 40).background(material, in: RoundedRectangle(cornerRadius: 8))
            }
            .frame(width: 80, height: 60)
        }
    }

    func render<V: View>(_ view: V, scheme: ColorScheme = .light) throws -> Pixmap {
        try ImageRenderer(content: view.environment(\.colorScheme, scheme)).render(with: SoftwareRenderer(), background: .white)
    }

    /// How much the red channel varies along the card's middle row (the stripes' contrast left).
    func contrast(_ image: Pixmap) -> Int {
        let reds = (20..<60).map { Int(image[x: $0, y: 30].red) }
        return reds.max()! - reds.min()!
    }

    @Test func aMaterialBlursWhatLiesBehindItAndOnlyInsideItsShape() throws {
        let image = try render(Frosted(material: .ultraThin))
        #expect(contrast(image) < 40, "stripes blurred under the card: \(contrast(image))")
        #expect(image[x: 2, y: 30] == PremultipliedRGBA8(red: 255, green: 59, blue: 48, alpha: 255), "outside: the red stripe as drawn")
        let middle = image[x: 40, y: 30]
        #expect(middle.green > 60, "the white tint lightens it: \(middle)")
        #expect(image[x: 11, y: 11].red == 255 || image[x: 11, y: 11].blue == 255, "the rounded corner leaves the stripes")
    }

    /// A 4-point black bar under the card: thicker materials blur it wider and tint it more, so
    /// its darkest pixel gets lighter. (Stripes would not do: a box blur's residual ripple on a
    /// periodic pattern is not monotonic in the radius.)
    @Test func thickerMaterialsLetLessThrough() throws {
        func darkest(_ material: Material) throws -> Int {
            let image = try render(ZStack {
                Color.white
                Color.black.frame(width: 4)
                Text("").frame(width: 60, height: 40).background(material, in: Rectangle())
            }.frame(width: 80, height: 60))
            return (20..<60).map { Int(image[x: $0, y: 30].red) }.min()!
        }
        let values = try [Material.ultraThin, .thin, .regular, .thick, .ultraThick].map(darkest)
        #expect(values == values.sorted() && Set(values).count == values.count, "\(values)")
        #expect(values[0] > 100, "even the thinnest spreads the bar: \(values)")
    }

    @Test func darkAppearanceTintsDark() throws {
        let light = try render(Frosted(material: .regular))[x: 40, y: 30]
        let dark = try render(Frosted(material: .regular), scheme: .dark)[x: 40, y: 30]
        #expect(Int(dark.red) + Int(dark.green) + Int(dark.blue) < Int(light.red) + Int(light.green) + Int(light.blue) - 150, "\(dark) vs \(light)")
    }

    @Test func aMaterialFillIsABackdropLayerClippedToTheShape() throws {
        let renderer = ImageRenderer(content: Circle().fill(.thinMaterial).frame(width: 20, height: 20))
        renderer.scale = 2
        let list = try renderer.displayList()
        let layers = list.commands.compactMap { command -> LayerStyle? in if case .pushLayer(let s) = command { s } else { nil } }
        let frosted = try #require(layers.first { $0.filters.contains(where: \.isBackdrop) })
        #expect(frosted.filters == [.backdrop(radius: 20, saturation: 1.8)])
        #expect(frosted.clip != nil)
    }

    @Test func whereAMaterialCannotBlurItDrawsItsTint() throws {
        let image = try render(Rectangle().stroke(.regularMaterial, lineWidth: 4).frame(width: 20, height: 20).background(Color.black))
        #expect(image[x: 1, y: 10].red > 100, "the stroke in the light tint over black")
        _ = try render(Text("Hi").foregroundStyle(.ultraThinMaterial))
    }
}
