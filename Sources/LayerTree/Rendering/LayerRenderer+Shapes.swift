import Foundation
import Geometry2D
import VectorPath
import RenderCommands

// Spec §3 step 4: what a subclass draws between contents and sublayers — CAShapeLayer's fill and
// trimmed stroke, CAGradientLayer's gradient over the rounded background shape, CATextLayer's text.

extension CAShapeLayer {
    /// The model's `strokeStyle` with non-finite miter limit and dash phase replaced by the defaults.
    var renderStrokeStyle: StrokeStyle {
        var style = strokeStyle
        if !(style.miterLimit.isFinite && style.miterLimit > 0) { style.miterLimit = 10 }
        if !style.dashPhase.isFinite { style.dashPhase = 0 }
        if !style.dash.allSatisfy(\.isFinite) { style.dash = [] }
        return style
    }
}

extension LayerRenderer {
    /// Step 4 by subclass.
    func drawSubclassContent(of layer: CALayer, transform: ProjectionTransform, tint: LayerTint) -> Int {
        switch layer {
        case let shape as CAShapeLayer: drawShape(shape, transform: transform, tint: tint)
        case let gradient as CAGradientLayer: drawGradient(gradient, transform: transform, tint: tint)
        case let text as CATextLayer: drawText(text, transform: transform, tint: tint)
        default: 0
        }
    }

    /// CAShapeLayer: fill (fillRule) then the trimmed stroke.
    func drawShape(_ layer: CAShapeLayer, transform: ProjectionTransform, tint: LayerTint) -> Int {
        guard let path = layer.path?.path, !path.isEmpty else { return 0 }
        var items = 0
        if let fill = layer.fillColor?.renderColor, fill.opacity > 0 {
            items += self.fill(path, .color(fill), eoFill: layer.fillRule == .evenOdd, transform: transform, tint: tint)
        }
        if let color = layer.strokeColor?.renderColor, color.opacity > 0, let part = layer.strokedPath {
            items += stroke(part, style: layer.renderStrokeStyle, .color(color), transform: transform, tint: tint)
        }
        return items
    }

    /// The model's `gradientStops` with colours made finite; nil without colours or with a
    /// non-finite location.
    static func gradient(of layer: CAGradientLayer) -> Gradient? {
        guard let g = layer.gradientStops, !g.stops.isEmpty, g.stops.allSatisfy({ $0.location.isFinite }) else { return nil }
        let stops = g.stops.count == 1 ? [g.stops[0], Gradient.Stop(color: g.stops[0].color, location: 1)] : g.stops
        return Gradient(stops: stops.map { .init(color: $0.color.finite, location: $0.location) })
    }

    /// CAGradientLayer: axial, radial (an ellipse centred at startPoint, radii |end − start|·size) or
    /// conic (centre startPoint, angle 0 along end − start, clockwise on screen), over the rounded bounds.
    func drawGradient(_ layer: CAGradientLayer, transform: ProjectionTransform, tint: LayerTint) -> Int {
        guard let gradient = Self.gradient(of: layer) else { return 0 }
        let shape = backgroundShape(of: layer)
        guard !shape.isEmpty else { return 0 }
        let (start, end) = layer.gradientPoints
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return 0 }
        switch layer.type {
        case .radial:
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            guard rx > 1e-9 || ry > 1e-9 else {
                return fill(shape, .color(gradient.stops.last?.color ?? .clear), transform: transform, tint: tint)
            }
            // A circle of radius ry in a space stretched by rx/ry along x about the centre.
            let r = max(ry, 1e-9 * max(rx, 1)), sx = max(rx, 1e-9 * max(ry, 1)) / r
            let toLayer = CGAffineTransform(translationX: -start.x, y: -start.y)
                .concatenating(CGAffineTransform(scaleX: sx, y: 1)).concatenating(CGAffineTransform(translationX: start.x, y: start.y))
            let toLocal = toLayer.inverted()
            let paint = Paint.radialGradient(gradient, center: start, startRadius: 0, endRadius: r)
            return fill(shape.applying(toLocal), paint, transform: ProjectionTransform(toLayer).concatenating(transform), tint: tint)
        case .conic:
            let angle = end == start ? 0 : atan2(end.y - start.y, end.x - start.x)
            let paint = Paint.angularGradient(gradient, center: start, startAngle: .radians(angle), endAngle: .radians(angle + 2 * .pi))
            return fill(shape, paint, transform: transform, tint: tint)
        default:
            if end == start { return fill(shape, .color(gradient.stops.last?.color ?? .clear), transform: transform, tint: tint) }
            return fill(shape, .linearGradient(gradient, start: start, end: end), transform: transform, tint: tint)
        }
    }
}
