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
        storage.withUnsafeBytes { source in
            output.withUnsafeMutableBytes { destination in
                var index = 0
                while index < source.count {
                    let pixel = PremultipliedRGBA8(
                        red: source[index], green: source[index + 1],
                        blue: source[index + 2], alpha: source[index + 3]
                    )
                    let straight = pixel.unpremultiplied()
                    destination[index] = straight.red
                    destination[index + 1] = straight.green
                    destination[index + 2] = straight.blue
                    destination[index + 3] = straight.alpha
                    index += 4
                }
            }
        }
        return output
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
