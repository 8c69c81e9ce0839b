import Foundation
import SnapshotTesting
import XCTest
import ZoetropeUI
import ZoetropeSnapshotTesting

/// The strategies from an XCTest case, as most swift-snapshot-testing users write them.
final class XCTestSnapshotTests: XCTestCase {
    func testRecordsThenMatches() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-xctest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let strategy = Snapshotting<Box, Data>.image(layout: .fixed(width: 200, height: 120), precision: 0.99,
                                                     perceptualPrecision: 0.98)
        let first = verifySnapshot(of: Box(), as: strategy, named: "box", record: .missing, snapshotDirectory: directory.path)
        XCTAssertEqual(first?.hasPrefix("No reference was found on disk."), true, first ?? "nil")
        XCTAssertNil(verifySnapshot(of: Box(), as: strategy, named: "box", record: .missing, snapshotDirectory: directory.path))
        let changed = verifySnapshot(of: Box(color: .blue), as: strategy, named: "box", record: .missing,
                                     snapshotDirectory: directory.path)
        XCTAssertEqual(changed?.contains("1200 of 24000 pixels differ (5 %); precision 0.99 allows 240."), true, changed ?? "nil")
        withSnapshotTesting(record: .never) {
            XCTAssertNil(verifySnapshot(of: Box(), as: strategy, named: "box", snapshotDirectory: directory.path))
        }
    }
}
