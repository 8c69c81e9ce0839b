import Foundation
import Geometry2D
import RenderCommands
import SnapshotTesting
import Testing
import ZoetropeUI
@testable import ZoetropeSnapshotTesting

/// `.frame(at:)` and `.frames(at:)` of a storyboard, and the same bytes for any thread count.
@Suite struct StoryboardSnapshotTests {
    /// A box that turns green when tapped at 1 s.
    private struct Tappable: View {
        @State private var on = false
        var body: some View {
            ZStack {
                Color.white
                Rectangle().fill(on ? Color.green : Color.gray).frame(width: 40, height: 40)
                    .accessibilityLabel("switch")
                    .onTapGesture { on = true }
            }
        }
    }

    private var story: Storyboard {
        Storyboard("tap", size: CGSize(width: 80, height: 60), duration: 2) { Tappable() }.tap(.label("switch"), at: 1)
    }

    @Test func frameAtTimePlaysTheScriptedTaps() throws {
        let before = try pixels(snapshotData(story, .frame(at: 0.5)))
        let after = try pixels(snapshotData(story, .frame(at: 1.5)))
        #expect(before.width == 80 && before.height == 60)
        #expect(before[x: 40, y: 30] == PremultipliedRGBA8(Color.gray))
        #expect(after[x: 40, y: 30] == PremultipliedRGBA8(Color.green))
        let directory = try snapshotDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = verifySnapshot(of: story, as: .frame(at: 1.5), named: "tapped", record: .all, snapshotDirectory: directory.path)
        #expect(verifySnapshot(of: story, as: .frame(at: 1.5), named: "tapped", record: .never, snapshotDirectory: directory.path) == nil)
        let early = verifySnapshot(of: story, as: .frame(at: 0.5), named: "tapped", record: .never, snapshotDirectory: directory.path)
        #expect(early?.contains("1600 of 4800 pixels differ") == true, "\(early ?? "nil")")
    }

    @Test func framesAreAFilmStripAndAFailureNamesTheFrame() throws {
        let strip = try pixels(snapshotData(story, .frames(at: [0, 1, 1.5])))
        #expect(strip.width == 240 && strip.height == 60)
        #expect(strip[x: 40, y: 30] == PremultipliedRGBA8(Color.gray))
        #expect(strip[x: 120, y: 30] == PremultipliedRGBA8(Color.green))   // the tap at 1 s is in the frame at 1 s
        #expect(strip[x: 200, y: 30] == PremultipliedRGBA8(Color.green))
        // Out of order, the same frames (an earlier time replays from the start).
        let shuffled = try pixels(snapshotData(story, .frames(at: [1.5, 0])))
        #expect(shuffled[x: 40, y: 30] == PremultipliedRGBA8(Color.green) && shuffled[x: 120, y: 30] == PremultipliedRGBA8(Color.gray))

        let directory = try snapshotDirectory()

        defer { try? FileManager.default.removeItem(at: directory) }
        _ = verifySnapshot(of: story, as: .frames(at: [0, 0.5, 1.5]), named: "strip", record: .all, snapshotDirectory: directory.path)
        let later = story.tap(.label("switch"), at: 0.25)
        let message = try #require(verifySnapshot(of: later, as: .frames(at: [0, 0.5, 1.5]), named: "strip", record: .never,
                                                  snapshotDirectory: directory.path))
        #expect(message.contains("1600 of 14400 pixels differ"))
        #expect(message.contains("at pixel (100, 10) in frame 2 (t = 0.5 s)"), "\(message)")
    }

    @Test func theBytesDoNotDependOnThreads() throws {
        let story = try SnapshotRenderer().storyboard(of: Busy(), layout: .fixed(width: 240, height: 180))
        let one = try SnapshotRenderer(scale: 2, threads: 1).png(of: story, at: 0)
        for threads in [2, 3, 8] {
            #expect(try SnapshotRenderer(scale: 2, threads: threads).png(of: story, at: 0) == one, "\(threads) threads")
        }
        // And the pixels are the same through the strategy, which uses the default threads.
        #expect(snapshotData(Busy(), .image(layout: .fixed(width: 240, height: 180), scale: 2)) == one)
    }
}
