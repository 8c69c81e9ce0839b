import Foundation

/// Storage for the edges of several edge lists, one after another (see ``EdgeArena``). Written
/// only while the lists are built, by the one builder that owns it; read-only once they are
/// handed to the rasterizer, from any thread.
final class EdgeBlock: @unchecked Sendable {
    let base: UnsafeMutablePointer<EdgeList.Edge>
    let capacity: Int
    /// Edges written so far, from `base`.
    var used = 0

    init(capacity: Int) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit {
        // Edges are plain values: nothing to deinitialize.
        base.deallocate()
    }
}

/// Where the edge lists of one program get their storage: blocks filled list after list, so that
/// lowering 10 000 small fills makes a dozen allocations instead of 10 000, and dropping the
/// program frees a dozen (each of those frees was a cold cache miss: 1.6 ms of a 45 ms frame).
/// Blocks start small (a light frame touches little memory) and double, up to ``largestBlock``
/// edges; a list larger than that gets a block of its own. An arena can start from the blocks of
/// an earlier program (``EdgeBlockPool``): frame after frame of an animation, lowering then
/// allocates no edge storage at all.
///
/// ```swift
/// var arena = EdgeArena()
/// let a = EdgeList(flatA, arena: &arena), b = EdgeList(flatB, arena: &arena)  // one block
/// ```
struct EdgeArena {
    private var current: EdgeBlock?
    private var nextCapacity: Int
    /// Blocks of an earlier program, filled again (no edge list refers to them any more).
    private var spare: [EdgeBlock]
    /// The blocks handed out so far.
    private var handedOut: [EdgeBlock] = []
    static let largestBlock = 65_536

    /// An arena whose first new block holds `firstBlock` edges, filling `spare` blocks first.
    init(firstBlock: Int = 1_024, reusing spare: [EdgeBlock] = []) {
        nextCapacity = max(firstBlock, 1)
        self.spare = spare
    }

    /// Every block of the arena, used or not (to keep for a later program).
    var blocks: [EdgeBlock] { handedOut + spare }

    /// A block with room for `count` more edges after its last one.
    mutating func block(withRoomFor count: Int) -> EdgeBlock {
        if let current, current.capacity - current.used >= count { return current }
        let block: EdgeBlock
        if let index = spare.lastIndex(where: { $0.capacity >= count }) {
            block = spare.remove(at: index)
            block.used = 0
        } else {
            while nextCapacity < count && nextCapacity < Self.largestBlock { nextCapacity *= 2 }
            block = EdgeBlock(capacity: max(nextCapacity, count))
            nextCapacity = min(nextCapacity * 2, Self.largestBlock)
        }
        handedOut.append(block)
        current = block
        return block
    }
}

/// The edge blocks of a renderer's last frame, for the next frame's arenas. Bounded: at most
/// ``maxEdges`` edges are kept (48 bytes each: 48 MiB by default).
final class EdgeBlockPool: @unchecked Sendable {
    private var kept: [EdgeBlock] = []
    private let lock = NSLock()
    let maxEdges: Int

    init(maxEdges: Int = 1 << 20) {
        self.maxEdges = maxEdges
    }

    /// The kept blocks, dealt in turn into `shares` lists (one per arena lowering at once).
    func take(shares: Int = 1) -> [[EdgeBlock]] {
        let blocks = lock.withLock {
            defer { kept = [] }
            return kept
        }
        var dealt = [[EdgeBlock]](repeating: [], count: max(shares, 1))
        for (index, block) in blocks.enumerated() { dealt[index % dealt.count].append(block) }
        return dealt
    }

    /// Keeps the blocks nothing else refers to any more, up to the bound.
    func give(_ blocks: consuming [EdgeBlock]) {
        var blocks = blocks
        lock.withLock {
            var edges = kept.reduce(0) { $0 + $1.capacity }
            for index in blocks.indices where isKnownUniquelyReferenced(&blocks[index]) {
                guard edges + blocks[index].capacity <= maxEdges else { continue }
                edges += blocks[index].capacity
                kept.append(blocks[index])
            }
        }
    }

    /// How many blocks are kept (for tests).
    var count: Int { lock.withLock { kept.count } }
}
