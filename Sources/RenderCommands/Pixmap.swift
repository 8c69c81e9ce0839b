import Foundation
import VectorPath
import Geometry2D
import AnimationCore

/// A raster image in memory: RGBA8, premultiplied alpha, sRGB-encoded, row-major, top row first,
/// stride = width · 4 bytes, no padding. The CPU renderer draws into it, the GPU renderer reads back
/// into it, and the PNG codec converts it.
///
/// Sizes are limited to ``maximumDimension`` per side and ``maximumPixelCount`` pixels
/// (16384 × 16384 = 2²⁸ pixels = 1 GiB), so byte offsets never overflow and a bad size fails with
/// a ``PixmapError`` instead of an out-of-memory crash.
///
/// ```swift
/// var canvas = try Pixmap(width: 1024, height: 1024)   // transparent
/// canvas.fill(.white)
/// canvas[x: 10, y: 20] = PremultipliedRGBA8(red: 0, green: 0, blue: 128, alpha: 128)
/// canvas.withUnsafeMutableBytes { bytes in bytes[0] = 0 }  // direct access, row-major RGBA
/// ```
public struct Pixmap: Equatable, Sendable {
    /// The largest width or height a pixmap may have: 16384 pixels.
    public static let maximumDimension = 16384
    /// The largest number of pixels a pixmap may have: 16384 × 16384 = 268,435,456 (1 GiB of RGBA8).
    /// With both sides ≤ ``maximumDimension`` this bound always holds; it is kept as its own
    /// constant so the memory ceiling is explicit and can be lowered independently.
    public static let maximumPixelCount = 16384 * 16384
    /// Bytes per pixel: 4 (R, G, B, A).
    public static let bytesPerPixel = 4

    /// Width in pixels, 1…``maximumDimension``.
    public let width: Int
    /// Height in pixels, 1…``maximumDimension``.
    public let height: Int

    @usableFromInline
    internal var storage: [UInt8]

    /// A transparent (all zero) pixmap.
    ///
    /// - Throws: ``PixmapError/invalidSize(width:height:)`` for a side ≤ 0,
    ///   ``PixmapError/tooLarge(width:height:)`` above the limits.
    public init(width: Int, height: Int) throws(PixmapError) {
        try Self.validateSize(width: width, height: height)
        self.width = width
        self.height = height
        self.storage = [UInt8](repeating: 0, count: width * height * Self.bytesPerPixel)
    }

    /// A pixmap whose bytes are not set, for a caller that writes every one of them next (a
    /// renderer clearing the whole canvas as it draws): no pass over the memory before that one.
    package init(uninitializedWidth width: Int, height: Int) throws(PixmapError) {
        try Self.validateSize(width: width, height: height)
        self.width = width
        self.height = height
        let count = width * height * Self.bytesPerPixel
        self.storage = [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
    }

    /// A pixmap over existing premultiplied RGBA8 bytes (row-major, stride width · 4), e.g. a GPU
    /// readback. The bytes are taken as they are; check ``isValidPremultiplied`` if they are untrusted.
    ///
    /// ```swift
    /// let tiny = try Pixmap(width: 1, height: 1, premultipliedBytes: [0, 0, 128, 128])
    /// ```
    public init(width: Int, height: Int, premultipliedBytes bytes: [UInt8]) throws(PixmapError) {
        try Self.validateSize(width: width, height: height)
        let expected = width * height * Self.bytesPerPixel
        guard bytes.count == expected else {
            throw .byteCountMismatch(expected: expected, actual: bytes.count)
        }
        self.width = width
        self.height = height
        self.storage = bytes
    }

    /// Checks a size against the limits without allocating anything.
    ///
    /// ```swift
    /// try Pixmap.validateSize(width: header.width, height: header.height)
    /// ```
    public static func validateSize(width: Int, height: Int) throws(PixmapError) {
        guard width > 0, height > 0 else { throw .invalidSize(width: width, height: height) }
        guard width <= maximumDimension, height <= maximumDimension,
              width * height <= maximumPixelCount
        else { throw .tooLarge(width: width, height: height) }
    }

    /// Where the pixels are stored: equal for copies that share their storage (copy on write), so
    /// a backend can upload an image drawn many times once. Only for comparing.
    package var storageIdentity: UnsafeRawPointer? {
        storage.withUnsafeBytes { $0.baseAddress.map { UnsafeRawPointer($0) } }
    }

    /// Bytes per row: width · 4.
    @inlinable
    public var stride: Int { width &* 4 }

    /// The premultiplied RGBA8 bytes, row-major, top row first.
    @inlinable
    public var bytes: [UInt8] { storage }

    /// Calls `body` with the pixel bytes (count = height · stride).
    @inlinable
    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try storage.withUnsafeBytes(body)
    }

