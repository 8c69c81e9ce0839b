import Foundation
import AnimationCore
import Geometry2D

/// Boxes a stored `Double` as the `CGFloat` the public property has.
@Sendable func boxCGFloat(_ v: Double) -> Any { CGFloat(v) }
/// Boxes a stored `Double` as the `Float` the public property has.
@Sendable func boxFloat(_ v: Double) -> Any { Float(v) }
/// Boxes a stored `Double` as an `Int`, clamped to a range every platform's Int holds.
@Sendable func boxInt(_ v: Double) -> Any { v.isNaN ? 0 : Int(min(max(v.rounded(), -1e15), 1e15)) }
/// Boxes stored numbers as the `[NSNumber]?` of `lineDashPattern` and `locations`.
@Sendable func boxNumbers(_ v: CALayerValueList<Double>?) -> Any { v.map { $0.elements.map { NSNumber(value: $0) } } as Any }

extension CALayer {
    /// CALayer's own properties (spec §3), with Core Animation's defaults.
    static let baseProperties = CALayerPropertyTable(inheriting: nil, [
        CALayerProperty("bounds", CGRect.self, default: { .zero }),
        CALayerProperty("position", CGPoint.self, default: { .zero }),
        CALayerProperty("zPosition", Double.self, default: { 0 }, box: boxCGFloat),
        CALayerProperty("anchorPoint", CGPoint.self, default: { CGPoint(x: 0.5, y: 0.5) }),
        CALayerProperty("anchorPointZ", Double.self, default: { 0 }, box: boxCGFloat),
        CALayerProperty("transform", CATransform3D.self, default: { CATransform3DIdentity }),
        CALayerProperty("sublayerTransform", CATransform3D.self, default: { CATransform3DIdentity }),
        CALayerProperty("frame", CGRect.self, default: { .zero }, animatable: false,
                        aliases: [], box: nil, derived: (get: { $0.frame }, set: { $0.frame = $1 })),
        CALayerProperty("geometryFlipped", Bool.self, default: { false }, animatable: false, aliases: ["isGeometryFlipped"]),
        CALayerProperty("opacity", Double.self, default: { 1 }, box: boxFloat),
        CALayerProperty("hidden", Bool.self, default: { false }, aliases: ["isHidden"]),
        CALayerProperty("doubleSided", Bool.self, default: { true }, aliases: ["isDoubleSided"]),
        CALayerProperty("masksToBounds", Bool.self, default: { false }),
        CALayerProperty("backgroundColor", CGColor?.self, default: { nil }),
        CALayerProperty("cornerRadius", Double.self, default: { 0 }, box: boxCGFloat),
        CALayerProperty("maskedCorners", CACornerMask.self, default: { .all }, animatable: false),
        CALayerProperty("cornerCurve", CALayerCornerCurve.self, default: { .circular }, animatable: false),
        CALayerProperty("borderWidth", Double.self, default: { 0 }, box: boxCGFloat),
        CALayerProperty("borderColor", CGColor?.self, default: { CGColor.black }),
        CALayerProperty("shadowColor", CGColor?.self, default: { CGColor.black }),
        CALayerProperty("shadowOpacity", Double.self, default: { 0 }, box: boxFloat),
        CALayerProperty("shadowOffset", CGSize.self, default: { CGSize(width: 0, height: -3) }),
        CALayerProperty("shadowRadius", Double.self, default: { 3 }, box: boxCGFloat),
        CALayerProperty("shadowPath", CGPath?.self, default: { nil }, implicit: false),
        CALayerProperty("allowsGroupOpacity", Bool.self, default: { true }, animatable: false),
        CALayerProperty("opaque", Bool.self, default: { false }, animatable: false, aliases: ["isOpaque"]),
        CALayerProperty("name", CALayerAnyValue.self, default: { CALayerAnyValue(nil) }, animatable: false),
        CALayerProperty("contents", CGImage?.self, default: { nil }),
        CALayerProperty("contentsRect", CGRect.self, default: { CGRect(x: 0, y: 0, width: 1, height: 1) }),
        CALayerProperty("contentsGravity", CALayerContentsGravity.self, default: { .resize }, animatable: false),
        CALayerProperty("contentsScale", Double.self, default: { 1 }, box: boxCGFloat),
        CALayerProperty("contentsCenter", CGRect.self, default: { CGRect(x: 0, y: 0, width: 1, height: 1) }),
        CALayerProperty("needsDisplayOnBoundsChange", Bool.self, default: { false }, animatable: false),
        CALayerProperty("beginTime", Double.self, default: { 0 }, animatable: false),
        CALayerProperty("duration", Double.self, default: { 0 }, animatable: false, allowsInfinity: true),
        CALayerProperty("speed", Double.self, default: { 1 }, animatable: false, box: boxFloat),
        CALayerProperty("timeOffset", Double.self, default: { 0 }, animatable: false),
        CALayerProperty("repeatCount", Double.self, default: { 0 }, animatable: false, allowsInfinity: true, box: boxFloat),
        CALayerProperty("repeatDuration", Double.self, default: { 0 }, animatable: false, allowsInfinity: true),
        CALayerProperty("autoreverses", Bool.self, default: { false }, animatable: false),
        CALayerProperty("fillMode", CAMediaTimingFillMode.self, default: { .removed }, animatable: false),
    ])
}
