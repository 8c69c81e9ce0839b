import Foundation
import VectorPath

/// Why a ``Pixmap`` could not be made or two pixmaps could not be compared.
///
/// ```swift
/// do { _ = try Pixmap(width: 0, height: 10) }
/// catch let error as PixmapError { print(error) } // "pixmap size 0×10 is invalid: ..."
/// ```
public enum PixmapError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// Width or height is zero or negative.
    case invalidSize(width: Int, height: Int)
    /// Width or height exceeds ``Pixmap/maximumDimension``, or the pixel count exceeds
    /// ``Pixmap/maximumPixelCount``.
    case tooLarge(width: Int, height: Int)
    /// A byte buffer handed to a pixmap does not hold exactly width · height · 4 bytes.
    case byteCountMismatch(expected: Int, actual: Int)
    /// Two pixmaps that must have the same size do not.
    case sizeMismatch(firstWidth: Int, firstHeight: Int, secondWidth: Int, secondHeight: Int)

    /// A message naming the size or byte count involved and the limit it broke.
    public var description: String {
        switch self {
        case let .invalidSize(width, height):
            return "pixmap size \(width)×\(height) is invalid: width and height must be at least 1"
        case let .tooLarge(width, height):
            return "pixmap size \(width)×\(height) is too large: the maximum is "
                + "\(Pixmap.maximumDimension)×\(Pixmap.maximumDimension) pixels "
                + "(\(Pixmap.maximumPixelCount) pixels, 1 GiB of RGBA8)"
        case let .byteCountMismatch(expected, actual):
            return "pixel buffer holds \(actual) bytes, but width × height × 4 = \(expected)"
        case let .sizeMismatch(firstWidth, firstHeight, secondWidth, secondHeight):
            return "pixmaps differ in size: \(firstWidth)×\(firstHeight) vs \(secondWidth)×\(secondHeight)"
        }
    }

    /// Same as ``description``, for `LocalizedError` users.
    public var errorDescription: String? { description }
}
