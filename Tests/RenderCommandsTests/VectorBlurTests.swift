import Foundation
import Testing
@testable import RenderCommands

/// The blur's passes run on vectors (a pixel's four channels at once along rows, four neighbouring
/// columns at once down them): the bytes must be the scalar blur's, exactly, for every kernel
/// shape, edge mode and size — including widths that leave a partial strip of columns.
@Suite struct VectorBlurTests {
    @Test func matchesTheScalarBlurOnSeededImages() throws {
        let seed: UInt64 = 0xB1A5_0F_2026
        var random = SeededNumbers(seed)
        func next(_ bound: Int) -> Int { random.next(bound) }
        let sigmas = [0.2, 0.35, 0.9, 1.5, 1.99, 2, 2.6, 3.3, 5, 10, 17.5, 40, 128]
        for case_ in 0..<120 {
            let sigma = sigmas[case_ % sigmas.count]
            let width = 1 + next(case_ < 40 ? 9 : 150), height = 1 + next(case_ % 3 == 0 ? 7 : 140)
            var bytes = [UInt8](repeating: 0, count: width * height * 4)
            let sparse = case_ % 4 == 0   // mostly transparent, as a shadow's alpha is
            for p in 0..<width * height where !sparse || next(5) == 0 {
                let alpha = next(4) == 0 ? 255 : next(256)
                bytes[p * 4 + 3] = UInt8(alpha)
                for c in 0..<3 { bytes[p * 4 + c] = UInt8(next(alpha + 1)) }
            }
            let edges: BlurEdgeMode = case_ % 2 == 0 ? .transparent : .clamp
            let kernel = GaussianBlurKernel(sigma: sigma)
            var vector = try Pixmap(width: width, height: height, premultipliedBytes: bytes)
            var scalar = vector
            vector.applyBlur(kernel, edges: edges)
            ScalarBlurReference.blur(&scalar, kernel, edges: edges)
            let differing = Self.differingBytes(vector, scalar)
            #expect(differing.count == 0, "case \(case_): σ \(sigma), \(width)×\(height), \(edges): \(differing.count) bytes differ, the first at \(differing.first ?? -1) (seed 0x\(String(seed, radix: 16)))")
        }
    }

    /// The largest sums a blur reaches (every pixel opaque white, the widest box) stay exact.
    @Test func opaqueWhiteStaysOpaqueWhiteAtTheLargestSigma() throws {
        var pixmap = try Pixmap(width: 37, height: 900, premultipliedBytes: [UInt8](repeating: 255, count: 37 * 900 * 4))
        var scalar = pixmap
        pixmap.applyBlur(GaussianBlurKernel(sigma: 128), edges: .clamp)
        ScalarBlurReference.blur(&scalar, GaussianBlurKernel(sigma: 128), edges: .clamp)
        #expect(Self.differingBytes(pixmap, scalar).isEmpty)
        #expect(pixmap.withUnsafeBytes { $0.allSatisfy { $0 == 255 } })
    }

    /// The drop shadow's tint and composite run four pixels at a time: the scalar bytes, for
    /// offsets inside, across and beyond the image, widths that leave a partial group, colours.
    @Test func dropShadowsMatchTheScalarOnes() throws {
        let seed: UInt64 = 0x5AD0_2026
        var random = SeededNumbers(seed)
        func next(_ bound: Int) -> Int { random.next(bound) }
        for case_ in 0..<60 {
            let width = 1 + next(70), height = 1 + next(50)
            var bytes = [UInt8](repeating: 0, count: width * height * 4)
            for p in 0..<width * height where next(3) > 0 {
                let alpha = next(3) == 0 ? 255 : next(256)
                bytes[p * 4 + 3] = UInt8(alpha)
                for c in 0..<3 { bytes[p * 4 + c] = UInt8(next(alpha + 1)) }
            }
            let alpha = UInt8(1 + next(255))
            let color = PremultipliedRGBA8(red: UInt8(next(Int(alpha) + 1)), green: UInt8(next(Int(alpha) + 1)),
                                           blue: UInt8(next(Int(alpha) + 1)), alpha: alpha)
            let reach = case_ % 10 == 0 ? 200 : 12
            let dx = next(2 * reach + 1) - reach, dy = next(2 * reach + 1) - reach
            let kernel = GaussianBlurKernel(sigma: [0.5, 1.5, 3, 10][case_ % 4])
            var vector = try Pixmap(width: width, height: height, premultipliedBytes: bytes)
            var scalar = vector
            vector.applyDropShadow(color: color, kernel: kernel, dx: dx, dy: dy)
            ScalarDropShadowReference.dropShadow(&scalar, color: color, kernel: kernel, dx: dx, dy: dy)
            let differing = Self.differingBytes(vector, scalar)
            #expect(differing.isEmpty, "case \(case_): \(width)×\(height), offset (\(dx), \(dy)), \(color): \(differing.count) bytes differ (seed 0x\(String(seed, radix: 16)))")
        }
    }

