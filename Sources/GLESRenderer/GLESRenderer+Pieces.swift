import Dispatch
import RenderCommands
import SystemResources

extension GLESRenderer {
    /// Lists with fewer commands than this are tessellated on one thread.
    static let parallelTessellationThreshold = 512

    /// `list` tessellated in consecutive pieces on several threads at once (flattening, stroking
    /// and fanning are per command) and joined in order into `batch` (reset), as the software
    /// renderer lowers long lists; the outcome of all pieces together. Nil — `batch` then to be
    /// built on one thread — for a short list, one with layers or images (their steps refer to
    /// state across commands), or when a piece went over its equal share of `budget`'s points:
    /// the whole list lowered on one thread then finds whether the frame goes over, and by how
    /// much, exactly as it always has. The picture is the same for any number of pieces (a seam
    /// only starts a new group of paths, each of which gets its own coverage either way).
    func tessellateInPieces(_ list: DisplayList, into batch: inout FrameBatch, width: Int, height: Int,
                            budget: RenderBudget) -> LoweringOutcome? {
        let commands = list.commands
        let threads = options.tessellationThreads > 0 ? options.tessellationThreads : AvailableCPUs.current.count
        let pieces = min(threads, commands.count / (Self.parallelTessellationThreshold / 2))
        guard pieces > 1, !commands.contains(where: { $0.isLayerCommand || $0.isImage }) else { return nil }
        var share = budget
        share.maxPoints = budget.maxPoints / pieces
        let results = PieceBatches(count: pieces)
        let tolerance = options.tolerance, maxTextureSize = info.maxTextureSize, analytic = info.coverage == .analytic
        DispatchQueue.concurrentPerform(iterations: pieces) { [share] piece in
            let range = piece * commands.count / pieces..<(piece + 1) * commands.count / pieces
            var part = FrameBatch(width: width, height: height)
            part.reset(maxTextureSize: maxTextureSize, analytic: analytic)
            let lowered = LoweredDisplayList(commands: commands[range], tolerance: tolerance, width: width, height: height,
                                             budget: share)
            guard let outcome = try? lowered.run(into: &part), outcome.exceeded == nil else { return }
            part.finish()
            results.store(part, outcome, at: piece)
        }
        var total = LoweringOutcome()
        for piece in 0..<pieces {
            guard let (part, outcome) = results.take(piece) else { return nil }
            batch.append(part)
            total.points += outcome.points
            total.flattenedOutlines += outcome.flattenedOutlines
        }
        return total
    }
}

/// One slot per piece, each written by the one thread that tessellates that piece.
private final class PieceBatches: @unchecked Sendable {
    private var slots: [(FrameBatch, LoweringOutcome)?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ batch: FrameBatch, _ outcome: LoweringOutcome, at index: Int) {
        slots.withUnsafeMutableBufferPointer { $0[index] = (batch, outcome) }
    }

    func take(_ index: Int) -> (FrameBatch, LoweringOutcome)? { slots[index] }
}
