import Foundation
import RenderCommands
import Testing
import VectorPath
import SoftwareRasterizer
import PNGCodec
import Geometry2D

/// The shared ramp (RenderCommands' `GradientLUT`): sorting, padding, premultiplied interpolation.
@Suite struct GradientLUTTests {
    @Test func blackToWhiteRampIsLinearAndOpaque() {
        let lut = GradientLUT(Gradient(colors: [.black, .white]))
        #expect(lut.entries.count == GradientLUT.count)
        #expect(lut.entries.first == px(0, 0, 0))
        #expect(lut.entries.last == px(255, 255, 255))
        for (i, entry) in lut.entries.enumerated() {
            let expected = UInt8((Double(i) / Double(GradientLUT.count - 1) * 255).rounded(.toNearestOrAwayFromZero))
            #expect(entry == px(expected, expected, expected), "entry \(i)")
        }
        #expect(lut.isOpaque)
        #expect(lut.bytes.count == GradientLUT.count * 4)
    }

    @Test func interpolationIsPremultiplied() {
        // Pure red to transparent black: premultiplied, entry 512 (location 0.5005) is (127, 0, 0, 127);
        // straight-alpha interpolation would darken it to (64, 0, 0, 127).
        let lut = GradientLUT(Gradient(colors: [Color(red: 1, green: 0, blue: 0), .clear]))
        #expect(lut[0.5] == px(127, 0, 0, 127))
        #expect(!lut.isOpaque)
        #expect(lut.entries.allSatisfy { $0.isValidPremultiplied })
    }

    @Test func stopsAreSortedStablyAndPadded() {
        // Given out of order; two stops share 0.5 (a hard stop, first given wins below 0.5).
        let g = Gradient(stops: [
            .init(color: .white, location: 0.75),
            .init(color: rgb(255, 0, 0), location: 0.5),
            .init(color: rgb(0, 0, 255), location: 0.5),
            .init(color: .black, location: 0.25),
        ])
        let lut = GradientLUT(g)
        #expect(lut[0] == px(0, 0, 0))          // padded with the first stop
        #expect(lut[0.2] == px(0, 0, 0))
        #expect(lut[0.49] == px(245, 0, 0))      // black → red: entry 501, (0.4897 − 0.25) / 0.25 · 255
        #expect(lut[0.5] == px(0, 0, 255))       // the later stop from its location on
        #expect(lut[0.9] == px(255, 255, 255))   // padded with the last stop
        #expect(lut[1] == px(255, 255, 255))
    }

    @Test func degenerateRampsDoNotCrash() {
        #expect(GradientLUT(Gradient(stops: [])).entries.allSatisfy { $0 == .transparent })
        #expect(GradientLUT(Gradient(colors: [rgb(10, 20, 30)])).entries.allSatisfy { $0 == px(10, 20, 30) })
        // Locations outside 0…1 clamp the ramp: halfway between −1 and 1 is location 0.
        let wide = GradientLUT(Gradient(stops: [.init(color: .black, location: -1), .init(color: .white, location: 1)]))
        #expect(wide[0] == px(128, 128, 128))
        #expect(wide[.nan] == wide.entries[0])
        #expect(GradientLUT.index(-3) == 0 && GradientLUT.index(7) == GradientLUT.count - 1)
    }

    @Test func shadingOfDegenerateGeometryIsTheLastStop() throws {
        let g = Gradient(stops: [.init(color: rgb(0, 0, 255), location: 1), .init(color: rgb(255, 0, 0), location: 0)])
        let cases: [Paint] = [
            .linearGradient(g, start: CGPoint(x: 3, y: 3), end: CGPoint(x: 3, y: 3)),
            .radialGradient(g, center: .zero, startRadius: 5, endRadius: 5),
            .angularGradient(g, center: .zero, startAngle: .degrees(30), endAngle: .degrees(30)),
        ]
        for paint in cases {
            let shading = try #require(GradientShading(paint))
            #expect(shading.geometry == .solid(px(0, 0, 255)))
            #expect(shading.color(atLocal: CGPoint(x: 1, y: 2)) == px(0, 0, 255))
        }
        #expect(GradientShading(.color(.red)) == nil)
        let empty = try #require(GradientShading(.linearGradient(Gradient(stops: []), start: .zero, end: CGPoint(x: 1, y: 0))))
        #expect(empty.geometry == .solid(.transparent))
    }

    @Test func angularLocationFollowsSwiftUI() {
        let quarter = Double.pi / 2
        // Full turn from 0: location = θ / 2π, clockwise on screen (θ from atan2 with y down).
        #expect(GradientShading.angularLocation(quarter, start: 0, sweep: 2 * .pi) == 0.25)
        #expect(GradientShading.angularLocation(-quarter, start: 0, sweep: 2 * .pi) == 0.75)
        // A quarter sweep: the missing 270° arc is end color for its first half, start color after.
        #expect(GradientShading.angularLocation(quarter / 2, start: 0, sweep: quarter) == 0.5)
        #expect(GradientShading.angularLocation(.pi, start: 0, sweep: quarter) == 1)
        #expect(GradientShading.angularLocation(-quarter, start: 0, sweep: quarter) == 0)
        // Two turns: only the last complete turn shows, so θ = 0 sits at location 1/2.
        #expect(GradientShading.angularLocation(0, start: 0, sweep: 4 * .pi) == 0.5)
    }
}
