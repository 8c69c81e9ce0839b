import Foundation
import GLESRenderer
import RenderCommands
import Testing
import ZoetropeTestSupport
import SoftwareRasterizer
import VectorPath
import Geometry2D

/// A layer whose only filter is a blur or a drop shadow is blurred by shaders where it was drawn
/// (two passes, no readback, no image drawn back): the same picture as the shared CPU kernels
/// give, within a level, for the sampled Gaussian (σ < 2), three boxes of odd and even width,
/// coloured and offset shadows under a clip, opacity and blend mode, nested
/// layers and a scaled layer. Opaque blurs and layers whose blur would reach past the canvas keep the CPU path.
@Suite struct ShaderBlurTests {
    /// Eight 64×64 panels, each one layer with one blur or shadow over a gradient disc and a
    /// half-transparent square.
    static func panels() -> DisplayList {
        let black = PremultipliedRGBA8(Color(white: 0, opacity: 0.5))
        let teal = PremultipliedRGBA8(Color(red: 0.1, green: 0.6, blue: 0.6, opacity: 0.8))
        let styles: [LayerStyle] = [
            LayerStyle(filters: [.blur(radius: 1.5)]),                                   // sampled Gaussian
            LayerStyle(filters: [.blur(radius: 3.5)]),                                   // three boxes of 7
            LayerStyle(filters: [.blur(radius: 3, opaque: true)]),                       // the CPU's
            LayerStyle(filters: [.dropShadow(color: black, radius: 4, offset: CGSize(width: 3, height: 5))]),
            LayerStyle(opacity: 0.7, blendMode: .multiply, clip: Path(CGRect(x: 4, y: 4, width: 52, height: 52)),
                       filters: [.dropShadow(color: teal, radius: 2.5, offset: CGSize(width: -4, height: 2))]),
            LayerStyle(filters: [.blur(radius: 6)]),                                     // three boxes of 11
            LayerStyle(filters: [.blur(radius: 5.4)]),                                   // two offset boxes of 10, one of 11
            LayerStyle(transform: ProjectionTransform(CGAffineTransform(scaleX: 1.5, y: 1.5)),
                       filters: [.dropShadow(color: black, radius: 2, offset: CGSize(width: 2, height: 2))]),
        ]
        var list = DisplayList()
        list.fill(Path(CGRect(x: 0, y: 0, width: 256, height: 128)), with: .color(Color(white: 0.92)))
        for (index, var style) in styles.enumerated() {
            let x = CGFloat(index % 4) * 64, y = CGFloat(index / 4) * 64
            let move = CGAffineTransform(translationX: x, y: y)
            if let clip = style.clip { style.clip = clip.applying(move) }
            list.pushLayer(style)
            let gradient = Gradient(colors: [Color(red: 1, green: 0.2, blue: 0.1), Color(red: 0.1, green: 0.4, blue: 1)])
            let disc = Path(ellipseIn: CGRect(x: x + 14, y: y + 14, width: 30, height: 30))
            list.fill(disc, with: .linearGradient(gradient, start: CGPoint(x: x, y: y), end: CGPoint(x: x + 64, y: y + 64)))
            list.fill(Path(CGRect(x: x + 30, y: y + 28, width: 18, height: 18)), with: .color(Color(red: 0.2, green: 0.8, blue: 0.3, opacity: 0.6)))
            list.popLayer()
        }
        return list
    }

    /// A renderer with shader blurs on (by default only on a hardware GPU) or off.
    static func renderer(shaderBlurs: Bool) throws -> GLESRenderer {
        var options = GLESOptions()
        options.shaderBlurs = shaderBlurs
        return try GLESRenderer(options: options)
    }

    /// Renders `list` with shader blurs on and off.
    static func bothWays(_ list: DisplayList, width: Int, height: Int) throws -> (shaded: Pixmap, shadedStatistics: GLESFrameStatistics,
                                                                                 resolved: Pixmap, resolvedStatistics: GLESFrameStatistics) {
        let renderer = try Self.renderer(shaderBlurs: true)
        let shaded = try GPU.render(list, width: width, height: height, with: renderer)
        let shadedStatistics = renderer.lastFrameStatistics
        let resolving = try Self.renderer(shaderBlurs: false)
        let resolved = try GPU.render(list, width: width, height: height, with: resolving)
        return (shaded, shadedStatistics, resolved, resolving.lastFrameStatistics)
    }

