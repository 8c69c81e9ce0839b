import Foundation
import Testing
@testable import ZoetropeUI

/// A binding to a mutable collection is a collection of element bindings (`ForEach($items)`).
@Suite struct BindingCollectionTests {
    struct Item: Identifiable { let id: Int; var count: Int }

    @Test func elementBindingsReadAndWriteThroughTheCollection() {
        var items = [Item(id: 7, count: 1), Item(id: 9, count: 2)]
        let binding = Binding(get: { items }, set: { items = $0 })
        #expect(binding.count == 2)
        #expect(binding.map(\.id) == [7, 9])                      // Identifiable: the element's id
        binding[1].count.wrappedValue += 10
        #expect(items[1].count == 12 && items[0].count == 1)
        for element in binding { element.wrappedValue.count = 0 }
        #expect(items.map(\.count) == [0, 0])
        #expect(binding.last?.wrappedValue.id == 9)                // BidirectionalCollection
    }

    @Test func forEachOverABindingEditsInPlace() throws {
        struct Rows: View {
            @State var items = [Item(id: 1, count: 0), Item(id: 2, count: 5)]
            var body: some View {
                VStack {
                    ForEach($items) { $item in
                        Text("\(item.id): \(item.count)").onTapGesture { item.count += 1 }
                    }
                }
            }
        }
        let frame = try story(1) { Rows() }.tap(.label("2: 5"), at: 0.5).frame(at: 1)
        #expect(frame.views.contains { $0.label == "2: 6" })
        #expect(frame.views.contains { $0.label == "1: 0" })
    }
}
