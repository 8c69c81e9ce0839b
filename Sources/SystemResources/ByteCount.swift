import Foundation

/// A size in bytes as people write it on a command line or in an environment variable: `512M`,
/// `2G`, `1.5GiB`, `64K` or a plain number of bytes (binary units, case-insensitive), at most
/// 2⁶⁰. One parser for every such option and variable (`--max-memory`, `--pipeline-memory`,
/// `ZOETROPE_MAX_FONT_MEMORY` …).
///
/// ```swift
/// ByteCount.parse("512M")   // 536_870_912
/// ByteCount.parse("1e3")    // nil: digits and one unit only
/// ```
public enum ByteCount {
    /// The number of bytes `text` says, or nil when it is not such a size (or is negative, not
    /// finite, or over 2⁶⁰).
    public static func parse(_ text: String) -> Int? {
        var number = Substring(text.trimmingCharacters(in: .whitespaces).lowercased())
        for suffix in ["ib", "b"] where number.hasSuffix(suffix) && number.count > suffix.count {
            number = number.dropLast(suffix.count)
            break
        }
        var multiplier = 1.0
        if let unit = number.last, let power = ["k": 1.0, "m": 2, "g": 3, "t": 4][String(unit)] {
            multiplier = pow(1024, power)
            number = number.dropLast()
        }
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let value = Double(number),
              value.isFinite else { return nil }
        let bytes = (value * multiplier).rounded()
        guard bytes >= 0, bytes <= Double(1 << 60) else { return nil }
        return Int(bytes)
    }
}
