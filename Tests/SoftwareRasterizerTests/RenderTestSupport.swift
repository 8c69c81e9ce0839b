import Foundation
import PNGCodec
import RenderCommands
import SoftwareRasterizer
import Testing
import VectorPath
import ZoetropeTestSupport

/// Renders `list` into a size×size pixmap filled with `background` first.
func draw(_ list: DisplayList, size: Int = 64, height: Int? = nil, background: Color? = .white,
          threads: Int = 1) throws -> Pixmap {
    var pixmap = try Pixmap(width: size, height: height ?? size)
    if let background { pixmap.fill(background) }
    try SoftwareRenderer(threads: threads).render(list, into: &pixmap)
    return pixmap
}

/// An opaque color from 8-bit channels.
func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Color {
    Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255)
}

/// Premultiplied pixel shorthand.
func px(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> PremultipliedRGBA8 {
    PremultipliedRGBA8(red: r, green: g, blue: b, alpha: a)
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path {
    Path(CGRect(x: x, y: y, width: w, height: h))
}

func circle(_ cx: Double, _ cy: Double, _ r: Double) -> Path {
    Path(ellipseIn: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
}

/// A five-pointed star drawn in one self-intersecting contour.
func starPath(center c: CGPoint, radius r: Double) -> Path {
    Path { p in
        for i in 0..<5 {
            let a = Double(i) * 4 * Double.pi / 5 - Double.pi / 2
            let pt = CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
            if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
        }
        p.closeSubpath()
    }
}

/// A w×h test image whose every pixel differs: r = 16x + 8, g = 16y + 8, b = (x·y·37) % 256, opaque;
/// column 1 half transparent so premultiplied values are exercised.
func testImage(width: Int = 8, height: Int = 8) throws -> Pixmap {
    var image = try Pixmap(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            let alpha: UInt8 = x == 1 ? 128 : 255
            image[x: x, y: y] = PremultipliedRGBA8(straightRed: UInt8((16 * x + 8) % 256), green: UInt8((16 * y + 8) % 256),
                                                   blue: UInt8((x * y * 37) % 256), alpha: alpha)
        }
    }
    return image
}

// MARK: - Golden images

/// Compares `image` with `Goldens/<name>.png` next to this file (see `GoldenImage` for the tolerance
/// and how goldens are recorded).
func expectGolden(_ image: Pixmap, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    try GoldenImage.expect(image, named: name, in: directory, sourceLocation: sourceLocation)
}

/// (pixels with some channel off by more than `tolerance`, the largest channel difference).
func compare(_ a: Pixmap, _ b: Pixmap, tolerance: Int) -> (Int, Int) {
    let result = GoldenImage.differingPixels(a, b, tolerance: tolerance)
    return (result.count, result.maximum)
}
