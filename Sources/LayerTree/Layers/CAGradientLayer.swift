import Foundation
import Geometry2D

/// A layer that fills its (rounded) bounds with a gradient over its background: axial along
/// `startPoint → endPoint` (unit coordinates of the bounds), radial or conic.
///
/// ```swift
/// let g = CAGradientLayer()
/// g.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
/// g.locations = [0, 1]
/// ```
open class CAGradientLayer: CALayer {
    static let gradientProperties = CALayerPropertyTable(inheriting: CALayer.baseProperties, [
        CALayerProperty("colors", CALayerValueList<CGColor>?.self, default: { nil }, box: { $0.map { $0.elements as [Any] } as Any }),
        CALayerProperty("locations", CALayerValueList<Double>?.self, default: { nil }, box: boxNumbers),
        CALayerProperty("startPoint", CGPoint.self, default: { CGPoint(x: 0.5, y: 0) }),
        CALayerProperty("endPoint", CGPoint.self, default: { CGPoint(x: 0.5, y: 1) }),
        CALayerProperty("type", CAGradientLayerType.self, default: { .axial }, animatable: false),
    ])

    open override class var layerProperties: CALayerPropertyTable { CAGradientLayer.gradientProperties }

    /// The colours (`CGColor`s, or `UIColor`s, which are converted); a list holding anything
    /// else is refused with a warning.
    open var colors: [Any]? {
        get { read(.colors, as: CALayerValueList<CGColor>?.self).map { $0.elements as [Any] } }
        set { writeAny(.colors, newValue as Any) }
    }
    /// The stops of the colours, 0…1 (nil: evenly spaced).
    open var locations: [NSNumber]? {
        get { read(.locations, as: CALayerValueList<Double>?.self).map { $0.elements.map { NSNumber(value: $0) } } }
        set { write(.locations, newValue.map { CALayerValueList($0.map(\.doubleValue)) }) }
    }
    /// Where the gradient starts, in unit coordinates of the bounds.
    open var startPoint: CGPoint { get { read(.startPoint) } set { write(.startPoint, newValue) } }
    /// Where the gradient ends, in unit coordinates of the bounds.
    open var endPoint: CGPoint { get { read(.endPoint) } set { write(.endPoint, newValue) } }
    /// Axial, radial or conic.
    open var type: CAGradientLayerType { get { read(.type) } set { write(.type, newValue) } }
}

extension CAGradientLayer {
    /// The colour stops: `colors` at `locations` (clamped to 0…1), or evenly spaced when
    /// `locations` is nil or does not have one entry per colour; nil without colours.
    package final var gradientStops: Gradient? {
        guard let colors = read(.colors, as: CALayerValueList<CGColor>?.self)?.elements, !colors.isEmpty else { return nil }
        let given = read(.locations, as: CALayerValueList<Double>?.self)?.elements
        let locations: [Double]
        if let given, given.count == colors.count {
            locations = given.map { min(max($0, 0), 1) }
        } else {
            locations = colors.count == 1 ? [0] : colors.indices.map { Double($0) / Double(colors.count - 1) }
        }
        return Gradient(stops: zip(colors, locations).map { Gradient.Stop(color: $0.color, location: CGFloat($1)) })
    }

    /// `startPoint` and `endPoint` (unit coordinates) in the layer's bounds space.
    package final var gradientPoints: (start: CGPoint, end: CGPoint) {
        let b = bounds.standardized
        func place(_ u: CGPoint) -> CGPoint { CGPoint(x: b.minX + u.x * b.width, y: b.minY + u.y * b.height) }
        return (place(startPoint), place(endPoint))
    }
}