    /// Calls `body` with mutable access to the pixel bytes (count = height · stride), without copying
    /// when the storage is not shared. Keep every color channel ≤ its alpha when writing.
    ///
    /// ```swift
    /// let stride = canvas.stride
    /// canvas.withUnsafeMutableBytes { bytes in
    ///     let row = UnsafeMutableRawBufferPointer(rebasing: bytes[y * stride ..< (y + 1) * stride])
    ///     row[0] = 255   // red of pixel (0, y)
    /// }
    /// ```
    @inlinable
    public mutating func withUnsafeMutableBytes<Result>(
        _ body: (UnsafeMutableRawBufferPointer) throws -> Result
    ) rethrows -> Result {
        try storage.withUnsafeMutableBytes(body)
    }

    /// True when (x, y) lies inside the pixmap.
    @inlinable
    public func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// The pixel at column `x`, row `y` (0-based, top-left origin).
    ///
    /// Like `Array`'s subscript, an index outside the pixmap is a programming error and traps;
    /// use ``pixel(x:y:)`` or ``contains(x:y:)`` for coordinates that come from input.
    @inlinable
    public subscript(x x: Int, y y: Int) -> PremultipliedRGBA8 {
        get {
            precondition(contains(x: x, y: y), "pixel (\(x), \(y)) outside \(width)×\(height) pixmap")
            let offset = (y &* width &+ x) &* 4
            return PremultipliedRGBA8(
                red: storage[offset], green: storage[offset + 1],
                blue: storage[offset + 2], alpha: storage[offset + 3]
            )
        }
        set {
            precondition(contains(x: x, y: y), "pixel (\(x), \(y)) outside \(width)×\(height) pixmap")
            let offset = (y &* width &+ x) &* 4
            storage[offset] = newValue.red
            storage[offset + 1] = newValue.green
            storage[offset + 2] = newValue.blue
            storage[offset + 3] = newValue.alpha
        }
    }

    /// The pixel at (x, y), or nil when (x, y) is outside the pixmap.
    @inlinable
    public func pixel(x: Int, y: Int) -> PremultipliedRGBA8? {
        contains(x: x, y: y) ? self[x: x, y: y] : nil
    }

    /// Sets every pixel to `color` (straight sRGB 0…1, converted with c8 = round(c · a · 255)).
    ///
    /// ```swift
    /// canvas.fill(.white)
    /// ```
    public mutating func fill(_ color: Color) {
        fill(premultiplied: PremultipliedRGBA8(color))
    }

    /// Sets every pixel to an already premultiplied `pixel`.
    ///
    /// ```swift
    /// canvas.fill(premultiplied: .transparent)
    /// ```
    public mutating func fill(premultiplied pixel: PremultipliedRGBA8) {
        storage.withUnsafeMutableBytes { buffer in
            Blend.store(pixel.packed, count: buffer.count / 4, at: buffer.baseAddress!)
        }
    }

    /// True when every pixel has each color channel ≤ its alpha.
    public var isValidPremultiplied: Bool {
        storage.withUnsafeBytes { buffer in
            var index = 0
            while index < buffer.count {
                let alpha = buffer[index + 3]
                if buffer[index] > alpha || buffer[index + 1] > alpha || buffer[index + 2] > alpha {
                    return false
                }
                index += 4
            }
            return true
        }
    }
}
