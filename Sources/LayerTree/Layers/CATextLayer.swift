import Foundation

/// A layer that shows a string (the model only: Zoetrope's layer renderer does not set text yet).
///
/// ```swift
/// let label = CATextLayer()
/// label.string = "Hello"
/// label.fontSize = 18
/// label.alignmentMode = .center
/// ```
open class CATextLayer: CALayer {
    static let textProperties = CALayerPropertyTable(inheriting: CALayer.baseProperties, [
        CALayerProperty("string", CALayerAnyValue.self, default: { CALayerAnyValue(nil) }, animatable: false),
        CALayerProperty("font", CALayerAnyValue.self, default: { CALayerAnyValue("Helvetica") }, animatable: false),
        CALayerProperty("fontSize", Double.self, default: { 36 }, box: boxCGFloat),
        CALayerProperty("foregroundColor", CGColor?.self, default: { CGColor.white }),
        CALayerProperty("alignmentMode", CATextLayerAlignmentMode.self, default: { .natural }, animatable: false),
        CALayerProperty("truncationMode", CATextLayerTruncationMode.self, default: { .none }, animatable: false),
        CALayerProperty("wrapped", Bool.self, default: { false }, animatable: false, aliases: ["isWrapped"]),
    ])

    open override class var layerProperties: CALayerPropertyTable { CATextLayer.textProperties }

    /// The text: a `String` or an `NSAttributedString`.
    open var string: Any? {
        get { read(.string, as: CALayerAnyValue.self).value }
        set { write(.string, CALayerAnyValue(newValue)) }
    }
    /// The font: a font name (`String`), or a font object.
    open var font: Any? {
        get { read(.font, as: CALayerAnyValue.self).value }
        set { write(.font, CALayerAnyValue(newValue)) }
    }
    /// The font size in points.
    open var fontSize: CGFloat { get { CGFloat(read(.fontSize, as: Double.self)) } set { write(.fontSize, Double(newValue)) } }
    /// The text colour.
    open var foregroundColor: CGColor? { get { read(.foregroundColor) } set { write(.foregroundColor, newValue) } }
    /// How lines are aligned.
    open var alignmentMode: CATextLayerAlignmentMode { get { read(.alignmentMode) } set { write(.alignmentMode, newValue) } }
    /// Where text that does not fit is truncated.
    open var truncationMode: CATextLayerTruncationMode { get { read(.truncationMode) } set { write(.truncationMode, newValue) } }
    /// True to wrap lines to the bounds.
    open var isWrapped: Bool { get { read(.wrapped) } set { write(.wrapped, newValue) } }
}
