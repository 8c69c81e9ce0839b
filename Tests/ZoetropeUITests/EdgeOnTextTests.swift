import Foundation
import Testing
import Geometry2D
import AnimationCore
import RenderCommands
import SoftwareRasterizer
@testable import ZoetropeUI

/// A face turned exactly edge-on by `rotation3DEffect` draws nothing, text included (iOS shows
/// nothing of it: the plane has no area on screen).
@Suite struct EdgeOnTextTests {
    @Test func textTurnedEdgeOnDrawsNothing() throws {
        // Before: 100 pixels marked at 90°, 6 at −90° (flattening through a barely invertible projection).
        for degrees in [90.0, -90.0] {
            let view = ZStack { Text("Where is the library?").font(.title) }
                .frame(width: 260, height: 170)
                .rotation3DEffect(.degrees(degrees), axis: (x: 0, y: 1, z: 0))
            let pixmap = try ImageRenderer(content: view).render(with: SoftwareRenderer(), background: .white)
            var marked = 0
            for y in 0..<pixmap.height { for x in 0..<pixmap.width where pixmap[x: x, y: y].red < 250 { marked += 1 } }
            #expect(marked == 0, "\(degrees)°: \(marked) pixels marked")
        }
    }
}
