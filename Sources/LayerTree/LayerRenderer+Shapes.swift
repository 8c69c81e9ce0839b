import Foundation
import Geometry2D
import VectorPath
import RenderCommands

// Spec §3 step 4: what a subclass draws between contents and sublayers — CAShapeLayer's fill and
// trimmed stroke, CAGradientLayer's gradient over the rounded background shape, CATextLayer's text.

extension CAShapeLayer {
    /// The stroke style of the layer's line properties (bad numbers fall back to the defaults).
    var renderStrokeStyle: StrokeStyle {
        let cap: CGLineCap = lineCap == .round ? .round : lineCap == .square ? .square : .butt
        let join: CGLineJoin = lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter
        let limit = miterLimit.isFinite && miterLimit > 0 ? miterLimit : 10
        var dash = (lineDashPattern ?? []).map { CGFloat($0.doubleValue) }
        if !dash.allSatisfy({ $0.isFinite && $0 >= 0 }) || !dash.contains(where: { $0 > 0 }) { dash = [] }
        let phase = lineDashPhase.isFinite ? lineDashPhase : 0
        return StrokeStyle(lineWidth: lineWidth, lineCap: cap, lineJoin: join, miterLimit: limit, dash: dash, dashPhase: phase)
    }

    /// The part of `path` stroked: trimmed to strokeStart…strokeEnd (empty when start ≥ end).
    var strokedRange: Path? {
        guard let path = path?.path, !path.isEmpty else { return nil }
        let start = strokeStart, end = strokeEnd
        if start <= 0 && end >= 1 { return path }
        let trimmed = path.trimmedPath(from: start, to: end)
        return trimmed.isEmpty ? nil : trimmed
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
        if let color = layer.strokeColor?.renderColor, color.opacity > 0, let part = layer.strokedRange {
            items += stroke(part, style: layer.renderStrokeStyle, .color(color), transform: transform, tint: tint)
        }
        return items
    }

    /// The gradient's stops: colours at `locations` (evenly spaced when nil or of another count).
    static func gradient(of layer: CAGradientLayer) -> Gradient? {
        let colors = (layer.colors ?? []).compactMap { ($0 as? CGColor)?.renderColor }
        guard !colors.isEmpty else { return nil }
        if colors.count == 1 { return Gradient(stops: [.init(color: colors[0], location: 0), .init(color: colors[0], location: 1)]) }
        var locations = (layer.locations ?? []).map { CGFloat($0.doubleValue) }
        if locations.count != colors.count || !locations.allSatisfy(\.isFinite) {
            locations = colors.indices.map { CGFloat($0) / CGFloat(colors.count - 1) }
        }
        return Gradient(stops: zip(colors, locations).map { .init(color: $0, location: $1) })
    }

    /// CAGradientLayer: axial, radial (an ellipse centred at startPoint, radii |end − start|·size) or
    /// conic (centre startPoint, angle 0 along end − start, clockwise on screen), over the rounded bounds.
    func drawGradient(_ layer: CAGradientLayer, transform: ProjectionTransform, tint: LayerTint) -> Int {
        guard let gradient = Self.gradient(of: layer) else { return 0 }
        let shape = backgroundShape(of: layer)
        guard !shape.isEmpty else { return 0 }
        let b = layer.bounds
        func unit(_ p: CGPoint) -> CGPoint { CGPoint(x: b.minX + p.x * b.width, y: b.minY + p.y * b.height) }
        let start = unit(layer.startPoint), end = unit(layer.endPoint)
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return 0 }
        switch layer.type {
        case .radial:
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            guard rx > 1e-9 || ry > 1e-9 else {
                return fill(shape, .color(gradient.stops.last?.color ?? .clear), transform: transform, tint: tint)
            }
            // A circle of radius ry in a space stretched by rx/ry along x about the centre.
            let r = max(ry, 1e-9 * max(rx, 1)), sx = max(rx, 1e-9 * max(ry, 1)) / r
            let toLayer = CGAffineTransform(translationX: -start.x, y: -start.y).scaledBy(x: 1, y: 1)
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
