import Foundation
import Testing
import ZoetropeTestSupport
@testable import SoftwareRasterizer
import VectorPath
import RenderCommands
import Geometry2D

/// One random case: polygons (some with curves, many crossing the canvas edges) filled with one
/// color over random premultiplied pixels.
private struct SolidFillCase: CustomStringConvertible {
    var width: Int, height: Int
    var path: Path
    var evenOdd: Bool
    var color: PremultipliedRGBA8
    var background: [UInt8]

    var description: String { "\(width)x\(height) evenOdd \(evenOdd) color \(color) path \(path)" }

    static func draw(_ rng: inout SeededRandom) -> SolidFillCase {
        // One canvas in eight is wide enough for interiors of 256 pixels and more (the kernel's
        // long-run stores) and for whole occupancy words of 256 pixels (its fast chunk loop).
        let wide = Int.random(in: 0..<8, using: &rng) == 0
        let width = wide ? Int.random(in: 256...600, using: &rng) : Int.random(in: 1...77, using: &rng)
        let height = Int.random(in: 1...24, using: &rng)
        var path = Path()
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            @inline(__always) func point() -> CGPoint {
                CGPoint(x: Double.random(in: -0.2...1.2, using: &rng) * Double(width),
                        y: Double.random(in: -0.2...1.2, using: &rng) * Double(height))
            }
            path.move(to: point())
            for _ in 0..<Int.random(in: 2...9, using: &rng) {
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    path.addQuadCurve(to: point(), control: point())
                } else {
                    path.addLine(to: point())
                }
            }
            path.closeSubpath()
        }
        let alpha = Bool.random(using: &rng) ? 255 : UInt8.random(in: 0...255, using: &rng)
        func channel() -> UInt8 { UInt8.random(in: 0...alpha, using: &rng) }
        let color = PremultipliedRGBA8(red: channel(), green: channel(), blue: channel(), alpha: alpha)
        var background: [UInt8] = []
        for _ in 0..<width * height {
            let a = UInt8.random(in: 0...255, using: &rng)
            background += [UInt8.random(in: 0...a, using: &rng), UInt8.random(in: 0...a, using: &rng),
                           UInt8.random(in: 0...a, using: &rng), a]
        }
        return SolidFillCase(width: width, height: height, path: path, evenOdd: Bool.random(using: &rng),
                             color: color, background: background)
    }

    /// The pixels after the fill, resolved by the vector kernel `vectorKernel` or (0) the Swift
    /// resolve (with `fillingRowsWith`, the kernel's one-pass clear and fill of every row);
    /// `clean` is false when a cell or occupancy word was left set.
    func render(vectorKernel: Int, fillingRowsWith clear: UInt32? = nil) -> (pixels: [UInt8], clean: Bool) {
        let accumulator = CoverageAccumulator(width: width, bandHeight: height)
        let edges = EdgeList(path.flattened(tolerance: 0.1))
        accumulator.accumulate(edges, rows: 0..<height)
        var pixels = background
        pixels.withUnsafeMutableBytes { bytes in
            accumulator.resolveSolid(0..<height, evenOdd: evenOdd, color: color, onto: bytes.baseAddress!,
                                     stride: width * 4, firstRow: 0, vectorKernel: vectorKernel, fillingRowsWith: clear)
        }
        let cells = UnsafeBufferPointer(start: accumulator.cells, count: accumulator.stride * height)
        let words = UnsafeBufferPointer(start: accumulator.occupancy, count: accumulator.wordsPerRow * height)
        return (pixels, cells.allSatisfy { $0 == 0 } && words.allSatisfy { $0 == 0 })
    }
}

/// The vector kernels this processor runs: AVX2, and AVX2 compiled with AVX-512's registers
/// where it has AVX-512 (none without AVX2).
private let vectorKernels = Array(stride(from: 1, through: CoverageAccumulator.solidKernelLevel, by: 1))

