import Foundation
import Testing
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import PNGCodec
@testable import ZoetropeUI

/// Touches on list rows (spec §16.9): swiping reveals a row's actions ("Delete" for `onDelete`,
/// `swipeActions` at either edge), a full swipe runs the first, a vertical drag still scrolls;
/// in edit mode a delete control reveals "Delete" and a handle moves its row.
@Suite struct ListSwipeTests {
    struct Inbox: View {
        @State var messages = ["Alpha", "Bravo", "Charlie", "Delta"]
        @State var flagged: [String] = []
        var body: some View {
            VStack(spacing: 0) {
                Text("Flagged \(flagged.joined(separator: ","))").frame(height: 40)
                List {
                    ForEach(messages, id: \.self) { message in
                        Text(message)
                            .swipeActions(edge: .leading) {
                                Button { flagged.append(message) } label: { Label("Flag", systemImage: "flag") }.tint(.orange)
                            }
                    }
                    .onDelete { messages.remove(atOffsets: $0) }
                }
            }
        }
    }

    struct Chores: View {
        @State var chores = ["Dishes", "Laundry", "Shopping", "Ironing"]
        @State var mode = EditMode.active
        var body: some View {
            List {
                ForEach(chores, id: \.self) { Text($0) }
                    .onDelete { chores.remove(atOffsets: $0) }
                    .onMove { chores.move(fromOffsets: $0, toOffset: $1) }
            }
            .environment(\.editMode, $mode)
            .overlay(alignment: .bottom) { Text("Order \(chores.joined(separator: ","))") }
        }
    }

    static let size = CGSize(width: 390, height: 500)

    func view(_ frame: StoryboardFrame, _ label: String) -> ViewSnapshot? { frame.views.first { $0.label == label } }

    /// The widest revealed actions (closed ones stay as zero-width views until the list updates).
    func revealed(_ frame: StoryboardFrame) -> CGFloat {
        frame.views.filter { $0.kind == "SwipeActions" }.map(\.drawnFrame.width).max() ?? 0
    }

    /// Writes the frame as a PNG into `DIALOG_LOOK_DIR` when set (to look at it).
    func look(_ frame: StoryboardFrame, _ name: String) throws { try lookAt(frame, size: Self.size, named: name) }

    /// Where a row's text is at rest, before any touch.
    func rest(_ label: String, in view: some View) throws -> CGRect {
        let frame = try Storyboard("rest", size: Self.size, duration: 1) { view }.frame(at: 0)
        return try #require(self.view(frame, label)).drawnFrame
    }

    /// A slow horizontal drag of `dx` across the row `label` (at x 200), held still before the lift.
    func swiped(_ label: String, by dx: CGFloat, duration: Double = 0.5, hold: Double = 0.2) throws -> Storyboard {
        let row = try rest(label, in: Inbox())
        return Storyboard("swipe", size: Self.size, duration: 4) { Inbox() }
            .drag(from: CGPoint(x: 200, y: row.midY), to: CGPoint(x: 200 + dx, y: row.midY), duration: duration, hold: hold, at: 0.5)
    }

    @Test func aSwipeRevealsDeleteAndItStaysOpen() throws {
        let bravo = try rest("Bravo", in: Inbox())
        let story = try swiped("Bravo", by: -60)
        let held = try story.frame(at: 1.1)
        let moving = try #require(view(held, "Bravo"))
        #expect(abs(moving.drawnFrame.minX - (bravo.minX - 60)) <= 0.5, "the row follows the finger: \(moving.drawnFrame)")
        let delete = try #require(view(held, "Delete"), "Delete shows beside it")
        #expect(delete.drawnFrame.maxX <= 370.5 && delete.drawnFrame.minX >= 370 - 60 - 0.5, "inside the 60 revealed points")
        let open = try story.frame(at: 3)
        try look(open, "swipe-open")
        let width = try #require(open.views.filter { $0.kind == "SwipeActions" }.map(\.drawnFrame.width).max())
        #expect(width >= 74, "at least 74 wide: \(width)")
        #expect(abs(try #require(view(open, "Bravo")).drawnFrame.minX - (bravo.minX - width)) <= 0.5, "open to the actions' width")
        #expect(view(open, "Alpha")?.drawnFrame.minX == bravo.minX, "other rows stay")
    }

