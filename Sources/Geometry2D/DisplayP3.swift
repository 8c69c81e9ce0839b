import Foundation

/// Display P3 (the DCI-P3 primaries, D65 white, the sRGB transfer function) to sRGB, for colours
/// given in P3 (`UIColor(displayP3Red:…)`, an asset catalog's `"color-space": "display-p3"`).
/// Colours outside sRGB come out with components outside 0…1 (clamped when drawn).
///
/// ```swift
/// let red = DisplayP3.toSRGB(red: 1, green: 0, blue: 0)   // ≈ (1.0931, −0.2267, −0.1501)
/// ```
package enum DisplayP3 {
    /// The linear-light P3 → linear-light sRGB matrix (rows: sRGB red, green, blue), from the two
    /// spaces' primaries and their shared D65 white point.
    static let matrix: [[Double]] = [
        [1.224_940_2, -0.224_940_2, 0],
        [-0.042_056_9, 1.042_056_9, 0],
        [-0.019_637_6, -0.078_636_1, 1.098_273_6],
    ]

    /// P3-encoded components (0…1) as sRGB-encoded components.
    package static func toSRGB(red: Double, green: Double, blue: Double) -> (red: Double, green: Double, blue: Double) {
        let linear = [red, green, blue].map(Color.linearFromSRGB)
        let mapped = matrix.map { row in row[0] * linear[0] + row[1] * linear[1] + row[2] * linear[2] }
        return (Color.sRGBFromLinear(mapped[0]), Color.sRGBFromLinear(mapped[1]), Color.sRGBFromLinear(mapped[2]))
    }
}
