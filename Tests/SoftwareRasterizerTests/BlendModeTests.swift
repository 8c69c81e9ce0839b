import Foundation
import RenderCommands
import Testing
import ZoetropeTestSupport
import VectorPath
import SoftwareRasterizer
import PNGCodec
import Geometry2D

/// The layer blend-mode formulas in `Blend` (premultiplied, exact 8-bit rounding).
@Suite struct BlendModeTests {
    let s = px(100, 50, 0), d = px(100, 100, 100)

    @Test func opaqueColors() {
        #expect(Blend.blend(.normal, s, onto: d) == s)
        #expect(Blend.blend(.multiply, s, onto: d) == px(39, 20, 0))       // 100·100/255, 50·100/255
        #expect(Blend.blend(.screen, s, onto: d) == px(161, 130, 100))     // s + d·(255 − s)/255
        #expect(Blend.blend(.plusLighter, s, onto: d) == px(200, 150, 100))
        #expect(Blend.blend(.plusLighter, px(200, 200, 200), onto: d) == px(255, 255, 255))  // clamped
        #expect(Blend.blend(.multiply, px(255, 128, 0), onto: px(128, 255, 64)) == px(128, 128, 0))
    }

    @Test func translucentSourceAndDestination() {
        // Half-transparent premultiplied red multiplied onto white: s·d + d·(1 − αs).
        #expect(Blend.blend(.multiply, px(64, 0, 0, 128), onto: .white) == px(191, 127, 127, 255))
        // Onto transparent, every mode but the two that keep only what is below gives the source back.
        for mode in BlendMode.allCases {
            let keepsBelow = mode == .sourceAtop || mode == .destinationOut
            #expect(Blend.blend(mode, px(64, 32, 0, 128), onto: .transparent) == (keepsBelow ? .transparent : px(64, 32, 0, 128)), "\(mode)")
            #expect(Blend.blend(mode, .transparent, onto: px(10, 20, 30, 40)) == px(10, 20, 30, 40), "\(mode)")
        }
        // Screen's alpha is source-over's alpha.
        #expect(Blend.blend(.screen, px(0, 0, 0, 128), onto: px(0, 0, 0, 128)).alpha
                == Blend.sourceOver(px(0, 0, 0, 128), onto: px(0, 0, 0, 128)).alpha)
    }

    @Test func everyResultIsValidPremultiplied() async {
        // A seeded sample of valid pixel pairs and coverages, every mode.
        await seededPropertyCheck(seed: 0x9E37_79B9_7F4A_7C15, count: 20_000, draw: { rng in
            (PremultipliedRGBA8.random(using: &rng), PremultipliedRGBA8.random(using: &rng), UInt8.random(in: 0...255, using: &rng))
        }) { src, dst, coverage in
            for mode in BlendMode.allCases {
                let out = Blend.blend(mode, src, coverage: coverage, onto: dst)
                #expect(out.isValidPremultiplied, "\(mode) \(src) over \(dst) at \(coverage) → \(out)")
                if ![.sourceAtop, .destinationOut, .xor].contains(mode) {
                    #expect(out.alpha >= dst.alpha, "\(mode) never lowers alpha")
                }
            }
        }
    }

    /// Seeded spans of 37 pixels (every fifth source opaque, every seventh other one clear, every
    /// third coverage 255 and every fourth other one 0), every mode, per-pixel and constant coverage.
    @Test func spansEqualTheScalarFormula() async {
        let count = 37
        await seededPropertyCheck(seed: 42, count: 50, draw: { rng in
            (0..<count).map { i -> (PremultipliedRGBA8, PremultipliedRGBA8, UInt8) in
                let alpha: UInt8? = i % 5 == 0 ? 255 : (i % 7 == 0 ? 0 : nil)
                return (PremultipliedRGBA8.random(alpha: alpha, using: &rng), PremultipliedRGBA8.random(using: &rng),
                        i % 3 == 0 ? 255 : (i % 4 == 0 ? 0 : UInt8.random(in: 0...255, using: &rng)))
            }
        }) { span in
            let source = span.flatMap { [$0.0.red, $0.0.green, $0.0.blue, $0.0.alpha] }
            let destination = span.flatMap { [$0.1.red, $0.1.green, $0.1.blue, $0.1.alpha] }
            let coverage = span.map(\.2)
            for mode in BlendMode.allCases {
                for constant in [nil, UInt8(255), UInt8(77)] as [UInt8?] {
                    var out = destination
                    source.withUnsafeBytes { src in
                        out.withUnsafeMutableBytes { dst in
                            if let constant {
                                Blend.compositeSpan(mode, source: src, coverage: constant, onto: dst)
                            } else {
                                coverage.withUnsafeBufferPointer { Blend.compositeSpan(mode, source: src, coverage: $0, onto: dst) }
                            }
                        }
                    }
                    for i in 0..<count {
                        let s = px(source[4 * i], source[4 * i + 1], source[4 * i + 2], source[4 * i + 3])
                        let d = px(destination[4 * i], destination[4 * i + 1], destination[4 * i + 2], destination[4 * i + 3])
                        let expected = Blend.blend(mode, s, coverage: constant ?? coverage[i], onto: d)
                        #expect(px(out[4 * i], out[4 * i + 1], out[4 * i + 2], out[4 * i + 3]) == expected, "\(mode) pixel \(i)")
                    }
                }
            }
        }
    }

    /// The W3C and Porter–Duff modes on spec vectors (opaque colours; W3C Compositing and
    /// Blending Level 1 formulas, Core Graphics' plusDarker).
    @Test func formulaModesOnSpecVectors() {
        let red = px(255, 0, 0), green = px(0, 255, 0), white = px(255, 255, 255), grey = px(128, 128, 128)
        #expect(Blend.blend(.difference, red, onto: white) == px(0, 255, 255))
        #expect(Blend.blend(.darken, red, onto: green) == px(0, 0, 0))
        #expect(Blend.blend(.lighten, red, onto: green) == px(255, 255, 0))
        #expect(Blend.blend(.exclusion, grey, onto: white) == px(127, 127, 127))       // 1 + 0.502 − 2·0.502
        #expect(Blend.blend(.overlay, grey, onto: px(64, 64, 64)) == px(64, 64, 64))   // hardLight(cs: 0.251, cb: 0.502)
        #expect(Blend.blend(.hardLight, px(64, 64, 64), onto: grey) == px(64, 64, 64))
        #expect(Blend.blend(.colorDodge, grey, onto: px(64, 64, 64)) == px(129, 129, 129))   // 0.251 / (1 − 0.502) = 0.504
        #expect(Blend.blend(.colorBurn, grey, onto: px(191, 191, 191)) == px(128, 128, 128)) // 1 − 0.251 / 0.502
        #expect(Blend.blend(.softLight, grey, onto: px(64, 64, 64)) == px(64, 64, 64))
        #expect(Blend.blend(.luminosity, white, onto: red) == white)                  // SetLum(red, 1) clips to white
        #expect(Blend.blend(.color, red, onto: grey) == px(255, 74, 74))              // SetLum(red, 0.502): 0.2885
        #expect(Blend.blend(.hue, red, onto: grey) == grey)                           // a grey has no saturation to keep
        #expect(Blend.blend(.saturation, grey, onto: red) == px(77, 77, 77))          // saturation 0 at red's luminosity 0.3
        #expect(Blend.blend(.plusDarker, grey, onto: grey) == px(1, 1, 1))            // max(0, 128 + 128 − 255)
        #expect(Blend.blend(.destinationOut, red, onto: green) == .transparent)
        #expect(Blend.blend(.destinationOut, px(0, 0, 0, 128), onto: green) == px(0, 127, 0, 127))
        #expect(Blend.blend(.destinationOver, red, onto: green) == green)
        #expect(Blend.blend(.destinationOver, red, onto: .transparent) == red)
        #expect(Blend.blend(.sourceAtop, red, onto: px(0, 0, 0, 128)) == px(128, 0, 0, 128))
        #expect(Blend.blend(.xor, red, onto: green) == .transparent)
    }
}


/// Every blend mode drawn (`BlendCases.allModes`) against its golden over white.
@Suite struct BlendModeGoldenTests {
    @Test func allModesGolden() throws {
        let size = BlendCases.allModesSize
        try expectGolden(try draw(BlendCases.allModes(), size: size.width, height: size.height), named: "Filters/blend-modes")
    }
}
