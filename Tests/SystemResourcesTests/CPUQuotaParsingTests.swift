import Testing
@testable import SystemResources

/// cgroup quota files as the kernel writes them, and as a hostile or broken mount might.
@Suite struct CPUQuotaParsingTests {
    @Test func v2NoLimit() {
        #expect(CPUQuota.parseV2("max 100000\n") == .unlimited)
        #expect(CPUQuota.parseV2("max 100000") == .unlimited)
        #expect(CPUQuota.parseV2("max") == .unlimited)
    }

    @Test func v2QuotasRoundUp() {
        #expect(CPUQuota.parseV2("100000 100000\n") == .limit(cpus: 1, fraction: "1"))
        #expect(CPUQuota.parseV2("50000 100000\n") == .limit(cpus: 1, fraction: "0.5"))
        #expect(CPUQuota.parseV2("150000 100000\n") == .limit(cpus: 2, fraction: "1.5"))
        #expect(CPUQuota.parseV2("200000 100000\n") == .limit(cpus: 2, fraction: "2"))
        #expect(CPUQuota.parseV2("1000 100000\n") == .limit(cpus: 1, fraction: "0.01"))
        #expect(CPUQuota.parseV2("1 100000\n") == .limit(cpus: 1, fraction: "0.00"))
        #expect(CPUQuota.parseV2("99999 100000\n") == .limit(cpus: 1, fraction: "1.00"))
        #expect(CPUQuota.parseV2("100001 100000\n") == .limit(cpus: 2, fraction: "1.00"))
        #expect(CPUQuota.parseV2("110000 100000\n") == .limit(cpus: 2, fraction: "1.1"))
        #expect(CPUQuota.parseV2("399999 100000\n") == .limit(cpus: 4, fraction: "4.00"))
        #expect(CPUQuota.parseV2("33333 100000\n") == .limit(cpus: 1, fraction: "0.33"))
    }

    @Test func v2IntegerLimits() {
        let max = Int.max
        #expect(CPUQuota.parseV2("\(max) 1") == .limit(cpus: max, fraction: "\(max)"))
        #expect(CPUQuota.parseV2("\(max) \(max)") == .limit(cpus: 1, fraction: "1"))
        #expect(CPUQuota.parseV2("1 \(max)") == .limit(cpus: 1, fraction: "0.00"))
        #expect(CPUQuota.parseV2("\(max - 1) \(max)") == .limit(cpus: 1, fraction: "1.00"))
        #expect(CPUQuota.parseV2("\(max / 2) \(max)") == .limit(cpus: 1, fraction: "0.5"))
        // One past Int.max, and a number far longer, do not fit: malformed, not a crash.
        #expect(isMalformed(CPUQuota.parseV2("9223372036854775808 100000")))
        #expect(isMalformed(CPUQuota.parseV2(String(repeating: "9", count: 400) + " 100000")))
        #expect(isMalformed(CPUQuota.parseV2("100000 9223372036854775808")))
    }

    @Test func v2Malformed() {
        for text in ["", "\n", "0 100000", "-1 100000", "50000 0", "50000 -100000", "max 0", "max -1",
                     "50000", "50000 100000 7", "50000  100000", " 50000 100000", "+50000 100000",
                     "5e4 100000", "50000 100000\n\n", "garbage", "max garbage", "０ 100000", "50000\t100000",
                     "MAX 100000", "1.5 1"] {
            #expect(isMalformed(CPUQuota.parseV2(text)), "\(text.debugDescription)")
        }
    }

    @Test func v1() {
        #expect(CPUQuota.parseV1(quota: "-1\n", period: "100000\n") == .unlimited)
        #expect(CPUQuota.parseV1(quota: "-1\n", period: nil) == .unlimited)
        #expect(CPUQuota.parseV1(quota: "50000\n", period: "100000\n") == .limit(cpus: 1, fraction: "0.5"))
        #expect(CPUQuota.parseV1(quota: "250000\n", period: "100000\n") == .limit(cpus: 3, fraction: "2.5"))
        #expect(CPUQuota.parseV1(quota: "\(Int.max)", period: "1") == .limit(cpus: Int.max, fraction: "\(Int.max)"))
    }

    @Test func v1Malformed() {
        for (quota, period) in [("0", "100000"), ("-2", "100000"), ("garbage", "100000"), ("", "100000"),
                                ("50000", "0"), ("50000", "-1"), ("50000", "garbage"), ("50000", ""),
                                ("\(Int.min)", "100000"), ("99999999999999999999", "100000")] {
            #expect(isMalformed(CPUQuota.parseV1(quota: quota, period: period)), "\(quota) / \(period)")
        }
        #expect(isMalformed(CPUQuota.parseV1(quota: "50000", period: nil)))
    }

    @Test func reasonsQuoteHostileTextShortly() {
        guard case .malformed(let why) = CPUQuota.parseV2(String(repeating: "x", count: 10_000) + "\n") else {
            Issue.record("expected malformed")
            return
        }
        #expect(why.count < 200)
        #expect(!why.contains("\n"))
    }

    private func isMalformed(_ quota: CPUQuota) -> Bool {
        if case .malformed = quota { return true }
        return false
    }
}
