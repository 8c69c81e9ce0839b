import Foundation
import VectorPath
import Geometry2D

extension LoweredDisplayList {
    /// Lowers a stroke through `reuse`: its kept geometry when an earlier frame made it, else
    /// stroked as ``run(into:)`` strokes it and kept. False when it would take the frame over the
    /// budget (then nothing was stroked beyond the estimate).
    func keptStroke<Consumer: LoweredCommandConsumer>(
        _ path: Path, style: StrokeStyle, paint: Paint, transform: ProjectionTransform, antialiased: Bool,
        widensThinStrokes: Bool, outcome: inout LoweringOutcome, reuse: inout GeometryReuse, into consumer: inout Consumer
    ) throws(Consumer.Failure) -> Bool {
        let key = GeometryKey(path, style: .stroke(style, antialiased: antialiased, widensThinStrokes: widensThinStrokes),
                              transform: transform, tolerance: tolerance, width: width, height: height)
        if let (kept, isNew) = reuse.find(key, derives: consumer.storesDerivedData) {
            return try draw(kept, found: true, storesDerived: isNew, paint: paint, transform: transform, outcome: &outcome,
                            into: &consumer)
        }
        let counted = outcome.points
        outcome.points += DeviceGeometry.estimatedPointCount(stroke: path, style: style, antialiased: antialiased,
                                                             transform: transform, tolerance: tolerance,
                                                             workRect: workRect, widensThinStrokes: widensThinStrokes)
        guard outcome.points <= Double(budget.maxPoints) else { return false }
        let geometry = DeviceGeometry(stroke: path, style: style, antialiased: antialiased, transform: transform,
                                      tolerance: tolerance, workRect: workRect, widensThinStrokes: widensThinStrokes)
        outcome.flattenedOutlines += 1
        let kept = KeptGeometry(geometry: geometry, bounds: canvasBounds(of: geometry), points: outcome.points - counted)
        reuse.keep(kept, for: key)
        return try draw(kept, found: false, storesDerived: false, paint: paint, transform: transform, outcome: &outcome,
                        into: &consumer)
    }

    /// Hands over the draw of kept geometry with this frame's paint. Geometry `found` counts the
    /// points it counted when made (so a frame goes over the budget at the same command either
    /// way); false when they take the frame over. Made geometry was counted when it was flattened.
    func draw<Consumer: LoweredCommandConsumer>(
        _ kept: KeptGeometry, found: Bool, storesDerived: Bool, paint: Paint, transform: ProjectionTransform,
        outcome: inout LoweringOutcome, into consumer: inout Consumer
    ) throws(Consumer.Failure) -> Bool {
        if found {
            outcome.points += kept.points
            guard outcome.points <= Double(budget.maxPoints) else { return false }
            outcome.keptOutlines += 1
        }
        guard kept.geometry.coverageScale > 0, let bounds = kept.bounds,
              let resolved = resolve(paint, coverage: Blend.byte(kept.geometry.coverageScale), transform: transform)
        else { return true }
        try consumer.draw(LoweredDraw(geometry: kept.geometry, bounds: bounds, paint: resolved, kept: kept,
                                      storesDerived: storesDerived))
        return true
    }
}
