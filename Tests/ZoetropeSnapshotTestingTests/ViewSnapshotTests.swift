import Foundation
import Geometry2D
import RenderCommands
import SnapshotTesting
import Testing
import ZoetropeUI
@testable import ZoetropeSnapshotTesting

/// `.image` of a view: recorded on the first run into a temporary directory, matched byte for
/// byte by the second, the canvas each layout gives.
@Suite struct ViewSnapshotTests {
    @Test func recordsOnTheFirstRunAndMatchesOnTheSecond() throws {
        let directory = try snapshotDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let strategy = Snapshotting<Box, Data>.image(layout: .fixed(width: 200, height: 120))
        let first = verifySnapshot(of: Box(), as: strategy, named: "box", record: .missing,
                                   snapshotDirectory: directory.path)
        #expect(first?.contains("No reference was found on disk. Automatically recorded snapshot") == true)
        let file = try referenceFile(in: directory)
        #expect(file.lastPathComponent == "recordsOnTheFirstRunAndMatchesOnTheSecond.box.png")
        let recorded = try Data(contentsOf: file)

        let second = verifySnapshot(of: Box(), as: strategy, named: "box", record: .missing, snapshotDirectory: directory.path)
        #expect(second == nil)
        // A third render is the reference's bytes exactly, and nothing rewrote the file.
        #expect(snapshotData(Box(), strategy) == recorded)
        #expect(try Data(contentsOf: file) == recorded)

        let image = try pixels(recorded)
        #expect(image.width == 200 && image.height == 120)
        #expect(image[x: 100, y: 60] == PremultipliedRGBA8(Color.red))
        #expect(image[x: 79, y: 60] == PremultipliedRGBA8(Color.white))
        #expect(image[x: 80, y: 45] == PremultipliedRGBA8(Color.red))
        #expect(image[x: 120, y: 60] == PremultipliedRGBA8(Color.white))
    }

    @Test func recordAllRewritesAndSaysSo() throws {
        let directory = try snapshotDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let strategy = Snapshotting<Box, Data>.image(layout: .fixed(width: 200, height: 120))
        let message = verifySnapshot(of: Box(), as: strategy, named: "box", record: .all, snapshotDirectory: directory.path)
        #expect(message?.hasPrefix("Record mode is on. Automatically recorded snapshot") == true)
        #expect(verifySnapshot(of: Box(), as: strategy, named: "box", record: .never, snapshotDirectory: directory.path) == nil)
    }

    @Test(.snapshots(record: .never)) func theRecordTraitDecidesWhenNoneIsPassed() throws {
        let directory = try snapshotDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let message = verifySnapshot(of: Box(), as: .image(layout: .fixed(width: 20, height: 20)), named: "box",
                                     snapshotDirectory: directory.path)
        #expect(message == "No reference was found on disk. New snapshot was not recorded because recording is disabled")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func deviceLayoutIsTheScreenInPointsAtTheGivenScale() throws {
        let oneX = try pixels(snapshotData(Box(), .image(layout: .device(.iPhone15))))
        #expect(oneX.width == 393 && oneX.height == 852)
        let turned = try pixels(snapshotData(Box(), .image(layout: .device(config: .iPhoneSE.landscape), scale: 2)))
        #expect(turned.width == 1334 && turned.height == 750)
        let fixed = try pixels(snapshotData(Box(), .image(layout: .fixed(width: 100.5, height: 20), scale: 2)))
        #expect(fixed.width == 201 && fixed.height == 40)
    }

    @Test func sizeThatFitsIsTheIdealSize() throws {
        let view = Rectangle().fill(Color.green).frame(width: 50, height: 30)
        let image = try pixels(snapshotData(view, .image(layout: .sizeThatFits, scale: 2)))
        #expect(image.width == 100 && image.height == 60)
        #expect(image[x: 50, y: 30] == PremultipliedRGBA8(Color.green))
    }

    @Test func aViewWithNoIdealSizeIsAClearError() throws {
        #expect(throws: SnapshotRenderError.noIdealSize(width: 0, height: 0)) {
            try SnapshotRenderer().storyboard(of: EmptyView(), layout: .sizeThatFits)
        }
        let directory = try snapshotDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        withKnownIssue {
            let message = verifySnapshot(of: EmptyView(), as: .image(), named: "empty", record: .missing,
                                         snapshotDirectory: directory.path)
            // Nothing plausible is recorded: the empty snapshot fails to match anything later.
            #expect(message?.contains("No reference was found") == true)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("the view has no ideal size (it takes 0 × 0 pt when nothing is proposed)") }
        }
        #expect(try Data(contentsOf: referenceFile(in: directory)).isEmpty)
    }

    @Test func colorSchemeAndDeviceReachTheStoryboard() throws {
        let story = try SnapshotRenderer().storyboard(of: Box(), layout: .device(.iPhone15), colorScheme: .dark)
        #expect(story.colorScheme == .dark)
        #expect(story.device == .iPhone15)
        #expect(story.size == CGSize(width: 393, height: 852))
        let fixed = try SnapshotRenderer().storyboard(of: Box(), layout: .fixed(width: 10, height: 10), colorScheme: .dark)
        #expect(fixed.colorScheme == .dark && fixed.device == nil)
        // The background follows the scheme unless given: iOS's systemBackground, white or black.
        let clear = Color.clear.frame(width: 4, height: 4)
        #expect(try pixels(snapshotData(clear, .image(colorScheme: .dark)))[x: 1, y: 1] == PremultipliedRGBA8(Color.black))
        #expect(try pixels(snapshotData(clear, .image()))[x: 1, y: 1] == PremultipliedRGBA8(Color.white))
        #expect(try pixels(snapshotData(clear, .image(background: .blue)))[x: 1, y: 1] == PremultipliedRGBA8(Color.blue))
    }

    @Test func timeIsTheVirtualTimeSinceTheViewAppeared() throws {
        // Linear over 1 s from onAppear: x = 100 · t. The box's left edge is where the time says.
        for (time, left) in [(0.0, 0), (0.5, 50), (1.0, 100), (3.0, 100)] {
            let image = try pixels(snapshotData(Slider(), .image(layout: .fixed(width: 140, height: 40), time: time)))
            #expect(image[x: left, y: 15] == PremultipliedRGBA8(Color.blue), "t = \(time)")
            if left > 0 { #expect(image[x: left - 1, y: 15] == PremultipliedRGBA8(Color.white), "t = \(time)") }
            #expect(image[x: left + 19, y: 15] == PremultipliedRGBA8(Color.blue), "t = \(time)")
            #expect(image[x: left + 20, y: 15] == PremultipliedRGBA8(Color.white), "t = \(time)")
        }
        let directory = try snapshotDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let half = Snapshotting<Slider, Data>.image(layout: .fixed(width: 140, height: 40), time: 0.5)
        _ = verifySnapshot(of: Slider(), as: half, named: "slide", record: .all, snapshotDirectory: directory.path)
        #expect(verifySnapshot(of: Slider(), as: half, named: "slide", record: .never, snapshotDirectory: directory.path) == nil)
        let later = verifySnapshot(of: Slider(), as: .image(layout: .fixed(width: 140, height: 40), time: 0.6), named: "slide",
                                   record: .never, snapshotDirectory: directory.path)
        #expect(later?.contains("400 of 5600 pixels differ") == true, "\(later ?? "nil")")
    }
}
