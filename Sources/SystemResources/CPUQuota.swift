import Foundation

/// A cgroup CPU quota read from its files: the CPUs it allows, rounded up, or why it was ignored.
///
/// cgroup v2 writes `cpu.max` as `"max 100000"` (no limit) or `"QUOTA PERIOD"` in microseconds;
/// cgroup v1 writes `cpu.cfs_quota_us` (`-1` for no limit) and `cpu.cfs_period_us` apart. A quota
/// of 1.5 CPUs allows two threads to run, so the count is ⌈quota / period⌉.
///
/// ```swift
/// CPUQuota.parseV2("150000 100000\n")   // .limit(cpus: 2, fraction: "1.5")
/// CPUQuota.parseV2("max 100000")        // .unlimited
/// CPUQuota.parseV1(quota: "-1", period: "100000")  // .unlimited
/// ```
package enum CPUQuota: Equatable, Sendable {
    /// The file says there is no limit.
    case unlimited
    /// A limit of `cpus` whole CPUs (⌈quota / period⌉ ≥ 1); `fraction` is quota / period as written
    /// in a reason ("1.5").
    case limit(cpus: Int, fraction: String)
    /// The file could not be understood; `why` says what was wrong with it.
    case malformed(why: String)

    /// Parses cgroup v2's `cpu.max` contents.
    package static func parseV2(_ text: String) -> CPUQuota {
        let fields = text.trimmingTrailingNewline().split(separator: " ", omittingEmptySubsequences: false)
        switch fields.count {
        case 1 where fields[0] == "max":
            return .unlimited
        case 2:
            guard let period = strictPositive(fields[1]) else {
                return .malformed(why: "period \(quoted(String(fields[1]))) is not a whole number of microseconds above 0")
            }
            if fields[0] == "max" { return .unlimited }
            guard let quota = strictPositive(fields[0]) else {
                return .malformed(why: "quota \(quoted(String(fields[0]))) is neither \"max\" nor a whole number of microseconds above 0")
            }
            return limit(quota: quota, period: period)
        default:
            return .malformed(why: "expected \"max PERIOD\" or \"QUOTA PERIOD\", got \(quoted(text))")
        }
    }

    /// Parses cgroup v1's `cpu.cfs_quota_us` and `cpu.cfs_period_us` contents.
    package static func parseV1(quota quotaText: String, period periodText: String?) -> CPUQuota {
        let quotaField = quotaText.trimmingTrailingNewline()
        if quotaField == "-1" { return .unlimited }
        guard let quota = strictPositive(Substring(quotaField)) else {
            return .malformed(why: "cpu.cfs_quota_us \(quoted(quotaText)) is neither -1 nor a whole number of microseconds above 0")
        }
        guard let periodText else { return .malformed(why: "cpu.cfs_period_us is missing or unreadable") }
        guard let period = strictPositive(Substring(periodText.trimmingTrailingNewline())) else {
            return .malformed(why: "cpu.cfs_period_us \(quoted(periodText)) is not a whole number of microseconds above 0")
        }
        return limit(quota: quota, period: period)
    }

    /// ⌈quota / period⌉ without overflow (both are positive), and quota / period to two decimals.
    static func limit(quota: Int, period: Int) -> CPUQuota {
        let whole = quota / period, rest = quota % period
        let cpus = rest == 0 ? whole : whole + 1
        // Hundredths of the remainder, rounded, in integers (rest < period, so 100·rest may overflow
        // only for periods above Int.max / 100: divide first there).
        let hundredths = period > Int.max / 100 ? rest / (period / 100) : (rest * 100 + period / 2) / period
        let fraction: String
        if rest == 0 {
            fraction = "\(whole)"
        } else if hundredths >= 100 {
            fraction = "\(whole + 1).00"  // 0.999 shown as 1.00: rounded, not exact
        } else {
            let digits = hundredths < 10 ? "0\(hundredths)" : "\(hundredths)"
            // Trailing zeros dropped, but not both: "0.00" says a quota rounded to nothing.
            fraction = "\(whole)." + (digits.hasSuffix("0") && digits != "00" ? String(digits.dropLast()) : digits)
        }
        return .limit(cpus: cpus, fraction: fraction)
    }

    /// A whole number above 0 written with ASCII digits only (no sign, spaces or other characters),
    /// that fits in an Int; nil otherwise.
    static func strictPositive(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 19, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
              let value = Int(text), value > 0 else { return nil }
        return value
    }

    /// `text` in quotes, cut to 40 characters (a hostile file could be long), newlines shown as \n.
    static func quoted(_ text: String) -> String {
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        return "\"" + shown.replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}

extension String {
    /// The string without one trailing "\n" (how the kernel ends its files).
    func trimmingTrailingNewline() -> String {
        hasSuffix("\n") ? String(dropLast()) : self
    }
}
