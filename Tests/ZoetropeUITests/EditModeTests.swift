import Foundation
import Testing
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import PNGCodec
@testable import ZoetropeUI

/// Edit mode (spec §16.8): `EditButton` toggles the navigation stack's edit mode; a list with a
/// selection shows selection circles and selects by tap; rows of a `ForEach` with `onDelete`
/// get red delete controls, with `onMove` reorder handles; rows move right by 38 points.
@Suite struct EditModeTests {
    struct Fruit: Identifiable, Hashable {
        let name: String
        var id: String { name }
    }

    struct Basket: View {
        @State var fruits = ["Apple", "Banana", "Cherry"].map(Fruit.init)
        @State var chosen = Set<String>()
        var body: some View {
            NavigationStack {
                List(fruits, selection: $chosen) { fruit in
                    Text(fruit.name)
                }
                .navigationTitle("Basket")
                .toolbar { EditButton() }
                .overlay(alignment: .bottom) { Text("Chosen \(chosen.count)") }
            }
        }
    }

    struct Chores: View {
        @State var chores = ["Dishes", "Laundry"]
        @State var mode = EditMode.active
        var body: some View {
            List {
                ForEach(chores, id: \.self) { Text($0) }
                    .onDelete { chores.remove(atOffsets: $0) }
                    .onMove { chores.move(fromOffsets: $0, toOffset: $1) }
            }
            .environment(\.editMode, $mode)
        }
    }

    func view(_ frame: StoryboardFrame, _ label: String) -> ViewSnapshot? { frame.views.first { $0.label == label } }

    /// Writes the frame as a PNG into `DIALOG_LOOK_DIR` when set (to look at it).
    func look(_ frame: StoryboardFrame, _ name: String, size: CGSize) throws -> Pixmap { try lookAt(frame, size: size, named: name) }

    @Test func editButtonTogglesAndRowsMoveRightForTheirCircles() throws {
        let size = CGSize(width: 390, height: 600)
        let story = Storyboard("edit", size: size, duration: 4) { Basket() }.tap(.label("Edit"), at: 0.5)
        let before = try story.frame(at: 0.4)
        let apple = try #require(view(before, "Apple"))
        #expect(view(before, "Done") == nil)
        let editing = try story.frame(at: 1.5)
        _ = try look(editing, "edit-mode", size: size)
        #expect(view(editing, "Done") != nil && view(editing, "Edit") == nil)
        let moved = try #require(view(editing, "Apple"))
        #expect(abs(moved.drawnFrame.minX - apple.drawnFrame.minX - 38) <= 0.5, "\(apple.drawnFrame) → \(moved.drawnFrame)")
    }

    @Test func tapsSelectRowsInEditMode() throws {
        let size = CGSize(width: 390, height: 600)
        let story = Storyboard("select", size: size, duration: 4) { Basket() }
            .tap(.label("Edit"), at: 0.5)
            .tap(.label("Banana"), at: 1.0)
            .tap(.label("Cherry"), at: 1.5)
            .tap(.label("Cherry"), at: 2.0)     // deselects
        #expect(view(try story.frame(at: 0.45), "Chosen 0") != nil)
        #expect(view(try story.frame(at: 1.7), "Chosen 2") != nil)
        let last = try story.frame(at: 2.5)
        #expect(view(last, "Chosen 1") != nil)
        let pixmap = try look(last, "edit-selected", size: size)
        // Banana's circle is filled with the accent colour, Cherry's is an empty ring (white inside).
        let banana = try #require(view(last, "Banana")), cherry = try #require(view(last, "Cherry"))
        let x = Int(banana.drawnFrame.minX - 38 - 20 + 27)   // the card's edge + 27
        let filled = try #require(pixmap.pixel(x: x + 6, y: Int(banana.drawnFrame.midY) - 6))
        #expect(filled.blue > 200 && filled.red < 60, "accent fill: \(filled)")
        let ring = try #require(pixmap.pixel(x: x + 6, y: Int(cherry.drawnFrame.midY) - 6))
        #expect(ring.red > 240 && ring.green > 240, "empty inside: \(ring)")
    }

    @Test func deleteControlsAndReorderHandlesFollowTheForEach() throws {
        let size = CGSize(width: 390, height: 300)
        let frame = try Storyboard("chores", size: size, duration: 1) { Chores() }.frame(at: 0)
        let pixmap = try look(frame, "edit-delete", size: size)
        let dishes = try #require(view(frame, "Dishes"))
        let cardX = dishes.drawnFrame.minX - 38 - 20
        let red = try #require(pixmap.pixel(x: Int(cardX + 27 - 8), y: Int(dishes.drawnFrame.midY)))
        #expect(red.red > 230 && red.green < 90, "red delete control: \(red)")
        let bar = try #require(pixmap.pixel(x: Int(cardX + 27), y: Int(dishes.drawnFrame.midY)))
        #expect(bar.red > 240 && bar.green > 240 && bar.blue > 240, "its white bar: \(bar)")
        let handle = (-7...7).compactMap { pixmap.pixel(x: Int(390 - 20 - 29), y: Int(dishes.drawnFrame.midY) + $0) }
        #expect(handle.contains { $0.red < 200 }, "a reorder handle's lines at the trailing end")
    }
}
