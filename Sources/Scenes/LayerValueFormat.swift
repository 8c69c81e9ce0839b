import Foundation
import Geometry2D
import LayerTree

/// Formats what `CALayer.value(forKeyPath:)` returns for printing: numbers with five decimals,
/// structs as comma-separated components in parentheses (no spaces, so `sample` lines split on
/// spaces), colours as `rgba(…)`, `nil` for no value.
///
/// ```swift
/// LayerValueFormat.string(CGPoint(x: 1, y: 2.5))           // "(1.00000,2.50000)"
/// LayerValueFormat.string(CGColor(red: 1, green: 0, blue: 0, alpha: 1)) // "rgba(1.00000,0.00000,0.00000,1.00000)"
/// ```
public enum LayerValueFormat {
    /// The printed form of `value`.
    public static func string(_ value: Any?) -> String {
        guard let value else { return "nil" }
        switch value {
        case let v as CGFloat: return number(Double(v))
        case let v as Double: return number(v)
        case let v as Float: return number(Double(v))
        case let v as Int: return String(v)
        case let v as Bool: return v ? "true" : "false"
        case let v as String: return v.replacingOccurrences(of: " ", with: "_")
        case let v as CGPoint: return tuple([v.x, v.y])
        case let v as CGSize: return tuple([v.width, v.height])
        case let v as CGRect: return tuple([v.origin.x, v.origin.y, v.size.width, v.size.height])
        case let v as CGColor: return color(v)
        case let v as CATransform3D:
            return tuple([v.m11, v.m12, v.m13, v.m14, v.m21, v.m22, v.m23, v.m24,
                          v.m31, v.m32, v.m33, v.m34, v.m41, v.m42, v.m43, v.m44])
        case let v as [CGFloat]: return "[" + v.map { number(Double($0)) }.joined(separator: ",") + "]"
        case let v as [Double]: return "[" + v.map(number).joined(separator: ",") + "]"
        case let v as NSNumber: return number(v.doubleValue)
        case let v as CALayer: return v.name ?? "layer"
        default: return String(describing: value).replacingOccurrences(of: " ", with: "")
        }
    }

    /// `value` with five decimals (`-0` printed as `0`).
    static func number(_ value: Double) -> String {
        let text = String(format: "%.5f", value)
        return text == "-0.00000" ? "0.00000" : text
    }

    private static func tuple(_ values: [CGFloat]) -> String {
        "(" + values.map { number(Double($0)) }.joined(separator: ",") + ")"
    }

    private static func color(_ c: CGColor) -> String {
        let v = (c.components ?? []).map { Double($0) }
        switch v.count {
        case 4: return "rgba(" + v.map(number).joined(separator: ",") + ")"
        case 2: return "rgba(" + [v[0], v[0], v[0], v[1]].map(number).joined(separator: ",") + ")"
        default: return "color(" + v.map(number).joined(separator: ",") + ")"
        }
    }
}
