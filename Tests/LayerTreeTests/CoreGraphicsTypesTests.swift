import Foundation
import Testing
import Geometry2D
import VectorPath
import RenderCommands
@testable import LayerTree

/// CGColor, CGPath, CGImage and the UIKit conveniences.
@Suite struct CoreGraphicsTypesTests {
    static func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func colors() throws {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(red.components == [1, 0, 0, 1])
        #expect(red.numberOfComponents == 4)
        #expect(red.alpha == 1)
        #expect(red.copy(alpha: 0.5)?.components == [1, 0, 0, 0.5])
        #expect(red.copy(alpha: .nan) == nil)
        #expect(CGColor(gray: 0, alpha: 1) == CGColor.black)
        #expect(CGColor.white.components == [1, 1])
        #expect(CGColor.clear.alpha == 0)
        #expect(Set([red, CGColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
        let viaSpace = try #require(CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [0, 0, 1, 1]))
        #expect(viaSpace.components == [0, 0, 1, 1])
        #expect(CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [0, .nan, 1, 1]) == nil)
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.numberOfComponents == 3)
        #expect(CGColorSpace(name: "nonsense") == nil)
        #expect(CGColorSpaceCreateDeviceGray().numberOfComponents == 1)
    }

    @Test func uiColor() {
        let c = UIColor.red.withAlphaComponent(0.5)
        #expect(c.cgColor.components == [1, 0, 0, 0.5])
        #expect(UIColor(white: 0.5, alpha: 1).cgColor == CGColor(gray: 0.5, alpha: 1))
        #expect(UIColor(red: 0, green: 1, blue: 0, alpha: 1) == UIColor.green)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor.orange.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == 1 && g == 0.5 && b == 0 && a == 1)
        let hsb = UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 1)
        #expect(hsb.cgColor.components?.map { ($0 * 1000).rounded() } == [0, 0, 1000, 1000])
        #expect(UIColor(hue: .nan, saturation: .nan, brightness: 1, alpha: 1).cgColor.components == [1, 1, 1, 1])
        #expect(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1).cgColor.components == [1, 0, 0, 1])
    }

    @Test func cgArcSense() {
        // Core Graphics' flag on a y-down screen: clockwise false sweeps through increasing angles.
        let p = CGMutablePath()
        p.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(Self.close(p.currentPoint, CGPoint(x: 0, y: 10)))
        #expect(p.boundingBoxOfPath.maxY > 9.99 && p.boundingBoxOfPath.minY > -1e-9)
        let q = CGMutablePath()
        q.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(Self.close(q.currentPoint, CGPoint(x: 0, y: 10)))
        #expect(q.boundingBoxOfPath.minY < -9.99)   // the long way round, through −y
    }

    @Test func uiBezierClockwiseIsOnScreenClockwise() {
        let cw = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(Self.close(cw.currentPoint, CGPoint(x: 0, y: 10)))
        #expect(cw.bounds.minY > -1e-9)     // a quarter through +y (down): clockwise on screen
        let ccw = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(ccw.cgPath.boundingBoxOfPath.minY < -9.99)
        // The same arc as CGMutablePath with the flag flipped.
        let cg = CGMutablePath()
        cg.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(cw.cgPath == cg)
    }

    @Test func pathBuildersAndBoxes() {
        let rect = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        #expect(rect.boundingBox == CGRect(x: 1, y: 2, width: 3, height: 4))
        var shift = CGAffineTransform(translationX: 10, y: 0)
        let moved = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: &shift)
        #expect(moved.boundingBoxOfPath.minX > 9.99 && moved.boundingBoxOfPath.maxX < 20.01)
        let rounded = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerWidth: 8, cornerHeight: 8, transform: nil)
        #expect(!rounded.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(rounded.contains(CGPoint(x: 50, y: 30)))
        #expect(CGMutablePath().isEmpty)
        #expect(CGMutablePath().boundingBox.isNull)
        let m = CGMutablePath()
        m.move(to: CGPoint(x: 0, y: 0))
        m.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        m.addCurve(to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 12, y: -10), control2: CGPoint(x: 18, y: -10))
        m.addLine(to: CGPoint(x: 20, y: 20))
        m.closeSubpath()
        #expect(m.boundingBox == CGRect(x: 0, y: -10, width: 20, height: 30))       // control points count
        #expect(m.boundingBoxOfPath.minY > -10 && m.boundingBoxOfPath.maxY == 20)   // only the drawn curve
        #expect(m.currentPoint == .zero)
        let copy = m.copy()
        m.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(copy != m)
        #expect(m.mutableCopy() == m)
        let combined = CGMutablePath()
        combined.addPath(rect)
        combined.addRoundedRect(in: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: 2, cornerHeight: 2)
        let box = combined.boundingBox
        #expect(abs(box.minX) < 1e-9 && abs(box.minY) < 1e-9 && abs(box.maxX - 10) < 1e-9 && abs(box.maxY - 10) < 1e-9)
        #expect(Path(rect).boundingRect == rect.boundingBox)
    }

    @Test func images() throws {
        let image = CGImage(pixmap: try Pixmap(width: 4, height: 3))
        #expect(image.width == 4 && image.height == 3 && image.bytesPerRow == 16)
        let layer = CALayer()
        layer.contents = image
        #expect(layer.contents as? CGImage === image)
        let (_, warnings) = LayerDiagnostics.capturing { layer.contents = "not an image" }
        #expect(warnings.count == 1)
        #expect(layer.contents as? CGImage === image)
        layer.contents = nil
        #expect(layer.contents == nil)
    }
}
