/// One part of a render split across machines. By default (``Mode/chunks``) shard `index` of
/// `count` takes the contiguous chunk `[⌊index·T/count⌋, ⌊(index+1)·T/count⌋)` of the plan's T
/// frames — what video segments need; ``Mode/strided`` takes frames index, index + count, … which
/// balances scenes whose cost grows along the timeline, for frame sequences. Frames keep their
/// indices, times and names, so every shard's PNG frames land in one directory side by side and a
/// shard can be rerun alone.
///
/// ```swift
/// let shard = try Shard(index: 2, count: 4)
/// let part = plan.shard(shard)          // frames 60..<90 of 0..<121
/// let spread = plan.shard(try Shard(index: 2, count: 4, mode: .strided))   // frames 2, 6, 10 … 118
/// ```
public struct Shard: Sendable, Hashable {
    /// How the frames are dealt out.
    public enum Mode: String, Sendable, Hashable, CaseIterable {
        /// Contiguous chunks (segments that concatenate).
        case chunks
        /// Every `count`-th frame (load balance; frame sequences and raw streams only).
        case strided
    }

    public let index: Int
    public let count: Int
    public let mode: Mode

    /// The most shards a render may be split into: a million (Slurm arrays and Kubernetes Indexed
    /// Jobs stop far below), so `assemble` never has to account for more manifests than that.
    public static let maximumCount = 1_000_000

    /// - Throws: ``FrameOutputError/invalidShard(index:count:)`` unless 0 ≤ index < count ≤ ``maximumCount``.
    public init(index: Int, count: Int, mode: Mode = .chunks) throws(FrameOutputError) {
        guard count >= 1, count <= Self.maximumCount, index >= 0, index < count else {
            throw .invalidShard(index: index, count: count)
        }
        self.index = index
        self.count = count
        self.mode = mode
    }

    /// The chunk of `frames` this shard takes (empty when there are fewer frames than shards).
    public func chunk(of frames: Range<Int>) -> Range<Int> {
        let total = frames.count
        let lower = exactBound(index, total), upper = exactBound(index + 1, total)
        return (frames.lowerBound + lower)..<(frames.lowerBound + upper)
    }

    /// ⌊i·T/N⌋, exact for any plan size (128-bit intermediate product).
    private func exactBound(_ i: Int, _ total: Int) -> Int {
        let product = UInt64(i).multipliedFullWidth(by: UInt64(total))
        return Int(UInt64(count).dividingFullWidth((product.high, product.low)).quotient)
    }
}

extension FramePlan {
    /// The frames of this plan that `shard` renders.
    public func shard(_ shard: Shard) -> FramePlan {
        switch shard.mode {
        case .chunks: restricted(to: shard.chunk(of: frames))
        case .strided: strided(offset: shard.index, by: shard.count)
        }
    }
}