/// Each vector kernel and the Swift resolve give the same bytes for random fills (both rules, opaque
/// and translucent colors, widths that are not a multiple of four, canvases wider than 256 pixels,
/// geometry past every canvas edge)
/// over random pixels, and both leave the accumulator clean for the next job.
@Test(.enabled(if: CoverageAccumulator.solidKernelAvailable, "the processor has no AVX2"), arguments: vectorKernels)
func theVectorKernelBlendsTheSameBytesAsTheSwiftResolve(kernel: Int) async {
    var drawn = 0
    await seededPropertyCheck(seed: 0x5011_D0F1_11AA_2D2D, count: 2_000, draw: SolidFillCase.draw) { fill in
        let vector = fill.render(vectorKernel: kernel), swift = fill.render(vectorKernel: 0)
        #expect(vector.clean && swift.clean, "cells left set: \(fill)")
        let different = zip(vector.pixels, swift.pixels).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(different == nil, "byte \(different?.offset ?? 0) differs: \(fill)")
        if swift.pixels != fill.background { drawn += 1 }
    }
    // The comparison means something only if most cases change pixels (not empty or off-canvas fills).
    #expect(drawn > 1_500, "only \(drawn) of 2,000 cases drew anything")
}

/// A half-covered column and a full interior over opaque white: the kernel's exact numbers (blue at
/// alpha 255 over white; coverage 128 keeps div255(255 · 127) = 127 of white's red and green).
@Test(.enabled(if: CoverageAccumulator.solidKernelAvailable, "the processor has no AVX2"), arguments: vectorKernels)
func theVectorKernelBlendsAHalfCoveredColumnExactly(kernel: Int) {
    let width = 12, height = 2
    let accumulator = CoverageAccumulator(width: width, bandHeight: height)
    accumulator.accumulate(EdgeList(Path(CGRect(x: 2.5, y: 0, width: 7.5, height: 2)).flattened(tolerance: 0.1)), rows: 0..<height)
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    pixels.withUnsafeMutableBytes { bytes in
        accumulator.resolveSolid(0..<height, evenOdd: false, color: PremultipliedRGBA8(red: 0, green: 0, blue: 255, alpha: 255),
                                 onto: bytes.baseAddress!, stride: width * 4, firstRow: 0, vectorKernel: kernel)
    }
    for y in 0..<height {
        let row = Array(pixels[(y * width * 4)..<((y + 1) * width * 4)])
        #expect(Array(row[0..<8]) == [255, 255, 255, 255, 255, 255, 255, 255])
        #expect(Array(row[8..<12]) == [127, 127, 255, 255])         // x = 2: coverage 128
        for x in 3..<10 { #expect(Array(row[(x * 4)..<(x * 4 + 4)]) == [0, 0, 255, 255]) }
        #expect(Array(row[40..<48]) == [255, 255, 255, 255, 255, 255, 255, 255])
    }
}

/// Rows filled in one pass (`fillingRowsWith`: the background and the fill over it, the pixels'
/// old contents never read) give the bytes of the Swift resolve over a canvas cleared to that
/// background, for every random fill (widths from 1 to 600: every path through the kernel's
/// occupancy words, the last partial one included) and random backgrounds, and leave the
/// accumulator clean.
@Test(.enabled(if: CoverageAccumulator.solidKernelAvailable, "the processor has no AVX2"), arguments: vectorKernels)
func rowsFilledInOnePassEqualAClearAndTheFill(kernel: Int) async {
    await seededPropertyCheck(seed: 0xF111_0C1E_A400_0001, count: 1_000, draw: SolidFillCase.draw) { fill in
        let background = PremultipliedRGBA8(red: fill.background[0], green: fill.background[1],
                                            blue: fill.background[2], alpha: fill.background[3])
        var cleared = fill
        cleared.background = Array((0..<fill.width * fill.height).lazy.flatMap { _ in
            [background.red, background.green, background.blue, background.alpha]
        })
        let reference = cleared.render(vectorKernel: 0)
        // The random pixels stand for a canvas not cleared yet: none of them may show.
        let onePass = fill.render(vectorKernel: kernel, fillingRowsWith: background.packed)
        #expect(onePass.clean, "cells left set: \(fill)")
        let different = zip(onePass.pixels, reference.pixels).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(different == nil, "byte \(different?.offset ?? 0) differs: \(fill) background \(background)")
    }
}
