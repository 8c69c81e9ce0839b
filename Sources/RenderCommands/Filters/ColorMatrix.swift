import Foundation
import Geometry2D

/// A 4×5 colour matrix on straight (unpremultiplied) RGBA in 0…1, as SVG's `feColorMatrix`:
/// `R' = m[0]·R + m[1]·G + m[2]·B + m[3]·A + m[4]`, and so on for G', B', A' (rows of five),
/// each result clamped to 0…1. Applied to the encoded sRGB values (Zoetrope blends in encoded
/// sRGB; whether SwiftUI filters linear values is not documented — inferred).
///
/// The constructors are SwiftUI's colour effects, with the formulas of the CSS Filter Effects
/// specification where SwiftUI names the same operation (hue rotation, saturation, grayscale,
/// luminance to alpha) and Core Image's `CIColorControls` where SwiftUI's amount differs from CSS
/// (brightness adds, contrast scales around ½: inferred).
///
/// ```swift
/// let m = ColorMatrix.saturation(0).concatenating(.brightness(0.1))
/// m.apply(red: 1, green: 0, blue: 0, alpha: 1)   // grey 0.2126 + 0.1 per channel
/// ```
public struct ColorMatrix: Equatable, Sendable {
    /// Twenty entries, row-major (four rows of five).
    public var entries: [Double]

    /// A matrix from its twenty row-major entries (fewer are padded from the identity).
    public init(_ entries: [Double]) {
        var values = Self.identity.entries
        for (index, value) in entries.prefix(20).enumerated() { values[index] = value }
        self.entries = values
    }

    private init(rows r: [Double]) { entries = r }

    /// Leaves every colour unchanged.
    public static let identity = ColorMatrix(rows: [1, 0, 0, 0, 0,
                                                    0, 1, 0, 0, 0,
                                                    0, 0, 1, 0, 0,
                                                    0, 0, 0, 1, 0])

    /// True when every entry is finite.
    public var isFinite: Bool { entries.allSatisfy(\.isFinite) }

    /// `self` then `next`: the matrix of applying both (clamping only after both).
    public func concatenating(_ next: ColorMatrix) -> ColorMatrix {
        var result = [Double](repeating: 0, count: 20)
        for row in 0..<4 {
            for column in 0..<5 {
                var sum = column == 4 ? next.entries[row * 5 + 4] : 0
                for k in 0..<4 { sum += next.entries[row * 5 + k] * entries[k * 5 + column] }
                result[row * 5 + column] = sum
            }
        }
        return ColorMatrix(rows: result)
    }

    /// The straight colour (0…1 per channel) mapped and clamped to 0…1.
    public func apply(red: Double, green: Double, blue: Double, alpha: Double) -> (red: Double, green: Double, blue: Double, alpha: Double) {
        let m = entries
        func row(_ i: Int) -> Double {
            let v = m[i] * red + m[i + 1] * green + m[i + 2] * blue + m[i + 3] * alpha + m[i + 4]
            return v.isNaN ? 0 : min(max(v, 0), 1)
        }
        return (row(0), row(5), row(10), row(15))
    }

    /// Rotates hues by `angle` (CSS `hue-rotate`, luminance weights 0.213/0.715/0.072).
    public static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let c = cos(angle.radians), s = sin(angle.radians)
        return ColorMatrix(rows: [
            0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
            0, 0, 0, 1, 0])
    }

    /// Scales saturation by `amount` (CSS `saturate`: 0 grey, 1 unchanged, above 1 more vivid).
    public static func saturation(_ amount: Double) -> ColorMatrix {
        let s = amount
        return ColorMatrix(rows: [
            0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
            0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
            0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
            0, 0, 0, 1, 0])
    }

    /// Moves colours towards grey by `amount` (CSS `grayscale`, Rec. 709 weights 0.2126/0.7152/0.0722:
    /// 0 unchanged, 1 fully grey; clamped to 0…1).
    public static func grayscale(_ amount: Double) -> ColorMatrix {
        let k = 1 - min(max(amount, 0), 1)
        return ColorMatrix(rows: [
            0.2126 + 0.7874 * k, 0.7152 - 0.7152 * k, 0.0722 - 0.0722 * k, 0, 0,
            0.2126 - 0.2126 * k, 0.7152 + 0.2848 * k, 0.0722 - 0.0722 * k, 0, 0,
            0.2126 - 0.2126 * k, 0.7152 - 0.7152 * k, 0.0722 + 0.9278 * k, 0, 0,
            0, 0, 0, 1, 0])
    }

    /// Adds `amount` to red, green and blue (SwiftUI: 0 no effect, 1 full white; as
    /// `CIColorControls`' brightness — inferred).
    public static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix(rows: [1, 0, 0, 0, amount,
                           0, 1, 0, 0, amount,
                           0, 0, 1, 0, amount,
                           0, 0, 0, 1, 0])
    }

    /// Scales each channel's distance from ½ by `amount` (1 unchanged, 0 flat grey, negative
    /// inverts as SwiftUI documents; CSS `contrast` and `CIColorControls` — inferred).
    public static func contrast(_ amount: Double) -> ColorMatrix {
        let offset = 0.5 * (1 - amount)
        return ColorMatrix(rows: [amount, 0, 0, 0, offset,
                                  0, amount, 0, 0, offset,
                                  0, 0, amount, 0, offset,
                                  0, 0, 0, 1, 0])
    }

    /// Inverts red, green and blue (`1 − c`), alpha unchanged (SwiftUI's `colorInvert`).
    public static let invert = ColorMatrix(rows: [-1, 0, 0, 0, 1,
                                                  0, -1, 0, 0, 1,
                                                  0, 0, -1, 0, 1,
                                                  0, 0, 0, 1, 0])

    /// Multiplies each channel by the straight channel of `color` (SwiftUI's `colorMultiply`).
    public static func multiply(red: Double, green: Double, blue: Double, alpha: Double) -> ColorMatrix {
        ColorMatrix(rows: [red, 0, 0, 0, 0,
                           0, green, 0, 0, 0,
                           0, 0, blue, 0, 0,
                           0, 0, 0, alpha, 0])
    }

    /// Alpha from luminance (SVG `luminanceToAlpha`: 0.2125 R + 0.7154 G + 0.0721 B), colour black
    /// (SwiftUI's `luminanceToAlpha`: darker regions become more transparent).
    public static let luminanceToAlpha = ColorMatrix(rows: [0, 0, 0, 0, 0,
                                                            0, 0, 0, 0, 0,
                                                            0, 0, 0, 0, 0,
                                                            0.2125, 0.7154, 0.0721, 0, 0])
}
