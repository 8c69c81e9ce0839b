import Foundation
import Testing
import ZoetropeTestSupport
@testable import ZoetropeUI
import Geometry2D

/// The identity bookkeeping behind updates: the child table's two indexes (integer ids apart from
/// other keys) and the per-pass visit count that lets an update skip pruning.
@Suite struct ChildTableTests {
    /// Seeded: a mix of integer ids and other keys inserted past the index threshold and removed
    /// in random batches finds exactly the children a plain list of (key, node) pairs holds.
    @Test func indexedLookupsMatchALinearSearchThroughInsertsAndRemovals() throws {
        let graph = ViewGraph(size: CGSize(width: 10, height: 10)) { EmptyView() }
        for seed in 0..<20 {
            var generator = SeededRandom(seed: UInt64(seed))
            var table = ChildTable()
            var reference: [(NodeKey, ViewNode)] = []
            func key(_ i: Int) -> NodeKey {
                switch i % 4 {
                case 0: .integerID(i)
                case 1: .id(AnyHashable("k\(i)"))
                case 2: .index(i)
                default: .secondary(i)
                }
            }
            var next = 0
            for _ in 0..<6 {
                for _ in 0..<Int(generator.next() % 12) {
                    let node = ViewNode(graph: graph)
                    table.insert(node, at: key(next))
                    reference.append((key(next), node))
                    next += 1
                }
                let removed = reference.indices.filter { _ in generator.next() % 3 == 0 }
                table.remove(positions: removed)
                let keep = Set(reference.indices).subtracting(removed)
                reference = reference.indices.filter(keep.contains).map { reference[$0] }
                for probe in 0..<next {
                    let expected = reference.first { $0.0 == key(probe) }?.1
                    #expect(table[key(probe)] === expected, "seed \(seed), key \(key(probe))")
                }
                #expect(table.nodes.count == reference.count, "seed \(seed)")
            }
        }
    }

    /// An update that reaches every identity prunes nothing; one that drops a branch still runs
    /// its `onDisappear` (the visit count only lets a pass skip pruning when nothing was missed).
    @Test func aSkippedPruneNeverHidesADisappearance() throws {
        final class Log { var lines: [String] = [] }
        let log = Log()
        struct Toggler: View {
            @State var on = true
            let log: Log
            var body: some View {
                ZStack {
                    ForEach(0..<20) { i in Color.red.frame(width: CGFloat(i + 1), height: 1) }
                    if on { Color.blue.onDisappear { log.lines.append("blue gone") } } else { Color.green }
                }
                .onTapGesture { on.toggle() }
            }
        }
        let story = Storyboard("t", size: CGSize(width: 100, height: 100), duration: 1) { Toggler(log: log) }
            .set(state: "on", of: Toggler.self, to: false, at: 0.5)
        _ = try story.frame(at: 0.25)
        #expect(log.lines.isEmpty)
        _ = try story.frame(at: 0.75)
        #expect(log.lines == ["blue gone"])
    }
}

