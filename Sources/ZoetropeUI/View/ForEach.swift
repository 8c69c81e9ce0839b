import Foundation

/// A view per element of a collection, each identified by an id (`id:` key path, `Identifiable`,
/// or the integers of a constant range), so state and animations follow the element, not its position.
///
/// ```swift
/// ForEach(0..<3) { i in Color.red.frame(width: 10, height: 10).offset(x: CGFloat(i) * 12) }
/// ForEach(cards, id: \.name) { card in CardView(card: card) }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public typealias Body = Never
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>
    /// Whether `id` is `\.self` (then each element is its own id).
    private let idIsElement: Bool
    /// `onDelete` / `onMove`: what a list in edit mode offers for the rows.
    var edits = ForEachEdits()

    /// A view per element, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        idIsElement = id == \Data.Element.self
        self.content = content
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A view per element, identified by the element's `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A view per integer of a constant range, identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach: PrimitiveView {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }


    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        guard node.graph.admits(data.count) else { return }
        let tagsRows = context.environment.controls.tagsRowsWithIDs
        if tagsRows || context.environment[ScrollContentKey.self] {
            // A picker's options are tagged with their ids unless they have a tag (as SwiftUI
            // does); inside a scroll view each element is found by its id (`scrollTo`,
            // `scrollPosition(id:)`).
            for (offset, element) in data.enumerated() {
                let start = elements.count
                resolveView(content(element), at: node.child(key(of: element)), in: context, into: &elements)
                let value = AnyHashable(element[keyPath: id])
                for index in start..<elements.count {
                    if tagsRows, elements[index].traits.tag == nil { elements[index].traits.tag = value }
                    if !tagsRows, elements[index].traits.scrollID == nil { elements[index].traits.scrollID = value }
                    if !edits.isEmpty { elements[index].traits.listEdit = ListRowEdit(offset: offset, edits: edits) }
                }
            }
            return
        }
        if Data.self == Range<Int>.self, ID.self == Int.self, idIsElement {
            // `ForEach(0..<n)`: the integers iterated directly, not through the generic
            // collection's index witnesses (a few percent of a frame of a thousand views).
            for index in unsafeBitCast(data, to: Range<Int>.self) {
                resolveView(content(unsafeBitCast(index, to: Data.Element.self)), at: node.child(.integerID(index)),
                            in: context, into: &elements)
            }
            return
        }
        for element in data {
            resolveView(content(element), at: node.child(key(of: element)), in: context, into: &elements)
        }
    }

    /// The identity of `element` under the `ForEach`: its id (an `Int` id, or the element itself
    /// when it is the id, without a key path or `AnyHashable`).
    private func key(of element: Data.Element) -> NodeKey {
        if ID.self == Int.self {
            if idIsElement { return .integerID(unsafeBitCast(element, to: Int.self)) }
            return .integerID(unsafeBitCast(element[keyPath: id], to: Int.self))
        }
        return .id(AnyHashable(element[keyPath: id]))
    }
}
