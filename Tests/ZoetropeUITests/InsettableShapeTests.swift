import Foundation
import Testing
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import ZoetropeUI

/// `inset(by:)` and `strokeBorder`: the stroke lies inside the frame (SwiftUI's `InsettableShape`).
@Suite struct InsettableShapeTests {
    @Test func insetShapesShrinkByTheAmount() {
        let frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(close(Circle().inset(by: 4).path(in: frame).boundingRect, CGRect(x: 4, y: 4, width: 32, height: 32)))
        #expect(Rectangle().inset(by: 2).inset(by: 3).path(in: frame).boundingRect == CGRect(x: 5, y: 5, width: 30, height: 30))
        #expect(RoundedRectangle(cornerRadius: 10).inset(by: 4).base.cornerSize == CGSize(width: 6, height: 6))
        #expect(RoundedRectangle(cornerRadius: 3).inset(by: 4).base.cornerSize == .zero)
        // Hostile amounts: NaN counts as 0, past the centre leaves the centre.
        #expect(Rectangle().inset(by: .nan).path(in: frame).boundingRect == frame)
        #expect(Rectangle().inset(by: 100).path(in: frame).boundingRect == CGRect(x: 20, y: 20, width: 0, height: 0))
    }

    @Test func strokeBorderDrawsInsideTheFrame() throws {
        // A 40 × 40 square stroked 4 wide: strokeBorder covers x 0…4 (inside), stroke x −2…2.
        let border = ImageRenderer(content: Rectangle().strokeBorder(Color.red, lineWidth: 4).frame(width: 40, height: 40).padding(10))
        let pixels = try border.render(with: SoftwareRenderer(), background: .white)
        #expect(pixels.width == 60)
        #expect(pixels[x: 11, y: 30] == PremultipliedRGBA8(Color.red))     // 1 point inside the frame's left edge
        #expect(pixels[x: 13, y: 30] == PremultipliedRGBA8(Color.red))     // 3 points inside
        #expect(pixels[x: 9, y: 30] == PremultipliedRGBA8(Color.white))    // outside the frame: nothing
        #expect(pixels[x: 15, y: 30] == PremultipliedRGBA8(Color.white))   // past the line
        let centred = ImageRenderer(content: Rectangle().stroke(Color.red, lineWidth: 4).frame(width: 40, height: 40).padding(10))
        #expect(try centred.render(with: SoftwareRenderer(), background: .white)[x: 9, y: 30] == PremultipliedRGBA8(Color.red))
    }
}
