import Foundation
import Testing
import Geometry2D
import RenderCommands
import SoftwareRasterizer
@testable import LayerTree

/// Helpers of the CARenderer2D tests: the spec §9 canvas (200×200 pt, white, root bounds (0,0,200,200)
/// at (100,100)), rendering on the CPU backend and pixel comparisons.
enum LayerRender {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)

    /// The §9 root: bounds (0,0,w,h) at its centre.
    static func root(_ width: CGFloat = 200, _ height: CGFloat = 200) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        root.position = CGPoint(x: width / 2, y: height / 2)
        return root
    }

    /// A plain layer with `bounds` (origin 0), `position` and an optional background.
    static func layer(_ width: CGFloat, _ height: CGFloat, at position: CGPoint, color: CGColor? = nil) -> CALayer {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        l.position = position
        l.backgroundColor = color
        return l
    }

    /// §9's L: 100×50 at (100,100), red.
    static func vectorLayer() -> CALayer { layer(100, 50, at: CGPoint(x: 100, y: 100), color: red) }

    /// `root` drawn over white on the CPU backend.
    static func render(_ root: CALayer, width: Int = 200, height: Int = 200, scale: Double = 1) throws -> Pixmap {
        let list = CARenderer2D.displayList(for: root, size: CGSize(width: Double(width) / scale, height: Double(height) / scale),
                                            scale: scale)
        var pixmap = try Pixmap(width: width, height: height)
        pixmap.fill(.white)
        try SoftwareRenderer().render(list, into: &pixmap)
        return pixmap
    }

    /// `root` drawn at 200×200 without an error: bad values are skipped, not a failure (a
    /// `try?` here would pass whatever happened).
    static func expectRendered(_ root: CALayer, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let picture = try render(root)
        #expect(picture.width == 200 && picture.height == 200, sourceLocation: sourceLocation)
    }

    /// The pixel as (r, g, b) bytes.
    static func rgb(_ p: Pixmap, _ x: Int, _ y: Int) -> [Int] {
        let c = p[x: x, y: y]
        return [Int(c.red), Int(c.green), Int(c.blue)]
    }

    /// Whether the pixel is within `tolerance` of `expected` in every channel.
    static func near(_ p: Pixmap, _ x: Int, _ y: Int, _ expected: [Int], _ tolerance: Int = 2) -> Bool {
        zip(rgb(p, x, y), expected).allSatisfy { abs($0 - $1) <= tolerance }
    }

    static let whiteRGB = [255, 255, 255], redRGB = [255, 0, 0], greenRGB = [0, 255, 0], blueRGB = [0, 0, 255], blackRGB = [0, 0, 0]

    /// Expects the pixel within `tolerance` of `expected`, naming the pixel and what it is.
    static func expect(_ p: Pixmap, _ x: Int, _ y: Int, _ expected: [Int], _ tolerance: Int = 2, _ what: String = "",
                       sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(near(p, x, y, expected, tolerance), "\(what) pixel (\(x),\(y)) is \(rgb(p, x, y)), expected \(expected) ±\(tolerance)",
                sourceLocation: sourceLocation)
    }
}
