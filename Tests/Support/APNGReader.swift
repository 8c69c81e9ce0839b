import Foundation
import PNGCodec
import RenderCommands

/// Reads the animated PNGs Zoetrope writes (every frame the whole canvas, dispose none, blend
/// source), checking the APNG 1.0 structure on the way: chunk CRCs, one acTL before the image data,
/// a fcTL before each frame's data, one sequence counting fcTL and fdAT from 0 with no gap. Each
/// frame is decoded through libpng as the PNG its chunks make (IHDR + its data + IEND).
///
/// ```swift
/// let apng = try APNGReader(bytes: [UInt8](Data(contentsOf: url)))
/// #expect(apng.frames.count == apng.frameCount)
/// ```
public struct APNGReader {
    public struct Frame {
        public var image: Pixmap
        public var delay: (numerator: UInt16, denominator: UInt16)
    }

    public let frameCount: Int
    public let loopCount: Int
    public private(set) var frames: [Frame] = []
    /// The chunk types in file order.
    public private(set) var chunkTypes: [String] = []

    public struct Malformed: Error, CustomStringConvertible {
        public let description: String
    }

    public init(bytes: [UInt8]) throws {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.starts(with: signature) else { throw Malformed(description: "no PNG signature") }
        func u32(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        var offset = 8
        var header: [UInt8] = []
        var control: (count: Int, loops: Int)?
        var sequence = 0
        var current: (delay: (UInt16, UInt16), data: [UInt8])?
        var decoded: [Frame] = []
        var types: [String] = []
        func finishFrame() throws {
            guard let frame = current else { return }
            var png = signature
            png.appendChunk("IHDR", header)
            png.appendChunk("IDAT", frame.data)
            png.appendChunk("IEND", [])
            decoded.append(Frame(image: try PNGDecoder.decode(png), delay: frame.delay))
            current = nil
        }
        while offset + 12 <= bytes.count {
            let length = u32(offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard offset + 12 + length <= bytes.count else { throw Malformed(description: "\(type) runs past the end") }
            let data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            let stored = UInt32(truncatingIfNeeded: u32(offset + 8 + length))
            guard stored == crc(bytes[(offset + 4)..<(offset + 8 + length)]) else { throw Malformed(description: "bad CRC in \(type)") }
            types.append(type)
            switch type {
            case "IHDR": header = data
            case "acTL":
                guard decoded.isEmpty, current == nil else { throw Malformed(description: "acTL after image data") }
                control = (Int(data[0]) << 24 | Int(data[1]) << 16 | Int(data[2]) << 8 | Int(data[3]),
                           Int(data[4]) << 24 | Int(data[5]) << 16 | Int(data[6]) << 8 | Int(data[7]))
            case "fcTL":
                try finishFrame()
                let number = Int(data[0]) << 24 | Int(data[1]) << 16 | Int(data[2]) << 8 | Int(data[3])
                guard number == sequence else { throw Malformed(description: "fcTL sequence \(number), expected \(sequence)") }
                sequence += 1
                guard Array(data[4..<12]) == Array(header[0..<8]), data[12..<20].allSatisfy({ $0 == 0 }), data[24] == 0, data[25] == 0 else {
                    throw Malformed(description: "frame \(decoded.count) is not a whole-canvas source frame")
                }
                current = ((UInt16(data[20]) << 8 | UInt16(data[21]), UInt16(data[22]) << 8 | UInt16(data[23])), [])
            case "IDAT":
                guard current != nil else { throw Malformed(description: "IDAT without a fcTL before it") }
                current?.data += data
            case "fdAT":
                let number = Int(data[0]) << 24 | Int(data[1]) << 16 | Int(data[2]) << 8 | Int(data[3])
                guard number == sequence, current != nil else { throw Malformed(description: "fdAT sequence \(number), expected \(sequence)") }
                sequence += 1
                current?.data += data[4...]
            case "IEND": try finishFrame()
            default: break
            }
            offset += 12 + length
        }
        guard let control else { throw Malformed(description: "no acTL") }
        guard types.last == "IEND" else { throw Malformed(description: "no IEND at the end") }
        frameCount = control.count
        loopCount = control.loops
        frames = decoded
        chunkTypes = types
    }
}

/// CRC-32 (PNG's) of `bytes`, computed bit by bit (independent of the encoder's libdeflate).
private func crc(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        c ^= UInt32(byte)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }
    return c ^ 0xFFFF_FFFF
}

extension [UInt8] {
    /// Appends a PNG chunk (length, type, data, CRC).
    fileprivate mutating func appendChunk(_ type: String, _ data: [UInt8]) {
        let count = UInt32(data.count)
        append(contentsOf: [UInt8(count >> 24), UInt8(truncatingIfNeeded: count >> 16), UInt8(truncatingIfNeeded: count >> 8),
                            UInt8(truncatingIfNeeded: count)])
        let body = Array(type.utf8) + data
        append(contentsOf: body)
        let sum = crc(body[...])
        append(contentsOf: [UInt8(sum >> 24), UInt8(truncatingIfNeeded: sum >> 16), UInt8(truncatingIfNeeded: sum >> 8),
                            UInt8(truncatingIfNeeded: sum)])
    }
}
