import Foundation
import GLESRenderer
import RenderCommands
import Testing
import ZoetropeTestSupport
import SoftwareRasterizer
import VectorPath
import Geometry2D

/// A layer whose only filter is a colour matrix is composited by the shader with the matrix
/// applied (no readback, no CPU filtering, no image drawn back): the same picture as resolving it
/// on the CPU within a level's rounding, on every colour effect SwiftUI has.
@Suite struct ShaderColorMatrixTests {
    /// Six 64×64 panels: a gradient disc and a half-transparent square under hue rotation,
    /// saturation 0 at half opacity under a clip, brightness, contrast, colour invert, colour multiply.
    static func panels() -> DisplayList {
        let matrices: [ColorMatrix] = [.hueRotation(.degrees(120)), .saturation(0), .brightness(0.2), .contrast(1.6),
                                       .invert, .multiply(red: 1, green: 0.5, blue: 0, alpha: 1)]
        var list = DisplayList()
        for (index, matrix) in matrices.enumerated() {
            let x = CGFloat(index % 3) * 64, y = CGFloat(index / 3) * 64
            let clip: Path? = index == 1 ? Path(ellipseIn: CGRect(x: x + 4, y: y + 4, width: 56, height: 56)) : nil
            list.pushLayer(LayerStyle(opacity: index == 1 ? 0.5 : 1, clip: clip, filters: [.colorMatrix(matrix)]))
            let gradient = Gradient(colors: [Color(red: 1, green: 0.2, blue: 0.1), Color(red: 0.1, green: 0.4, blue: 1)])
            let disc = Path(ellipseIn: CGRect(x: x + 6, y: y + 6, width: 40, height: 40))
            list.fill(disc, with: .linearGradient(gradient, start: CGPoint(x: x, y: y), end: CGPoint(x: x + 64, y: y + 64)))
            list.fill(Path(CGRect(x: x + 30, y: y + 30, width: 28, height: 28)), with: .color(Color(red: 0.2, green: 0.8, blue: 0.3, opacity: 0.6)))
            list.popLayer()
        }
        return list
    }

    @Test(needsGPU) func theShaderDrawsWhatTheCPUFilterDraws() throws {
        let list = Self.panels()
        let renderer = try #require(GPU.renderer)
        let shaded = try GPU.render(list, width: 192, height: 128)
        let shadedStatistics = renderer.lastFrameStatistics
        var options = GLESOptions()
        options.shaderColorMatrices = false
        let resolving = try GLESRenderer(options: options)
        let resolved = try GPU.render(list, width: 192, height: 128, with: resolving)
        let resolvedStatistics = resolving.lastFrameStatistics
        let difference = try ImageDifference(between: shaded, and: resolved)
        print("shader colour matrix vs CPU filter on the GPU: \(difference)")
        #expect(difference.maximumDifference <= 2 && difference.meanAbsoluteDifference <= 0.1, "\(difference)")
        #expect(shaded.isValidPremultiplied)
        #expect(shadedStatistics.images == 0 && resolvedStatistics.images == 6,
                "no filtered image drawn back: \(shadedStatistics.images) vs \(resolvedStatistics.images)")
        // And against the software renderer, as every filter parity case.
        try FilterParityTests.expectParity(list, width: 192, height: 128, label: "shader colour matrix parity")
    }

    @Test func onlyLoneMatricesThatKeepTransparencyGoToTheShader() {
        var list = DisplayList()
        list.pushLayer(LayerStyle(filters: [.colorMatrix(.hueRotation(.degrees(30)))]))
        list.popLayer()
        list.pushLayer(LayerStyle(filters: [.colorMatrix(.saturation(0)), .colorMatrix(.brightness(0.1))]))
        list.popLayer()
        list.pushLayer(LayerStyle(filters: [.colorMatrix(ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0.5]))]))
        list.popLayer()
        list.pushLayer(LayerStyle(filters: [.blur(radius: 2)]))
        list.popLayer()
        let kept = GLESRenderer.compositingColorMatrices(list).commands.compactMap { command -> Bool? in
            guard case .pushLayer(let style) = command else { return nil }
            return style.filters.isEmpty
        }
        #expect(kept == [true, false, false, false], "a lone matrix only; two in a row, an alpha offset and a blur stay filters")
    }
}
