import Foundation

/// Blurred shadow coverage kept across conversions (frames), so a shadow that does not change is
/// blurred once per process: at most ``byteBudget`` bytes, the least recently used dropped first.
/// Thread-safe (conversions may run on several threads).
///
/// ```swift
/// ShadowCoverageStore.shared.insert(coverage, for: key)
/// let again = ShadowCoverageStore.shared.coverage(for: key)
/// ```
final class ShadowCoverageStore: @unchecked Sendable {
    static let shared = ShadowCoverageStore()

    /// The most bytes of coverage kept (8 per pixel).
    static let byteBudget = 64 << 20

    private let lock = NSLock()
    private var entries: [ShadowKey: (coverage: ShadowCoverage, lastUse: UInt64)] = [:]
    private var bytes = 0
    private var clock: UInt64 = 0

    func coverage(for key: ShadowKey) -> ShadowCoverage? {
        lock.lock(); defer { lock.unlock() }
        guard let entry = entries[key] else { return nil }
        clock &+= 1
        entries[key] = (entry.coverage, clock)
        return entry.coverage
    }

    func insert(_ coverage: ShadowCoverage, for key: ShadowKey) {
        let size = coverage.values.count * MemoryLayout<Double>.stride
        guard size <= Self.byteBudget / 4 else { return }
        lock.lock(); defer { lock.unlock() }
        clock &+= 1
        if let old = entries.updateValue((coverage, clock), forKey: key) { bytes -= old.coverage.values.count * MemoryLayout<Double>.stride }
        bytes += size
        while bytes > Self.byteBudget, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries[oldest.key] = nil
            bytes -= oldest.value.coverage.values.count * MemoryLayout<Double>.stride
        }
    }

    /// How many coverages are kept (for tests).
    var count: Int { lock.lock(); defer { lock.unlock() }; return entries.count }
}
