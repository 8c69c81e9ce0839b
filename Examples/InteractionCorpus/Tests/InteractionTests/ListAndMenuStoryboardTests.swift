import Foundation
import SnapshotTesting
import Testing
import Zoetrope
import ZoetropeSnapshotTesting
@testable import Interaction

/// The 5 December files under scripted touches: swipe actions, edit-mode reordering and deleting,
/// and menus (CORPUS.md). Film strips on an iPhone 15 canvas at a quarter scale, CPU, exact.
@Suite struct ListAndMenuStoryboardTests {
    func story(_ name: String, duration: Double, @ViewBuilder _ content: @escaping () -> some View) -> Storyboard {
        Storyboard(name, device: .iPhone15, duration: duration, content: content)
    }

    @Test func mailRowsSwipeToFlagAndMarkRead() {
        let board = story("mail", duration: 4) { MailInboxView() }
            .drag(.label("GitHub"), by: CGSize(width: -170, height: 0), duration: 0.5, hold: 0.2, at: 0.2)
            .tap(.label("Flag"), at: 1.4)
            .drag(.label("Mom"), by: CGSize(width: 110, height: 0), duration: 0.5, hold: 0.2, at: 2.0)
            .tap(.label("Read"), at: 3.2)
        assertSnapshot(of: board, as: .frames(at: [1.2, 1.9, 3.0, 3.9], scale: 0.25), named: "MailInboxView")
    }

    @Test func groceriesReorderAndDeleteInEditMode() throws {
        let base = story("groceries", duration: 5) { GroceryListEditorView() }.tap(.label("Edit"), at: 0.3)
        let editing = try base.frame(at: 0.9)
        let milk = try #require(editing.views.first { $0.label == "Milk" }).drawnFrame
        let bread = try #require(editing.views.first { $0.label == "Bread" }).drawnFrame
        // The handle is 29 points in from the card's trailing edge (20 from the screen's); the delete control 27 in from its leading edge.
        let board = base
            .drag(from: CGPoint(x: 393 - 20 - 29, y: milk.midY), to: CGPoint(x: 393 - 20 - 29, y: milk.midY + 88), duration: 0.6,
                  hold: 0.2, at: 1.0)
            .tap(.point(x: 20 + 27, y: bread.midY), at: 2.6)
            .tap(.label("Delete"), at: 3.4)
        assertSnapshot(of: board, as: .frames(at: [0.9, 1.5, 2.4, 3.2, 4.5], scale: 0.25), named: "GroceryListEditorView")
    }

    @Test func aToolbarMenuSortsAndAPickerMenuSetsTheColumns() {
        let board = story("photos", duration: 4) { PhotoSortMenuView() }
            .tap(.label("Sort"), at: 0.3)
            .tap(.label("Oldest First"), at: 1.0)
            .tap(.label("3 Columns"), at: 2.0)
            .tap(.label("4 Columns"), at: 2.7)
        assertSnapshot(of: board, as: .frames(at: [0.8, 1.8, 2.5, 3.6], scale: 0.25), named: "PhotoSortMenuView")
    }
}