    @Test(needsGPU) func theShadersDrawWhatTheCPUKernelsDraw() throws {
        let (shaded, statistics, resolved, resolvedStatistics) = try Self.bothWays(Self.panels(), width: 256, height: 128)
        let difference = try ImageDifference(between: shaded, and: resolved)
        print("shader blur vs CPU blur on the GPU: \(difference)")
        #expect(difference.maximumDifference <= 1 && difference.meanAbsoluteDifference <= 0.1, "\(difference)")
        #expect(shaded.isValidPremultiplied)
        #expect(statistics.blurredLayers == 7 && statistics.images == 1,
                "all but the opaque blur in shaders: \(statistics.blurredLayers), \(statistics.images) drawn back")
        #expect(resolvedStatistics.blurredLayers == 0 && resolvedStatistics.images == 8)
        // And against the software renderer, as every filter parity case.
        let software = try ImageDifference(between: shaded, and: try GPU.reference(Self.panels(), width: 256, height: 128))
        print("shader blur vs software renderer: \(software)")
        #expect(software.meanAbsoluteDifference <= 1.5 && software.fractionOfPixelsOff <= 0.04, "\(software)")
    }

    /// The passes bind their own targets and textures: every way of anti-aliasing (the analytic
    /// accumulation as a texture, an image with atomics — NVIDIA's —, MSAA) still gives the picture.
    @Test(needsGPU) func everyCoverageModeBlursAlike() throws {
        let list = Self.panels()
        for mode in ["texture", "image atomics", "msaa"] {
            func renderer(_ shaderBlurs: Bool) throws -> GLESRenderer {
                var options = GLESOptions()
                options.shaderBlurs = shaderBlurs
                options.framebufferFetch = false
                options.imageAtomics = mode == "image atomics"
                options.coverage = mode == "msaa" ? .multisample : .analytic
                return try GLESRenderer(options: options)
            }
            let shaded = try GPU.render(list, width: 256, height: 128, with: try renderer(true))
            let resolved = try GPU.render(list, width: 256, height: 128, with: try renderer(false))
            let difference = try ImageDifference(between: shaded, and: resolved)
            #expect(difference.maximumDifference <= 1 && difference.meanAbsoluteDifference <= 0.1, "\(mode): \(difference)")
        }
    }

    /// Materials: a backdrop layer with all that lies beneath it on the canvas blurs the canvas
    /// (edges repeated), saturated, under its content, in its clip; one after a draw in its group
    /// keeps the CPU path (what lies beneath it is not on the canvas yet).
    @Test(needsGPU) func backdropsOnTheCanvasBlurTheCanvasBeneath() throws {
        var list = DisplayList()
        for i in 0..<12 {
            let hue = Double(i) / 12
            list.fill(Path(CGRect(x: Double(i) * 12, y: 0, width: 12, height: 96)), with: .color(Color(hue: hue, saturation: 0.8, brightness: 0.9)))
        }
        list.fill(Path(ellipseIn: CGRect(x: 50, y: 20, width: 40, height: 40)), with: .color(.white))
        let card = Path(roundedRect: CGRect(x: 4, y: 30, width: 70, height: 44), cornerRadius: 10)
        list.pushLayer(LayerStyle(clip: card, filters: [.backdrop(radius: 8, saturation: 1.8)]))
        list.fill(card, with: .color(Color(white: 1, opacity: 0.35)))
        list.fill(Path(CGRect(x: 14, y: 44, width: 40, height: 6)), with: .color(Color(white: 0, opacity: 0.5)))
        list.popLayer()
        // At the bottom-right edge: the blur repeats the canvas's last pixels.
        let corner = Path(CGRect(x: 100, y: 70, width: 44, height: 26))
        list.pushLayer(LayerStyle(clip: corner, filters: [.backdrop(radius: 5, saturation: 1)]))
        list.fill(corner, with: .color(Color(white: 0, opacity: 0.2)))
        list.popLayer()
        // In a group that drew something first: what lies beneath is not all on the canvas yet.
        list.pushLayer(LayerStyle(opacity: 0.9))
        list.fill(Path(CGRect(x: 84, y: 2, width: 8, height: 8)), with: .color(.black))
        let inGroup = Path(roundedRect: CGRect(x: 80, y: 6, width: 50, height: 30), cornerRadius: 8)
        list.pushLayer(LayerStyle(clip: inGroup, filters: [.backdrop(radius: 6, saturation: 1.4)]))
        list.fill(inGroup, with: .color(Color(white: 1, opacity: 0.3)))
        list.popLayer()
        list.popLayer()
        // In clipped, half-transparent groups that drew nothing before it (a material background
        // in a clipped view): all that lies beneath is on the canvas.
        let pill = Path(roundedRect: CGRect(x: 84, y: 42, width: 50, height: 22), cornerRadius: 11)
        list.pushLayer(LayerStyle(opacity: 0.8, clip: pill))
        list.pushLayer(LayerStyle(clip: pill, filters: [.backdrop(radius: 6, saturation: 1.8)]))
        list.fill(pill, with: .color(Color(white: 1, opacity: 0.25)))
        list.popLayer()
        list.fill(Path(CGRect(x: 94, y: 50, width: 30, height: 6)), with: .color(.black))
        list.popLayer()
        let (shaded, statistics, resolved, _) = try Self.bothWays(list, width: 144, height: 96)
        let difference = try ImageDifference(between: shaded, and: resolved)
        print("shader backdrops vs CPU: \(difference)")
        #expect(difference.maximumDifference <= 2 && difference.meanAbsoluteDifference <= 0.1, "\(difference)")
        #expect(statistics.blurredLayers == 3, "\(statistics.blurredLayers): all but the one after a draw in its group")
    }

    /// Shadowed material cards (`.background(.ultraThinMaterial, in: shape).shadow(…)`): when the
    /// material is the first thing the card draws, both the shadow and the material are drawn
    /// in shaders (the shadow from the layer with the material in it); after a draw in the card
    /// the whole card keeps the CPU path.
    @Test(needsGPU) func shadowedMaterialCards() throws {
        var list = DisplayList()
        for i in 0..<8 {
            list.fill(Path(ellipseIn: CGRect(x: Double(i) * 20 - 6, y: Double(i % 3) * 24, width: 40, height: 40)),
                      with: .color(Color(hue: Double(i) / 8, saturation: 0.9, brightness: 0.9)))
        }
        let shadow = PremultipliedRGBA8(Color(white: 0, opacity: 0.35))
        for (index, drawsFirst) in [false, true].enumerated() {
            let card = Path(roundedRect: CGRect(x: 8 + Double(index) * 72, y: 16, width: 60, height: 50), cornerRadius: 10)
            list.pushLayer(LayerStyle(filters: [.dropShadow(color: shadow, radius: 4, offset: CGSize(width: 0, height: 3))]))
            if drawsFirst { list.fill(card, with: .color(Color(white: 0, opacity: 0.2))) }
            list.pushLayer(LayerStyle(clip: card, filters: [.backdrop(radius: 6, saturation: 1.8)]))
            list.fill(card, with: .color(Color(white: 1, opacity: 0.3)))
            list.popLayer()
            list.fill(Path(CGRect(x: 18 + Double(index) * 72, y: 30, width: 30, height: 6)), with: .color(.black))
            list.popLayer()
        }
        let (shaded, statistics, resolved, resolvedStatistics) = try Self.bothWays(list, width: 152, height: 80)
        let difference = try ImageDifference(between: shaded, and: resolved)
        print("shadowed materials vs CPU: \(difference)")
        // The materials' 2 levels as alone; 3 at the second card's edge, whose material sees the
        // first card's shadow through a saturation of 1.8.
        #expect(difference.maximumDifference <= 3 && difference.meanAbsoluteDifference <= 0.1, "\(difference)")
        #expect(statistics.blurredLayers == 2 && statistics.images == 1,
                "the first card's shadow and material in shaders: \(statistics.blurredLayers), \(statistics.images) drawn back")
        #expect(resolvedStatistics.blurredLayers == 0 && resolvedStatistics.images == 2)
        let software = try ImageDifference(between: shaded, and: try GPU.reference(list, width: 152, height: 80))
        #expect(software.meanAbsoluteDifference <= 0.2 && software.maximumDifference <= 3, "\(software)")
    }

    @Test(needsGPU) func nestedBlurredLayersAndCPULayersInside() throws {
        var list = DisplayList()
        let shadow = PremultipliedRGBA8(Color(white: 0, opacity: 0.4))
        list.pushLayer(LayerStyle(filters: [.dropShadow(color: shadow, radius: 3, offset: CGSize(width: 0, height: 4))]))
        list.fill(Path(roundedRect: CGRect(x: 20, y: 20, width: 88, height: 60), cornerRadius: 12), with: .color(.white))
        list.pushLayer(LayerStyle(filters: [.blur(radius: 2.5)]))
        list.fill(Path(ellipseIn: CGRect(x: 34, y: 30, width: 30, height: 30)), with: .color(.red))
        list.popLayer()
        // Two filters that stay a chain (a matrix, then a blur): the CPU path, inside a shader-shadowed layer.
        list.pushLayer(LayerStyle(filters: [.colorMatrix(.saturation(0)), .blur(radius: 1)]))
        list.fill(Path(CGRect(x: 70, y: 34, width: 24, height: 24)), with: .color(.blue))
        list.popLayer()
        list.popLayer()
        let (shaded, statistics, resolved, _) = try Self.bothWays(list, width: 128, height: 112)
        let difference = try ImageDifference(between: shaded, and: resolved)
        print("nested shader blurs vs CPU: \(difference)")
        #expect(difference.maximumDifference <= 2 && difference.meanAbsoluteDifference <= 0.1, "\(difference)")
        #expect(statistics.blurredLayers == 2 && statistics.images == 1, "\(statistics)")
    }

    @Test(needsGPU) func contentPastTheCanvasKeepsTheCPUPathAndBlursPastItDoNot() throws {
        var list = DisplayList()
        // Drawn past the left edge: the CPU blurs what lies beyond the canvas in.
        list.pushLayer(LayerStyle(filters: [.blur(radius: 6)]))
        list.fill(Path(ellipseIn: CGRect(x: -20, y: 10, width: 50, height: 50)), with: .color(.blue))
        list.popLayer()
        // Drawn inside, blurred and shadowed past the top and right edges: what shows is the same.
        list.pushLayer(LayerStyle(filters: [.blur(radius: 6)]))
        list.fill(Path(ellipseIn: CGRect(x: 40, y: 2, width: 30, height: 30)), with: .color(.red))
        list.popLayer()
        let shadow = PremultipliedRGBA8(Color(white: 0, opacity: 0.6))
        list.pushLayer(LayerStyle(filters: [.dropShadow(color: shadow, radius: 5, offset: CGSize(width: 8, height: -6))]))
        list.fill(Path(CGRect(x: 74, y: 30, width: 20, height: 30)), with: .color(.green))
        list.popLayer()
        // A background filling the canvas exactly, blurred: nothing of it lies past the edge.
        var background = DisplayList()
        background.pushLayer(LayerStyle(filters: [.blur(radius: 4)]))
        for i in 0..<8 {
            background.fill(Path(CGRect(x: Double(i) * 12, y: 0, width: 12, height: 72)), with: .color(Color(hue: Double(i) / 8, saturation: 0.7, brightness: 0.9)))
        }
        background.popLayer()
        list.commands = background.commands + list.commands
        let (shaded, statistics, resolved, _) = try Self.bothWays(list, width: 96, height: 72)
        #expect(statistics.blurredLayers == 3 && statistics.images == 1, "\(statistics.blurredLayers) \(statistics.images)")
        let difference = try ImageDifference(between: shaded, and: resolved)
        // Under MSAA (a GPU without float blending) the content's resolve adds a level.
        let tolerance = GPU.renderer?.info.coverage == .analytic ? 1 : 2
        #expect(difference.maximumDifference <= tolerance, "\(difference)")
    }

    /// A blur radius of 10⁹ is drawn at the largest σ (128: 721 taps, what blur.frag holds), a
    /// shadow offset of 10⁹ lands off the canvas, 16 shadowed layers nest: the CPU's picture.
    @Test(needsGPU) func hostileRadiiOffsetsAndNesting() throws {
        var list = DisplayList()
        list.pushLayer(LayerStyle(filters: [.blur(radius: 1e9)]))
        list.fill(Path(ellipseIn: CGRect(x: 20, y: 20, width: 40, height: 40)), with: .color(.red))
        list.popLayer()
        let shadow = PremultipliedRGBA8(Color(white: 0, opacity: 0.5))
        list.pushLayer(LayerStyle(filters: [.dropShadow(color: shadow, radius: 3, offset: CGSize(width: 1e9, height: -1e9))]))
        list.fill(Path(CGRect(x: 70, y: 10, width: 20, height: 20)), with: .color(.blue))
        list.popLayer()
        for _ in 0..<16 { list.pushLayer(LayerStyle(filters: [.dropShadow(color: shadow, radius: 1, offset: CGSize(width: 1, height: 1))])) }
        list.fill(Path(CGRect(x: 50, y: 50, width: 8, height: 8)), with: .color(.green))   // grown 48–64 a side: on the canvas
        for _ in 0..<16 { list.popLayer() }
        let (shaded, statistics, resolved, _) = try Self.bothWays(list, width: 128, height: 128)
        let difference = try ImageDifference(between: shaded, and: resolved)
        #expect(difference.maximumDifference <= 2 && difference.meanAbsoluteDifference <= 0.1, "\(difference)")
        #expect(statistics.blurredLayers == 18, "\(statistics.blurredLayers)")
        #expect(shaded.isValidPremultiplied)
    }

    /// The two blur targets (512 KiB at 256²) count against the GPU memory budget before anything
    /// is allocated.
    @Test(needsGPU) func theBlurTargetsCountAgainstTheGPUBudget() throws {
        var list = DisplayList()
        list.pushLayer(LayerStyle(filters: [.blur(radius: 3)]))
        list.fill(Path(ellipseIn: CGRect(x: 60, y: 60, width: 100, height: 100)), with: .color(.red))
        list.popLayer()
        let info = try #require(GPU.renderer).info
        // A layer level, the accumulation, the CPU way's image and points fit; two more targets do not.
        let fits = RenderBudget.layerTargetBytes(depth: 1, width: 256, height: 256, samples: info.samples)
            + (info.coverage == .analytic ? 256 * 256 * 4 : 0) + 256 * 1024
        func renderer(_ shaderBlurs: Bool) throws -> GLESRenderer {
            var options = GLESOptions()
            options.shaderBlurs = shaderBlurs
            options.budget.maxGPUBytes = Int(fits)
            return try GLESRenderer(options: options)
        }
        var pixmap = try Pixmap(width: 256, height: 256)
        _ = try GPU.render(list, width: 256, height: 256, with: try renderer(false))   // the CPU kernels' way fits
        let shaders = try renderer(true)
        let exceeded = try #require(GPUBudgetTests.exceeded { () throws(GLESError) in try shaders.render(list, into: &pixmap) })
        #expect(exceeded.limit == .gpuBytes && exceeded.description.contains("2 blur targets of 256×256"), "\(exceeded)")
    }

    @Test func theConvolvedKernelIsTheBoxesInARow() {
        // Three boxes of 7 (σ = 3.5): 19 taps, symmetric, summing to 1; the centre is 37/343.
        let (weights, radius) = CompositeBlur.weights(of: GaussianBlurKernel(sigma: 3.5))
        #expect(radius == 9 && weights.count == 19)
        #expect(abs(weights.reduce(0, +) - 1) < 1e-12)
        #expect(abs(weights[9] - 37.0 / 343) < 1e-12, "\(weights[9])")
        #expect(zip(weights, weights.reversed()).allSatisfy { abs($0 - $1) < 1e-12 })
        // Even width (σ = 5.4: d = 10): the offset boxes make it symmetric again, 6·5 − 1 taps a side.
        let even = CompositeBlur.weights(of: GaussianBlurKernel(sigma: 5.4))
        #expect(even.radius == 14 && even.weights.count == 29)
        #expect(zip(even.weights, even.weights.reversed()).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(CompositeBlur.weights(of: GaussianBlurKernel(sigma: 0)) == ([1], 0))
        // The widest kernel (σ clamped to 128) fits blur.frag's 184 × 4 weights.
        #expect(CompositeBlur.weights(of: GaussianBlurKernel(sigma: 1e9)).weights.count == 721)
    }
}



