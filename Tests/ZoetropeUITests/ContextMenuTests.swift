import Foundation
import Testing
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import PNGCodec
@testable import ZoetropeUI

/// `contextMenu` (spec §16.7): a long press opens the menu under the view, the view drawn again
/// over the blur; a tap on an item runs it and closes the menu; a tap beside it closes it.
@Suite struct ContextMenuTests {
    struct Photo: View {
        @State var favourite = false
        @State var deleted = false
        var body: some View {
            VStack(spacing: 20) {
                Text(favourite ? "Favourite" : "Plain")
                RoundedRectangle(cornerRadius: 12)
                    .fill(deleted ? Color.gray : Color.orange)
                    .frame(width: 160, height: 120)
                    .overlay(Text("Photo").foregroundStyle(.white))
                    .contextMenu {
                        Button("Favourite", systemImage: "heart") { favourite.toggle() }
                        Button("Share", systemImage: "square.and.arrow.up") {}
                        Divider()
                        Button("Delete", systemImage: "trash", role: .destructive) { deleted = true }
                    }
            }
        }
    }

    static let size = CGSize(width: 390, height: 844)

    func view(_ frame: StoryboardFrame, _ label: String) -> ViewSnapshot? { frame.views.first { $0.label == label } }

    /// Writes the frame as a PNG into `DIALOG_LOOK_DIR` when set (to look at it).
    func look(_ frame: StoryboardFrame, _ name: String) throws { try lookAt(frame, size: Self.size, named: name) }

    @Test func aLongPressOpensTheMenuUnderTheView() throws {
        let story = Storyboard("menu", size: Self.size, duration: 3) { Photo() }.longPress(.label("Photo"), duration: 0.8, at: 0.5)
        #expect(view(try story.frame(at: 0.9), "Share") == nil, "not before 0.5 s of pressing")
        let open = try story.frame(at: 1.8)
        try look(open, "menu")
        let photo = try #require(view(open, "Photo"))
        let favourite = try #require(view(open, "Favourite"))
        let share = try #require(view(open, "Share")), delete = try #require(view(open, "Delete"))
        // Rows of 44 under the photo's frame (120 tall, centred with the text above it).
        #expect(favourite.drawnFrame.minY > photo.drawnFrame.maxY + 40, "below the 120-point card: \(favourite.drawnFrame)")
        #expect(abs((share.drawnFrame.midY - favourite.drawnFrame.midY) - 44) <= 0.5)
        #expect(abs((delete.drawnFrame.midY - share.drawnFrame.midY) - (44 + 8)) <= 0.5, "a divider is an 8-point gap")
        let card = try #require(open.views.first { $0.kind == "ContextMenu" })
        #expect(favourite.drawnFrame.minX >= card.frame.minX - 1 + 16, "16 in from the card's leading edge")
    }

    @Test func anItemRunsAndClosesTheMenu() throws {
        let story = Storyboard("menu", size: Self.size, duration: 4) { Photo() }
            .longPress(.label("Photo"), duration: 0.8, at: 0.5)
            .tap(.label("Share"), at: 1.8)
        let closed = try story.frame(at: 2.8)
        #expect(view(closed, "Share") == nil, "closed")
        let deleting = try Storyboard("menu", size: Self.size, duration: 4) { Photo() }
            .longPress(.label("Photo"), duration: 0.8, at: 0.5)
            .tap(.label("Delete"), at: 1.8)
            .frame(at: 2.8)
        #expect(view(deleting, "Delete") == nil)
        let outside = try Storyboard("menu", size: Self.size, duration: 4) { Photo() }
            .longPress(.label("Photo"), duration: 0.8, at: 0.5)
            .tap(.point(x: 40, y: 60), at: 1.8)
            .frame(at: 2.8)
        #expect(view(outside, "Share") == nil, "a tap beside the menu closes it")
    }

    struct Note: View {
        @State var sent = "nothing"
        var body: some View {
            VStack(spacing: 20) {
                Text("Sent \(sent)")
                RoundedRectangle(cornerRadius: 12).fill(Color.blue).frame(width: 160, height: 120)
                    .overlay(Text("Note").foregroundStyle(.white))
                    .contextMenu {
                        Button("Pin", systemImage: "pin") {}
                        Menu("Share") {
                            Button("Copy link") { sent = "link" }
                            Button("Message") { sent = "message" }
                        }
                    }
            }
        }
    }

    /// A `Menu` in a context menu is a submenu: its row opens its items under it, in place,
    /// without closing the menu; an item of it runs and closes the menu (spec §16.7).
    @Test func aSubmenuOpensInPlaceAndItsItemsRun() throws {
        let story = Storyboard("submenu", size: Self.size, duration: 4) { Note() }
            .longPress(.label("Note"), duration: 0.8, at: 0.3)
            .tap(.label("Share"), at: 1.5)
            .tap(.label("Message"), at: 2.5)
        let menu = try story.frame(at: 1.4)
        #expect(view(menu, "Share") != nil && view(menu, "Message") == nil, "closed submenu: its row only")
        let open = try story.frame(at: 2.2)
        try look(open, "submenu")
        let share = try #require(view(open, "Share"), "the menu stays open")
        let copy = try #require(view(open, "Copy link")), message = try #require(view(open, "Message"))
        #expect(abs((copy.drawnFrame.midY - share.drawnFrame.midY) - 44) <= 0.5 && abs((message.drawnFrame.midY - copy.drawnFrame.midY) - 44) <= 0.5,
                "rows of 44 under the submenu's row: \(share.drawnFrame), \(copy.drawnFrame), \(message.drawnFrame)")
        let after = try story.frame(at: 3.5)
        #expect(view(after, "Sent message") != nil && view(after, "Copy link") == nil, "ran and closed the menu")
    }
}
