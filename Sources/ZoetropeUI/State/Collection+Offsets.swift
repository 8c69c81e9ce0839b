import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (SwiftUI's helper for `onDelete`).
    ///
    /// ```swift
    /// ForEach(items) { … }.onDelete { items.remove(atOffsets: $0) }
    /// ```
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` to before `destination` (SwiftUI's helper for `onMove`).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.filter { $0 >= 0 && $0 < count }.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 >= 0 && $0 < Swift.min(destination, count) }.count
        remove(atOffsets: source)
        let target = Swift.min(Swift.max(destination - before, 0), count)
        insert(contentsOf: moving, at: index(startIndex, offsetBy: target))
    }
}
