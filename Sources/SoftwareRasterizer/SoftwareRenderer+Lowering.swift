import Dispatch
import RenderCommands

extension SoftwareRenderer {
    /// Lists with fewer commands than this are lowered on one thread.
    static let parallelLoweringThreshold = 512

    /// `list` (validated) lowered into a program for a `width`×`height` canvas, keeping to
    /// ``budget``. A long list without layers is cut into consecutive pieces lowered on several
    /// threads at once (flattening, stroking and edge building are per command), then joined in
    /// order: the same program as one thread builds, so the same bytes.
    ///
    /// Each piece may spend an equal share of the frame's point budget; a piece that would go over
    /// its share stops, and the whole list is lowered again on one thread, which finds whether the
    /// frame goes over the budget (and by how much) exactly as it always has.
    ///
    /// ```swift
    /// let program = try renderer.program(of: list, width: 1024, height: 1024)
    /// ```
    func program(of list: DisplayList, width: Int, height: Int, threads: Int? = nil) throws(RenderError) -> CompositeProgram {
        let commands = list.commands
        let threads = threads ?? (self.threads > 0 ? self.threads : BandRasterizer.activeProcessors)
        let wrapping = DisplayList.wrappingLayers(of: commands)
        let pieces = min(threads, (commands.count - 2 * wrapping) / (Self.parallelLoweringThreshold / 2))
        if pieces > 1 && (wrapping > 0 || !list.hasLayers()),
           let program = lowerInPieces(commands, wrapping: wrapping, pieces: pieces, width: width, height: height) {
            return program
        }
        var builder = CompositeProgram.Builder(capacity: commands.count, arena: EdgeArena(reusing: edgeBlocks.take()[0]))
        builder.widensThinStrokes = widensThinStrokes
        let outcome = list.lowered(tolerance: tolerance, width: width, height: height, budget: budget).run(into: &builder)
        if let exceeded = outcome.exceeded { throw .overBudget(exceeded) }
        return builder.finish()
    }

    /// `commands` lowered in `pieces` consecutive pieces at once and joined — inside the
    /// `wrapping` layers that wrap the list whole (``DisplayList/wrappingLayers(of:)``), opened
    /// before the pieces and closed after them — or nil when a piece went over its share of the
    /// point budget, or the lowering drops a wrapping layer (then one thread finds why).
    func lowerInPieces(_ commands: [DisplayList.Command], wrapping: Int = 0, pieces: Int, width: Int,
                       height: Int) -> CompositeProgram? {
        let tolerance = tolerance, widensThinStrokes = widensThinStrokes
        let blocks = edgeBlocks.take(shares: wrapping > 0 ? pieces + 1 : pieces)
        let openingBlocks = wrapping > 0 ? blocks[pieces] : []
        var opening = LayerOpening(builder: CompositeProgram.Builder(capacity: 2 * wrapping, arena: EdgeArena(reusing: openingBlocks)))
        let opened = LoweredDisplayList(commands: commands[..<wrapping], tolerance: tolerance, width: width, height: height,
                                        budget: budget).run(into: &opening)
        guard opened.exceeded == nil, opening.layers.count == wrapping else { return nil }
        var budgetShare = budget
        budgetShare.maxPoints = Int(max(Double(budget.maxPoints) - opened.points, 0)) / pieces
        let share = budgetShare
        let programs = PieceResults(count: pieces)
        let inner = wrapping..<(commands.count - wrapping)
        SpinningThreadPool.shared.concurrentPerform(iterations: pieces, threads: pieces) { piece in
            let range = inner.lowerBound + piece * inner.count / pieces..<inner.lowerBound + (piece + 1) * inner.count / pieces
            var builder = CompositeProgram.Builder(capacity: range.count, arena: EdgeArena(reusing: blocks[piece]))
            builder.widensThinStrokes = widensThinStrokes
            let lowered = LoweredDisplayList(commands: commands[range], tolerance: tolerance,
                                             width: width, height: height, budget: share)
            if lowered.run(into: &builder).exceeded == nil { programs.store(builder.finish(), at: piece) }
        }
        if wrapping == 0 {
            // The first piece's program is the start of the joined one (its jobs need no renumbering).
            guard var joined = programs.take(0) else { return nil }
            for piece in 1..<pieces {
                guard let program = programs.take(piece) else { return nil }
                joined.append(program)
            }
            return joined
        }
        for piece in 0..<pieces {
            guard let program = programs.take(piece) else { return nil }
            opening.builder.append(program)
        }
        for layer in opening.layers.reversed() { opening.builder.popLayer(layer) }
        return opening.builder.finish()
    }
}

/// The consumer that opens a list's wrapping layers in a builder before its pieces: it keeps the
/// layers it pushed, to be popped with the same values after them.
private struct LayerOpening: LoweredCommandConsumer {
    var builder: CompositeProgram.Builder
    var layers: [LoweredLayer] = []

    mutating func draw(_ draw: LoweredDraw) { builder.draw(draw) }
    mutating func pushLayer(_ layer: LoweredLayer) {
        layers.append(layer)
        builder.pushLayer(layer)
    }
    mutating func popLayer(_ layer: LoweredLayer) { builder.popLayer(layer) }
}

/// One slot per piece, each written by the one thread that lowers that piece.
private final class PieceResults: @unchecked Sendable {
    private var slots: UnsafeMutableBufferPointer<CompositeProgram?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        _ = slots.deinitialize()
        slots.deallocate()
    }

    func store(_ program: CompositeProgram, at index: Int) { slots[index] = program }

    func take(_ index: Int) -> CompositeProgram? { slots[index].take() }
}

