import Foundation
import Geometry2D
import VectorPath
import RenderCommands

// Gradients fill the clip: a linear one the band between the perpendiculars through its start
// and end (and beyond them with the options), a radial one the ring between its circles.

extension CGContext {
    /// Fills the clip with `gradient` along start → end (user space); without options only the
    /// band between the perpendiculars through the two points is painted.
    ///
    /// ```swift
    /// ctx.clip(to: rect)
    /// ctx.drawLinearGradient(gradient, start: CGPoint(x: rect.minX, y: 0), end: CGPoint(x: rect.maxX, y: 0),
    ///                        options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
    /// ```
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        guard ctmIsFinite, start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return }
        let dx = end.x - start.x, dy = end.y - start.y, length = (dx * dx + dy * dy).squareRoot()
        guard length > 1e-9, let reach = visibleReach(around: [start, end]) else { return }
        let u = CGPoint(x: dx / length, y: dy / length), n = CGPoint(x: -u.y, y: u.x)
        let from = options.contains(.drawsBeforeStartLocation) ? -reach : 0
        let to = options.contains(.drawsAfterEndLocation) ? length + reach : length
        func point(_ along: CGFloat, _ across: CGFloat) -> CGPoint {
            CGPoint(x: start.x + u.x * along + n.x * across, y: start.y + u.y * along + n.y * across)
        }
        var band = Path()
        band.addLines([point(from, -reach), point(to, -reach), point(to, reach), point(from, reach)])
        band.closeSubpath()
        let paint = Paint.linearGradient(gradient.gradient, start: start, end: end)
        fillUser(band, paint, eoFill: false)
    }

    /// Fills the clip with `gradient` from the start circle to the end circle (user space);
    /// without options only the ring between them is painted. Circles with different centres are
    /// drawn about the end centre (Zoetrope's radial paint is concentric), with a warning.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard ctmIsFinite, [startCenter.x, startCenter.y, endCenter.x, endCenter.y, startRadius, endRadius].allSatisfy(\.isFinite),
              let reach = visibleReach(around: [startCenter, endCenter]) else { return }
        if startCenter != endCenter {
            LayerDiagnostics.warn("CGContext: a radial gradient between circles with different centres is drawn about the end centre")
        }
        let center = endCenter, r0 = max(startRadius, 0), r1 = max(endRadius, 0)
        let inner = min(r0, r1), outer = max(r0, r1)
        // The painted region: the side of each circle the options extend to.
        let innerIsStart = r0 <= r1
        let extendInside = innerIsStart ? options.contains(.drawsBeforeStartLocation) : options.contains(.drawsAfterEndLocation)
        let extendOutside = innerIsStart ? options.contains(.drawsAfterEndLocation) : options.contains(.drawsBeforeStartLocation)
        var region = Path()
        if extendOutside {
            region.addRect(CGRect(x: center.x - reach - outer, y: center.y - reach - outer,
                                  width: 2 * (reach + outer), height: 2 * (reach + outer)))
        } else {
            region.addEllipse(in: CGRect(x: center.x - outer, y: center.y - outer, width: 2 * outer, height: 2 * outer))
        }
        if !extendInside, inner > 0 {
            region.addEllipse(in: CGRect(x: center.x - inner, y: center.y - inner, width: 2 * inner, height: 2 * inner))
        }
        let paint = Paint.radialGradient(gradient.gradient, center: center, startRadius: r0, endRadius: r1)
        fillUser(region, paint, eoFill: true)
    }

    /// How far past `points` (user space) the clip's visible box reaches; nil when nothing is visible
    /// or the transform has no inverse.
    private func visibleReach(around points: [CGPoint]) -> CGFloat? {
        let ctm = state.ctm
        guard abs(ctm.a * ctm.d - ctm.b * ctm.c) > 1e-12 else { return nil }
        let box = boundingBoxOfClipPath
        guard !box.isNull, box.width.isFinite, box.height.isFinite else { return nil }
        var reach = (box.width * box.width + box.height * box.height).squareRoot()
        for p in points { reach += abs(p.x - box.midX) + abs(p.y - box.midY) }
        return reach + 1
    }

    /// Fills `shape` given in user space with `paint` (user space).
    func fillUser(_ shape: Path, _ paint: Paint, eoFill: Bool) {
        guard shape.isFinite, paint.isFinite else { return }
        let transform = ProjectionTransform(state.ctm), style = FillStyle(eoFill: eoFill, antialiased: state.antialiased)
        self.paint { list, adjust in list.fill(shape, with: adjust(paint), style: style, transform: transform) }
    }
}
