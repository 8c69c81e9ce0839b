import Foundation
import Testing
import Geometry2D
@testable import ZoetropeUI

/// `sheet`, `fullScreenCover`, `presentationDetents` and `searchable` (spec §16.3).
@Suite struct SheetTests {
    struct Presenter: View {
        @State var showing = false
        var detents: Set<PresentationDetent> = [.large]
        var body: some View {
            Button("Add") { showing = true }
                .sheet(isPresented: $showing) { Text("Sheet body").presentationDetents(detents) }
        }
    }

    func board<V: View>(_ view: V) -> Storyboard {
        Storyboard("sheet", size: CGSize(width: 390, height: 800), duration: 3) { view }.tap(.label("Add"), at: 0.5)
    }

    func sheet(_ frame: StoryboardFrame) -> ViewSnapshot? { frame.views.first { $0.kind == "Sheet" } }
    func body(_ frame: StoryboardFrame) -> ViewSnapshot? { frame.views.first { $0.label == "Sheet body" } }

    @Test func aSheetSlidesUpAndCentresItsContentInItsCard() throws {
        let story = board(Presenter())
        #expect(try sheet(story.frame(at: 0.4)) == nil)
        let settled = try #require(body(story.frame(at: 1.5)))
        // Large: the card is the screen less 10 points at the top (no safe area here): 790 tall.
        #expect(abs(settled.drawnFrame.midY - (10 + 790 / 2)) <= 0.5, "\(settled.drawnFrame)")
        let rising = try #require(body(story.frame(at: 0.5 + 0.175)))
        #expect(rising.drawnFrame.midY > settled.drawnFrame.midY + 200, "half way up: \(rising.drawnFrame)")
    }

    @Test func aMediumSheetIsHalfTheScreen() throws {
        let settled = try #require(body(board(Presenter(detents: [.medium, .large])).frame(at: 1.5)))
        #expect(abs(settled.drawnFrame.midY - (400 + 200)) <= 0.5, "the smaller detent: \(settled.drawnFrame)")
    }

    @Test func aFullScreenCoverFillsTheScreen() throws {
        struct Cover: View {
            @State var showing = false
            var body: some View {
                Button("Add") { showing = true }.fullScreenCover(isPresented: $showing) { Text("Sheet body") }
            }
        }
        let settled = try #require(body(board(Cover()).frame(at: 1.5)))
        #expect(abs(settled.drawnFrame.midY - 400) <= 0.5)
    }

    @Test func searchableDrawsAFieldUnderTheTitle() throws {
        let frame = try Storyboard("search", size: CGSize(width: 390, height: 600), duration: 1) {
            NavigationStack { Text("Results").navigationTitle("Find").searchable(text: .constant("")) }
        }.frame(at: 0)
        let prompt = try #require(frame.views.first { $0.label == "Search" })
        let title = try #require(frame.views.first { $0.label == "Find" })
        #expect(prompt.frame.minY > title.frame.maxY && prompt.frame.maxY < 96 + 52, "\(prompt.frame)")
    }

    @Test func offsetsHelpersRemoveAndMove() {
        var items = ["a", "b", "c", "d"]
        items.remove(atOffsets: IndexSet([1, 3]))
        #expect(items == ["a", "c"])
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: IndexSet([0]), toOffset: 3)
        #expect(letters == ["b", "c", "a", "d"])
        letters.move(fromOffsets: IndexSet([3]), toOffset: 0)
        #expect(letters == ["d", "b", "c", "a"])
        letters.remove(atOffsets: IndexSet([99]))
        #expect(letters.count == 4)
    }
}
