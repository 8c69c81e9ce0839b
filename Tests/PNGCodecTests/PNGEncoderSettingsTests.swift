import Foundation
@testable import PNGCodec
import RenderCommands
import Testing
import ZoetropeTestSupport

/// The libdeflate encoder's settings: every filter at several levels decodes (through libpng) to the
/// same pixmap, the filters compute what the PNG specification says, and the chunks are the ones
/// Zoetrope always wrote (IHDR, sRGB, one IDAT, IEND).
@Suite struct PNGEncoderSettingsTests {
    /// Seeded random images (sizes 1…40, random alpha including 0 and 255): each filter at levels
    /// 0, 1, 2, 6 and 12 round-trips exactly, and the same settings give the same bytes.
    @Test func everyFilterAndLevelRoundTripsExactly() throws {
        var generator = SeededRandom(seed: 0x5EED)
        for case_ in 0..<24 {
            let width = Int(generator.next() % 40) + 1, height = Int(generator.next() % 40) + 1
            var image = try Pixmap(width: width, height: height)
            for y in 0..<height {
                for x in 0..<width {
                    let bits = generator.next()
                    let alpha = [0, 255, UInt8(truncatingIfNeeded: bits)][Int(bits >> 40) % 3]
                    image[x: x, y: y] = PremultipliedRGBA8(straightRed: UInt8(truncatingIfNeeded: bits >> 8),
                                                           green: UInt8(truncatingIfNeeded: bits >> 16),
                                                           blue: UInt8(truncatingIfNeeded: bits >> 24), alpha: alpha)
                }
            }
            for filter in PNGRowFilter.allCases {
                for level in [0, 1, 2, 6, 12] {
                    let settings = PNGEncoder.Compression(level: level, filter: filter)
                    let png = try PNGEncoder.encode(image, compression: settings)
                    #expect(try PNGDecoder.decode(png) == image, "case \(case_) (seed 0x5EED), \(filter), level \(level)")
                    #expect(try PNGEncoder.encode(image, compression: settings) == png)
                }
            }
        }
    }

    @Test func levelsAreClampedToLibdeflatesRange() {
        #expect(PNGEncoder.Compression(level: -3).level == 0)
        #expect(PNGEncoder.Compression(level: 40).level == 12)
        #expect(PNGEncoder.Compression.fast == PNGEncoder.Compression(level: 2, filter: .none))
    }

    /// Hand-computed rows: two RGBA pixels over a previous row, through each filter type.
    @Test func filtersFollowThePNGSpecification() {
        let previous: [UInt8] = [10, 20, 30, 40, 50, 60, 70, 80]
        let row: [UInt8] = [15, 25, 35, 45, 100, 90, 80, 70]
        func filtered(_ type: UInt8, previous: [UInt8]?) -> [UInt8] {
            var output = [UInt8](repeating: 0, count: row.count + 1)
            row.withUnsafeBufferPointer { r in
                output.withUnsafeMutableBufferPointer { o in
                    if let previous {
                        previous.withUnsafeBufferPointer { p in
                            RowFiltering.writeType(type, row: r.baseAddress!, previous: p.baseAddress, count: row.count,
                                                   into: o.baseAddress!)
                        }
                    } else {
                        RowFiltering.writeType(type, row: r.baseAddress!, previous: nil, count: row.count, into: o.baseAddress!)
                    }
                }
            }
            return output
        }
        #expect(filtered(0, previous: previous) == [0] + row)
        #expect(filtered(1, previous: previous) == [1, 15, 25, 35, 45, 85, 65, 45, 25])
        #expect(filtered(2, previous: previous) == [2, 5, 5, 5, 5, 50, 30, 10, 246])
        // Average: floor((left + up) / 2); the first pixel has left = 0.
        #expect(filtered(3, previous: previous) == [3, 10, 15, 20, 25, 68, 48, 28, 8])
        // Paeth, first pixel: a = c = 0, b = up → predicts b. Second pixel (R): a = 15, b = 50,
        // c = 10 → p = 55, |p−a| = 40, |p−b| = 5, |p−c| = 45 → b = 50 → 100 − 50 = 50.
        #expect(filtered(4, previous: previous) == [4, 5, 5, 5, 5, 50, 30, 10, 246])
        // The first row filters against zeros: up is the row itself, Paeth is sub.
        #expect(filtered(2, previous: nil) == [2] + row)
        #expect(filtered(4, previous: nil) == filtered(1, previous: nil).enumerated().map { $0.offset == 0 ? 4 : $0.element })
        #expect(RowFiltering.paeth(1, 2, 3) == 1 && RowFiltering.paeth(10, 20, 5) == 20 && RowFiltering.paeth(10, 20, 30) == 10)
    }

    /// The chunk sequence and the IHDR of an encoded file, with each chunk's CRC checked.
    @Test func chunksAreIHDRsRGBOneIDATAndIEND() throws {
        var image = try Pixmap(width: 300, height: 2)
        image.fill(.white)
        let png = try PNGEncoder.encode(image)
        var chunks: [String] = []
        var offset = 8
        while offset < png.count {
            let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let stored = png[(offset + 8 + length)..<(offset + 12 + length)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            let computed = png.withUnsafeBytes { crc32(UnsafeRawBufferPointer(rebasing: $0[(offset + 4)..<(offset + 8 + length)])) }
            #expect(stored == computed, "CRC of \(type)")
            if type == "IHDR" {
                #expect(Array(png[(offset + 8)..<(offset + 21)]) == [0, 0, 1, 44, 0, 0, 0, 2, 8, 6, 0, 0, 0])
            }
            chunks.append(type)
            offset += 12 + length
        }
        #expect(chunks == ["IHDR", "sRGB", "IDAT", "IEND"])
    }
}

