import Foundation
import Testing
import RenderCommands

/// The shared Gaussian blur: kernel weights, the SVG box approximation, σ bounds, and what a blur
/// does to an impulse (mass kept, spread ≈ σ²).
@Suite struct GaussianBlurKernelTests {
    @Test(arguments: [0.3, 0.5, 1.0, 1.5, 1.99])
    func sampledKernelSumsToOneAndIsSymmetric(sigma: Double) throws {
        let kernel = GaussianBlurKernel(sigma: sigma)
        guard case .gaussian(let weights, let radius) = try #require(kernel.passes.first) else {
            Issue.record("σ \(sigma) should be a sampled Gaussian"); return
        }
        #expect(kernel.passes.count == 1)
        #expect(radius == Int((3 * sigma).rounded(.up)))
        #expect(weights.count == 2 * radius + 1)
        #expect(weights.reduce(0, +) == 65_536)
        #expect(weights == Array(weights.reversed()))
        #expect(kernel.extent == radius)
    }

    /// SVG feGaussianBlur: d = ⌊σ·3·√(2π)/4 + 0.5⌋; odd d → three boxes of d, even → d, d, d + 1.
    @Test func largeSigmasUseTheSVGBoxApproximation() {
        #expect(GaussianBlurKernel(sigma: 10).passes == Array(repeating: .box(left: 9, right: 9), count: 3))   // d = 19
        #expect(GaussianBlurKernel(sigma: 2).passes == [.box(left: 2, right: 1), .box(left: 1, right: 2), .box(left: 2, right: 2)])  // d = 4
    }

    @Test func boxWidthFormula() {
        for sigma in [2.0, 3, 4.5, 10, 33, 128] {
            let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
            let widths = GaussianBlurKernel(sigma: sigma).passes.map { pass -> Int in
                if case .box(let l, let r) = pass { return l + r + 1 } else { return -1 }
            }
            #expect(widths == (d % 2 == 1 ? [d, d, d] : [d, d, d + 1]), "σ \(sigma)")
        }
    }

    @Test func hostileSigmasAreBounded() {
        #expect(GaussianBlurKernel(sigma: .nan).isIdentity)
        #expect(GaussianBlurKernel(sigma: -3).isIdentity)
        #expect(GaussianBlurKernel(sigma: 0.1).isIdentity)
        #expect(GaussianBlurKernel(sigma: 1e9).sigma == GaussianBlurKernel.maximumSigma)
        #expect(GaussianBlurKernel(sigma: .infinity).sigma == GaussianBlurKernel.maximumSigma)
        #expect(GaussianBlurKernel(sigma: 1e9).extent < 400)
    }

    /// SwiftUI's and Core Animation's radius → σ (inferred): σ = radius.
    @Test func radiusMapsToSigma() {
        #expect(GaussianBlurKernel.sigma(forRadius: 5) == 5)
        #expect(GaussianBlurKernel.sigma(forRadius: 0) == 0)
    }

    /// A step edge blurred along a row follows the Gaussian's integral: alpha at pixel x is
    /// 255·½·erfc((x + ½ − edge)/(σ√2)), within 3 (sampled kernel, σ ≥ 1; 16 below) or 7 (box approximation, whose
    /// profile differs from the Gaussian's by up to ~3 %).
    @Test(arguments: [0.5, 1.0, 1.5, 2, 4, 10, 40])
    func stepEdgeFollowsTheGaussianIntegral(sigma: Double) throws {
        var row = try Pixmap(width: 512, height: 1)
        for x in 0..<256 { row[x: x, y: 0] = .white }
        row.applyBlur(GaussianBlurKernel(sigma: sigma), edges: .clamp)   // one row: no transparent rows above and below
        // Below σ = 1 a kernel sampled at pixel centres departs from the continuous integral (13 at σ ½).
        let tolerance = sigma < 1 ? 16.0 : sigma < 2 ? 3.0 : 7.0
        var worst = 0.0
        for x in 0..<512 {
            let expected = 255 * 0.5 * erfc((Double(x) + 0.5 - 256) / (sigma * 2.0.squareRoot()))
            worst = max(worst, abs(Double(row[x: x, y: 0].alpha) - expected))
        }
        #expect(worst <= tolerance, "σ \(sigma): worst difference \(worst)")
        #expect(row.isValidPremultiplied)
    }

    /// A faint impulse keeps its mass through the three box passes (fraction bits between passes).
    @Test func impulseKeepsItsMass() throws {
        var row = try Pixmap(width: 257, height: 1)
        row[x: 128, y: 0] = .white
        row.applyBlur(GaussianBlurKernel(sigma: 10), edges: .clamp)
        let mass = (0..<257).reduce(0) { $0 + Int(row[x: $1, y: 0].alpha) }
        #expect(abs(mass - 255) <= 16, "mass \(mass)")
    }

    /// The inside of a uniform region far from its edges is unchanged; with clamped edges, a
    /// uniform image is unchanged everywhere.
    @Test func uniformRegionsAreUnchanged() throws {
        var pixmap = try Pixmap(width: 64, height: 64)
        pixmap.fill(premultiplied: PremultipliedRGBA8(red: 10, green: 100, blue: 200, alpha: 255))
        var clamped = pixmap
        clamped.applyBlur(GaussianBlurKernel(sigma: 5), edges: .clamp)
        #expect(clamped == pixmap)
        pixmap.applyBlur(GaussianBlurKernel(sigma: 3))
        #expect(pixmap[x: 32, y: 32] == PremultipliedRGBA8(red: 10, green: 100, blue: 200, alpha: 255))
        #expect(pixmap[x: 0, y: 0].alpha < 200)
    }
}
