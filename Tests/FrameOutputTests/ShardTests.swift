import Testing
@testable import FrameOutput

@Suite struct ShardTests {
    /// For plans of 0…300 frames starting anywhere and 1…40 shards: the chunks are contiguous,
    /// disjoint, in order, tile the plan exactly, and differ in size by at most one frame.
    @Test func chunksTileThePlanEvenly() throws {
        for total in [0, 1, 2, 3, 7, 60, 121, 300] {
            for count in 1...40 {
                let frames = 17..<(17 + total)
                let chunks = try (0..<count).map { try Shard(index: $0, count: count).chunk(of: frames) }
                #expect(chunks.first?.lowerBound == frames.lowerBound && chunks.last?.upperBound == frames.upperBound,
                        "\(total) frames, \(count) shards")
                for (a, b) in zip(chunks, chunks.dropFirst()) { #expect(a.upperBound == b.lowerBound) }
                let sizes = chunks.map(\.count)
                #expect(sizes.max()! - sizes.min()! <= 1, "\(total) frames, \(count) shards: \(sizes)")
            }
        }
    }

    @Test func chunkBoundsAreFloorOfIndexTimesTotalOverCount() throws {
        // The spec's [⌊i·T/N⌋, ⌊(i+1)·T/N⌋): 121 frames in 4 shards.
        let chunks = try (0..<4).map { try Shard(index: $0, count: 4).chunk(of: 0..<121) }
        #expect(chunks == [0..<30, 30..<60, 60..<90, 90..<121])
        // Huge plans do not overflow.
        let last = try Shard(index: 6, count: 7).chunk(of: 0..<(1 << 53))
        #expect(last.upperBound == 1 << 53)
    }

    @Test func aPlanShardKeepsNamesAndTimes() throws {
        let plan = try FramePlan(name: "flower", fps: 60, selection: .duration(2))
        let part = plan.shard(try Shard(index: 1, count: 4))
        #expect(part.frames == 30..<60)
        #expect(part[45].name == "flower_00045.png" && part[45].time == 0.75)
    }

    /// Strided shards deal frame f to shard (f − first) mod N: together they hold every frame once,
    /// each in order, and a plan's collection view (count, indices, names, membership) agrees.
    @Test func stridedShardsDealEveryFrameOnce() throws {
        for total in [1, 2, 3, 7, 60, 121] {
            let plan = try FramePlan(name: "flower", fps: 60, selection: .frames(5..<(5 + total)))
            for count in 1...9 {
                var seen: [Int] = []
                for index in 0..<count {
                    let part = plan.shard(try Shard(index: index, count: count, mode: .strided))
                    let frames = part.map(\.index)
                    #expect(frames == Array(stride(from: 5 + index, to: 5 + total, by: count)), "\(total) frames, shard \(index) of \(count)")
                    #expect(part.count == frames.count && Array(part.indices) == frames)
                    #expect(part.reversed().map(\.index) == frames.reversed())
                    for f in plan.indices { #expect(part.containsFrame(f) == frames.contains(f)) }
                    if let first = frames.first {
                        #expect(part.frameIndex(ofFileName: part[first].name) == first)
                        if first + 1 < 5 + total, count > 1 { #expect(part.frameIndex(ofFileName: plan[first + 1].name) == nil) }
                    }
                    seen += frames
                }
                #expect(seen.sorted() == Array(plan.indices), "\(total) frames, \(count) shards")
            }
        }
    }

    @Test(arguments: [(-1, 4), (4, 4), (0, 0), (2, -3)])
    func impossibleShardsAreRefused(index: Int, count: Int) {
        #expect(throws: FrameOutputError.self) { try Shard(index: index, count: count) }
    }

    /// The spec's frames in flight (outputs-and-farm.md §2): K = clamp(budget / (W·H·4), 1, 2·cores).
    /// (The spec's "4K: memory would allow 15" counts 512 MB; 512 MiB holds 16 frames of 33.2 MB.)
    @Test func framesInFlightFollowTheMemoryBudget() {
        let budget = 512 << 20
        #expect(FramesInFlight(memory: budget, width: 1024, height: 1024, cores: 2).count == 4)
        #expect(FramesInFlight(memory: budget, width: 3840, height: 2160, cores: 16).count == 16)
        #expect(FramesInFlight(memory: budget, width: 3840, height: 2160, cores: 4).count == 8)
        #expect(FramesInFlight(memory: budget, width: 16384, height: 16384, cores: 2).count == 1)
        #expect(FramesInFlight(memory: 1, width: 64, height: 64, cores: 2).count == 1)
        #expect(FramesInFlight(memory: 12 << 20, width: 1024, height: 1024, cores: 64).count == 3)
        #expect(FramesInFlight(memory: budget, width: Int.max / 2, height: Int.max / 2, cores: 2).count == 1)
    }
}
