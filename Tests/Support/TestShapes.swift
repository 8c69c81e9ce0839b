import Foundation
import RenderCommands
import VectorPath
import PNGCodec
import Geometry2D

/// Small shapes, colors and images the golden and parity tests of several targets draw.
public enum TestShapes {
    /// An axis-aligned rectangle.
    public static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path {
        Path(CGRect(x: x, y: y, width: w, height: h))
    }

    /// A circle around (`cx`, `cy`).
    public static func circle(_ cx: Double, _ cy: Double, _ r: Double) -> Path {
        Path(ellipseIn: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
    }

    /// A five-pointed star drawn in one self-intersecting contour.
    public static func star(center c: CGPoint, radius r: Double) -> Path {
        Path { p in
            for i in 0..<5 {
                let a = Double(i) * 4 * Double.pi / 5 - Double.pi / 2
                let pt = CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
                if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
            }
            p.closeSubpath()
        }
    }

    /// An opaque color from 8-bit channels.
    public static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Color {
        Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255)
    }

    /// A w×h image whose every pixel differs: r = 16x + 8, g = 16y + 8, b = (x·y·37) % 256, opaque;
    /// column 1 half transparent so premultiplied values are exercised.
    public static func testImage(width: Int = 8, height: Int = 8) throws -> Pixmap {
        var image = try Pixmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image[x: x, y: y] = PremultipliedRGBA8(straightRed: UInt8((16 * x + 8) % 256), green: UInt8((16 * y + 8) % 256),
                                                       blue: UInt8((x * y * 37) % 256), alpha: x == 1 ? 128 : 255)
            }
        }
        return image
    }
}
