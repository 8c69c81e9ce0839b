import Foundation
import Geometry2D
import RenderCommands

/// Drawing a mesh gradient into an image: each cell sampled on an n × n grid in (u, v), the
/// small quads split into two triangles, each shaded with its corners' colours interpolated
/// (Gouraud) at the pixel centres it covers. One n for the whole mesh, so neighbouring cells meet
/// on the same points (no cracks); n grows with the largest cell's size in pixels, up to 32.
extension MeshPatches {
    /// The longest side of the image, in pixels: beyond it the (smooth) image is drawn smaller and
    /// stretched (bilinear), which a mesh's slow colour changes do not show.
    static let maximumSide = 2048
    /// At most this many samples over all cells (n shrinks for a mesh with many cells).
    static let maximumSamples = 1 << 21

    /// The mesh drawn over an image of `size` points × `deviceScale` pixels each; nil for an empty
    /// size. Throws when covering the image takes more than `maximumWork` pixel visits (a mesh
    /// folded over itself many times, or with more cells than samples allow).
    func rasterized(size: CGSize, deviceScale: Double, maximumWork: Int) throws(ViewGraphError) -> Pixmap? {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
              deviceScale.isFinite, deviceScale > 0 else { return nil }
        func side(_ points: Double) -> Int { max(1, min(Self.maximumSide, Int((points * deviceScale).rounded(.up)))) }
        let width = side(size.width), height = side(size.height)
        guard patchCount <= Self.maximumSamples / 4 else { throw .meshGradientTooComplex(limit: maximumWork) }
        var canvas = MeshCanvas(width: width, height: height, background: background, maximumWork: maximumWork)
        let scale = Point(Double(width), Double(height))
        let n = subdivisions(scale: scale)
        var points = [Point](repeating: .zero, count: (n + 1) * (n + 1))
        var colors = [SIMD4<Double>](repeating: .zero, count: points.count)
        for r in 0..<(rows - 1) {
            for c in 0..<(columns - 1) {
                let net = controlNet(row: r, column: c)
                for i in 0...n {
                    let v = Double(i) / Double(n)
                    for j in 0...n {
                        let u = Double(j) / Double(n)
                        points[i * (n + 1) + j] = Self.evaluate(net, u: u, v: v) * scale
                        colors[i * (n + 1) + j] = color(row: r, column: c, u: u, v: v)
                    }
                }
                for i in 0..<n {
                    for j in 0..<n {
                        let a = i * (n + 1) + j, b = a + 1, d = a + n + 1, e = d + 1
                        guard canvas.fill((points[a], colors[a]), (points[b], colors[b]), (points[e], colors[e])),
                              canvas.fill((points[a], colors[a]), (points[e], colors[e]), (points[d], colors[d]))
                        else { throw .meshGradientTooComplex(limit: maximumWork) }
                    }
                }
            }
        }
        return canvas.pixmap()
    }

    /// Subdivisions per cell side: a sample every 4 pixels along the largest cell's control-net
    /// bounds, 1…32, and fewer when the cells are many.
    private func subdivisions(scale: Point) -> Int {
        var largest = 0.0
        for r in 0..<(rows - 1) {
            for c in 0..<(columns - 1) {
                let net = controlNet(row: r, column: c).map { $0 * scale }
                let xs = net.map(\.x), ys = net.map(\.y)
                largest = max(largest, xs.max()! - xs.min()!, ys.max()! - ys.min()!)
            }
        }
        var n = max(1, min(32, Int((largest / 4).rounded(.up))))
        while n > 1 && patchCount * (n + 1) * (n + 1) > Self.maximumSamples { n -= 1 }
        return n
    }
}

/// Gouraud-shaded triangles over 8-bit premultiplied RGBA (pixel centres inside a triangle, edges
/// included; later triangles overwrite earlier ones).
struct MeshCanvas {
    typealias Vertex = (point: SIMD2<Double>, color: SIMD4<Double>)
    let width: Int, height: Int
    private var bytes: [UInt8]
    private var work = 0
    private let maximumWork: Int

    init(width: Int, height: Int, background: SIMD4<Double>, maximumWork: Int) {
        self.width = width
        self.height = height
        self.maximumWork = maximumWork
        let pixel = Self.bytes(background)
        bytes = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: bytes.count, by: 4) {
            bytes[index] = pixel.0; bytes[index + 1] = pixel.1; bytes[index + 2] = pixel.2; bytes[index + 3] = pixel.3
        }
    }

    /// Shades the pixels whose centres lie in triangle (a, b, c); false once the work is over the limit.
    mutating func fill(_ a: Vertex, _ b: Vertex, _ c: Vertex) -> Bool {
        let area = (b.point.x - a.point.x) * (c.point.y - a.point.y) - (b.point.y - a.point.y) * (c.point.x - a.point.x)
        guard area != 0, area.isFinite else { return true }
        let minY = max(0, Int((min(a.point.y, b.point.y, c.point.y) - 0.5).rounded(.up)))
        let maxY = min(height - 1, Int((max(a.point.y, b.point.y, c.point.y) - 0.5).rounded(.down)))
        let minX = max(0, Int((min(a.point.x, b.point.x, c.point.x) - 0.5).rounded(.up)))
        let maxX = min(width - 1, Int((max(a.point.x, b.point.x, c.point.x) - 0.5).rounded(.down)))
        guard minY <= maxY, minX <= maxX else { return true }
        work += (maxY - minY + 1) * (maxX - minX + 1)
        guard work <= maximumWork else { return false }
        let inverse = 1 / area
        for y in minY...maxY {
            let py = Double(y) + 0.5
            for x in minX...maxX {
                let px = Double(x) + 0.5
                // Barycentric weights, each ≥ 0 inside whatever the winding (the area's sign).
                let wa = ((b.point.x - px) * (c.point.y - py) - (b.point.y - py) * (c.point.x - px)) * inverse
                let wb = ((c.point.x - px) * (a.point.y - py) - (c.point.y - py) * (a.point.x - px)) * inverse
                let wc = 1 - wa - wb
                guard wa >= 0, wb >= 0, wc >= -1e-12 else { continue }
                let pixel = Self.bytes(wa * a.color + wb * b.color + max(wc, 0) * c.color)
                let index = (y * width + x) * 4
                bytes[index] = pixel.0; bytes[index + 1] = pixel.1; bytes[index + 2] = pixel.2; bytes[index + 3] = pixel.3
            }
        }
        return true
    }

    /// A premultiplied colour in 0…1 as bytes, each colour channel at most the opacity.
    private static func bytes(_ color: SIMD4<Double>) -> (UInt8, UInt8, UInt8, UInt8) {
        let alpha = MeshPatches.unit(color.w)
        func byte(_ x: Double) -> UInt8 { UInt8(((x > 0 ? min(x, alpha) : 0) * 255).rounded()) }   // NaN → 0
        return (byte(color.x), byte(color.y), byte(color.z), UInt8((alpha * 255).rounded()))
    }

    /// The image drawn so far.
    func pixmap() -> Pixmap? {
        try? Pixmap(width: width, height: height, premultipliedBytes: bytes)
    }
}
