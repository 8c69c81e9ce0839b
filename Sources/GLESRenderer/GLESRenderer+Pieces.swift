import Dispatch
import Foundation
import RenderCommands
import SystemResources

extension GLESRenderer {
    /// Lists with fewer commands than this are tessellated on one thread.
    static let parallelTessellationThreshold = 512

    /// `list` tessellated in consecutive pieces on several threads at once (flattening, stroking
    /// and fanning are per command) and joined in order into `batch` (reset), as the software
    /// renderer lowers long lists; the outcome of all pieces together. A list wrapped whole in
    /// layers — a `Canvas`, a clipped or faded group: pushes first, their pops last, none between —
    /// has its layers opened before the pieces and closed after them. Nil — `batch` then to be
    /// built on one thread — for a short list, one with other layers or with images (their steps
    /// refer to state across commands), a wrapping layer the lowering drops, or when a piece went
    /// over its equal share of `budget`'s points: the whole list lowered on one thread then finds
    /// whether the frame goes over, and by how much, exactly as it always has. The picture is the
    /// same for any number of pieces (a seam only starts a new group of paths, each of which gets
    /// its own coverage either way). Each piece finds kept geometry in `reuse` and records its own
    /// (returned, one per piece).
    func tessellateInPieces(_ list: DisplayList, into batch: inout FrameBatch, width: Int, height: Int,
                            budget: RenderBudget, reusing reuse: GeometryReuse) -> (LoweringOutcome, [GeometryReuse])? {
        let commands = list.commands
        let threads = options.tessellationThreads > 0 ? options.tessellationThreads : AvailableCPUs.current.count
        let wrapping = DisplayList.wrappingLayers(of: commands)
        let inner = wrapping..<(commands.count - wrapping)
        let pieces = min(threads, inner.count / (Self.parallelTessellationThreshold / 2))
        guard pieces > 1, !DisplayList.hasLayers(commands[inner], orImages: true) else { return nil }
        let tolerance = options.tolerance, maxTextureSize = info.maxTextureSize, analytic = info.coverage == .analytic
        // Inside layers nothing is hidden (as on one thread: only paths on the canvas take part).
        let occludes = cullsOccluded && wrapping == 0
        // The wrapping layers, opened in `batch` (their clips counted), to be closed after the pieces.
        var opened = LayerOpening(batch: FrameBatch(width: width, height: height))
        swap(&opened.batch, &batch)
        opened.batch.reset(maxTextureSize: maxTextureSize, analytic: analytic, occludes: occludes)
        let opening = try? LoweredDisplayList(commands: commands[..<wrapping], tolerance: tolerance, width: width,
                                              height: height, budget: budget).run(into: &opened)
        swap(&opened.batch, &batch)
        guard let opening, opening.exceeded == nil, opened.layers.count == wrapping else { return nil }
        var share = budget
        share.maxPoints = Int(max(Double(budget.maxPoints) - opening.points, 0)) / pieces
        let results = PieceBatches(count: pieces)
        DispatchQueue.concurrentPerform(iterations: pieces) { [share, reuse] piece in
            let range = inner.lowerBound + piece * inner.count / pieces..<inner.lowerBound + (piece + 1) * inner.count / pieces
            var part = spareParts.take(width: width, height: height)
            part.reset(maxTextureSize: maxTextureSize, analytic: analytic, occludes: occludes)
            let lowered = LoweredDisplayList(commands: commands[range], tolerance: tolerance, width: width, height: height,
                                             budget: share)
            var pieceReuse = reuse
            guard let outcome = try? lowered.run(into: &part, reusing: &pieceReuse), outcome.exceeded == nil else { return }
            part.finish()
            results.store(part, outcome, pieceReuse, at: piece)
        }
        var total = opening
        var reuses: [GeometryReuse] = []
        for piece in 0..<pieces {
            guard var (part, outcome, pieceReuse) = results.take(piece) else { return nil }
            if piece == 0 && wrapping == 0 {
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
        for layer in opened.layers.reversed() { batch.popLayer(layer) }
        batch.tessellationPieces = pieces
        return (total, reuses)
    }
}

/// The consumer that opens a frame's wrapping layers in its batch before the pieces: it keeps the
/// layers it pushed, to be popped with the same values after the pieces.
private struct LayerOpening: LoweredCommandConsumer {
    typealias Failure = GLESError
    var batch: FrameBatch
    var layers: [LoweredLayer] = []

    var widensThinStrokes: Bool { batch.widensThinStrokes }
    mutating func draw(_ draw: LoweredDraw) throws(GLESError) { try batch.draw(draw) }
    mutating func pushLayer(_ layer: LoweredLayer) {
        layers.append(layer)
        batch.pushLayer(layer)
    }
    mutating func popLayer(_ layer: LoweredLayer) { batch.popLayer(layer) }
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
