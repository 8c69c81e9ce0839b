import Foundation

extension Path: CustomStringConvertible {
    /// The path as SVG path data with absolute commands, e.g. `"M 0 0 L 10 0 Q 15 5 10 10 Z"`.
    /// Numbers use Swift's shortest round-trip printing (integers without `.0`), so
    /// `try Path(svgData: path.description) == path` for every finite path. Non-finite
    /// coordinates print as `nan`/`inf`, which the parser rejects.
    ///
    /// ```swift
    /// Path(CGRect(x: 0, y: 0, width: 2, height: 1)).description // "M 0 0 L 2 0 L 2 1 L 0 1 Z"
    /// ```
    public var description: String {
        var out = ""
        out.reserveCapacity(verbs.count * 16)
        var i = 0
        for verb in verbs {
            if !out.isEmpty { out += " " }
            switch verb {
            case .move: out += "M " + Path.format(points[i])
            case .line: out += "L " + Path.format(points[i])
            case .quad: out += "Q " + Path.format(points[i]) + " " + Path.format(points[i + 1])
            case .cubic:
                out += "C " + Path.format(points[i]) + " " + Path.format(points[i + 1]) + " " + Path.format(points[i + 2])
            case .close: out += "Z"
            }
            i += verb.pointCount
        }
        return out
    }

    /// A path from SVG path data (the same syntax ``description`` prints), or nil if the string
    /// is not valid path data. Use ``init(svgData:)`` to learn what is wrong.
    ///
    /// SwiftUI's own `description` format differs (PostScript-like `x y m … h`); Zoetrope
    /// reads and writes SVG path data instead.
    ///
    /// ```swift
    /// let tick = Path("M 0 0 L 4 4 L 10 -2")
    /// ```
    public init?(_ string: String) {
        guard let parsed = try? Path(svgData: string) else { return nil }
        self = parsed
    }

    private static func format(_ p: CGPoint) -> String { format(Double(p.x)) + " " + format(Double(p.y)) }

    /// Shortest round-trip text: integral values within ±2^53 without a fraction, else Swift's
    /// `Double.description` (e.g. `0.1`, `1e-05`, `1.5e+20`).
    private static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return value.description
    }
}
