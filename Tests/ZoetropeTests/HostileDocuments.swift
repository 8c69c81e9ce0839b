import Foundation
import Zoetrope

/// Small documents that used to cost gigabytes or minutes (from the hostile-user review of issue
/// 11), written into a directory for the command-line tests.
enum HostileDocuments {
    /// 10 000 cubics through a 256² canvas under ×10⁵: ~1.6·10⁸ points if flattened (470 KB).
    static var cubics: String {
        var path = "M0 0"
        for i in 0..<10_000 {
            let x = Double(i % 100) * 0.001, y = Double(i / 100) * 0.001
            path += " C\(x + 300) \(y - 300) \(x - 300) \(y + 300) \(x + 0.001) \(y)"
        }
        return ##"{"width": 256, "height": 256, "commands": [{"type": "fill", "path": "\##(path) Z", "paint": "#F00", "##
            + #""transform": [{"scale": 1000}, {"scale": 100}]}]}"#
    }

    /// 3 000 half circles of radius 5·10⁷ px whose ends touch the canvas (141 KB): 21 GB and
    /// 104 s before culling; now a few MB.
    static var arcs: String {
        let path = (0..<3_000).map { "M\(-500_000 + $0 * 10) 1.28 A500000 500000 0 1 0 \(500_000 - $0 * 10) 1.28" }
            .joined(separator: " ")
        return ##"{"width": 256, "height": 256, "commands": [{"type": "stroke", "path": "\##(path)", "paint": "#00F", "##
            + #""style": {"lineWidth": 0.03, "lineJoin": "round"}, "transform": [{"scale": 100}, {"translate": [128, 0]}]}]}"#
    }

    /// 1 000 nested layers on a 1024² canvas (62 KB): 7 GB of GPU targets.
    static var layers: String { nestedLayers(1000, size: 1024) }

    /// `depth` nested layers around a red square on a `size`² canvas.
    static func nestedLayers(_ depth: Int, size: Int) -> String {
        let push = Array(repeating: #"{"type": "pushLayer", "opacity": 0.99}"#, count: depth)
        let pop = Array(repeating: #"{"type": "popLayer"}"#, count: depth)
        let fill = ##"{"type": "fill", "path": "M0 0 H64 V64 H0 Z", "paint": "#F00"}"##
        return #"{"width": \#(size), "height": \#(size), "commands": ["# + (push + [fill] + pop).joined(separator: ", ") + "]}"
    }

    /// A document drawing `bomb.png` (a 16384×16384 RGBA PNG header: 1 GiB decoded) `count` times.
    static func bomb(count: Int = 1) -> String {
        let image = #"{"type": "image", "file": "bomb.png", "rect": [0, 0, 64, 64]}"#
        return #"{"width": 64, "height": 64, "commands": ["# + Array(repeating: image, count: count).joined(separator: ", ") + "]}"
    }

    /// A PNG whose header declares `width`×`height` RGBA pixels, followed by a token IDAT chunk:
    /// what a decoder sees before it decompresses anything (libpng's `png_image_begin_read`).
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
        }
        let header = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        let idat: [UInt8] = [0x78, 0x9C, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", idat) + chunk("IEND", []))
    }

    /// Writes the documents (and bomb.png) into `directory`.
    static func write(into directory: URL) throws {
        for (name, text) in [("cubics", cubics), ("arcs", arcs), ("layers", layers), ("layers300", nestedLayers(300, size: 32)),
                             ("bomb", bomb())] {
            try Data(text.utf8).write(to: directory.appendingPathComponent("\(name).json"))
        }
        try pngHeader(width: 16384, height: 16384).write(to: directory.appendingPathComponent("bomb.png"))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// CRC-32 (ISO 3309, as PNG chunks use it).
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
