import Foundation
import Testing
import Geometry2D
@testable import ZoetropeUI

/// Big inputs to swipes and menus (spec §16.7, §16.9): the work a touch causes stays with the
/// touched row, and huge menus open without trouble.
@Suite struct HostileListTouchTests {
    struct LongList: View {
        @State var rows = Array(0..<200)
        var body: some View {
            VStack(spacing: 0) {
                Text("\(rows.count) rows").frame(height: 40)
                List {
                    ForEach(rows, id: \.self) { Text("Row \($0)") }
                        .onDelete { rows.remove(atOffsets: $0) }
                }
            }
        }
    }

    @Test func aSwipeInTwoHundredRowsResolvesOneRowsActions() throws {
        let first = try Storyboard("long", size: CGSize(width: 390, height: 600), duration: 3) { LongList() }.frame(at: 0)
        let row = try #require(first.views.first { $0.label == "Row 2" }).drawnFrame
        let story = Storyboard("long", size: CGSize(width: 390, height: 600), duration: 3) { LongList() }
            .drag(from: CGPoint(x: 200, y: row.midY), to: CGPoint(x: 120, y: row.midY), duration: 0.4, hold: 0.2, at: 0.2)
            .tap(.label("Delete"), at: 1.4)
        let open = try story.frame(at: 1.2)
        #expect(open.views.filter { $0.kind == "SwipeActions" }.count == 1, "only the swiped row's actions are resolved")
        let deleted = try story.frame(at: 2.5)
        #expect(deleted.views.contains { $0.label == "199 rows" } && !deleted.views.contains { $0.label == "Row 2" })
    }

    struct HugeMenu: View {
        @State var picked = -1
        var body: some View {
            VStack {
                Text("Picked \(picked)")
                Menu("Numbers") { ForEach(0..<300, id: \.self) { n in Button("Number \(n)") { picked = n } } }
                Spacer()
            }
            .padding(.top, 60)
        }
    }

    @Test func aMenuOfThreeHundredItemsOpensAndRuns() throws {
        let story = Storyboard("menu", size: CGSize(width: 390, height: 600), duration: 3) { HugeMenu() }
            .tap(.label("Numbers"), at: 0.3)
            .tap(.label("Number 3"), at: 1.0)
        let open = try story.frame(at: 0.9)
        #expect(open.views.contains { $0.label == "Number 299" }, "every item is laid out")
        #expect(try story.frame(at: 2).views.contains { $0.label == "Picked 3" })
    }
}
