import Foundation

/// What fills or strokes a shape. Solid colors today; gradients join as further cases.
///
/// ```swift
/// let paint = Paint.color(.blue.opacity(0.5))
/// ```
public enum Paint: Hashable, Sendable {
    /// One straight-alpha sRGB color.
    case color(Color)

    /// The paint as one premultiplied 8-bit color.
    public var premultipliedColor: PremultipliedRGBA8 {
        switch self {
        case .color(let color): PremultipliedRGBA8(color)
        }
    }
}
