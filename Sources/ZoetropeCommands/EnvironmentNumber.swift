import ArgumentParser

/// Whole numbers read from the environment (a scheduler's task index, a shard count), which is
/// input like any other: parsed exactly (decimal digits with an optional sign; no spaces, no
/// exponent, nothing that overflows) and checked against the range the reader can use, so a value
/// at any integer limit is a usage error naming the variable, never a trap in arithmetic later.
///
/// ```swift
/// try EnvironmentNumber.wholeNumber("SLURM_ARRAY_TASK_MAX", in: 0...999_999, environment: ["SLURM_ARRAY_TASK_MAX": "7"])  // 7
/// ```
enum EnvironmentNumber {
    /// The value of `name` in `environment` (nil when unset or empty).
    ///
    /// - Throws: a `ValidationError` naming the variable, its value and `range`.
    static func wholeNumber(_ name: String, in range: ClosedRange<Int>, environment: [String: String]) throws -> Int? {
        guard let text = environment[name], !text.isEmpty else { return nil }
        guard let value = Int(text), range.contains(value) else {
            let shown = text.count > 40 ? String(text.prefix(40)).debugDescription + "…" : text.debugDescription
            throw ValidationError("\(name)=\(shown) is not a whole number in \(range.lowerBound) … \(range.upperBound)")
        }
        return value
    }
}
