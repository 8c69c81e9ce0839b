import Foundation
import PropertyBased
import Testing
import RenderCommands
import VectorPath
import Geometry2D

@Suite struct BlendTests {
    /// The reference: exact rational arithmetic rounded to nearest (255 is odd, so no ties).
    static func reference(_ s: UInt8, _ d: UInt8, sourceAlpha: UInt8) -> UInt8 {
        UInt8(Int(s) + Int((Double(Int(d) * (255 - Int(sourceAlpha))) / 255).rounded()))
    }

    /// Source colors worth testing at one alpha: 0, the alpha itself and values between.
    static func sourceColors(alpha: Int) -> [PremultipliedRGBA8] {
        [
            PremultipliedRGBA8(red: 0, green: UInt8(alpha), blue: UInt8(alpha / 2), alpha: UInt8(alpha)),
            PremultipliedRGBA8(red: UInt8(alpha), green: UInt8(alpha / 3), blue: 0, alpha: UInt8(alpha)),
        ]
    }

    static let destinations: [PremultipliedRGBA8] = [
        .transparent, .white, .black,
        PremultipliedRGBA8(red: 128, green: 0, blue: 64, alpha: 128),
        PremultipliedRGBA8(red: 1, green: 0, blue: 1, alpha: 1),
        PremultipliedRGBA8(red: 17, green: 200, blue: 254, alpha: 254),
        PremultipliedRGBA8(red: 0, green: 30, blue: 77, alpha: 77),
        PremultipliedRGBA8(red: 255, green: 0, blue: 200, alpha: 255),
    ]

