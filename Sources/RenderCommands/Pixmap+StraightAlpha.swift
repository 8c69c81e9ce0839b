import Foundation
import VectorPath
import AnimationCore

extension Pixmap {
    /// The pixels as straight (non-premultiplied) sRGB RGBA8 bytes, row-major, stride width · 4,
    /// as PNG and most image files store them: c = round(c_p · 255 / a), transparent pixels (0, 0, 0, 0).
    ///
    /// Precision: pixels with low alpha carry few distinct colors (at alpha a only a + 1 values per
    /// channel), so the export cannot recover more. Importing the result with
    /// ``init(width:height:straightBytes:)`` gives back this pixmap exactly (for valid pixels).
    ///
    /// ```swift
    /// let rgba = canvas.unpremultiplied()   // hand to an encoder that wants straight alpha
    /// ```
    public func unpremultiplied() -> [UInt8] {
        var output = [UInt8](repeating: 0, count: storage.count)
        output.withUnsafeMutableBytes { destination in
            for y in 0..<height {
                unpremultipliedRow(y, into: destination.baseAddress! + y * width * Self.bytesPerPixel)
            }
        }
        return output
    }

    /// Whether every pixel is fully opaque (alpha 255).
    ///
    /// ```swift
    /// if !frame.isOpaque { print("the frame has transparent pixels") }
    /// ```
    public var isOpaque: Bool {
        storage.withUnsafeBytes { bytes in
            var index = 3
            while index < bytes.count {
                if bytes[index] != 255 { return false }
                index += 4
            }
            return true
        }
    }

    /// Writes row `y` as straight RGBA8 bytes (as ``unpremultiplied()`` does) to `destination`,
    /// which must hold width · 4 bytes: encoders un-premultiply a row at a time, in the same pass
    /// as their own work on it. Opaque pixels are copied as they are.
    package func unpremultipliedRow(_ y: Int, into destination: UnsafeMutableRawPointer) {
        storage.withUnsafeBytes { buffer in
            let source = buffer.baseAddress! + y * width * Self.bytesPerPixel
            // A fully opaque row (most rows of most frames) is copied as it is: one AND over its
            // words (vectorized) decides.
            let words = UnsafeRawBufferPointer(start: source, count: width * Self.bytesPerPixel).assumingMemoryBound(to: UInt32.self)
            var alphas: UInt32 = 0xFF00_0000
            for word in words { alphas &= word }
            if UInt32(littleEndian: alphas) >> 24 == 255 {
                destination.copyMemory(from: source, byteCount: width * Self.bytesPerPixel)
                return
            }
            for x in 0..<width {
                let offset = x * Self.bytesPerPixel
                // Bytes R, G, B, A read as one little-endian word: alpha in the top byte.
                let word = UInt32(littleEndian: source.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                if word >> 24 == 255 {
                    destination.storeBytes(of: word.littleEndian, toByteOffset: offset, as: UInt32.self)
                    continue
                }
                let straight = PremultipliedRGBA8(red: UInt8(truncatingIfNeeded: word), green: UInt8(truncatingIfNeeded: word >> 8),
                                                  blue: UInt8(truncatingIfNeeded: word >> 16),
                                                  alpha: UInt8(truncatingIfNeeded: word >> 24)).unpremultiplied()
                let packed = UInt32(straight.red) | UInt32(straight.green) << 8 | UInt32(straight.blue) << 16
                    | UInt32(straight.alpha) << 24
                destination.storeBytes(of: packed.littleEndian, toByteOffset: offset, as: UInt32.self)
            }
        }
    }

    /// A pixmap from straight (non-premultiplied) sRGB RGBA8 bytes, premultiplying each pixel with
    /// c_p = round(c · a / 255).
    ///
    /// ```swift
    /// let image = try Pixmap(width: 2, height: 1, straightBytes: [255, 0, 0, 128,  0, 0, 0, 0])
    /// ```
    /// - Throws: ``PixmapError`` for a bad size or a byte count other than width · height · 4.
    public init(width: Int, height: Int, straightBytes bytes: [UInt8]) throws(PixmapError) {
        try self.init(width: width, height: height, premultipliedBytes: bytes)
        premultiplyInPlace()
    }

    /// Premultiplies the stored bytes, which the caller has filled with straight-alpha RGBA8.
    ///
    /// For decoders that write straight pixels directly into ``withUnsafeMutableBytes(_:)``.
    public mutating func premultiplyInPlace() {
        storage.withUnsafeMutableBytes { buffer in
            var index = 0
            while index < buffer.count {
                let alpha = buffer[index + 3]
                if alpha != 255 {
                    let pixel = PremultipliedRGBA8(
                        straightRed: buffer[index], green: buffer[index + 1],
                        blue: buffer[index + 2], alpha: alpha
                    )
                    buffer[index] = pixel.red
                    buffer[index + 1] = pixel.green
                    buffer[index + 2] = pixel.blue
                }
                index += 4
            }
        }
    }
}
