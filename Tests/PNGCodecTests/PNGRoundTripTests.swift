import Foundation
import PNGCodec
import RenderCommands
import Testing
import VectorPath
import Geometry2D

@Suite struct PNGRoundTripTests {
    /// A deterministic image: a gradient with a pattern; `alpha` picks the opacity per pixel.
    static func testImage(width: Int, height: Int, alpha: (Int, Int) -> UInt8) throws -> Pixmap {
        var pixmap = try Pixmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let a = alpha(x, y)
                pixmap[x: x, y: y] = PremultipliedRGBA8(
                    straightRed: UInt8(x * 255 / max(width - 1, 1)), green: UInt8(y * 255 / max(height - 1, 1)),
                    blue: UInt8((x * 7 + y * 13) & 255), alpha: a
                )
            }
        }
        return pixmap
    }

    @Test func opaqueImageSurvivesExactly() throws {
        let image = try Self.testImage(width: 37, height: 19) { _, _ in 255 }
        for compression in [PNGEncoder.Compression.fast, .default] {
            let png = try PNGEncoder.encode(image, compression: compression)
            #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            #expect(try PNGDecoder.decode(png) == image)
        }
    }

    /// Every alpha 0…255 with many color levels. The file stores c = round(c_p · 255 / a); decoding
    /// premultiplies with round(c · a / 255), which gives back every valid premultiplied pixel
    /// exactly, so the "un-premultiply precision" loss is zero on this round trip.
    @Test func translucentImageSurvivesExactly() throws {
        let image = try Self.testImage(width: 64, height: 64) { x, y in UInt8((x + y * 64) & 255) }
        #expect(image.isValidPremultiplied)
        let decoded = try PNGDecoder.decode(PNGEncoder.encode(image))
        #expect(decoded == image)
    }

    @Test func fileStoresStraightAlpha() throws {
        var image = try Pixmap(width: 1, height: 1)
        image.fill(Color(red: 1, green: 0, blue: 0, opacity: 0.5))  // premultiplied (128, 0, 0, 128)
        let png = try PNGEncoder.encode(image)
        // Re-read it as straight bytes by decoding and un-premultiplying: the file held (255, 0, 0, 128).
        let decoded = try PNGDecoder.decode(png)
        #expect(decoded.unpremultiplied() == [255, 0, 0, 128])
        #expect(decoded[x: 0, y: 0] == PremultipliedRGBA8(red: 128, green: 0, blue: 0, alpha: 128))
    }

    @Test func encodingIsDeterministicAndDataMatchesBytes() throws {
        let image = try Self.testImage(width: 16, height: 16) { x, _ in UInt8(x * 16) }
        let first = try PNGEncoder.encode(image)
        #expect(try PNGEncoder.encode(image) == first)
        #expect(try PNGEncoder.encodedData(image) == Data(first))
        #expect(try PNGDecoder.decode(Data(first)) == image)
    }

    @Test func defaultCompressionIsSmallerThanFastOnAGradient() throws {
        let image = try Self.testImage(width: 256, height: 128) { _, _ in 255 }
        let fast = try PNGEncoder.encode(image, compression: .fast)
        let standard = try PNGEncoder.encode(image, compression: .default)
        #expect(standard.count < fast.count)
    }

    @Test func garbageAndTruncatedInputGiveClearErrors() throws {
        #expect(throws: PNGError.decodingFailed(reason: "no bytes")) { try PNGDecoder.decode([UInt8]()) }
        do {
            _ = try PNGDecoder.decode([UInt8]("definitely not a PNG file".utf8))
            Issue.record("garbage decoded")
        } catch {
            guard case .decodingFailed(let reason) = error else { Issue.record("\(error)"); return }
            #expect(!reason.isEmpty)
            #expect(error.description.hasPrefix("cannot decode PNG: "))
        }
        let png = try PNGEncoder.encode(try Self.testImage(width: 32, height: 32) { _, _ in 200 })
        #expect(throws: PNGError.self) { try PNGDecoder.decode(Array(png.prefix(png.count / 2))) }
    }

    @Test func missingFileGivesReadError() {
        let url = URL(fileURLWithPath: "/nonexistent-zoetrope-dir/none.png")
        #expect {
            try PNGDecoder.decode(contentsOf: url)
        } throws: { error in
            guard case .readFailed(let path, _) = error as? PNGError else { return false }
            return path == url.path
        }
    }

    /// The header's size, without decoding: what the budget checks before a decompression bomb
    /// could allocate anything.
    @Test func imageSizeReadsOnlyTheHeader() throws {
        let png = try PNGEncoder.encode(try Self.testImage(width: 37, height: 5) { _, _ in 9 })
        let size = try PNGDecoder.imageSize(of: Data(png))
        #expect(size.width == 37 && size.height == 5)
        // Only the header and the first bytes of the data: the size is known, decoding fails.
        let idat = try #require((0..<(png.count - 4)).first { png[$0..<($0 + 4)] == Array("IDAT".utf8)[...] })
        let truncated = Data(png.prefix(idat + 6))
        #expect(try PNGDecoder.imageSize(of: truncated).width == 37)
        #expect(throws: PNGError.self) { try PNGDecoder.decode(truncated) }
        #expect(throws: PNGError.self) { try PNGDecoder.imageSize(of: Data("not a png".utf8)) }
    }
}
