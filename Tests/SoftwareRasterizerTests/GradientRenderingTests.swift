import Foundation
import RenderCommands
import Testing
import VectorPath
import SoftwareRasterizer
import PNGCodec
import Geometry2D

/// Gradients rendered per device pixel: exact values at known positions.
@Suite struct GradientRenderingTests {
    let gray = Gradient(colors: [.black, .white])

    @Test func horizontalLinearGradientAcross256PixelsGivesColumnValue() throws {
        var list = DisplayList()
        list.fill(rect(0, 0, 256, 4), with: .linearGradient(gray, start: .zero, end: CGPoint(x: 256, y: 0)))
        let image = try draw(list, size: 256, height: 4)
        // Pixel centre x + ½ → location (x + ½)/256 → LUT entry → exactly x for every column.
        for x in 0..<256 {
            let v = UInt8(x)
            #expect(image[x: x, y: 2] == px(v, v, v), "column \(x)")
        }
    }

    @Test func linearGradientIsPaddedAndFollowsTheTransform() throws {
        // Local gradient 0…32 along x, mapped by scale 2 and translation 64: device 64…128.
        var list = DisplayList()
        let transform = ProjectionTransform(CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 64, ty: 0))
        list.fill(rect(-32, 0, 128, 16), with: .linearGradient(gray, start: .zero, end: CGPoint(x: 32, y: 0)),
                  transform: transform)
        let image = try draw(list, size: 256, height: 32)
        #expect(image[x: 10, y: 5] == px(0, 0, 0))        // before start: first color
        #expect(image[x: 200, y: 5] == px(255, 255, 255)) // after end: last color
        #expect(image[x: 96, y: 5] == px(129, 129, 129))  // device x 96.5 → local 16.25 → t = 0.508 → entry 519
    }

    @Test func radialGradientAtKnownRadii() throws {
        var list = DisplayList()
        list.fill(rect(0, 0, 64, 64), with: .radialGradient(gray, center: CGPoint(x: 32, y: 32), startRadius: 0, endRadius: 32))
        let image = try draw(list)
        // Pixel (x, 32) has its centre at distance √((x − 31.5)² + ¼) from (32, 32); value ≈ 255·d/32.
        let expected: [Int: UInt8] = [32: 6, 40: 68, 48: 132, 56: 195, 63: 251]
        for (x, v) in expected { #expect(image[x: x, y: 32] == px(v, v, v), "x \(x)") }
        #expect(image[x: 0, y: 0] == px(255, 255, 255))  // beyond endRadius: padded
        // Symmetric: the same distance left and above.
        #expect(image[x: 40, y: 32] == image[x: 32, y: 40])
    }

    @Test func radialStartRadiusIsLocationZero() throws {
        var list = DisplayList()
        list.fill(rect(0, 0, 64, 64), with: .radialGradient(gray, center: CGPoint(x: 32, y: 32), startRadius: 8, endRadius: 24))
        let image = try draw(list)
        #expect(image[x: 33, y: 32] == px(0, 0, 0))       // inside startRadius: first color
        #expect(image[x: 40, y: 32] == px(8, 8, 8))       // d = 8.51 → t = 0.032
        #expect(image[x: 48, y: 32] == px(136, 136, 136)) // d = 16.51 → t = 0.532
    }

    @Test func angularGradientAtQuarterTurns() throws {
        var list = DisplayList()
        // Centre on a pixel centre so the sample points sit exactly at 0°, 90°, 180°, 270°.
        let c = CGPoint(x: 32.5, y: 32.5)
        list.fill(rect(0, 0, 64, 64), with: .angularGradient(gray, center: c, startAngle: .zero, endAngle: .degrees(360)))
        let image = try draw(list)
        #expect(image[x: 60, y: 32] == px(0, 0, 0))          // 0°: location 0
        #expect(image[x: 32, y: 60] == px(64, 64, 64))       // 90° (below: clockwise on screen): 0.25
        #expect(image[x: 4, y: 32] == px(128, 128, 128))     // 180°: 0.5
        #expect(image[x: 32, y: 4] == px(191, 191, 191))     // 270°: 0.75
    }

    @Test func angularPartialSweepPadsTheMissingArc() throws {
        var list = DisplayList()
        let c = CGPoint(x: 32.5, y: 32.5)
        list.fill(rect(0, 0, 64, 64), with: .angularGradient(gray, center: c, startAngle: .zero, endAngle: .degrees(90)))
        let image = try draw(list)
        #expect(image[x: 50, y: 50] == px(128, 128, 128))    // 45°: halfway
        #expect(image[x: 4, y: 32] == px(255, 255, 255))     // 180°: first half of the gap → end color
        #expect(image[x: 32, y: 4] == px(0, 0, 0))           // 270°: second half → start color
    }

    @Test func gradientUnderPerspectiveStaysFiniteAndValid() throws {
        var t = CATransform3DIdentity
        t.m34 = -1 / 60
        t = CATransform3DRotate(t, 1.2, 0, 1, 0)
        let toCentre = ProjectionTransform(CGAffineTransform(translationX: -32, y: -32))
            .concatenating(ProjectionTransform(t))
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: 32, y: 32)))
        var list = DisplayList()
        for paint: Paint in [
            .linearGradient(Gradient(colors: [.red, .blue, .clear]), start: .zero, end: CGPoint(x: 64, y: 64)),
            .radialGradient(gray, center: CGPoint(x: 32, y: 32), startRadius: 4, endRadius: 30),
            .angularGradient(gray, center: CGPoint(x: 32, y: 32), startAngle: .degrees(-45), endAngle: .degrees(200)),
        ] {
            list.fill(rect(0, 0, 64, 64), with: paint, transform: toCentre)
        }
        let image = try draw(list, background: nil)
        #expect(image.isValidPremultiplied)
        #expect(image.bytes.contains { $0 != 0 })
    }

    @Test func degenerateGradientsFillWithTheLastStop() throws {
        let g = Gradient(colors: [rgb(255, 0, 0), rgb(0, 255, 0)])
        for paint: Paint in [
            .linearGradient(g, start: CGPoint(x: 5, y: 5), end: CGPoint(x: 5, y: 5)),
            .radialGradient(g, center: CGPoint(x: 5, y: 5), startRadius: 3, endRadius: 3),
            .angularGradient(g, center: CGPoint(x: 5, y: 5), startAngle: .degrees(10), endAngle: .degrees(10)),
        ] {
            var list = DisplayList()
            list.fill(rect(0, 0, 16, 16), with: paint)
            #expect(try draw(list, size: 16)[x: 8, y: 8] == px(0, 255, 0))
        }
        var none = DisplayList()
        none.fill(rect(0, 0, 16, 16), with: .linearGradient(Gradient(stops: []), start: .zero, end: CGPoint(x: 9, y: 0)))
        #expect(try draw(none, size: 16)[x: 8, y: 8] == px(255, 255, 255))   // clear paint: background stays
    }
}
