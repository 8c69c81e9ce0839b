import Foundation
import Testing
import Geometry2D
@testable import ZoetropeUI

/// `NavigationStack`/`NavigationView`: the bar (large and inline titles, toolbar placements),
/// pushes by link, by value and by path, and the back button (spec §16.2).
@Suite struct NavigationTests {
    struct Contacts: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("Ada") { Text("Ada's page").navigationTitle("Ada") }
                    NavigationLink("Three", value: 3)
                }
                .navigationTitle("Contacts")
                .navigationDestination(for: Int.self) { Text("Number \($0)") }
                .toolbar {
                    Button("Add") {}
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                }
            }
        }
    }

    func board<V: View>(_ view: V) -> Storyboard {
        Storyboard("nav", size: CGSize(width: 390, height: 600), duration: 3) { view }
    }

    func text(_ frame: StoryboardFrame, _ label: String) -> ViewSnapshot? {
        frame.views.first { $0.kind == "Text" && $0.label == label }
    }

    @Test func aLargeTitleSitsUnderTheBarRowAndTheContentUnderIt() throws {
        let shown = try board(Contacts()).frame(at: 0)
        let title = try #require(text(shown, "Contacts"))
        #expect(title.frame.minX == 20)
        #expect(title.frame.minY >= 44 && title.frame.maxY <= 96, "in the 52-point large-title row: \(title.frame)")
        let ada = try #require(text(shown, "Ada"))
        #expect(ada.frame.minY > 96 + 35, "the list starts under the bar: \(ada.frame)")
        let edit = try #require(text(shown, "Edit")), add = try #require(text(shown, "Add"))
        #expect(edit.frame.minX == 16 && abs(edit.frame.midY - 22) <= 0.5, "leading item in the 44-point row: \(edit.frame)")
        #expect(abs(add.frame.maxX - 374) < 0.01, "trailing item: \(add.frame)")
    }

    @Test func anInlineTitleIsCentredInTheRow() throws {
        let shown = try board(NavigationView { Text("Body").navigationBarTitle("Inline", displayMode: .inline) }).frame(at: 0)
        let title = try #require(text(shown, "Inline"))
        #expect(abs(title.frame.midX - 195) <= 0.5 && abs(title.frame.midY - 22) <= 0.5, "\(title.frame)")
    }

    @Test func aLinkPushesItsDestinationSlidingInAndBackPops() throws {
        // The back button is at the bar's leading end (its label, "Contacts", is also the title below).
        let story = board(Contacts()).tap(.label("Ada"), at: 0.5).tap(.point(x: 30, y: 22), at: 2)
        let pushed = try story.frame(at: 1.5)
        let page = try #require(text(pushed, "Ada's page"))
        #expect(abs(page.drawnFrame.midX - 195) <= 0.5, "arrived: \(page.drawnFrame)")
        let middle = try story.frame(at: 0.5 + 0.175)
        let sliding = try #require(text(middle, "Ada's page"))
        #expect(abs(sliding.drawnFrame.minX - page.drawnFrame.minX - 195) < 40, "half way in: \(sliding.drawnFrame)")
        let titles = pushed.views.filter { $0.kind == "Text" && $0.label == "Ada" }
        #expect(titles.contains { $0.drawnFrame.minY < 96 && $0.drawnFrame.height > 30 }, "the pushed view's large title")
        #expect(text(pushed, "Contacts") != nil, "the back button names the view below")
        let popped = try story.frame(at: 2.6)
        #expect(text(popped, "Ada's page") == nil)
    }

    @Test func aValueLinkPushesItsDestination() throws {
        let shown = try board(Contacts()).tap(.label("Three"), at: 0.5).frame(at: 1.5)
        #expect(text(shown, "Number 3") != nil)
    }

    struct PathDriven: View {
        @State private var path: [String] = []
        var body: some View {
            NavigationStack(path: $path) {
                Button("Open") { path.append("Detail") }
                    .navigationDestination(for: String.self) { Text("Showing \($0)") }
            }
        }
    }

    @Test func appendingToThePathPushes() throws {
        let shown = try board(PathDriven()).tap(.label("Open"), at: 0.5).frame(at: 1.5)
        #expect(text(shown, "Showing Detail") != nil)
        #expect(shown.views.contains { $0.label == "Back" }, "no title below: the back button says Back")
    }

    @Test func aHiddenBarTakesNoSpace() throws {
        let shown = try board(NavigationStack { Text("Top").frame(maxHeight: .infinity, alignment: .top).navigationBarHidden(true) }).frame(at: 0)
        #expect(try #require(text(shown, "Top")).frame.minY == 0)
    }

    @Test func toolbarLabelsShowTheirIconAlone() throws {
        let shown = try board(NavigationStack { Text("x").toolbar { Button("New", systemImage: "square.and.pencil") {} } }).frame(at: 0)
        #expect(text(shown, "New") == nil)
        #expect(shown.views.contains { $0.kind == "Image" })
    }
}
