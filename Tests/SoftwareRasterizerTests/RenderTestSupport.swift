import Foundation
import PNGCodec
import RenderCommands
import SoftwareRasterizer
import Testing
import VectorPath

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

/// Compares `image` with `Goldens/<name>.png` (next to this file, found through `#filePath`).
///
/// Tolerance: a pixel differs when some premultiplied channel differs by more than 2; the test
/// passes when at most 0.5 % of the pixels differ. With `ZOETROPE_RECORD_GOLDENS=1` the golden is
/// (re)written instead and the test records an issue so recording is never silent. On failure the
/// actual image is written to a temporary directory and its path is printed.
func expectGolden(_ image: Pixmap, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    let url = directory.appendingPathComponent(name + ".png")
    if ProcessInfo.processInfo.environment["ZOETROPE_RECORD_GOLDENS"] == "1" {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try PNGWriter.write(image, to: url, compression: .default)
        Issue.record("recorded golden \(url.path); unset ZOETROPE_RECORD_GOLDENS and check it", sourceLocation: sourceLocation)
        return
    }
    guard FileManager.default.fileExists(atPath: url.path) else {
        let actual = try writeActual(image, name: name)
        Issue.record("missing golden \(url.path) (actual image: \(actual)); record with ZOETROPE_RECORD_GOLDENS=1",
                     sourceLocation: sourceLocation)
        return
    }
    let golden = try PNGDecoder.decode(contentsOf: url)
    guard golden.width == image.width, golden.height == image.height else {
        let actual = try writeActual(image, name: name)
        Issue.record("golden \(name) is \(golden.width)×\(golden.height), image \(image.width)×\(image.height); actual: \(actual)",
                     sourceLocation: sourceLocation)
        return
    }
    let (differing, maximum) = compare(image, golden, tolerance: 2)
    let fraction = Double(differing) / Double(image.width * image.height)
    if fraction > 0.005 {
        let actual = try writeActual(image, name: name)
        print("golden mismatch \(name): actual image written to \(actual)")
        Issue.record("golden \(name): \(differing) pixels (\(fraction * 100) %) differ by more than 2 (max \(maximum)); actual: \(actual)",
                     sourceLocation: sourceLocation)
    }
}

/// (pixels with some channel off by more than `tolerance`, the largest channel difference).
func compare(_ a: Pixmap, _ b: Pixmap, tolerance: Int) -> (Int, Int) {
    let x = a.bytes, y = b.bytes
    var differing = 0, maximum = 0
    var i = 0
    while i < x.count {
        var largest = 0
        for c in 0..<4 { largest = max(largest, abs(Int(x[i + c]) - Int(y[i + c]))) }
        if largest > tolerance { differing += 1 }
        maximum = max(maximum, largest)
        i += 4
    }
    return (differing, maximum)
}

private func writeActual(_ image: Pixmap, name: String) throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-golden-actual")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name + ".png")
    try PNGWriter.write(image, to: url)
    return url.path
}