    @Test func div255IsTheExactRoundedQuotientOverTheWholeRange() {
        var mismatches = 0
        for x in 0...(255 * 255) {
            let exact = UInt32((Double(x) / 255).rounded())
            if Blend.div255(UInt32(x)) != exact { mismatches += 1 }
        }
        #expect(mismatches == 0)
        var lanes = SIMD16<UInt16>(repeating: 0)
        for lane in 0..<16 { lanes[lane] = UInt16(65025 - lane * 4000) }
        let divided = Blend.div255(lanes)
        for lane in 0..<16 { #expect(UInt32(divided[lane]) == Blend.div255(UInt32(lanes[lane]))) }
    }

    @Test func scalarSourceOverMatchesTheRationalFormula() {
        var mismatches = 0
        for alpha in 0...255 {
            for source in Self.sourceColors(alpha: alpha) {
                for destination in Self.destinations {
                    let out = Blend.sourceOver(source, onto: destination)
                    let expected = PremultipliedRGBA8(
                        red: Self.reference(source.red, destination.red, sourceAlpha: source.alpha),
                        green: Self.reference(source.green, destination.green, sourceAlpha: source.alpha),
                        blue: Self.reference(source.blue, destination.blue, sourceAlpha: source.alpha),
                        alpha: Self.reference(source.alpha, destination.alpha, sourceAlpha: source.alpha)
                    )
                    if out != expected || !out.isValidPremultiplied { mismatches += 1 }
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func opaqueSourceReplacesAndTransparentSourceKeepsTheDestination() {
        for destination in Self.destinations {
            let opaque = PremultipliedRGBA8(red: 9, green: 99, blue: 199, alpha: 255)
            #expect(Blend.sourceOver(opaque, onto: destination) == opaque)
            #expect(Blend.sourceOver(opaque, coverage: 255, onto: destination) == opaque)
            #expect(Blend.sourceOver(.transparent, onto: destination) == destination)
            #expect(Blend.sourceOver(opaque, coverage: 0, onto: destination) == destination)
        }
    }

    @Test func halfBlueOverWhite() {
        let halfBlue = PremultipliedRGBA8(Color(red: 0, green: 0, blue: 1, opacity: 0.5))  // (0,0,128,128)
        // 0 + round(255 · 127 / 255) = 127 for red/green; 128 + 127 = 255 for blue and alpha.
        #expect(Blend.sourceOver(halfBlue, onto: .white)
            == PremultipliedRGBA8(red: 127, green: 127, blue: 255, alpha: 255))
        // Coverage 64 first scales the source: round(128 · 64 / 255) = 32.
        #expect(Blend.sourceOver(halfBlue, coverage: 64, onto: .white)
            == PremultipliedRGBA8(red: 223, green: 223, blue: 255, alpha: 255))
    }

    /// Every source alpha × every coverage × destinations: SIMD equals scalar, results stay valid.
    /// The four pixels of a register get different sources, coverages and destinations, so a lane
    /// mix-up cannot hide (pixel p uses alpha + 64p and coverage + 85p, modulo 256).
    @Test func simdEqualsScalarForEveryAlphaAndCoverage() {
        var mismatches = 0
        var invalid = 0
        let destinations = Self.destinations
        for alpha in 0...255 {
            for coverage in 0...255 {
                var sources: [PremultipliedRGBA8] = []
                var coverages: [UInt8] = []
                var dsts: [PremultipliedRGBA8] = []
                for pixel in 0..<4 {
                    let a = (alpha + 64 * pixel) & 255
                    sources.append(Self.sourceColors(alpha: a)[(coverage + pixel) & 1])
                    coverages.append(UInt8((coverage + 85 * pixel) & 255))
                    dsts.append(destinations[(coverage / 2 + pixel * 3) % destinations.count])
                }
                func lanes(_ pixels: [PremultipliedRGBA8]) -> SIMD16<UInt16> {
                    SIMD16<UInt16>(pixels.flatMap {
                        [UInt16($0.red), UInt16($0.green), UInt16($0.blue), UInt16($0.alpha)]
                    })
                }
                let simd = Blend.sourceOver(
                    source: lanes(sources),
                    coverage: Blend.expandCoverage(SIMD4<UInt8>(coverages[0], coverages[1], coverages[2], coverages[3])),
                    destination: lanes(dsts)
                )
                for pixel in 0..<4 {
                    let scalar = Blend.sourceOver(sources[pixel], coverage: coverages[pixel], onto: dsts[pixel])
                    let fromLanes = PremultipliedRGBA8(
                        red: UInt8(clamping: simd[pixel * 4]), green: UInt8(clamping: simd[pixel * 4 + 1]),
                        blue: UInt8(clamping: simd[pixel * 4 + 2]), alpha: UInt8(clamping: simd[pixel * 4 + 3])
                    )
                    if fromLanes != scalar || simd.max() > 255 { mismatches += 1 }
                    if !scalar.isValidPremultiplied { invalid += 1 }
                }
            }
        }
        #expect(mismatches == 0)
        #expect(invalid == 0)
    }

    @Test func simdWithoutCoverageEqualsScalarOnAGrid() {
        var mismatches = 0
        for alpha in 0...255 {
            for source in Self.sourceColors(alpha: alpha) {
                var dst4 = [UInt16]()
                for pixel in Self.destinations.prefix(4) {
                    dst4 += [UInt16(pixel.red), UInt16(pixel.green), UInt16(pixel.blue), UInt16(pixel.alpha)]
                }
                // Pixel p's source alpha is shifted by 64p so every lane group sees its own alpha.
                let shifted = (0..<4).map { Self.sourceColors(alpha: (alpha + 64 * $0) & 255)[0] }
                var src4 = [UInt16]()
                for pixel in shifted {
                    src4 += [UInt16(pixel.red), UInt16(pixel.green), UInt16(pixel.blue), UInt16(pixel.alpha)]
                }
                src4[0...3] = [UInt16(source.red), UInt16(source.green), UInt16(source.blue), UInt16(source.alpha)]
                let simd = Blend.sourceOver(source: SIMD16<UInt16>(src4), destination: SIMD16<UInt16>(dst4))
                for (index, destination) in Self.destinations.prefix(4).enumerated() {
                    let scalar = Blend.sourceOver(index == 0 ? source : shifted[index], onto: destination)
                    if simd[index * 4] != UInt16(scalar.red) || simd[index * 4 + 3] != UInt16(scalar.alpha)
                        || simd[index * 4 + 1] != UInt16(scalar.green) || simd[index * 4 + 2] != UInt16(scalar.blue) {
                        mismatches += 1
                    }
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func expandCoverageSpreadsEachPixelToFourLanes() {
        let lanes = Blend.expandCoverage(SIMD4<UInt8>(1, 2, 3, 255))
        #expect(lanes == SIMD16<UInt16>(1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 255, 255, 255, 255))
    }
}
