import CLibDeflate
import Foundation
import RenderCommands

/// Encodes a ``Pixmap`` as an 8-bit RGBA PNG (straight alpha, `sRGB` chunk): rows un-premultiplied
/// and filtered in one pass, the zlib stream made by libdeflate, the chunks written here.
///
/// The premultiplied pixels are un-premultiplied with rounding (as ``Pixmap/unpremultiplied()``);
/// decoding the result with ``PNGDecoder`` gives back the same pixmap exactly. Output is
/// deterministic: the same pixmap and settings always give the same bytes (no time stamp chunk).
///
/// ```swift
/// let png: [UInt8] = try PNGEncoder.encode(canvas)                        // level 2, no filter
/// let small = try PNGEncoder.encode(canvas, compression: .init(level: 9, filter: .adaptive))
/// ```
public enum PNGEncoder {
    /// The speed/size trade-off: the zlib level and the row filter.
    ///
    /// Measured on 1024² frames (`specs/outputs-and-farm.md` §1a, 2-core EPYC): level 2 without
    /// filters encodes heavy anti-aliased frames in ~14 ms and flat ones in ~4.5 ms, with smaller
    /// files than libpng's fast mode took 31–41 ms for; level 12 takes 0.3–0.6 s a frame.
    public struct Compression: Sendable, Hashable {
        /// libdeflate's level, 0 (stored, no compression) to 12 (smallest, slowest).
        public var level: Int
        /// The row filter.
        public var filter: PNGRowFilter

        /// Settings with `level` clamped to 0…12.
        ///
        /// ```swift
        /// PNGEncoder.Compression(level: 6, filter: .up)
        /// ```
        public init(level: Int = 2, filter: PNGRowFilter = .none) {
            self.level = min(max(level, 0), 12)
            self.filter = filter
        }

        /// Level 2, no filter: the default for frame sequences (fast, and small on vector art).
        public static let fast = Compression(level: 2, filter: .none)
        /// Level 6 with adaptive filters: smaller files for distribution, several times slower.
        public static let `default` = Compression(level: 6, filter: .adaptive)
    }

    /// The PNG file bytes of `pixmap`.
    ///
    /// - Throws: ``PNGError/encodingFailed(reason:)`` when a compressor cannot be allocated or the
    ///   image is too large for one PNG chunk (2³¹ − 1 bytes of compressed data).
    public static func encode(_ pixmap: Pixmap, compression: Compression = .fast) throws(PNGError) -> [UInt8] {
        try withImageData(of: pixmap, compression: compression) { stream in
            var file = [UInt8]()
            file.reserveCapacity(8 + 4 * 12 + 13 + 1 + stream.count)
            file += signature
            file.appendChunk("IHDR", header(width: pixmap.width, height: pixmap.height))
            file.appendChunk("sRGB", [0])   // perceptual rendering intent
            file.appendChunk("IDAT", stream)
            file.appendChunk("IEND", [])
            return file
        }
    }

    /// The PNG signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The IHDR data of an 8-bit RGBA image.
    static func header(width: Int, height: Int) -> [UInt8] {
        var header = [UInt8]()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]   // 8 bits, RGBA, deflate, adaptive filtering method, no interlace
        return header
    }

    /// Runs `body` with the image data of `pixmap` (the zlib stream of its filtered rows, what
    /// IDAT or APNG's fdAT chunks hold), valid only during the call.
    static func withImageData<T>(of pixmap: Pixmap, compression: Compression,
                                 _ body: (UnsafeRawBufferPointer) throws(PNGError) -> T) throws(PNGError) -> T {
        try DeflateWorkspacePool.shared.withWorkspace(level: compression.level) { workspace throws(PNGError) in
            let rows = workspace.rows(count: pixmap.height * (pixmap.width * Pixmap.bytesPerPixel + 1))
            writeFilteredRows(of: pixmap, filter: compression.filter, into: rows)
            let stream = workspace.stream(forInput: rows.count)
            let size = libdeflate_zlib_compress(workspace.compressor, rows.baseAddress, rows.count,
                                                stream.baseAddress, stream.count)
            guard size > 0 else { throw .encodingFailed(reason: "libdeflate could not compress the image") }
            guard size < Int(Int32.max) else {
                throw .encodingFailed(reason: "the image compresses to \(size) bytes, over one PNG chunk's 2³¹ − 1")
            }
            return try body(UnsafeRawBufferPointer(rebasing: stream[..<size]))
        }
    }

    /// The PNG file bytes of `pixmap` as `Data`.
    public static func encodedData(_ pixmap: Pixmap, compression: Compression = .fast) throws(PNGError) -> Data {
        Data(try encode(pixmap, compression: compression))
    }

    /// Writes the image data before compression to `output` (height · (width · 4 + 1) bytes): per
    /// row a filter-type byte and the row's straight RGBA bytes filtered, un-premultiplied in the
    /// same pass.
    static func writeFilteredRows(of pixmap: Pixmap, filter: PNGRowFilter, into output: UnsafeMutableRawBufferPointer) {
        let rowBytes = pixmap.width * Pixmap.bytesPerPixel
        let out = output.baseAddress!.assumingMemoryBound(to: UInt8.self)
        guard filter != .none else {
            for y in 0..<pixmap.height {
                let target = out + y * (rowBytes + 1)
                target[0] = 0
                pixmap.unpremultipliedRow(y, into: target + 1)
            }
            return
        }
        // Two straight rows (current and previous) and a scratch row for `adaptive`.
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 3 * (rowBytes + 1))
        defer { rows.deallocate() }
        var current = rows, previous = rows + rowBytes
        let scratch = rows + 2 * rowBytes
        for y in 0..<pixmap.height {
            pixmap.unpremultipliedRow(y, into: current)
            RowFiltering.write(filter, row: current, previous: y == 0 ? nil : UnsafePointer(previous),
                               count: rowBytes, into: out + y * (rowBytes + 1), scratch: scratch)
            swap(&current, &previous)
        }
    }
}

extension [UInt8] {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16),
                            UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)])
    }

    /// Appends a PNG chunk: length, type, data, CRC-32 of type and data.
    mutating func appendChunk(_ type: String, _ data: [UInt8]) {
        data.withUnsafeBytes { appendChunk(type, $0) }
    }

    /// Appends a PNG chunk: length, type, data, CRC-32 of type and data.
    mutating func appendChunk(_ type: String, _ data: UnsafeRawBufferPointer) {
        appendBigEndian(UInt32(data.count))
        let start = count
        append(contentsOf: Array(type.utf8))
        append(contentsOf: data)
        let crc = withUnsafeBytes { bytes in crc32(UnsafeRawBufferPointer(rebasing: bytes[start...])) }
        appendBigEndian(crc)
    }
}
