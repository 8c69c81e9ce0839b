import Foundation
import PNGCodec
import RenderCommands
import Testing
import VectorPath
import Geometry2D

/// PNGs that Zoetrope does not write itself (hand-assembled bytes: signature, IHDR, IDAT, IEND).
@Suite struct PNGDecoderFormatTests {
    /// 2×1 8-bit grayscale, pixels 0 and 255.
    static let gray: [UInt8] = [
        137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 2, 0, 0, 0, 1, 8, 0, 0, 0, 0,
        209, 73, 32, 86, 0, 0, 0, 11, 73, 68, 65, 84, 120, 156, 99, 96, 248, 15, 0, 1, 2, 1, 0, 66, 190, 188,
        104, 0, 0, 0, 0, 73, 69, 78, 68, 174, 66, 96, 130,
    ]
    /// 2×1 8-bit gray + alpha: (255, α 128) and (100, α 0).
    static let grayAlpha: [UInt8] = [
        137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 2, 0, 0, 0, 1, 8, 4, 0, 0, 0,
        94, 43, 183, 1, 0, 0, 0, 13, 73, 68, 65, 84, 120, 156, 99, 248, 223, 144, 194, 0, 0, 6, 73, 1, 228,
        90, 152, 88, 210, 0, 0, 0, 0, 73, 69, 78, 68, 174, 66, 96, 130,
    ]
    /// An RGBA header claiming 20000×1 pixels (beyond Pixmap.maximumDimension).
    static let tooWide: [UInt8] = [
        137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 78, 32, 0, 0, 0, 1, 8, 6, 0, 0, 0,
        59, 180, 158, 142, 0, 0, 0, 11, 73, 68, 65, 84, 120, 156, 99, 96, 128, 1, 0, 0, 10, 0, 1, 127, 128,
        116, 94, 0, 0, 0, 0, 73, 69, 78, 68, 174, 66, 96, 130,
    ]

    @Test func grayscaleBecomesOpaqueRGBA() throws {
        let pixmap = try PNGDecoder.decode(Self.gray)
        #expect(pixmap.width == 2 && pixmap.height == 1)
        #expect(pixmap[x: 0, y: 0] == .black)
        #expect(pixmap[x: 1, y: 0] == .white)
    }

    @Test func grayAlphaIsPremultipliedOnImport() throws {
        let pixmap = try PNGDecoder.decode(Self.grayAlpha)
        #expect(pixmap[x: 0, y: 0] == PremultipliedRGBA8(red: 128, green: 128, blue: 128, alpha: 128))
        #expect(pixmap[x: 1, y: 0] == .transparent)
        #expect(pixmap.isValidPremultiplied)
    }

    @Test func oversizedHeaderIsRejectedBeforeAllocating() {
        #expect {
            try PNGDecoder.decode(Self.tooWide)
        } throws: { error in
            guard case .decodingFailed(let reason) = error as? PNGError else { return false }
            return reason.contains("20000×1") && reason.contains("too large")
        }
    }
}
