import Foundation
import VectorPath
import Geometry2D

/// A validated display list lowered for one canvas: the one walk over the commands that both
/// backends consume (as nanovg's backends receive resolved fills), so what is drawn, how paint is
/// resolved and what is dropped is decided here, once.
///
/// Each fill, stroke and image becomes a ``LoweredDraw``: device geometry from ``DeviceGeometry``
/// (the shared flattener and stroker) and a ``ResolvedPaint``. Layers become
/// ``LoweredCommandConsumer/pushLayer(_:)`` / ``LoweredCommandConsumer/popLayer(_:)`` pairs with
/// their clip in device space. Dropped here, and nowhere else:
///
/// - draws that cannot show: outlines with no contour of three points or more (no area) or that
///   touch no canvas pixel, a stroke of zero coverage (negative width, singular transform), a
///   solid color that is fully transparent after the hairline coverage scales it (source-over
///   and every blend mode leave the destination unchanged then), a gradient whose coverage rounds
///   to 0, a paint or image under a singular transform (no inverse mapping), an image of no
///   pixels, an empty rectangle or an opacity that rounds to 0;
/// - layers that cannot show, with everything inside them: opacity that rounds to 0, or a clip
///   that covers no canvas pixel.
///
/// The walk allocates only the stack of open layers (and what `DeviceGeometry` allocates per
/// draw), and hands each step to the consumer borrowed, so it is cheap enough for frames of
/// 10 000 small fills.
///
/// ```swift
/// try list.validate()
/// var builder = MyBackendBuilder()          // a LoweredCommandConsumer
/// try list.lowered(tolerance: 0.25, width: pixmap.width, height: pixmap.height).run(into: &builder)
/// ```
package struct LoweredDisplayList: Sendable {
    /// The commands (validated: finite values, balanced layers), a slice of the list's: lowering
    /// pieces of one list shares its storage.
    package let commands: ArraySlice<DisplayList.Command>
    /// Flattening tolerance in device pixels.
    package let tolerance: Double
    /// The canvas, in pixels.
    package let width: Int, height: Int
    /// What a frame may cost (kept to by ``run(into:)``).
    package let budget: RenderBudget

    /// `commands` (validated; any consecutive run of a validated list's commands with balanced
    /// layers) lowered for a `width`×`height` canvas. `DisplayList.lowered` is the usual way in.
    package init(commands: ArraySlice<DisplayList.Command>, tolerance: Double, width: Int, height: Int, budget: RenderBudget) {
        self.commands = commands
        self.tolerance = tolerance
        self.width = width
        self.height = height
        self.budget = budget
    }

    /// The canvas grown by max(width, height, 1024) pixels on each side: geometry is culled and
    /// clamped to it (see ``DeviceGeometry/init(fill:evenOdd:antialiased:transform:tolerance:workRect:)``),
    /// so what lies far outside the canvas costs nothing and every device coordinate handed to a
    /// backend is within it, while everything on the canvas draws as without it.
    package var workRect: CGRect {
        let margin = Double(max(width, height, 1024))
        return CGRect(x: -margin, y: -margin, width: Double(width) + 2 * margin, height: Double(height) + 2 * margin)
    }

    /// What the frame will cost, estimated from the commands before anything is flattened: the
    /// points of every outline (``DeviceGeometry/estimatedPointCount(fill:transform:tolerance:workRect:)``
    /// and its stroke twin, after culling) and the deepest layer nesting. Layers that would be
    /// dropped count too: the estimate is an upper bound.
    /// The flattening tolerance of a fill: the list's, or the finer one its style asks for.
    private func tolerance(of style: FillStyle) -> Double {
        style.flatteningTolerance.map { min(max($0, 0.01), tolerance) } ?? tolerance
    }

    /// `largestStampedGlyph`: a consumer that draws glyph runs itself (its
    /// ``LoweredCommandConsumer/largestStampedGlyph``), whose runs cost what drawing them does
    /// (``LoweredGlyphs/estimatedPointCount(largestStamp:)``); nil: runs are filled as outlines.
    package func estimate(largestStampedGlyph: Double? = nil) -> FrameEstimate {
        let workRect = workRect
        var estimate = FrameEstimate()
        var depth = 0
        for index in commands.indices {
            // Bind only the payload (no copy of the whole command), as `run` does.
            switch commands[index] {
            case .fill(let path, _, let style, let transform):
                estimate.points += DeviceGeometry.estimatedPointCount(fill: path, transform: transform, tolerance: tolerance(of: style),
                                                                      workRect: workRect)
            case .stroke(let path, let style, _, let transform, let antialiased):
                estimate.points += DeviceGeometry.estimatedPointCount(stroke: path, style: style, antialiased: antialiased,
                                                                      transform: transform, tolerance: tolerance,
                                                                      workRect: workRect)
            case .glyphs(let run, let paint, let transform):
                if let largestStampedGlyph, let placement = GlyphPlacement(transform) {
                    estimate.points += lowered(run, placement: placement, paint: paint, transform: transform)?
                        .estimatedPointCount(largestStamp: largestStampedGlyph) ?? 0
                    continue
                }
                // What filling the outlines would flatten to.
                estimate.points += max(DeviceGeometry.estimatedPointCount(fill: run.path, transform: transform,
                                                                          tolerance: tolerance(of: .text), workRect: workRect),
                                       Double(run.storedPointCount))
            case .image:
                estimate.points += 5
            case .pushLayer(let style):
                depth += 1
                estimate.maximumDepth = max(estimate.maximumDepth, depth)
                if let clip = style.clip {
                    estimate.points += DeviceGeometry.estimatedPointCount(fill: clip, transform: style.transform,
                                                                          tolerance: tolerance, workRect: workRect)
                }
            case .popLayer:
                depth -= 1
            }
        }
        return estimate
    }

    /// Hands every step that can show to `consumer`, in painter's order, keeping to ``budget``:
    /// before a command is flattened its points are estimated (``DeviceGeometry``'s
    /// `estimatedPointCount`, after culling) and added to the frame's; a command that would take
    /// the frame over ``RenderBudget/maxPoints``, or a layer nested deeper than
    /// ``RenderBudget/maxLayerDepth``, stops the run before any of its work, and the outcome says
    /// which limit with the whole frame's ``estimate()`` (so what was done stays within the
    /// budget, and nothing is spent on the rest). The caller throws it; the consumer's steps so
    /// far are then discarded.
    @discardableResult
    package func run<Consumer: LoweredCommandConsumer>(into consumer: inout Consumer) throws(Consumer.Failure) -> LoweringOutcome {
        var reuse = GeometryReuse.off
        return try run(into: &consumer, reusing: &reuse)
    }

    /// ``run(into:)``, finding each fill's and stroke's geometry in `reuse` when an earlier frame
    /// made it with the same path, style and transform (then it is not flattened, stroked or
    /// counted in ``LoweringOutcome/flattenedOutlines`` but in ``LoweringOutcome/keptOutlines``),
    /// and recording what it makes in `reuse` for the next frame (see ``GeometryCache``). The
    /// consumer gets the same draws either way, the kept geometry on ``LoweredDraw/kept``.
    package func run<Consumer: LoweredCommandConsumer>(into consumer: inout Consumer,
                                                       reusing reuse: inout GeometryReuse) throws(Consumer.Failure) -> LoweringOutcome {
        let workRect = workRect
        let maxPoints = Double(budget.maxPoints)
        let stamped = Consumer.drawsGlyphRuns ? Consumer.largestStampedGlyph : nil
        var outcome = LoweringOutcome()
        // The layers pushed and not yet popped (their pops get the same values).
        var open: [LoweredLayer] = []
        var index = commands.startIndex
        while index < commands.endIndex {
            // Each case binds only its payload and hands its step over borrowed: no copy of the
            // whole command or of the lowered draw (with 10 000 small fills those copies showed).
            switch commands[index] {
            case .fill(let path, let paint, let style, let transform):
                guard try fill(path, paint: paint, style: style, transform: transform, outcome: &outcome, reuse: &reuse,
                               into: &consumer)
                else { return stop(outcome, at: .points, largestStampedGlyph: stamped) }
            case .glyphs(let run, let paint, let transform):
                if Consumer.drawsGlyphRuns, let placement = GlyphPlacement(transform) {
                    guard let glyphs = lowered(run, placement: placement, paint: paint, transform: transform) else { break }
                    outcome.points += glyphs.estimatedPointCount(largestStamp: Consumer.largestStampedGlyph)
                    guard outcome.points <= maxPoints else { return stop(outcome, at: .points, largestStampedGlyph: stamped) }
                    try consumer.drawGlyphs(glyphs)
                } else {
                    guard try fill(run.path, paint: paint, style: .text, transform: transform, outcome: &outcome,
                                   reuse: &reuse, into: &consumer)
                    else { return stop(outcome, at: .points, largestStampedGlyph: stamped) }
                }
            case .stroke(let path, let style, let paint, let transform, let antialiased):
                if reuse.looksUpNext() {
                    guard try keptStroke(path, style: style, paint: paint, transform: transform, antialiased: antialiased,
                                         widensThinStrokes: consumer.widensThinStrokes, outcome: &outcome, reuse: &reuse,
                                         into: &consumer)
                    else { return stop(outcome, at: .points, largestStampedGlyph: stamped) }
                    break
                }
                outcome.points += DeviceGeometry.estimatedPointCount(stroke: path, style: style, antialiased: antialiased,
                                                                     transform: transform, tolerance: tolerance,
                                                                     workRect: workRect,
                                                                     widensThinStrokes: consumer.widensThinStrokes)
                guard outcome.points <= maxPoints else { return stop(outcome, at: .points, largestStampedGlyph: stamped) }
                let geometry = DeviceGeometry(stroke: path, style: style, antialiased: antialiased, transform: transform,
                                              tolerance: tolerance, workRect: workRect,
                                              widensThinStrokes: consumer.widensThinStrokes)
                outcome.flattenedOutlines += 1
                try draw(geometry, paint: paint, transform: transform, into: &consumer)
            case .image(let image, let rect, let interpolation, let opacity, let transform):
                outcome.points += 5
                guard outcome.points <= maxPoints else { return stop(outcome, at: .points, largestStampedGlyph: stamped) }
                try draw(image, in: rect, interpolation: interpolation, opacity: opacity, transform: transform,
                         into: &consumer)
            case .pushLayer(let style):
                guard open.count < budget.maxLayerDepth else { return stop(outcome, at: .layerDepth, largestStampedGlyph: stamped) }
                if let clip = style.clip {
                    outcome.points += DeviceGeometry.estimatedPointCount(fill: clip, transform: style.transform,
                                                                         tolerance: tolerance, workRect: workRect)
                    guard outcome.points <= maxPoints else { return stop(outcome, at: .points, largestStampedGlyph: stamped) }
                }
                guard let layer = layer(style) else {
                    index = endOfGroup(from: index + 1)
                    continue
                }
                open.append(layer)
                outcome.maximumDepth = max(outcome.maximumDepth, open.count)
                try consumer.pushLayer(layer)
            case .popLayer:
                // validate() guarantees a matching push.
                if let layer = open.popLast() { try consumer.popLayer(layer) }
            }
            index += 1
        }
        return outcome
    }

    /// `outcome` stopped at `limit`, with the whole frame's estimate as the amount.
    private func stop(_ outcome: LoweringOutcome, at limit: RenderBudget.Exceeded.Limit,
                      largestStampedGlyph: Double?) -> LoweringOutcome {
        var outcome = outcome
        let whole = estimate(largestStampedGlyph: largestStampedGlyph)
        switch limit {
        case .layerDepth:
            outcome.exceeded = RenderBudget.Exceeded(.layerDepth, amount: Double(whole.maximumDepth), maximum: budget.maxLayerDepth)
        default:
            outcome.exceeded = RenderBudget.Exceeded(.points, amount: max(whole.points, outcome.points), maximum: budget.maxPoints)
        }
        return outcome
    }

    /// The index after the `popLayer` that closes the group whose content starts at `start`.
    private func endOfGroup(from start: Int) -> Int {
        var depth = 1
        var index = start
        while index < commands.endIndex && depth > 0 {
            switch commands[index] {
            case .pushLayer: depth += 1
            case .popLayer: depth -= 1
            case .fill, .stroke, .glyphs, .image: break
            }
            index += 1
        }
        return index
    }

    /// The lowered layer of `style`, or nil when nothing of it can show.
    private func layer(_ style: LayerStyle) -> LoweredLayer? {
        let opacity = Blend.byte(style.opacity)
        guard opacity > 0 else { return nil }
        guard let path = style.clip else {
            return LoweredLayer(opacity: opacity, blendMode: style.blendMode, clip: nil, colorMatrix: style.compositeColorMatrix,
                                blur: style.compositeBlur, mask: style.compositeMask)
        }
        let geometry = DeviceGeometry(fill: path, evenOdd: style.clipStyle.isEOFilled,
                                      antialiased: style.clipStyle.isAntialiased, transform: style.transform,
                                      tolerance: tolerance, workRect: workRect)
        guard let bounds = canvasBounds(of: geometry) else { return nil }
        return LoweredLayer(opacity: opacity, blendMode: style.blendMode,
                            clip: LoweredClip(geometry: geometry, bounds: bounds), colorMatrix: style.compositeColorMatrix,
                            blur: style.compositeBlur, mask: style.compositeMask)
    }

    /// Lowers a fill, counting its points into `outcome`; false when that would take the frame over
    /// the budget (then nothing was flattened beyond the estimate).
    private func fill<Consumer: LoweredCommandConsumer>(
        _ path: Path, paint: Paint, style: FillStyle, transform: ProjectionTransform,
        outcome: inout LoweringOutcome, reuse: inout GeometryReuse, into consumer: inout Consumer
    ) throws(Consumer.Failure) -> Bool {
        let fillTolerance = tolerance(of: style)
        let key = reuse.isEnabled && GeometryKey.isWorthKeeping(fill: path) && reuse.looksUpNext()
            ? GeometryKey(path, style: .fill(style), transform: transform, tolerance: fillTolerance, width: width, height: height)
            : nil
        if let key, let (kept, isNew) = reuse.find(key, derives: consumer.storesDerivedData) {
            return try draw(kept, found: true, storesDerived: isNew, paint: paint, transform: transform, outcome: &outcome,
                            into: &consumer)
        }
        let counted = outcome.points
        // A path too small to reach the budget whatever it flattens to (each stored point at
        // most one curve's segments, two more per contour in perspective) is flattened
        // first and counted exactly, without the estimating pass (text: a label per fill).
        let bound = Double(path.points.count) * Double(Path.maximumCurveSegments + 2)
        let geometry: DeviceGeometry
        if outcome.points + bound <= Double(budget.maxPoints) {
            geometry = DeviceGeometry(fill: path, evenOdd: style.isEOFilled, antialiased: style.isAntialiased,
                                      transform: transform, tolerance: fillTolerance, workRect: workRect)
            outcome.points += Double(geometry.outline.points.count)
        } else {
            outcome.points += DeviceGeometry.estimatedPointCount(fill: path, transform: transform, tolerance: fillTolerance,
                                                                 workRect: workRect)
            guard outcome.points <= Double(budget.maxPoints) else { return false }
            geometry = DeviceGeometry(fill: path, evenOdd: style.isEOFilled, antialiased: style.isAntialiased,
                                      transform: transform, tolerance: fillTolerance, workRect: workRect)
        }
        outcome.flattenedOutlines += 1
        if let key {
            let kept = KeptGeometry(geometry: geometry, bounds: canvasBounds(of: geometry), points: outcome.points - counted)
            reuse.keep(kept, for: key)
            return try draw(kept, found: false, storesDerived: false, paint: paint, transform: transform, outcome: &outcome,
                            into: &consumer)
        }
        try draw(geometry, paint: paint, transform: transform, into: &consumer)
        return true
    }

    /// Hands over a glyph run placed by `placement` unless it cannot show.
    /// `run` placed on the device for a consumer that draws runs, or nil when it cannot show.
    private func lowered(_ run: GlyphRun, placement: GlyphPlacement, paint: Paint, transform: ProjectionTransform) -> LoweredGlyphs? {
        let box = run.bounds
        guard !box.isNull,
              let bounds = DeviceBounds(extent: (placement.offset.x + box.minX * placement.scale,
                                                 placement.offset.y + box.minY * placement.scale,
                                                 placement.offset.x + box.maxX * placement.scale,
                                                 placement.offset.y + box.maxY * placement.scale, true))?
                .clamped(width: width, height: height),
              let resolved = resolve(paint, coverage: 255, transform: transform) else { return nil }
        return LoweredGlyphs(run: run, placement: placement, bounds: bounds, paint: resolved, workRect: workRect)
    }

    /// Hands over an image's draw unless it cannot show.
    private func draw<Consumer: LoweredCommandConsumer>(
        _ image: Pixmap, in rect: CGRect, interpolation: ImageInterpolation, opacity: Double,
        transform: ProjectionTransform, into consumer: inout Consumer
    ) throws(Consumer.Failure) {
        let opacity = Blend.byte(opacity)
        let r = rect.standardized
        guard opacity > 0, r.width > 0, r.height > 0, image.width > 0, image.height > 0,
              let toLocal = Self.inverse(of: transform) else { return }
        let geometry = DeviceGeometry(fill: Path(rect), evenOdd: false, transform: transform, tolerance: tolerance,
                                      workRect: workRect)
        guard let bounds = canvasBounds(of: geometry) else { return }
        // local → texel: translate by −origin, scale by image size / rect size.
        let toTexel = ProjectionTransform(
            CGAffineTransform(translationX: -r.minX, y: -r.minY)
                .concatenating(CGAffineTransform(scaleX: Double(image.width) / r.width,
                                                 y: Double(image.height) / r.height)))
        try consumer.draw(LoweredDraw(geometry: geometry, bounds: bounds,
                                      paint: .image(image, toTexel: toLocal.concatenating(toTexel),
                                                    bilinear: interpolation != .none, opacity: opacity)))
    }

    /// Hands over a fill's or stroke's draw (the paint resolved, the hairline coverage folded into
    /// it) unless it cannot show.
    func draw<Consumer: LoweredCommandConsumer>(
        _ geometry: consuming DeviceGeometry, paint: Paint, transform: ProjectionTransform, into consumer: inout Consumer
    ) throws(Consumer.Failure) {
        guard geometry.coverageScale > 0, let bounds = canvasBounds(of: geometry),
              let resolved = resolve(paint, coverage: Blend.byte(geometry.coverageScale), transform: transform) else { return }
        try consumer.draw(LoweredDraw(geometry: consume geometry, bounds: bounds, paint: resolved))
    }

    /// `paint` resolved for drawing with `coverage` folded in, or nil when it cannot show (fully
    /// transparent, or a gradient under a singular transform).
    func resolve(_ paint: Paint, coverage: UInt8, transform: ProjectionTransform) -> ResolvedPaint? {
        switch paint.shading {
        case .solid(let color):
            let scaled = coverage == 255 ? color : Blend.scaled(color, by: coverage)
            return scaled == .transparent ? nil : .solid(scaled)
        case .gradient(let shading):
            guard coverage > 0, let toLocal = Self.inverse(of: transform) else { return nil }
            // An elliptical gradient is radial in its own space: fold that space into the mapping.
            let folded = shading.folding(into: toLocal)
            return .gradient(folded.shading, toLocal: folded.toLocal, coverage: coverage)
        }
    }

    /// The pixels `geometry` may touch on the canvas, or nil when it touches none (nothing on the
    /// canvas, or no contour of three points or more: only those enclose area).
    func canvasBounds(of geometry: DeviceGeometry) -> DeviceBounds? {
        guard geometry.outline.contours.contains(where: { $0.range.count >= 3 }) else { return nil }
        return (geometry.knownBounds ?? DeviceBounds(of: geometry.outline))?.clamped(width: width, height: height)
    }

    /// The device → local mapping of `transform`, or nil when it is singular.
    private static func inverse(of transform: ProjectionTransform) -> ProjectionTransform? {
        var inverse = transform
        return inverse.invert() ? inverse : nil
    }
}

extension DisplayList {
    /// The list lowered for a `width`×`height` canvas with flattening `tolerance` (device pixels).
    /// Call ``validate()`` first: the lowering assumes finite values and balanced layers.
    ///
    /// ```swift
    /// let outcome = try list.lowered(tolerance: 0.25, width: 256, height: 256, budget: .default).run(into: &builder)
    /// if let exceeded = outcome.exceeded { throw MyError.overBudget(exceeded) }
    /// ```
    package func lowered(tolerance: Double, width: Int, height: Int, budget: RenderBudget = .unlimited) -> LoweredDisplayList {
        LoweredDisplayList(commands: commands[...], tolerance: tolerance, width: width, height: height, budget: budget)
    }
}
