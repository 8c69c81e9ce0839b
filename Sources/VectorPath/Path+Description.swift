import Foundation
import Geometry2D
import AnimationCore

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

    /// A path from a string, or nil if it is not a valid path: SVG path data (the syntax
    /// ``description`` prints), or SwiftUI's own PostScript-like `description` format
    /// (`"0 0 m 10 0 l 10 10 5 5 q h"`, operators `m l q c re h` after their numbers).
    /// Use ``init(svgData:)`` to learn what is wrong with SVG input.
    ///
    /// ```swift
    /// let tick = Path("M 0 0 L 4 4 L 10 -2")
    /// let same = Path("0 0 m 4 4 l 10 -2 l")
    /// ```
    public init?(_ string: String) {
        if let parsed = try? Path(svgData: string) {
            self = parsed
        } else if let parsed = Path(postScriptLike: string) {
            self = parsed
        } else {
            return nil
        }
    }

    /// Reads SwiftUI's `Path.description` format: numbers, each group followed by its operator.
    private init?(postScriptLike string: String) {
        self.init()
        var operands: [CGFloat] = []
        for token in string.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "," }) {
            if let value = Double(token), value.isFinite {
                operands.append(CGFloat(value))
                continue
            }
            let v = operands
            switch (token, v.count) {
            case ("m", 2): move(to: CGPoint(x: v[0], y: v[1]))
            case ("l", 2): addLine(to: CGPoint(x: v[0], y: v[1]))
            case ("q", 4): addQuadCurve(to: CGPoint(x: v[2], y: v[3]), control: CGPoint(x: v[0], y: v[1]))
            case ("c", 6):
                addCurve(to: CGPoint(x: v[4], y: v[5]), control1: CGPoint(x: v[0], y: v[1]),
                         control2: CGPoint(x: v[2], y: v[3]))
            case ("re", 4): addRect(CGRect(x: v[0], y: v[1], width: v[2], height: v[3]))
            case ("h", 0): closeSubpath()
            default: return nil
            }
            operands.removeAll()
        }
        guard operands.isEmpty else { return nil }
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
