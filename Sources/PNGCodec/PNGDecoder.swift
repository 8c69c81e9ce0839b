import CLibPNG
import Foundation
import SafeFiles
import RenderCommands

/// Decodes a PNG into a premultiplied ``Pixmap`` with libpng's simplified API.
///
/// Any PNG libpng reads (gray, palette, 16-bit, with or without alpha) is converted to 8-bit sRGB
/// RGBA with straight alpha, then premultiplied with c_p = round(c · a / 255).
///
/// ```swift
/// let reference = try PNGDecoder.decode(contentsOf: URL(fileURLWithPath: "reference.png"))
/// let same = try PNGDecoder.decode(try PNGEncoder.encode(reference))   // == reference
/// ```
public enum PNGDecoder {
    /// Decodes PNG file bytes.
    ///
    /// - Throws: ``PNGError/decodingFailed(reason:)`` for bytes that are not a readable PNG or an
    ///   image beyond ``Pixmap/maximumDimension``.
    public static func decode(_ bytes: [UInt8]) throws(PNGError) -> Pixmap {
        let result: Result<Pixmap, PNGError> = bytes.withUnsafeBytes { buffer in
            decode(buffer)
        }
        return try result.get()
    }

    /// Decodes PNG file bytes held in `Data`.
    public static func decode(_ data: Data) throws(PNGError) -> Pixmap {
        let result: Result<Pixmap, PNGError> = data.withUnsafeBytes { buffer in
            decode(buffer)
        }
        return try result.get()
    }

    /// Reads and decodes a PNG file.
    ///
    /// - Throws: ``PNGError/readFailed(path:reason:)`` when the file cannot be read or is not a
    ///   regular file (the ``FileError``'s message), else as ``decode(_:)-([UInt8])``.
    public static func decode(contentsOf url: URL) throws(PNGError) -> Pixmap {
        let data: Data
        do { data = try RegularFile.contents(of: url.path, limit: maximumFileBytes) } catch { throw PNGError(error) }
        return try decode(data)
    }

    /// The largest PNG file read from a path: 2 GiB (a 16384² image stored uncompressed is a
    /// little over 1 GiB). Only regular files are read (``RegularFile``): a FIFO never blocks.
    public static let maximumFileBytes = 2 << 30

    /// The width and height a PNG's header declares, read with `png_image_begin_read` alone:
    /// nothing is decompressed, so a decompression bomb costs nothing to measure. Check the size
    /// against a budget before calling ``decode(_:)-(Data)``.
    ///
    /// ```swift
    /// let (width, height) = try PNGDecoder.imageSize(of: data)
    /// guard width * height <= budget.maxImagePixels else { … }
    /// let image = try PNGDecoder.decode(data)
    /// ```
    /// - Throws: ``PNGError/decodingFailed(reason:)`` for bytes that are not a readable PNG.
    public static func imageSize(of data: Data) throws(PNGError) -> (width: Int, height: Int) {
        let result: Result<(width: Int, height: Int), PNGError> = data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty else { return .failure(.decodingFailed(reason: "no bytes")) }
            var image = PNGImage.make()
            defer { png_image_free(&image) }
            guard png_image_begin_read_from_memory(&image, base, buffer.count) != 0 else {
                return .failure(.decodingFailed(reason: PNGImage.message(of: &image, fallback: "not a PNG")))
            }
            return .success((Int(image.width), Int(image.height)))
        }
        return try result.get()
    }

    private static func decode(_ buffer: UnsafeRawBufferPointer) -> Result<Pixmap, PNGError> {
        guard let base = buffer.baseAddress, !buffer.isEmpty else {
            return .failure(.decodingFailed(reason: "no bytes"))
        }
        var image = PNGImage.make()
        defer { png_image_free(&image) }
        guard png_image_begin_read_from_memory(&image, base, buffer.count) != 0 else {
            return .failure(.decodingFailed(reason: PNGImage.message(of: &image, fallback: "not a PNG")))
        }
        image.format = zoetrope_png_format_rgba()
        var pixmap: Pixmap
        do {
            pixmap = try Pixmap(width: Int(image.width), height: Int(image.height))
        } catch {
            return .failure(.decodingFailed(reason: error.description))
        }
        let stride = Int32(pixmap.stride)
        let finished = pixmap.withUnsafeMutableBytes { pixels in
            png_image_finish_read(&image, nil, pixels.baseAddress, stride, nil)
        }
        guard finished != 0 else {
            return .failure(.decodingFailed(reason: PNGImage.message(of: &image, fallback: "corrupt PNG data")))
        }
        pixmap.premultiplyInPlace()
        return .success(pixmap)
    }
}
