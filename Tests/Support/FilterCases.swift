import Foundation
import RenderCommands
import VectorPath
import Geometry2D

/// Display lists with filtered layers shared by the CPU golden and the GPU parity tests.
public enum FilterCases {
    /// SwiftUI's default shadow colour, Color(.sRGBLinear, white: 0, opacity: 0.33).
    public static let shadowColor = PremultipliedRGBA8(Color(.sRGBLinear, white: 0, opacity: 0.33))

    /// Three panels (192×96): a white card with SwiftUI's default shadow colour (radius 6, y 4);
    /// a star blurred by radius 3; a hue-rotated, half-desaturated gradient circle.
    public static func panels() -> DisplayList {
        var list = DisplayList()
        list.fill(TestShapes.rect(0, 0, 192, 96), with: .color(TestShapes.rgb(226, 232, 240)))
        list.pushLayer(LayerStyle(filters: [.dropShadow(color: shadowColor, radius: 6, offset: CGSize(width: 0, height: 4))]))
        list.fill(Path(roundedRect: CGRect(x: 12, y: 20, width: 40, height: 50), cornerRadius: 8), with: .color(.white))
        list.fill(TestShapes.circle(32, 45, 8), with: .color(.blue))
        list.popLayer()
        list.pushLayer(LayerStyle(filters: [.blur(radius: 3)]))
        list.fill(TestShapes.star(center: CGPoint(x: 96, y: 48), radius: 30), with: .color(.red))
        list.popLayer()
        list.pushLayer(LayerStyle(filters: [.colorMatrix(.hueRotation(.degrees(120))), .colorMatrix(.saturation(0.5))]))
        list.fill(TestShapes.circle(160, 48, 26), with: .linearGradient(Gradient(colors: [.red, .yellow]),
                                                                       start: CGPoint(x: 134, y: 48), end: CGPoint(x: 186, y: 48)))
        list.popLayer()
        return list
    }

    /// Three masked panels (192×96): a photo-like gradient card faded out by a linear-gradient
    /// mask; stripes kept inside a star; a checkerboard seen through a blurred disc.
    public static func masks() -> DisplayList {
        var list = DisplayList()
        list.fill(TestShapes.rect(0, 0, 192, 96), with: .color(TestShapes.rgb(241, 245, 249)))
        var fade = DisplayList()
        fade.fill(TestShapes.rect(8, 8, 48, 80), with: .linearGradient(Gradient(colors: [.black, .clear]),
                                                                        start: CGPoint(x: 0, y: 8), end: CGPoint(x: 0, y: 88)))
        list.pushLayer(LayerStyle(filters: [.mask(fade)]))
        list.fill(Path(roundedRect: CGRect(x: 8, y: 8, width: 48, height: 80), cornerRadius: 10),
                  with: .radialGradient(Gradient(colors: [.orange, .purple]), center: CGPoint(x: 32, y: 30), startRadius: 0, endRadius: 60))
        list.popLayer()
        var star = DisplayList()
        star.fill(TestShapes.star(center: CGPoint(x: 96, y: 48), radius: 40), with: .color(.white), style: FillStyle(eoFill: false))
        list.pushLayer(LayerStyle(filters: [.mask(star)]))
        for i in 0..<10 {
            list.fill(TestShapes.rect(56 + Double(i) * 8, 8, 4, 80), with: .color(i % 2 == 0 ? .red : .blue))
        }
        list.popLayer()
        var disc = DisplayList()
        disc.pushLayer(LayerStyle(filters: [.blur(radius: 5)]))
        disc.fill(TestShapes.circle(160, 48, 26), with: .color(.black))
        disc.popLayer()
        list.pushLayer(LayerStyle(opacity: 0.8, filters: [.mask(disc)]))
        for y in 0..<12 {
            for x in 0..<8 where (x + y) % 2 == 0 {
                list.fill(TestShapes.rect(128 + Double(x) * 8, Double(y) * 8, 8, 8), with: .color(.black))
            }
        }
        list.popLayer()
        return list
    }

    /// Three frosted panels (192×96) over stripes and discs: a rounded card of backdrop blur 6
    /// (saturation 1.8) under a white tint of 0.3; a circle of blur 3 inside a shadowed layer
    /// (the backdrop sees what lies outside that layer); a half-opaque strip of blur 10 and no
    /// tint whose blur reaches the canvas's right edge (edges repeated).
    public static func backdrops() -> DisplayList {
        var list = DisplayList()
        for i in 0..<24 {
            list.fill(TestShapes.rect(Double(i) * 8, 0, 4, 96), with: .color(i % 3 == 0 ? .red : i % 3 == 1 ? .blue : .yellow))
        }
        list.fill(TestShapes.circle(40, 30, 18), with: .color(.green))
        list.fill(TestShapes.circle(150, 70, 20), with: .color(.purple))
        let card = Path(roundedRect: CGRect(x: 10, y: 16, width: 56, height: 64), cornerRadius: 12)
        list.pushLayer(LayerStyle(clip: card, filters: [.backdrop(radius: 6, saturation: 1.8)]))
        list.fill(card, with: .color(Color(white: 1, opacity: 0.3)))
        list.popLayer()
        list.pushLayer(LayerStyle(filters: [.dropShadow(color: shadowColor, radius: 4, offset: CGSize(width: 0, height: 3))]))
        let disc = TestShapes.circle(100, 48, 24)
        list.pushLayer(LayerStyle(clip: disc, filters: [.backdrop(radius: 3, saturation: 1)]))
        list.fill(disc, with: .color(Color(white: 1, opacity: 0.2)))
        list.popLayer()
        list.popLayer()
        let strip = TestShapes.rect(140, 8, 52, 80)
        list.pushLayer(LayerStyle(opacity: 0.5, clip: strip, filters: [.backdrop(radius: 10, saturation: 1)]))
        list.fill(strip, with: .color(.clear))
        list.popLayer()
        return list
    }
}