    @Test func deleteRunsAShortSwipeClosesAFullSwipeDeletes() throws {
        let deleted = try swiped("Bravo", by: -60).tap(.label("Delete"), at: 1.8).frame(at: 3.5)
        #expect(view(deleted, "Bravo") == nil && view(deleted, "Charlie") != nil, "Delete ran onDelete")
        let short = try swiped("Bravo", by: -25).frame(at: 3)
        #expect(revealed(short) == 0, "25 of ~80 points: closed again")
        #expect(view(short, "Bravo")?.drawnFrame.minX == (try rest("Bravo", in: Inbox())).minX)
        let full = try swiped("Bravo", by: -300, duration: 0.6).frame(at: 3.5)
        try look(full, "swipe-full")
        #expect(view(full, "Bravo") == nil, "a swipe across most of the row deletes it")
        #expect(view(full, "Alpha") != nil && view(full, "Charlie") != nil)
    }

    @Test func leadingActionsAndAVerticalDragScrolls() throws {
        let story = try swiped("Charlie", by: 120).tap(.point(x: 40, y: try rest("Charlie", in: Inbox()).midY), at: 1.8)
        let open = try story.frame(at: 1.6)
        try look(open, "swipe-leading")
        let actions = try #require(open.views.filter { $0.kind == "SwipeActions" }.max { $0.drawnFrame.width < $1.drawnFrame.width })
        #expect(actions.drawnFrame.minX <= 20.5, "on the leading side of the card: \(actions.drawnFrame)")
        #expect(view(try story.frame(at: 3), "Flagged Charlie") != nil, "the leading action ran")
        // A vertical drag over a row is the scroll view's: no row moves sideways.
        let charlie = try rest("Charlie", in: Inbox())
        let scrolled = try Storyboard("scroll", size: Self.size, duration: 3) { Inbox() }
            .drag(from: CGPoint(x: 200, y: charlie.midY), to: CGPoint(x: 205, y: charlie.midY + 60), duration: 0.5, hold: 0.2, at: 0.5)
            .frame(at: 1.0)
        let pulled = try #require(view(scrolled, "Charlie"))
        #expect(pulled.drawnFrame.minX == charlie.minX && pulled.drawnFrame.minY > charlie.minY + 10, "rubber-banded down, not swiped")
        #expect(!scrolled.views.contains { $0.kind == "SwipeActions" && $0.drawnFrame.width > 0 })
    }

    @Test func aDeleteControlRevealsDelete() throws {
        let laundry = try rest("Laundry", in: Chores())
        let story = Storyboard("control", size: Self.size, duration: 4) { Chores() }
            .tap(.point(x: 47, y: laundry.midY), at: 0.5)
        let open = try story.frame(at: 1.5)
        try look(open, "delete-control")
        let delete = try #require(view(open, "Delete"))
        #expect(try #require(view(open, "Laundry")).drawnFrame.minX < laundry.minX - 60, "the row slides left for Delete")
        #expect(delete.drawnFrame.maxX > 340 && revealed(open) >= 74, "at the card's trailing end")
        let gone = try story.tap(.label("Delete"), at: 2).frame(at: 3.5)
        #expect(view(gone, "Order Dishes,Shopping,Ironing") != nil)
        let closed = try Storyboard("control", size: Self.size, duration: 4) { Chores() }
            .tap(.point(x: 47, y: laundry.midY), at: 0.5).tap(.point(x: 47, y: laundry.midY), at: 1.5).frame(at: 3)
        #expect(revealed(closed) == 0 && view(closed, "Laundry")?.drawnFrame.minX == laundry.minX, "a second tap closes it")
    }

    @Test func aHandleMovesItsRow() throws {
        let dishes = try rest("Dishes", in: Chores()), shopping = try rest("Shopping", in: Chores())
        let story = Storyboard("move", size: Self.size, duration: 4) { Chores() }
            .drag(from: CGPoint(x: 355, y: dishes.midY), to: CGPoint(x: 355, y: shopping.midY + 5), duration: 0.6, hold: 0.2, at: 0.5)
        let moving = try story.frame(at: 1.2)
        try look(moving, "move")
        #expect(abs(try #require(view(moving, "Dishes")).drawnFrame.midY - (shopping.midY + 5)) <= 1, "the row follows the finger")
        #expect(try #require(view(moving, "Shopping")).drawnFrame.midY < shopping.midY - 20, "the rows it passed make room")
        let after = try story.frame(at: 3.5)
        #expect(view(after, "Order Laundry,Shopping,Dishes,Ironing") != nil, "onMove(from: [0], to: 3)")
        #expect(abs(try #require(view(after, "Dishes")).drawnFrame.midY - shopping.midY) <= 0.5)
    }
}
