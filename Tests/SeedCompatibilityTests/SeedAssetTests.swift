import Testing
import Zoetrope

/// The committed PNGs are the drawings of SeedAssets, small, and found through the target's resources.
@Suite struct SeedAssetTests {
    @Test(arguments: SeedAssets.names)
    func assetIsCommittedSmallAndDecodes(name: String) throws {
        if ProcessInfo.processInfo.environment["ZOETROPE_RECORD_SEED_ASSETS"] == "1" {
            let bytes = try PNGEncoder.encode(try SeedAssets.pixmap(named: name), compression: .default)
            try PNGWriter.writeAtomically(bytes, to: SeedAssets.sourceDirectory.appendingPathComponent("\(name).png"))
            Issue.record("recorded \(name).png; unset ZOETROPE_RECORD_SEED_ASSETS, rebuild and check it")
            return
        }
        let url = SeedAssets.directory.appendingPathComponent("\(name).png")
        let bytes = try Data(contentsOf: url)
        #expect(bytes.count <= 16 * 1024, "\(name).png is \(bytes.count) bytes")
        let committed = try PNGDecoder.decode(contentsOf: url)
        let drawn = try SeedAssets.pixmap(named: name)
        #expect(committed.width == drawn.width && committed.height == drawn.height)
        #expect(committed.width == (name == "tower" ? 200 : 106) && committed.height == (name == "tower" ? 300 : 160))
        // The same drawing (allowing the renderer to change in the last bits of an edge pixel).
        var worst = 0
        for y in 0..<drawn.height {
            for x in 0..<drawn.width {
                let a = committed.pixel(x: x, y: y)!, b = drawn.pixel(x: x, y: y)!
                worst = max(worst, abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
                             abs(Int(a.blue) - Int(b.blue)), abs(Int(a.alpha) - Int(b.alpha)))
            }
        }
        #expect(worst <= 2, "\(name).png differs from SeedAssets.pixmap(named:) by up to \(worst)")
    }
}
