import Foundation
import Testing
import RenderCommands
import VectorPath
import Geometry2D

@Suite struct PixmapTests {
    @Test func newPixmapIsTransparentWithRowMajorLayout() throws {
        let pixmap = try Pixmap(width: 3, height: 2)
        #expect(pixmap.width == 3 && pixmap.height == 2)
        #expect(pixmap.stride == 12)
        #expect(pixmap.bytes.count == 24)
        #expect(pixmap.bytes.allSatisfy { $0 == 0 })
    }

    @Test(arguments: [(0, 10), (10, 0), (-1, 5), (5, -7), (Int.min, 1)])
    func zeroOrNegativeSizeThrows(width: Int, height: Int) {
        #expect(throws: PixmapError.invalidSize(width: width, height: height)) {
            try Pixmap(width: width, height: height)
        }
    }

    @Test(arguments: [(16385, 1), (1, 16385), (Int.max, Int.max), (100_000, 100_000)])
    func sizeAboveTheMaximumThrows(width: Int, height: Int) {
        #expect(throws: PixmapError.tooLarge(width: width, height: height)) {
            try Pixmap(width: width, height: height)
        }
    }

    @Test func limitsAreDocumentedValuesAndTheMaximumSideIsAccepted() throws {
        #expect(Pixmap.maximumDimension == 16384)
        #expect(Pixmap.maximumPixelCount == 268_435_456)  // 16384², 1 GiB of RGBA8
        // Without allocating 1 GiB: the full maximum size passes validation.
        try Pixmap.validateSize(width: 16384, height: 16384)
        let strip = try Pixmap(width: 16384, height: 1)
        #expect(strip.bytes.count == 65536)
    }

    @Test func errorMessagesNameTheSizeAndTheLimit() {
        #expect(PixmapError.invalidSize(width: 0, height: 4).description.contains("0×4"))
        let message = PixmapError.tooLarge(width: 20000, height: 10).description
        #expect(message.contains("20000×10") && message.contains("16384"))
    }

    @Test func byteBufferMustMatchTheSize() throws {
        #expect(throws: PixmapError.byteCountMismatch(expected: 16, actual: 15)) {
            try Pixmap(width: 2, height: 2, premultipliedBytes: [UInt8](repeating: 0, count: 15))
        }
        let pixmap = try Pixmap(width: 1, height: 1, premultipliedBytes: [1, 2, 3, 4])
        #expect(pixmap[x: 0, y: 0] == PremultipliedRGBA8(red: 1, green: 2, blue: 3, alpha: 4))
    }

    @Test func fillPremultipliesWithRounding() throws {
        var pixmap = try Pixmap(width: 2, height: 2)
        // c8 = round(c · a · 255): 1 · 0.5 · 255 = 127.5 → 128; 0.5 · 0.5 · 255 = 63.75 → 64.
        pixmap.fill(Color(red: 1, green: 0.5, blue: 0, opacity: 0.5))
        let expected = PremultipliedRGBA8(red: 128, green: 64, blue: 0, alpha: 128)
        for y in 0..<2 { for x in 0..<2 { #expect(pixmap[x: x, y: y] == expected) } }
        #expect(Array(pixmap.bytes.prefix(4)) == [128, 64, 0, 128])
        pixmap.fill(.white)
        #expect(pixmap.bytes.allSatisfy { $0 == 255 })
        // Canvas-sized fills go through wmemset: every pixel, in byte order R G B A.
        var large = try Pixmap(width: 101, height: 37)
        large.fill(premultiplied: PremultipliedRGBA8(red: 1, green: 2, blue: 3, alpha: 4))
        #expect(large.bytes == [UInt8]([1, 2, 3, 4]).repeated(101 * 37))
    }

    @Test func pixelSetAndGetAddressRowMajorBytes() throws {
        var pixmap = try Pixmap(width: 4, height: 3)
        let pixel = PremultipliedRGBA8(red: 10, green: 20, blue: 30, alpha: 40)
        pixmap[x: 2, y: 1] = pixel
        #expect(pixmap[x: 2, y: 1] == pixel)
        let offset = 1 * pixmap.stride + 2 * 4
        #expect(Array(pixmap.bytes[offset..<offset + 4]) == [10, 20, 30, 40])
        #expect(pixmap.pixel(x: 2, y: 1) == pixel)
        #expect(pixmap.pixel(x: 4, y: 0) == nil)
        #expect(pixmap.pixel(x: 0, y: -1) == nil)
    }

    @Test func mutableByteAccessWritesThroughAndCopiesOnWrite() throws {
        var pixmap = try Pixmap(width: 2, height: 1)
        let snapshot = pixmap
        pixmap.withUnsafeMutableBytes { bytes in
            #expect(bytes.count == 8)
            bytes[4] = 7
            bytes[7] = 9
        }
        #expect(pixmap[x: 1, y: 0] == PremultipliedRGBA8(red: 7, green: 0, blue: 0, alpha: 9))
        #expect(snapshot[x: 1, y: 0] == .transparent)
        let sum = pixmap.withUnsafeBytes { $0.reduce(0) { $0 + Int($1) } }
        #expect(sum == 16)
    }

    @Test func validityChecksEveryChannelAgainstAlpha() throws {
        var pixmap = try Pixmap(width: 2, height: 2)
        pixmap.fill(Color(red: 0.3, green: 0.9, blue: 0.1, opacity: 0.7))
        #expect(pixmap.isValidPremultiplied)
        pixmap[x: 1, y: 1] = PremultipliedRGBA8(red: 0, green: 0, blue: 51, alpha: 50)
        #expect(!pixmap.isValidPremultiplied)
    }
}

extension Array {
    /// The elements repeated `count` times.
    fileprivate func repeated(_ count: Int) -> [Element] { (0..<count).flatMap { _ in self } }
}
