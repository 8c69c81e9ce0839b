import Foundation
import Testing
import ZoetropeTestSupport
import RenderCommands
@testable import SoftwareRasterizer
import VectorPath
import Geometry2D

/// Edge lists share blocks of storage (`EdgeArena`), and a renderer fills the blocks of its last
/// frame again (`EdgeBlockPool`): neither may change an edge or a pixel.
@Suite struct EdgeArenaTests {
    /// The edges of `list`, copied out.
    static func edges(_ list: EdgeList) -> [EdgeList.Edge] { list.withUnsafeEdges { Array($0) } }

    /// A regular polygon around (50, 30) with `sides` sides.
    static func polygon(sides: Int) -> Path {
        var path = Path()
        for k in 0..<sides {
            let angle = 2 * Double.pi * Double(k) / Double(sides)
            let p = CGPoint(x: 50 + 20 * cos(angle), y: 30 + 20 * sin(angle))
            if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }

    static func same(_ a: [EdgeList.Edge], _ b: [EdgeList.Edge]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy {
            $0.x0 == $1.x0 && $0.y0 == $1.y0 && $0.x1 == $1.x1 && $0.y1 == $1.y1 && $0.winding == $1.winding
        }
    }

    /// Lists built one after another in one arena hold the edges they hold alone: small ones
    /// sharing a block, one larger than the first block in a block of its own, and a list appended
    /// to after another list was built (its edges moved to a block with room).
    @Test func listsInAnArenaHoldTheirOwnEdges() {
        let shapes = [starPath(center: CGPoint(x: 20, y: 20), radius: 12), Self.polygon(sides: 300),
                      circle(30, 30, 9), rect(2, 3, 40, 7)].map { $0.flattened(tolerance: 0.1) }
        var arena = EdgeArena(firstBlock: 64)
        var lists = shapes.map { EdgeList($0, arena: &arena) }
        for (index, (list, shape)) in zip(lists, shapes).enumerated() {
            let same = Self.same(Self.edges(list), Self.edges(EdgeList(shape)))
            #expect(same, "list \(index) built in the arena")
        }
        #expect(lists[1].edgeCount > 64, "the large star does not fit the first block")
        // The first list grows after the others were built: its edges move, the others stay.
        lists[0].append(shapes[2], arena: &arena)
        var alone = EdgeList(shapes[0])
        alone.append(shapes[2])
        let grown = Self.same(Self.edges(lists[0]), Self.edges(alone))
        #expect(grown, "list 0 after growing")
        #expect(lists[0].minY == alone.minY && lists[0].maxX == alone.maxX && lists[0].verticalExtent == alone.verticalExtent)
        for index in 1..<lists.count {
            let same = Self.same(Self.edges(lists[index]), Self.edges(EdgeList(shapes[index])))
            #expect(same, "list \(index) after list 0 grew")
        }
    }

    /// Frames of different lists through one renderer (whose lowering fills the last frame's
    /// blocks) draw the bytes a fresh renderer draws, on one thread and on three (in pieces).
    @Test(arguments: [1, 3])
    func reusedBlocksDrawTheBytesOfFreshOnes(threads: Int) throws {
        let kept = SoftwareRenderer(threads: threads)
        for (frame, (count, seed)) in [(1_500, UInt64(4)), (300, 5), (1_500, 6), (2_000, 7), (40, 8)].enumerated() {
            let list = ParallelLoweringTests.list(count: count, seed: seed)
            let reused = try ParallelLoweringTests.render(list, kept)
            let fresh = try ParallelLoweringTests.render(list, SoftwareRenderer(threads: threads))
            let difference = try GoldenImage.difference(fresh, reused, threshold: 0, label: "frame \(frame)")
            #expect(difference.maximumDifference == 0, "frame \(frame) (\(count) draws, seed \(seed)): \(difference)")
            #expect(kept.edgeBlocks.count > 0, "frame \(frame): the blocks are kept for the next one")
        }
    }

    /// The pool keeps only blocks nothing else refers to, within its bound, and deals them out.
    @Test func thePoolKeepsUnsharedBlocksWithinItsBound() {
        let pool = EdgeBlockPool(maxEdges: 1_000)
        let shared = EdgeBlock(capacity: 100)
        pool.give([EdgeBlock(capacity: 100), shared, EdgeBlock(capacity: 800), EdgeBlock(capacity: 500)])
        #expect(pool.count == 2, "the shared block and the one over the bound are not kept")
        withExtendedLifetime(shared) {}
        let dealt = pool.take(shares: 2)
        #expect(dealt.map(\.count) == [1, 1] && pool.count == 0)
    }
}
