import Foundation
import RenderCommands
import VectorPath
import Geometry2D

/// Renders a `DisplayList` into a `Pixmap` on the CPU: device geometry from `DeviceGeometry`
/// (shared with the GPU backend), analytic coverage from `BandRasterizer`'s bands, paints (solid
/// colors, gradients through `GradientShading`/`GradientLUT`, images) shaded per device pixel, and
/// layers (group opacity, blend mode, anti-aliased clip) composited in band-sized buffers; every
/// blend goes through `Blend`.
///
/// The result does not depend on `threads`.
///
/// ```swift
/// var pixmap = try Pixmap(width: 256, height: 256)
/// pixmap.fill(.white)
/// try SoftwareRenderer(threads: 2).render(list, into: &pixmap)
/// ```
public struct SoftwareRenderer: Renderer, Sendable {
    /// Worker threads: this many (run on at most one thread per CPU the process may use), or with 0
    /// (the default) one per CPU the process may use
    /// (``SystemResources/AvailableCPUs``), fewer for frames drawn while other runnable threads
    /// leave no CPU free for a helper (``SpinningThreadPool/threadsToUse(_:)``). The bytes are the same.
    public var threads: Int
    /// Flattening tolerance in device pixels: how far a curve's chords may stray from it (0.1 by
    /// default, Cairo's: coarser chords visibly shrink curved fills against other renderers).
    public var tolerance: Double
    /// What one frame may cost (flattened points, layer nesting), checked before drawing.
    public var budget: RenderBudget
    /// False (the default): antialiased strokes narrower than a device pixel are drawn at their
    /// true width, as Cairo and Blend2D draw them. True: one pixel wide with their coverage scaled
    /// by the width, as the GPU backend draws them (its 4× MSAA would break a thinner outline up)
    /// — for comparing the two backends.
    ///
    /// ```swift
    /// var likeTheGPU = SoftwareRenderer()
    /// likeTheGPU.widensThinStrokes = true
    /// ```
    public var widensThinStrokes = false
    /// Band workers (cell and layer buffers) kept between frames.
    private let workers = CompositeWorkerPool()
    /// The blocks of the last frame's edges, filled again by the next frame's lowering.
    let edgeBlocks = EdgeBlockPool()

    public init(threads: Int = 0, tolerance: Double = FlattenedPath.renderingTolerance, budget: RenderBudget = .default) {
        self.threads = threads
        self.tolerance = tolerance
        self.budget = budget
    }

    /// Frames whose ``CompositeProgram/estimatedWork(width:height:)`` (plus the clear's pixels at 64
    /// per unit, as the estimate counts interiors) is below this, about 30 µs on one core, are
    /// drawn on one thread. Since the helpers spin between regions (``SpinningThreadPool``) a
    /// second thread pays off much earlier than the ~0.5 ms this was under Dispatch: on two cores
    /// the clock and the blob with their clears, 0.12 ms frames, take 0.08 ms (paired, 7 rounds).
    static let multithreadingThreshold = 2_048.0

    /// Draws `list` over the current contents of `pixmap`, in painter's order.
    /// Throws (drawing nothing) if a command has NaN or infinite values or layers do not balance,
    /// or ``RenderError/overBudget(_:)`` when the frame's estimate goes over ``budget``.
    public func render(_ list: DisplayList, into pixmap: inout Pixmap) throws(RenderError) {
        try draw(list, into: &pixmap, clearingTo: nil)
    }

    /// Sets every pixel of `pixmap` to `background` and draws `list` over it: the bytes of
    /// ``RenderCommands/Pixmap/fill(premultiplied:)`` then ``render(_:into:)``, but each stripe of
    /// rows is cleared by the thread that then draws it, so the clear is shared between the threads
    /// (on one thread it is the same fill). Throws as ``render(_:into:)`` does, before clearing.
    ///
    /// ```swift
    /// try SoftwareRenderer(threads: 2).render(list, into: &pixmap, clearingTo: PremultipliedRGBA8(.white))
    /// ```
    public func render(_ list: DisplayList, into pixmap: inout Pixmap,
                       clearingTo background: PremultipliedRGBA8) throws(RenderError) {
        try draw(list, into: &pixmap, clearingTo: background)
    }

    /// Draws `list` over `pixmap`, first cleared to `background` when there is one.
    private func draw(_ list: DisplayList, into pixmap: inout Pixmap, clearingTo background: PremultipliedRGBA8?) throws(RenderError) {
        // A list long enough to be lowered on several threads, or a frame after one drawn on
        // several (an animation's frames are alike): the helpers wake while it is validated and
        // lowered, so that they are spinning when the first parallel region starts.
        // The threads this frame runs: as many as asked for, or by default one per CPU, fewer
        // while other work fills the machine.
        let threads = self.threads > 0 ? self.threads : SpinningThreadPool.shared.threadsToUse(BandRasterizer.activeProcessors)
        if threads > 1 && (list.commands.count >= Self.parallelLoweringThreshold || workers.lastFrameWasParallel) {
            SpinningThreadPool.shared.wake()
        }
        try list.validate()
        let list = try resolvingFilters(list, width: pixmap.width, height: pixmap.height, canvas: pixmap)
        var program = try program(of: list, width: pixmap.width, height: pixmap.height, threads: threads)
        defer {
            // The edge blocks back once the jobs that refer to them are gone.
            let blocks = program.edgeBlocks
            program = CompositeProgram()
            edgeBlocks.give(blocks)
        }
        guard !program.operations.isEmpty else {
            if let background { pixmap.fill(premultiplied: background) }
            return
        }
        // A small frame is drawn on one thread: waking a second one costs more than it saves.
        let clearWork = background == nil ? 0 : Double(pixmap.width * pixmap.height) / 64
        let small = program.estimatedWork(width: pixmap.width, height: pixmap.height) + clearWork < Self.multithreadingThreshold
        if !small && threads > 1 { SpinningThreadPool.shared.wake() }
        workers.lastFrameWasParallel = !small && threads > 1
        let compositor = BandCompositor(
            rasterizer: BandRasterizer(width: pixmap.width, height: pixmap.height, threads: small ? 1 : threads),
            workers: workers)
        let stride = pixmap.stride
        pixmap.withUnsafeMutableBytes { bytes in
            compositor.run(program, canvas: bytes.baseAddress!, stride: stride, clearingTo: background?.packed)
        }
    }

    /// The display list, lowered by `LoweredDisplayList` (which drops what cannot show, for both
    /// backends), as rasterization jobs and band operations for a `width`×`height` canvas. Without
    /// a canvas size nothing is dropped for lying right of or below the canvas (tests lower so).
    func lower(_ list: DisplayList, width: Int = DeviceBounds.coordinateLimit,
               height: Int = DeviceBounds.coordinateLimit) -> CompositeProgram {
        var builder = CompositeProgram.Builder(capacity: list.commands.count)
        builder.widensThinStrokes = widensThinStrokes
        list.lowered(tolerance: tolerance, width: width, height: height).run(into: &builder)
        return builder.finish()
    }

    /// Lowers `list` for a `width`×`height` canvas and returns the number of rasterization jobs:
    /// the benchmarks time lowering (flattening, glyph placement) apart from rasterizing.
    @discardableResult
    package func lowerOnly(_ list: DisplayList, width: Int, height: Int) -> Int {
        lower(list, width: width, height: height).jobs.count
    }
}
