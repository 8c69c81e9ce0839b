import Foundation
import Testing
import Geometry2D
import SoftwareRasterizer
import RenderCommands
import PNGCodec
@testable import ZoetropeUI

/// A `Menu` on its own (spec §16.7): a tap on its label opens its items in a card under it, the
/// screen as it was; an item runs and closes the menu, a tap beside closes it; with
/// `primaryAction` a tap runs that and a long press opens the menu.
@Suite struct MenuTests {
    struct Sorter: View {
        @State var order = "none"
        @State var refreshed = 0
        var primary = false
        var body: some View {
            VStack(spacing: 30) {
                Text("Order \(order), refreshed \(refreshed)")
                if primary {
                    Menu {
                        Button("Name") { order = "name" }
                        Button("Date") { order = "date" }
                    } label: {
                        Text("Sort")
                    } primaryAction: {
                        refreshed += 1
                    }
                } else {
                    Menu("Sort") {
                        Button("Name") { order = "name" }
                        Button("Date", systemImage: "calendar") { order = "date" }
                        Divider()
                        Button("Reset", role: .destructive) { order = "none" }
                    }
                }
                Spacer()
            }
            .padding(.top, 100)
        }
    }

    static let size = CGSize(width: 390, height: 600)

    func view(_ frame: StoryboardFrame, _ label: String) -> ViewSnapshot? { frame.views.first { $0.label == label } }

    func pixels(_ frame: StoryboardFrame) throws -> [UInt8] {
        try lookAt(frame, size: Self.size, named: "menu-\(Int(frame.time * 10))").bytes
    }

    @Test func aTapOpensTheItemsUnderTheLabel() throws {
        let story = Storyboard("menu", size: Self.size, duration: 3) { Sorter() }.tap(.label("Sort"), at: 0.5)
        #expect(view(try story.frame(at: 0.4), "Name") == nil, "closed before the tap")
        let open = try story.frame(at: 1.2)
        let sort = try #require(view(open, "Sort"))
        let name = try #require(view(open, "Name")), date = try #require(view(open, "Date")), reset = try #require(view(open, "Reset"))
        #expect(name.drawnFrame.minY > sort.drawnFrame.maxY + 8, "under the label: \(sort.drawnFrame) \(name.drawnFrame)")
        #expect(abs((date.drawnFrame.midY - name.drawnFrame.midY) - 44) <= 0.5, "rows of 44")
        #expect(abs((reset.drawnFrame.midY - date.drawnFrame.midY) - 52) <= 0.5, "a divider is an 8-point gap")
        // The screen is not blurred and the label is not drawn a second time over it (a context menu's lift).
        #expect(open.views.filter { $0.label == "Sort" }.count == 1)
        let before = try pixels(try story.frame(at: 0.4)), after = try pixels(open)
        let textRows = 90 * 390 * 4..<130 * 390 * 4
        #expect(before[textRows] == after[textRows], "the text above the card drawn as before: no blur behind a menu")
    }

    @Test func anItemRunsAndClosesATapBesideOnlyCloses() throws {
        let chosen = try Storyboard("menu", size: Self.size, duration: 3) { Sorter() }
            .tap(.label("Sort"), at: 0.5).tap(.label("Date"), at: 1.2).frame(at: 2.2)
        #expect(view(chosen, "Order date, refreshed 0") != nil)
        #expect(view(chosen, "Name") == nil, "closed")
        let beside = try Storyboard("menu", size: Self.size, duration: 3) { Sorter() }
            .tap(.label("Sort"), at: 0.5).tap(.point(x: 30, y: 550), at: 1.2).frame(at: 2.2)
        #expect(view(beside, "Order none, refreshed 0") != nil && view(beside, "Name") == nil)
        let again = try Storyboard("menu", size: Self.size, duration: 4) { Sorter() }
            .tap(.label("Sort"), at: 0.5).tap(.point(x: 30, y: 550), at: 1.2).tap(.label("Sort"), at: 2.2).frame(at: 3.2)
        #expect(view(again, "Name") != nil, "opens again")
    }

