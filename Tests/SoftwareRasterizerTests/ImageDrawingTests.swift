import Foundation
import RenderCommands
import Testing
import VectorPath
import SoftwareRasterizer
import PNGCodec
import Geometry2D

/// `.image` commands: sampling through the inverse transform, nearest and bilinear, AA edges.
@Suite struct ImageDrawingTests {
    @Test func oneToOneIdentityReproducesThePixelsExactly() throws {
        let image = try testImage()
        for interpolation in ImageInterpolation.allCases {
            var list = DisplayList()
            list.draw(image, in: CGRect(x: 5, y: 7, width: 8, height: 8), interpolation: interpolation)
            let out = try draw(list, size: 20, background: nil)
            for y in 0..<20 {
                for x in 0..<20 {
                    let inside = (5..<13).contains(x) && (7..<15).contains(y)
                    #expect(out[x: x, y: y] == (inside ? image[x: x - 5, y: y - 7] : .transparent),
                            "\(interpolation) (\(x), \(y))")
                }
            }
        }
    }

    @Test func bilinearAtHalfPixelOffsetAveragesNeighbours() throws {
        let image = try testImage()
        var list = DisplayList()
        list.draw(image, in: CGRect(x: 0.5, y: 0, width: 8, height: 8), interpolation: .high)
        let out = try draw(list, size: 10, background: nil)
        // Device pixel x (1…7, fully covered) samples texel coordinate x − ½: halfway between texels x − 1 and x.
        for y in 0..<8 {
            for x in 1..<8 {
                let a = image[x: x - 1, y: y], b = image[x: x, y: y]
                func avg(_ p: UInt8, _ q: UInt8) -> UInt8 { UInt8((UInt32(p) + UInt32(q) + 1) / 2) }
                #expect(out[x: x, y: y] == px(avg(a.red, b.red), avg(a.green, b.green), avg(a.blue, b.blue), avg(a.alpha, b.alpha)),
                        "(\(x), \(y))")
            }
        }
        // The edge columns are half covered (anti-aliased by the rect's area coverage).
        #expect(out[x: 0, y: 3].alpha == 128)
        #expect(out[x: 8, y: 3].alpha == 128)
    }

    @Test func nearestScalesUpWithoutBlending() throws {
        let image = try testImage()
        var list = DisplayList()
        list.draw(image, in: CGRect(x: 0, y: 0, width: 16, height: 24), interpolation: .none)
        let out = try draw(list, size: 24, background: nil)
        for y in 0..<24 {
            for x in 0..<16 { #expect(out[x: x, y: y] == image[x: x / 2, y: y / 3], "(\(x), \(y))") }
        }
    }

    @Test func opacityScalesEveryChannel() throws {
        var image = try Pixmap(width: 1, height: 1)
        image[x: 0, y: 0] = px(200, 100, 50)
        var list = DisplayList()
        list.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 4), opacity: 0.5)
        let out = try draw(list, size: 4, background: nil)
        #expect(out[x: 2, y: 2] == px(100, 50, 25, 128))   // div255(c · 128)
    }

    @Test func perspectiveFlippedImageStaysInsideItsProjectedQuad() throws {
        let image = try testImage()
        let local = CGRect(x: 0, y: 0, width: 48, height: 48)
        var t = CATransform3DIdentity
        t.m34 = -1 / 80
        t = CATransform3DRotate(t, 2.4, 1, 0.3, 0)   // past 90°: the back side faces the viewer
        let transform = ProjectionTransform(CGAffineTransform(translationX: -24, y: -24))
            .concatenating(ProjectionTransform(t))
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: 32, y: 32)))
        var list = DisplayList()
        list.draw(image, in: local, interpolation: .high, transform: transform)
        let out = try draw(list, size: 64, background: nil)
        #expect(out.isValidPremultiplied)
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: 48, y: 0), CGPoint(x: 48, y: 48), CGPoint(x: 0, y: 48)]
            .map { $0.applying(transform) }
        #expect(corners.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        // Signed distance of a point to the quad (convex): negative inside.
        func distance(_ p: CGPoint) -> Double {
            var orientation = 0.0
            for i in 0..<4 {
                let a = corners[i], b = corners[(i + 1) % 4]
                orientation += Double(a.x * b.y - b.x * a.y)
            }
            var worst = -Double.infinity
            for i in 0..<4 {
                let a = corners[i], b = corners[(i + 1) % 4]
                let ex = Double(b.x - a.x), ey = Double(b.y - a.y), length = (ex * ex + ey * ey).squareRoot()
                let cross = (ex * Double(p.y - a.y) - ey * Double(p.x - a.x)) / length
                worst = max(worst, orientation > 0 ? -cross : cross)
            }
            return worst
        }
        var drawn = 0
        for y in 0..<64 {
            for x in 0..<64 where out[x: x, y: y].alpha > 0 {
                drawn += 1
                // A pixel touched by the quad has its centre within √½ px of it.
                #expect(distance(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) < 0.71, "(\(x), \(y))")
            }
        }
        #expect(drawn > 200)
        // Deep inside the quad the pixel is opaque image content (columns other than 1 are opaque).
        let centre = CGPoint(x: 24, y: 24).applying(transform)
        #expect(out[x: Int(centre.x), y: Int(centre.y)].alpha == 255)
    }

    @Test func singularTransformsAndEmptyRectsDrawNothing() throws {
        let image = try testImage()
        var list = DisplayList()
        list.draw(image, in: CGRect(x: 0, y: 0, width: 8, height: 8),
                  transform: ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1)))
        list.draw(image, in: CGRect(x: 2, y: 2, width: 0, height: 8))
        list.draw(image, in: CGRect(x: 2, y: 2, width: 8, height: 8), opacity: 0)
        let out = try draw(list, size: 16, background: nil)
        #expect(out.bytes.allSatisfy { $0 == 0 })
    }
}
