import Testing
import SystemResources

/// `ByteCount.parse`, the one parser of sizes such as `512M`: units, case, the limits, and text that
/// only looks like a size.
@Suite struct ByteCountTests {
    @Test(arguments: [("512M", 536_870_912), ("2G", 2_147_483_648), ("1.5GiB", 1_610_612_736), ("64k", 65_536), ("100", 100),
                      (" 3MB ", 3_145_728), ("0", 0), ("1T", 1_099_511_627_776), ("1024T", 1 << 50)])
    func sizes(text: String, bytes: Int) {
        #expect(ByteCount.parse(text) == bytes, "\(text)")
    }

    @Test(arguments: ["", "M", "-1M", "1e3", "nan", "inf", "0x10", "١٢M", "2000000T", "9999999999999999999999", "1.5.2M", "12Q", "G1"])
    func notSizes(text: String) {
        #expect(ByteCount.parse(text) == nil, "\(text)")
    }
}
