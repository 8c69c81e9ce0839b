import Foundation

/// A node's children by key: a short array searched in order (most nodes have one child: a
/// modifier's content, a body), with a hash index once there are many (a `ForEach`).
struct ChildTable {
    private(set) var keys: [NodeKey] = []
    private(set) var nodes: [ViewNode] = []
    /// Positions by key once there are many children: `ForEach`'s integer ids in a table of
    /// their own (hashing an `Int` is cheaper than hashing the enum), other keys in `index`.
    private var index: [NodeKey: Int]?
    private var integerIndex: [Int: Int] = [:]
    private static let indexThreshold = 8

    /// The child at `key`, if there is one.
    subscript(key: NodeKey) -> ViewNode? {
        if let index {
            if case .integerID(let id) = key { return integerIndex[id].map { nodes[$0] } }
            return index[key].map { nodes[$0] }
        }
        for position in keys.indices where keys[position] == key { return nodes[position] }
        return nil
    }

    /// Adds `node` at `key` (not present yet).
    mutating func insert(_ node: ViewNode, at key: NodeKey) {
        keys.append(key)
        nodes.append(node)
        if index != nil {
            if case .integerID(let id) = key {
                integerIndex[id] = keys.count - 1
            } else {
                index?[key] = keys.count - 1
            }
        } else if keys.count > Self.indexThreshold {
            rebuildIndex()
        }
    }

    /// Removes the children at the positions `removed` (ascending).
    mutating func remove(positions removed: [Int]) {
        guard !removed.isEmpty else { return }
        var keep = [Bool](repeating: true, count: keys.count)
        for position in removed { keep[position] = false }
        var newKeys: [NodeKey] = [], newNodes: [ViewNode] = []
        newKeys.reserveCapacity(keys.count - removed.count)
        newNodes.reserveCapacity(keys.count - removed.count)
        for position in keys.indices where keep[position] {
            newKeys.append(keys[position])
            newNodes.append(nodes[position])
        }
        keys = newKeys
        nodes = newNodes
        if keys.count > Self.indexThreshold {
            rebuildIndex()
        } else {
            index = nil
            integerIndex = [:]
        }
    }

    private mutating func rebuildIndex() {
        var table: [NodeKey: Int] = [:]
        var integers: [Int: Int] = [:]
        for (position, key) in keys.enumerated() {
            if case .integerID(let id) = key { integers[id] = position } else { table[key] = position }
        }
        index = table
        integerIndex = integers
    }
}
