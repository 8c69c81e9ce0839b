import Dispatch
import Foundation
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
    /// only starts a new group of paths, each of which gets its own coverage either way). Each
    /// piece finds kept geometry in `reuse` and records its own (returned, one per piece).
    func tessellateInPieces(_ list: DisplayList, into batch: inout FrameBatch, width: Int, height: Int,
                            budget: RenderBudget, reusing reuse: GeometryReuse) -> (LoweringOutcome, [GeometryReuse])? {
        let commands = list.commands
        let threads = options.tessellationThreads > 0 ? options.tessellationThreads : AvailableCPUs.current.count
        let pieces = min(threads, commands.count / (Self.parallelTessellationThreshold / 2))
        guard pieces > 1, !list.hasLayers(orImages: true) else { return nil }
        var share = budget
        share.maxPoints = budget.maxPoints / pieces
        let results = PieceBatches(count: pieces)
        let tolerance = options.tolerance, maxTextureSize = info.maxTextureSize, analytic = info.coverage == .analytic
        let occludes = cullsOccluded
        DispatchQueue.concurrentPerform(iterations: pieces) { [share, reuse] piece in
            let range = piece * commands.count / pieces..<(piece + 1) * commands.count / pieces
            var part = spareParts.take(width: width, height: height)
            part.reset(maxTextureSize: maxTextureSize, analytic: analytic, occludes: occludes)
            let lowered = LoweredDisplayList(commands: commands[range], tolerance: tolerance, width: width, height: height,
                                             budget: share)
            var pieceReuse = reuse
            guard let outcome = try? lowered.run(into: &part, reusing: &pieceReuse), outcome.exceeded == nil else { return }
            part.finish()
            results.store(part, outcome, pieceReuse, at: piece)
        }
        var total = LoweringOutcome()
        var reuses: [GeometryReuse] = []
        for piece in 0..<pieces {
            guard var (part, outcome, pieceReuse) = results.take(piece) else { return nil }
            if piece == 0 {
                // The first piece is the frame's start: taken whole rather than copied (the
                // frame's reset batch becomes a spare, its storage kept for a later piece).
                swap(&batch, &part)
            } else {
                batch.append(part)
            }
            spareParts.give(part)
            total.points += outcome.points
            total.flattenedOutlines += outcome.flattenedOutlines
            total.keptOutlines += outcome.keptOutlines
            reuses.append(pieceReuse)
        }
        return (total, reuses)
    }
}

/// The batches of the last frame's pieces, kept with their storage so that the next frame's
/// pieces grow no arrays (a fresh batch of 5,000 fills reallocated and faulted in its storage
/// every frame).
final class SparePieceBatches: @unchecked Sendable {
    private let lock = NSLock()
    private var batches: [FrameBatch] = []

    /// A batch for a piece of a `width`×`height` frame (not yet reset).
    func take(width: Int, height: Int) -> FrameBatch {
        let spare = lock.withLock { batches.popLast() }
        guard let spare, spare.width == width, spare.height == height else { return FrameBatch(width: width, height: height) }
        return spare
    }

    /// Keeps `batch` for a later piece (at most a few: one per tessellation thread).
    func give(_ batch: FrameBatch) {
        lock.withLock { if batches.count < 64 { batches.append(batch) } }
    }
}

/// One slot per piece, each written by the one thread that tessellates that piece.
private final class PieceBatches: @unchecked Sendable {
    private var slots: [(FrameBatch, LoweringOutcome, GeometryReuse)?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ batch: FrameBatch, _ outcome: LoweringOutcome, _ reuse: GeometryReuse, at index: Int) {
        slots.withUnsafeMutableBufferPointer { $0[index] = (batch, outcome, reuse) }
    }

    /// The piece's results, moved out of the slot (so that its arrays are uniquely referenced and
    /// grow in place instead of being copied).
    func take(_ index: Int) -> (FrameBatch, LoweringOutcome, GeometryReuse)? {
        slots.withUnsafeMutableBufferPointer { slots in
            defer { slots[index] = nil }
            return slots[index]
        }
    }
}
