import Foundation
import Testing
import Geometry2D
import RenderCommands
@testable import LayerTree

/// Where contents are drawn: spec §9 vector 23 and the other gravities, contentsRect and contentsScale.
@Suite struct LayerContentsTests {
    static func layer(_ gravity: CALayerContentsGravity) -> CALayer {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        l.position = CGPoint(x: 50, y: 50)
        l.contentsGravity = gravity
        return l
    }

    @Test func vector23TopIsMaxY() throws {
        let image = CGImage(pixmap: try Pixmap(width: 10, height: 10))
        let r = try #require(Self.layer(.top).contentsDestinationRect(for: image))
        #expect(r == CGRect(x: 45, y: 90, width: 10, height: 10))
    }

    @Test func gravities() throws {
        let image = CGImage(pixmap: try Pixmap(width: 20, height: 10))
        let expected: [(CALayerContentsGravity, CGRect)] = [
            (.resize, CGRect(x: 0, y: 0, width: 100, height: 100)),
            (.resizeAspect, CGRect(x: 0, y: 25, width: 100, height: 50)),
            (.resizeAspectFill, CGRect(x: -50, y: 0, width: 200, height: 100)),
            (.center, CGRect(x: 40, y: 45, width: 20, height: 10)),
            (.bottom, CGRect(x: 40, y: 0, width: 20, height: 10)),
            (.left, CGRect(x: 0, y: 45, width: 20, height: 10)),
            (.right, CGRect(x: 80, y: 45, width: 20, height: 10)),
            (.topLeft, CGRect(x: 0, y: 90, width: 20, height: 10)),
            (.topRight, CGRect(x: 80, y: 90, width: 20, height: 10)),
            (.bottomLeft, CGRect(x: 0, y: 0, width: 20, height: 10)),
            (.bottomRight, CGRect(x: 80, y: 0, width: 20, height: 10)),
        ]
        for (gravity, rect) in expected {
            #expect(Self.layer(gravity).contentsDestinationRect(for: image) == rect, "\(gravity)")
        }
        let (r, warnings) = LayerDiagnostics.capturing { Self.layer(CALayerContentsGravity("sideways")).contentsDestinationRect(for: image) }
        #expect(r == CGRect(x: 0, y: 0, width: 100, height: 100) && warnings.count == 1)
    }

    @Test func contentsRectAndScale() throws {
        let image = CGImage(pixmap: try Pixmap(width: 40, height: 20))
        let l = Self.layer(.center)
        l.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        #expect(l.contentsSourceRect(for: image) == CGRect(x: 20, y: 0, width: 20, height: 20))
        l.contentsScale = 2
        #expect(l.contentsDestinationRect(for: image) == CGRect(x: 45, y: 45, width: 10, height: 10))
        l.contentsRect = CGRect(x: 2, y: 2, width: 1, height: 1)   // entirely outside the image
        #expect(l.contentsSourceRect(for: image) == nil && l.contentsDestinationRect(for: image) == nil)
    }
}