    @Test func aPrimaryActionTakesTheTapAndALongPressOpens() throws {
        let tapped = try Storyboard("menu", size: Self.size, duration: 3) { Sorter(primary: true) }
            .tap(.label("Sort"), at: 0.5).frame(at: 1.5)
        #expect(view(tapped, "Order none, refreshed 1") != nil && view(tapped, "Name") == nil)
        let pressed = try Storyboard("menu", size: Self.size, duration: 3) { Sorter(primary: true) }
            .longPress(.label("Sort"), duration: 0.8, at: 0.5).frame(at: 2)
        #expect(view(pressed, "Name") != nil, "a long press opens the menu")
        #expect(view(pressed, "Order none, refreshed 0") != nil, "and does not run the primary action")
    }
}

/// A picker in the menu look (spec §16.7): a tap opens its options, the selected one checked; a
/// tap on another selects it and closes the menu.
@Suite struct PickerMenuTests {
    struct Flavour: View {
        @State var flavour = "Vanilla"
        var body: some View {
            VStack(spacing: 30) {
                Text("Picked \(flavour)")
                Picker("Flavour", selection: $flavour) {
                    ForEach(["Vanilla", "Chocolate", "Strawberry"], id: \.self) { Text($0) }
                }
                Spacer()
            }
            .padding(.top, 100)
        }
    }

    func view(_ frame: StoryboardFrame, _ label: String) -> [ViewSnapshot] { frame.views.filter { $0.label == label } }

    @Test func aTapOpensTheOptionsAndAnOptionSelects() throws {
        let story = Storyboard("picker", size: CGSize(width: 390, height: 600), duration: 4) { Flavour() }
            .tap(.label("Vanilla"), at: 0.5)
            .tap(.label("Strawberry"), at: 1.5)
        #expect(view(try story.frame(at: 0.4), "Chocolate").isEmpty, "closed")
        let open = try story.frame(at: 1.2)
        _ = try MenuTests().pixels(open)   // written out under DIALOG_LOOK_DIR
        let vanilla = view(open, "Vanilla"), chocolate = try #require(view(open, "Chocolate").first)
        #expect(vanilla.count == 2, "the picker's label and the checked row")
        let row = try #require(vanilla.max { $0.drawnFrame.minY < $1.drawnFrame.minY })
        #expect(abs((chocolate.drawnFrame.midY - row.drawnFrame.midY) - 44) <= 0.5, "rows of 44")
        let checkmarks = open.views.filter { $0.kind == "Image" && $0.drawnFrame.midY > row.drawnFrame.minY - 1 }
        #expect(!checkmarks.isEmpty)
        let picked = try story.frame(at: 2.5)
        #expect(!view(picked, "Picked Strawberry").isEmpty, "the option was selected")
        #expect(view(picked, "Chocolate").isEmpty && view(picked, "Strawberry").count == 1, "and the menu closed")
    }

    struct SortMenu: View {
        @State var order = "Name"
        var body: some View {
            VStack(spacing: 30) {
                Text("Sorted by \(order)")
                Menu("Sort") {
                    Picker("Sort by", selection: $order) {
                        ForEach(["Name", "Date", "Size"], id: \.self) { Text($0) }
                    }
                }
                Spacer()
            }
            .padding(.top, 100)
        }
    }

    /// A picker inside a menu shows its options inline, the selected one checked (as iOS does).
    @Test func aPickerInsideAMenuIsInline() throws {
        let story = Storyboard("sort", size: CGSize(width: 390, height: 600), duration: 4) { SortMenu() }
            .tap(.label("Sort"), at: 0.5)
            .tap(.label("Size"), at: 1.5)
        let open = try story.frame(at: 1.2)
        let name = try #require(view(open, "Name").first), size = try #require(view(open, "Size").first)
        #expect(abs((size.drawnFrame.midY - name.drawnFrame.midY) - 88) <= 0.5, "three rows of 44 in the menu card")
        #expect(view(open, "chevron.up.chevron.down").isEmpty, "no picker label inside the menu")
        let picked = try story.frame(at: 2.5)
        #expect(!view(picked, "Sorted by Size").isEmpty && view(picked, "Name").isEmpty, "selected and closed")
    }
}
