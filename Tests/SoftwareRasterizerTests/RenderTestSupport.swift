import Foundation
import PNGCodec
import RenderCommands
import SoftwareRasterizer
import Testing
import VectorPath
import ZoetropeTestSupport
import Geometry2D

/// Renders `list` into a size×size pixmap filled with `background` first.
func draw(_ list: DisplayList, size: Int = 64, height: Int? = nil, background: Color? = .white,
          threads: Int = 1) throws -> Pixmap {
    var pixmap = try Pixmap(width: size, height: height ?? size)
    if let background { pixmap.fill(background) }
    try SoftwareRenderer(threads: threads).render(list, into: &pixmap)
    return pixmap
}

/// An opaque color from 8-bit channels.
func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Color { TestShapes.rgb(r, g, b) }

/// Premultiplied pixel shorthand.
func px(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> PremultipliedRGBA8 {
    PremultipliedRGBA8(red: r, green: g, blue: b, alpha: a)
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path { TestShapes.rect(x, y, w, h) }

func circle(_ cx: Double, _ cy: Double, _ r: Double) -> Path { TestShapes.circle(cx, cy, r) }

/// A five-pointed star drawn in one self-intersecting contour.
func starPath(center c: CGPoint, radius r: Double) -> Path { TestShapes.star(center: c, radius: r) }

/// See `TestShapes.testImage`.
func testImage(width: Int = 8, height: Int = 8) throws -> Pixmap { try TestShapes.testImage(width: width, height: height) }

/// A perspective flip about the y axis (0.9 rad, m34 = −1 / 1.5s) centred on an s × s canvas.
func perspectiveFlip(size s: Double) -> ProjectionTransform {
    var t = CATransform3DIdentity
    t.m34 = -1 / (s * 1.5)
    t = CATransform3DRotate(t, 0.9, 0, 1, 0)
    return ProjectionTransform(CGAffineTransform(translationX: -s / 4, y: -s / 4))
        .concatenating(ProjectionTransform(t))
        .concatenating(ProjectionTransform(CGAffineTransform(translationX: s / 2, y: s / 2)))
}

// MARK: - Golden images

/// Compares `image` with `Goldens/<name>.png` next to this file (see `GoldenImage` for the tolerance
/// and how goldens are recorded).
func expectGolden(_ image: Pixmap, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    try GoldenImage.expect(image, named: name, in: directory, sourceLocation: sourceLocation)
}
