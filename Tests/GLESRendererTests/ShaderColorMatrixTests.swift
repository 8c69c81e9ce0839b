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
        let styles = GLESRenderer.compositingColorMatrices(list).commands.compactMap { command -> LayerStyle? in
            guard case .pushLayer(let style) = command else { return nil }
            return style
        }
        #expect(styles.map(\.filters.count) == [0, 1, 1, 1], "the last of two matrices only; an alpha offset and a blur stay filters")
        #expect(styles.map { $0.compositeColorMatrix != nil } == [true, true, false, false])
        #expect(styles[1].filters == [.colorMatrix(.saturation(0))] && styles[1].compositeColorMatrix == .brightness(0.1))
    }

    /// A chain ending in a colour matrix: the filters before it as usual (in shaders where they
    /// can be, else on the CPU), the matrix in the composite after them — the CPU path's picture.
    @Test(needsGPU) func aMatrixAfterOtherFiltersIsAppliedLastByTheComposite() throws {
        let chains: [[LayerFilter]] = [
            [.blur(radius: 3), .colorMatrix(.hueRotation(.degrees(90)))],
            [.dropShadow(color: PremultipliedRGBA8(Color(white: 0, opacity: 0.5)), radius: 3, offset: CGSize(width: 2, height: 3)),
             .colorMatrix(.saturation(0))],
            [.colorMatrix(.contrast(1.5)), .colorMatrix(.brightness(-0.1))],
            [.blur(radius: 2), .colorMatrix(.invert)],
        ]
        var list = DisplayList()
        list.fill(Path(CGRect(x: 0, y: 0, width: 256, height: 64)), with: .color(Color(white: 0.9)))
        for (index, filters) in chains.enumerated() {
            let x = CGFloat(index) * 64
            list.pushLayer(LayerStyle(opacity: index == 3 ? 0.6 : 1, filters: filters))
            list.fill(Path(ellipseIn: CGRect(x: x + 12, y: 12, width: 34, height: 34)), with: .color(Color(red: 0.9, green: 0.3, blue: 0.1)))
            list.fill(Path(CGRect(x: x + 28, y: 26, width: 22, height: 22)), with: .color(Color(red: 0.1, green: 0.5, blue: 0.9, opacity: 0.7)))
            list.popLayer()
        }
        for shaderBlurs in [false, true] {
            var options = GLESOptions()
            options.shaderBlurs = shaderBlurs
            let chained = try GLESRenderer(options: options)
            let shaded = try GPU.render(list, width: 256, height: 64, with: chained)
            let statistics = chained.lastFrameStatistics
            options.shaderColorMatrices = false
            let resolved = try GPU.render(list, width: 256, height: 64, with: try GLESRenderer(options: options))
            let difference = try ImageDifference(between: shaded, and: resolved)
            print("chained matrices (shader blurs \(shaderBlurs)) vs CPU: \(difference)")
            #expect(difference.maximumDifference <= 2 && difference.meanAbsoluteDifference <= 0.1, "\(difference)")
            #expect(statistics.images == (shaderBlurs ? 1 : 4), "only the matrix before a matrix drawn back with shader blurs: \(statistics.images)")
        }
        try FilterParityTests.expectParity(list, width: 256, height: 64, label: "chained matrices")
    }
}
