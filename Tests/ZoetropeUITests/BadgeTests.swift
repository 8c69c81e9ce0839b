import Foundation
import Testing
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import PNGCodec
@testable import ZoetropeUI

/// `.badge` (spec §16.6): on a tab item, white text on a red capsule at the item's top right; in
/// a list row, trailing in the secondary colour; 0 or nil shows nothing.
@Suite struct BadgeTests {
    struct Tabs: View {
        var body: some View {
            TabView {
                Text("Inbox list").tabItem { Label("Inbox", systemImage: "tray") }.badge(12)
                Text("Sent list").tabItem { Label("Sent", systemImage: "paperplane") }.badge(0)
                List {
                    Text("Drafts").badge(3)
                    Text("Spam").badge("New")
                }
                .tabItem { Label("Folders", systemImage: "folder") }
                .badge("!")
            }
        }
    }

    @Test func tabItemsAndListRowsShowTheirBadges() throws {
        let size = CGSize(width: 390, height: 844)
        let frame = try Storyboard("badges", size: size, duration: 1) { Tabs() }.frame(at: 0)
        if let directory = ProcessInfo.processInfo.environment["DIALOG_LOOK_DIR"] {
            var pixmap = try Pixmap(width: 390, height: 844)
            pixmap.fill(.white)
            try SoftwareRenderer().render(frame.displayList, into: &pixmap)
            try PNGWriter.writeAtomically(try PNGEncoder.encode(pixmap), to: URL(fileURLWithPath: directory).appendingPathComponent("badges.png"))
        }
        let twelve = try #require(frame.views.first { $0.label == "12" })
        let inbox = try #require(frame.views.first { $0.label == "Inbox" })
        #expect(twelve.drawnFrame.minX > inbox.drawnFrame.midX && twelve.drawnFrame.maxY < inbox.drawnFrame.minY + 20,
                "top right of the item: \(twelve.drawnFrame), item \(inbox.drawnFrame)")
        let capsule = try #require(frame.views.first { $0.kind == "Capsule" && $0.drawnFrame.contains(CGPoint(x: twelve.drawnFrame.midX, y: twelve.drawnFrame.midY)) })
        #expect(capsule.drawnFrame.height >= 18 && capsule.drawnFrame.width >= 18, "at least 18 points across: \(capsule.drawnFrame)")
        #expect(frame.views.contains { $0.label == "!" }, "a text badge")
        #expect(!frame.views.contains { $0.label == "0" }, "0 shows nothing")
    }

    @Test func aListRowEndsWithItsBadge() throws {
        let frame = try Storyboard("rows", size: CGSize(width: 390, height: 400), duration: 1) {
            List {
                Text("Drafts").badge(3)
                Text("Spam").badge(nil as String?)
            }
        }.frame(at: 0)
        let three = try #require(frame.views.first { $0.label == "3" })
        let drafts = try #require(frame.views.first { $0.label == "Drafts" })
        #expect(three.drawnFrame.maxX > 340 && abs(three.drawnFrame.midY - drafts.drawnFrame.midY) <= 1, "\(three.drawnFrame)")
    }
}
