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
}
