import Foundation
import VectorPath

/// A layer that fills and strokes a path (in its bounds space), drawn between its contents and
/// its first sublayer and not clipped to its bounds. `strokeStart`/`strokeEnd` trim the stroke.
///
/// ```swift
/// let ring = CAShapeLayer()
/// let path = CGMutablePath()
/// path.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
/// ring.path = path
/// ring.fillColor = nil
/// ring.strokeColor = CGColor.black
/// ring.lineWidth = 4
/// ring.strokeEnd = 0.25
/// ```
open class CAShapeLayer: CALayer {
    static let shapeProperties = CALayerPropertyTable(inheriting: CALayer.baseProperties, [
        CALayerProperty("path", CGPath?.self, default: { nil }, implicit: false),
        CALayerProperty("fillColor", CGColor?.self, default: { CGColor.black }),
        CALayerProperty("fillRule", CAShapeLayerFillRule.self, default: { .nonZero }, animatable: false),
        CALayerProperty("strokeColor", CGColor?.self, default: { nil }),
        CALayerProperty("lineWidth", Double.self, default: { 1 }, box: boxCGFloat),
        CALayerProperty("lineCap", CAShapeLayerLineCap.self, default: { .butt }, animatable: false),
        CALayerProperty("lineJoin", CAShapeLayerLineJoin.self, default: { .miter }, animatable: false),
        CALayerProperty("miterLimit", Double.self, default: { 10 }, box: boxCGFloat),
        CALayerProperty("lineDashPattern", CALayerValueList<Double>?.self, default: { nil }, box: boxNumbers),
        CALayerProperty("lineDashPhase", Double.self, default: { 0 }, box: boxCGFloat),
        CALayerProperty("strokeStart", Double.self, default: { 0 }, box: boxCGFloat),
        CALayerProperty("strokeEnd", Double.self, default: { 1 }, box: boxCGFloat),
    ])

    open override class var layerProperties: CALayerPropertyTable { CAShapeLayer.shapeProperties }

    /// The shape (copied when set). Animatable, but never implicitly.
    open var path: CGPath? { get { read(.path) } set { write(.path, newValue) } }
    /// The fill colour (opaque black by default; nil for no fill).
    open var fillColor: CGColor? { get { read(.fillColor) } set { write(.fillColor, newValue) } }
    /// The fill rule.
    open var fillRule: CAShapeLayerFillRule { get { read(.fillRule) } set { write(.fillRule, newValue) } }
    /// The stroke colour (nil by default: no stroke).
    open var strokeColor: CGColor? { get { read(.strokeColor) } set { write(.strokeColor, newValue) } }
    /// The stroke width.
    open var lineWidth: CGFloat { get { CGFloat(read(.lineWidth, as: Double.self)) } set { write(.lineWidth, Double(newValue)) } }
    /// The stroke's end caps.
    open var lineCap: CAShapeLayerLineCap { get { read(.lineCap) } set { write(.lineCap, newValue) } }
    /// The stroke's joins.
    open var lineJoin: CAShapeLayerLineJoin { get { read(.lineJoin) } set { write(.lineJoin, newValue) } }
    /// The miter limit.
    open var miterLimit: CGFloat { get { CGFloat(read(.miterLimit, as: Double.self)) } set { write(.miterLimit, Double(newValue)) } }
    /// Dash and gap lengths, nil for a solid stroke.
    open var lineDashPattern: [NSNumber]? {
        get { read(.lineDashPattern, as: CALayerValueList<Double>?.self).map { $0.elements.map { NSNumber(value: $0) } } }
        set { write(.lineDashPattern, newValue.map { CALayerValueList($0.map(\.doubleValue)) }) }
    }
    /// Where the dash pattern starts.
    open var lineDashPhase: CGFloat { get { CGFloat(read(.lineDashPhase, as: Double.self)) } set { write(.lineDashPhase, Double(newValue)) } }
    /// Where the stroke starts along the path, 0…1.
    open var strokeStart: CGFloat { get { CGFloat(read(.strokeStart, as: Double.self)) } set { write(.strokeStart, Double(newValue)) } }
    /// Where the stroke ends along the path, 0…1.
    open var strokeEnd: CGFloat { get { CGFloat(read(.strokeEnd, as: Double.self)) } set { write(.strokeEnd, Double(newValue)) } }
}

extension CAShapeLayer {
    /// The stroke settings as VectorPath's `StrokeStyle` (dash lengths from `lineDashPattern`;
    /// negative or non-finite widths and dashes are dropped to 0 / no dash).
    package final var strokeStyle: StrokeStyle {
        let cap: CGLineCap = lineCap == .round ? .round : lineCap == .square ? .square : .butt
        let join: CGLineJoin = lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter
        let dashes = (lineDashPattern ?? []).map { CGFloat($0.doubleValue) }
        let validDash = !dashes.isEmpty && dashes.allSatisfy { $0 >= 0 } && dashes.contains { $0 > 0 }
        return StrokeStyle(lineWidth: max(lineWidth, 0), lineCap: cap, lineJoin: join, miterLimit: miterLimit,
                           dash: validDash ? dashes : [], dashPhase: lineDashPhase)
    }

    /// The fill rule as VectorPath's `FillStyle`.
    package final var fillStyle: FillStyle { FillStyle(eoFill: fillRule == .evenOdd) }

    /// The part of `path` that is stroked: trimmed to `strokeStart…strokeEnd` (clamped to 0…1);
    /// nil when there is no path or the range is empty.
    package final var strokedPath: Path? {
        guard let path = path?.path, !path.isEmpty else { return nil }
        let start = min(max(strokeStart, 0), 1), end = min(max(strokeEnd, 0), 1)
        guard start < end else { return nil }
        return start == 0 && end == 1 ? path : path.trimmedPath(from: start, to: end)
    }
}
