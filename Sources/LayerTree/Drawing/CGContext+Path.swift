import Foundation
import Geometry2D
import VectorPath

// Core Graphics' current path: built in user space, kept in base space (each element placed by
// the transform in force when it is added, as Core Graphics does), consumed by drawing and clipping.

extension CGContext {
    /// Starts a new, empty current path.
    public func beginPath() { currentPath = CGMutablePath() }
    /// Starts a sub-path at `point`.
    public func move(to point: CGPoint) { if admits() { currentPath.move(to: point, transform: state.ctm) } }
    /// A line from the current point to `point`.
    public func addLine(to point: CGPoint) { if admits() { currentPath.addLine(to: point, transform: state.ctm) } }
    /// A polyline through `points` (a new sub-path at the first).
    public func addLines(between points: [CGPoint]) {
        if admits(points.count) { currentPath.addLines(between: points, transform: state.ctm) }
    }
    /// A cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        if admits() { currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm) }
    }
    /// A quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        if admits() { currentPath.addQuadCurve(to: end, control: control, transform: state.ctm) }
    }
    /// An arc of a circle (Core Graphics' `clockwise`: towards decreasing angles, which a y-down
    /// context shows counter-clockwise; `UIBezierPath` uses the screen's sense).
    ///
    /// ```swift
    /// ctx.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    /// ```
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard admits(4) else { return }
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
                           transform: state.ctm)
    }
    /// An arc of `radius` tangent to the lines current point → `tangent1End` → `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        if admits(2) { currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm) }
    }
    /// A closed rectangle sub-path.
    public func addRect(_ rect: CGRect) { if admits(5) { currentPath.addRect(rect, transform: state.ctm) } }
    /// A closed sub-path per rectangle.
    public func addRects(_ rects: [CGRect]) { if admits(5 * rects.count) { currentPath.addRects(rects, transform: state.ctm) } }
    /// An ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { if admits(6) { currentPath.addEllipse(in: rect, transform: state.ctm) } }
    /// The elements of `path` (user space).
    public func addPath(_ path: CGPath) {
        if admits(path.path.verbs.count) { currentPath.addPath(path, transform: state.ctm) }
    }
    /// Closes the current sub-path.
    public func closePath() { currentPath.closeSubpath() }

    /// True if the current path has no elements.
    public var isPathEmpty: Bool { currentPath.isEmpty }
    /// The current point, in user space.
    public var currentPointOfPath: CGPoint { currentPath.currentPoint.applying(state.ctm.inverted()) }
    /// The box of the current path, in user space (`.null` when empty).
    public var boundingBoxOfPath: CGRect {
        currentPath.isEmpty ? .null : currentPath.path.applying(state.ctm.inverted()).boundingRect
    }
    /// A copy of the current path, in user space (nil when empty).
    public var path: CGPath? {
        currentPath.isEmpty ? nil : CGPath(path: currentPath.path.applying(state.ctm.inverted()))
    }
    /// True if `point` (user space) lies in what `mode` would paint of the current path.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let base = point.applying(state.ctm)
        switch mode {
        case .fill, .fillStroke: if currentPath.path.contains(base, eoFill: false) { return true }
        case .eoFill, .eoFillStroke: if currentPath.path.contains(base, eoFill: true) { return true }
        case .stroke: break
        }
        guard mode == .stroke || mode == .fillStroke || mode == .eoFillStroke, let stroke = userStroke() else { return false }
        return stroke.path.strokedPath(stroke.style).contains(point, eoFill: false)
    }
    /// Replaces the current path with the outline its stroke would paint.
    public func replacePathWithStrokedPath() {
        guard let stroke = userStroke() else { beginPath(); return }
        currentPath = CGMutablePath(path: stroke.path.strokedPath(stroke.style).applying(state.ctm))
    }

    /// The current path in user space with the stroke style, or nil when nothing would be drawn
    /// (an empty path, a transform without inverse, a width or dash that is not a number).
    func userStroke() -> (path: Path, style: StrokeStyle)? {
        let ctm = state.ctm
        guard !currentPath.isEmpty, abs(ctm.a * ctm.d - ctm.b * ctm.c) > 1e-12, let style = strokeStyle() else { return nil }
        return (currentPath.path.applying(ctm.inverted()), style)
    }

    /// The stroke style in force, in user space; nil (with a warning) for a width that is negative
    /// or not a number. A width of 0 draws the thinnest line: one base-space unit.
    func strokeStyle() -> StrokeStyle? {
        var width = state.lineWidth
        guard width.isFinite, width >= 0 else {
            LayerDiagnostics.warn("CGContext: line width \(width) is not drawn")
            return nil
        }
        if width == 0 {
            let ctm = state.ctm
            width = 1 / max(sqrt(abs(ctm.a * ctm.d - ctm.b * ctm.c)), 1e-9)
        }
        var dash = state.dashLengths
        if !dash.allSatisfy({ $0.isFinite && $0 >= 0 }) || !dash.contains(where: { $0 > 0 }) || !state.dashPhase.isFinite {
            if !dash.isEmpty { LayerDiagnostics.warn("CGContext: dash lengths \(dash) are drawn as a solid line") }
            dash = []
        }
        let miter = state.miterLimit.isFinite && state.miterLimit > 0 ? state.miterLimit : 10
        return StrokeStyle(lineWidth: width, lineCap: state.lineCap, lineJoin: state.lineJoin, miterLimit: miter,
                           dash: dash, dashPhase: dash.isEmpty ? 0 : state.dashPhase)
    }
}
