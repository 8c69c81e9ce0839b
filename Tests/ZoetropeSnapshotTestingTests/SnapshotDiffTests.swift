import Foundation
import Geometry2D
import PNGCodec
import RenderCommands
import SnapshotTesting
import Testing
import ZoetropeUI
@testable import ZoetropeSnapshotTesting

/// What a changed view does to a recorded reference: the failure's numbers, the tolerances, the
/// difference image, broken references.
@Suite struct SnapshotDiffTests {
    /// Records `Box()` and returns the directory.
    private func recordedBox(_ name: String = #function) throws -> URL {
        let directory = try snapshotDirectory(name)
        _ = verifySnapshot(of: Box(), as: .image(layout: .fixed(width: 200, height: 120)), named: "box", record: .all,
                           snapshotDirectory: directory.path, testName: "diff")
        return directory
    }

    private func verify(_ box: Box, _ directory: URL, precision: Float = 1, perceptualPrecision: Float = 1) -> String? {
        verifySnapshot(of: box, as: .image(layout: .fixed(width: 200, height: 120), precision: precision,
                                           perceptualPrecision: perceptualPrecision),
                       named: "box", record: .never, snapshotDirectory: directory.path, testName: "diff")
    }

    @Test func aChangedViewFailsNamingThePixels() throws {
        let directory = try recordedBox()
        defer { try? FileManager.default.removeItem(at: directory) }
        let artifacts = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let message = try #require(verify(Box(color: .blue), directory))
        #expect(message.hasPrefix("Snapshot \"box\" does not match reference."))
        #expect(message.contains("1200 of 24000 pixels differ (5 %); precision 1 allows 0."))
        #expect(message.contains("Largest difference: 255 levels in a channel (ΔE94 "))
        #expect(message.contains(" at pixel (80, 45): reference #FF3B30FF, new #007AFFFF."))
        #expect(message.contains("The differing pixels lie in x 80…119, y 45…74 of the 200 × 120-pixel image."))
        #expect(message.contains("A pixel differs when any of its bytes does (perceptualPrecision 1)."))
        // The difference image: differing pixels red, the rest the faded reference.
        let line = try #require(message.split(separator: "\n").first { $0.hasPrefix("Difference image") })
        let path = String(try #require(line.split(separator: ": ").last))
        #expect(path.hasPrefix(URL(fileURLWithPath: artifacts).appendingPathComponent("ZoetropeSnapshotDiffs").path))
        let difference = try PNGDecoder.decode(contentsOf: URL(fileURLWithPath: path))
        #expect(difference.width == 200 && difference.height == 120)
        #expect(difference[x: 100, y: 60] == PremultipliedRGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(difference[x: 10, y: 10] == PremultipliedRGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        // A wider box: the new size of the changed area, and only the new pixels.
        let wider = try #require(verify(Box(width: 60), directory))
        #expect(wider.contains("600 of 24000 pixels differ (2.5 %)"))
        #expect(wider.contains("x 70…129, y 45…74"))
    }

    @Test func perceptualPrecisionPassesOneLevelAndFailsALargeChange() throws {
        let directory = try snapshotDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let base = Color(red: 200 / 255, green: 100 / 255, blue: 50 / 255)
        let nudged = Color(red: 201 / 255, green: 100 / 255, blue: 50 / 255)
        _ = verifySnapshot(of: Box(color: base), as: .image(layout: .fixed(width: 200, height: 120)), named: "box",
                           record: .all, snapshotDirectory: directory.path, testName: "diff")
        // One level: exact comparison fails, 0.98 (ΔE 2) passes.
        let exact = try #require(verify(Box(color: nudged), directory))
        #expect(exact.contains("1200 of 24000 pixels differ") && exact.contains("Largest difference: 1 levels in a channel"))
        #expect(verify(Box(color: nudged), directory, perceptualPrecision: 0.98) == nil)
        // A large change fails at 0.98 and says what the tolerance was.
        let large = try #require(verify(Box(color: .blue), directory, perceptualPrecision: 0.98))
        #expect(large.contains("1200 of 24000 pixels differ"))
        #expect(large.contains("A pixel differs when its ΔE94 is over 2 (perceptualPrecision 0.98); 0 more changed within that."))
    }

    @Test func precisionIsTheShareOfPixelsThatMustMatch() throws {
        let directory = try recordedBox()
        defer { try? FileManager.default.removeItem(at: directory) }
        // 1200 of 24000 pixels (5 %) differ: precision 0.95 allows exactly that many, 0.96 does not.
        #expect(verify(Box(color: .blue), directory, precision: 0.95) == nil)
        let message = try #require(verify(Box(color: .blue), directory, precision: 0.96))
        #expect(message.contains("1200 of 24000 pixels differ (5 %); precision 0.96 allows 960."))
    }

    @Test func deltaE94OfKnownColours() {
        #expect(DeltaE94.between((255, 255, 255), (0, 0, 0)) > 99.99)
        #expect(abs(DeltaE94.between((255, 255, 255), (0, 0, 0)) - 100) < 1e-3)
        #expect(DeltaE94.between((128, 128, 128), (128, 128, 128)) == 0)
        let step = DeltaE94.between((200, 100, 50), (201, 100, 50))
        #expect(step > 0.1 && step < 1)
        // Translucent pixels count over white and over black: alpha alone is a difference.
        let half = PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 128)
        let clear = PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 0)
        #expect(PixelComparison.deltaE(clear, half) > 40)
    }

    @Test func aDifferentSizeAndABrokenReferenceAreClearFailures() throws {
        let directory = try recordedBox()
        defer { try? FileManager.default.removeItem(at: directory) }
        let resized = verifySnapshot(of: Box(), as: .image(layout: .fixed(width: 100, height: 60)), named: "box", record: .never,
                                     snapshotDirectory: directory.path, testName: "diff")
        #expect(resized?.contains("The new image is 100 × 60 pixels; the reference is 200 × 120.") == true)
        try Data("not a png".utf8).write(to: referenceFile(in: directory))
        let broken = verify(Box(), directory)
        #expect(broken?.contains("The reference is not a PNG Zoetrope can read") == true, "\(broken ?? "nil")")
        try Data().write(to: referenceFile(in: directory))
        #expect(verify(Box(), directory)?.contains("The reference is not a PNG Zoetrope can read") == true)
    }

    @Test func hostileArgumentsAreReportedNotCrashed() throws {
        let renderer = SnapshotRenderer()
        let story = try renderer.storyboard(of: Box(), layout: .fixed(width: 20, height: 20))
        #expect(throws: SnapshotRenderError.badTime(-1)) { try renderer.pixmap(of: story, at: -1) }
        #expect(throws: SnapshotRenderError.noFrames) { try renderer.pixmaps(of: story, at: []) }
        for (layout, scale) in [(SwiftUISnapshotLayout.fixed(width: .nan, height: 10), 1.0), (.fixed(width: 1e9, height: 10), 1),
                                (.fixed(width: 10, height: 10), 0), (.fixed(width: 10, height: 10), .infinity),
                                (.fixed(width: 0, height: 10), 1)] {
            let story = try SnapshotRenderer().storyboard(of: Box(), layout: layout)
            #expect(throws: SnapshotRenderError.self) { try SnapshotRenderer(scale: scale).pixmap(of: story, at: 0) }
        }
        withKnownIssue {
            #expect(snapshotData(Box(), .image(layout: .fixed(width: 10, height: 10), time: .nan)).isEmpty)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("time nan is not a finite number of seconds ≥ 0") }
        }
    }
}