    /// The indices of the bytes that differ (a short message instead of two whole pixmaps).
    static func differingBytes(_ a: Pixmap, _ b: Pixmap) -> [Int] {
        let x = a.withUnsafeBytes { Array($0) }, y = b.withUnsafeBytes { Array($0) }
        guard x.count == y.count else { return [0] }
        return x.indices.filter { x[$0] != y[$0] }
    }

    @Test func everyBoxDivisorsMultiplierFitsThirtyTwoBits() {
        for d in Int32(1)...4_096 { #expect(ExactDivisor(d).multiplier < 1 << 32, "d = \(d)") }
    }
}

/// Knuth's MMIX linear congruential generator: the same numbers from the same seed.
struct SeededNumbers {
    private var state: UInt64
    init(_ seed: UInt64) { state = seed }
    /// A number in 0..<bound.
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}

/// A blur and a level of filtered layers run on no more threads than they are given, and give the
/// same bytes whatever they are given.
@Suite struct FilterThreadsTests {
    @Test func chunksAndWorkersAreBoundedByTheThreadsGiven() {
        #expect(Pixmap.blurChunks(groups: 256, threads: 0) == 32)   // 1024 lines, 32 a chunk
        #expect(Pixmap.blurChunks(groups: 256, threads: 1) == 1)
        #expect(Pixmap.blurChunks(groups: 256, threads: 3) == 3)
        #expect(Pixmap.blurChunks(groups: 10_000, threads: 0) == 64)
        #expect(Pixmap.blurChunks(groups: 5, threads: 16) == 1)
        #expect(FilterResolver.filterWorkers(layers: 100, threads: 0) == 100)
        #expect(FilterResolver.filterWorkers(layers: 100, threads: 2) == 2)
        #expect(FilterResolver.filterWorkers(layers: 1, threads: 8) == 1)
    }

    @Test func theBytesDoNotDependOnTheThreads() throws {
        var random = SeededNumbers(0x7EAD5)
        var bytes = [UInt8](repeating: 0, count: 301 * 203 * 4)
        for p in 0..<301 * 203 {
            let alpha = random.next(256)
            bytes[p * 4 + 3] = UInt8(alpha)
            for c in 0..<3 { bytes[p * 4 + c] = UInt8(random.next(alpha + 1)) }
        }
        let source = try Pixmap(width: 301, height: 203, premultipliedBytes: bytes)
        var reference = source
        reference.applyBlur(GaussianBlurKernel(sigma: 6), threads: 1)
        for threads in [0, 2, 3, 7] {
            var blurred = source
            blurred.applyBlur(GaussianBlurKernel(sigma: 6), threads: threads)
            #expect(VectorBlurTests.differingBytes(blurred, reference).isEmpty, "threads \(threads)")
        }
        var shadowed = source, shadowedOnOne = source
        shadowed.applyDropShadow(color: PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 90), kernel: GaussianBlurKernel(sigma: 10), dx: 3, dy: 6)
        shadowedOnOne.applyDropShadow(color: PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 90), kernel: GaussianBlurKernel(sigma: 10),
                                      dx: 3, dy: 6, threads: 1)
        #expect(VectorBlurTests.differingBytes(shadowed, shadowedOnOne).isEmpty)
    }
}
