import Foundation
import Testing
import RenderCommands
import VectorPath
import Geometry2D

@Suite struct PaintResolvedTests {
    @Test func unitFactorsRoundToBytes() {
        #expect(Blend.byte(0.5) == 128)
        #expect(Blend.byte(1) == 255 && Blend.byte(7) == 255)
        #expect(Blend.byte(0) == 0 && Blend.byte(-1) == 0 && Blend.byte(.nan) == 0)
        #expect(Blend.byte(0.2) == 51)
    }

    @Test func degenerateGradientsResolveToOneColor() {
        #expect(Paint.color(.black).resolvedSolidColor == PremultipliedRGBA8(Color.black))
        let oneStop = Paint.linearGradient(Gradient(colors: [.black]), start: .zero, end: CGPoint(x: 10, y: 0))
        #expect(oneStop.resolvedSolidColor == PremultipliedRGBA8(Color.black))
        let ramp = Paint.linearGradient(Gradient(colors: [.black, .white]), start: .zero, end: CGPoint(x: 10, y: 0))
        #expect(ramp.resolvedSolidColor == nil)
    }
}
