import Foundation

/// A scheduler's interval in whole nanoseconds (the `Stride` of Zoetrope's `DispatchQueue` and
/// `RunLoop` schedulers): `.milliseconds(300)`, `.seconds(0.5)`, `0.25` (seconds).
///
/// ```swift
/// query.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
/// ```
public struct SchedulerStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable, Sendable,
                               ExpressibleByFloatLiteral {
    /// Nanoseconds (negative: earlier).
    public var nanoseconds: Int

    public init(nanoseconds: Int) { self.nanoseconds = nanoseconds }

    /// `seconds` seconds, rounded to whole nanoseconds (non-finite: 0).
    public init(seconds: Double) {
        let ns = (seconds * 1e9).rounded()
        nanoseconds = ns.isFinite ? Int(max(min(ns, Double(Int.max / 2)), Double(Int.min / 2))) : 0
    }

    /// The interval in seconds.
    public var timeInterval: Double { Double(nanoseconds) / 1e9 }

    public static func seconds(_ s: Int) -> Self { Self(nanoseconds: s.multipliedReportingOverflow(by: 1_000_000_000).partialValue) }
    public static func seconds(_ s: Double) -> Self { Self(seconds: s) }
    public static func milliseconds(_ ms: Int) -> Self { Self(nanoseconds: ms.multipliedReportingOverflow(by: 1_000_000).partialValue) }
    public static func microseconds(_ us: Int) -> Self { Self(nanoseconds: us.multipliedReportingOverflow(by: 1_000).partialValue) }
    public static func nanoseconds(_ ns: Int) -> Self { Self(nanoseconds: ns) }

    public init(integerLiteral value: Int) { self = .seconds(value) }
    public init(floatLiteral value: Double) { self.init(seconds: value) }
    public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = Int(exactly: source) else { return nil }
        self = .seconds(seconds)
    }

    public var magnitude: SchedulerStride { Self(nanoseconds: abs(nanoseconds)) }

    public static func < (a: Self, b: Self) -> Bool { a.nanoseconds < b.nanoseconds }
    public static func + (a: Self, b: Self) -> Self { Self(nanoseconds: a.nanoseconds &+ b.nanoseconds) }
    public static func - (a: Self, b: Self) -> Self { Self(nanoseconds: a.nanoseconds &- b.nanoseconds) }
    public static func * (a: Self, b: Self) -> Self { Self(seconds: a.timeInterval * b.timeInterval) }
    public static func += (a: inout Self, b: Self) { a = a + b }
    public static func -= (a: inout Self, b: Self) { a = a - b }
    public static func *= (a: inout Self, b: Self) { a = a * b }
    public prefix static func - (a: Self) -> Self { Self(nanoseconds: 0 &- a.nanoseconds) }
}
