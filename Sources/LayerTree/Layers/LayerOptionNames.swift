import Foundation

// Core Animation's string-valued option types, as Swift sees them (RawRepresentable structs),
// with the Swift-4-era global constants typed as those structs. They are discrete layer values.

/// How a layer places its `contents` image in its bounds. In Zoetrope's y-down space `.top` is the maximum-y edge (the visual bottom), as on iOS for layers that are not geometry-flipped.
///
/// ```swift
/// layer.contentsGravity = .resizeAspect
/// ```
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable, CustomStringConvertible, CALayerDiscreteValue {
    public let rawValue: String
    /// Discrete: the right operand.
    public static func + (a: CALayerContentsGravity, b: CALayerContentsGravity) -> CALayerContentsGravity { b }
    /// Discrete: the left operand.
    public static func - (a: CALayerContentsGravity, b: CALayerContentsGravity) -> CALayerContentsGravity { a }
    /// The option named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The option named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
    /// `"center"`.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// `"top"`.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// `"bottom"`.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// `"left"`.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// `"right"`.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// `"topLeft"`.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// `"topRight"`.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// `"bottomLeft"`.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// `"bottomRight"`.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// `"resize"`.
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// `"resizeAspect"`.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// `"resizeAspectFill"`.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// `CALayerContentsGravity.center` (Swift 4 spelling).
public let kCAGravityCenter = CALayerContentsGravity.center
/// `CALayerContentsGravity.top` (Swift 4 spelling).
public let kCAGravityTop = CALayerContentsGravity.top
/// `CALayerContentsGravity.bottom` (Swift 4 spelling).
public let kCAGravityBottom = CALayerContentsGravity.bottom
/// `CALayerContentsGravity.left` (Swift 4 spelling).
public let kCAGravityLeft = CALayerContentsGravity.left
/// `CALayerContentsGravity.right` (Swift 4 spelling).
public let kCAGravityRight = CALayerContentsGravity.right
/// `CALayerContentsGravity.topLeft` (Swift 4 spelling).
public let kCAGravityTopLeft = CALayerContentsGravity.topLeft
/// `CALayerContentsGravity.topRight` (Swift 4 spelling).
public let kCAGravityTopRight = CALayerContentsGravity.topRight
/// `CALayerContentsGravity.bottomLeft` (Swift 4 spelling).
public let kCAGravityBottomLeft = CALayerContentsGravity.bottomLeft
/// `CALayerContentsGravity.bottomRight` (Swift 4 spelling).
public let kCAGravityBottomRight = CALayerContentsGravity.bottomRight
/// `CALayerContentsGravity.resize` (Swift 4 spelling).
public let kCAGravityResize = CALayerContentsGravity.resize
/// `CALayerContentsGravity.resizeAspect` (Swift 4 spelling).
public let kCAGravityResizeAspect = CALayerContentsGravity.resizeAspect
/// `CALayerContentsGravity.resizeAspectFill` (Swift 4 spelling).
public let kCAGravityResizeAspectFill = CALayerContentsGravity.resizeAspectFill

/// The curve of a layer's rounded corners.
///
/// ```swift
/// layer.cornerCurve = .continuous
/// ```
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable, CustomStringConvertible, CALayerDiscreteValue {
    public let rawValue: String
    /// Discrete: the right operand.
    public static func + (a: CALayerCornerCurve, b: CALayerCornerCurve) -> CALayerCornerCurve { b }
    /// Discrete: the left operand.
    public static func - (a: CALayerCornerCurve, b: CALayerCornerCurve) -> CALayerCornerCurve { a }
    /// The option named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The option named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
    /// `"circular"`.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// `"continuous"`.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// The geometry of a `CAGradientLayer`.
///
/// ```swift
/// gradient.type = .radial
/// ```
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable, CustomStringConvertible, CALayerDiscreteValue {
    public let rawValue: String
    /// Discrete: the right operand.
    public static func + (a: CAGradientLayerType, b: CAGradientLayerType) -> CAGradientLayerType { b }
    /// Discrete: the left operand.
    public static func - (a: CAGradientLayerType, b: CAGradientLayerType) -> CAGradientLayerType { a }
    /// The option named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The option named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
    /// `"axial"`.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// `"radial"`.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// `"conic"`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// `CAGradientLayerType.axial` (Swift 4 spelling).
public let kCAGradientLayerAxial = CAGradientLayerType.axial
/// `CAGradientLayerType.radial` (Swift 4 spelling).
public let kCAGradientLayerRadial = CAGradientLayerType.radial
/// `CAGradientLayerType.conic` (Swift 4 spelling).
public let kCAGradientLayerConic = CAGradientLayerType.conic

/// The fill rule of a `CAShapeLayer`.
///
/// ```swift
/// shape.fillRule = .evenOdd
/// ```
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable, CustomStringConvertible, CALayerDiscreteValue {
    public let rawValue: String
    /// Discrete: the right operand.
    public static func + (a: CAShapeLayerFillRule, b: CAShapeLayerFillRule) -> CAShapeLayerFillRule { b }
    /// Discrete: the left operand.
    public static func - (a: CAShapeLayerFillRule, b: CAShapeLayerFillRule) -> CAShapeLayerFillRule { a }
    /// The option named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The option named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
    /// `"non-zero"`.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// `"even-odd"`.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// `CAShapeLayerFillRule.nonZero` (Swift 4 spelling).
public let kCAFillRuleNonZero = CAShapeLayerFillRule.nonZero
/// `CAShapeLayerFillRule.evenOdd` (Swift 4 spelling).
public let kCAFillRuleEvenOdd = CAShapeLayerFillRule.evenOdd

/// The line cap of a `CAShapeLayer`'s stroke.
///
/// ```swift
/// shape.lineCap = .round
/// ```
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable, CustomStringConvertible, CALayerDiscreteValue {
    public let rawValue: String
    /// Discrete: the right operand.
    public static func + (a: CAShapeLayerLineCap, b: CAShapeLayerLineCap) -> CAShapeLayerLineCap { b }
    /// Discrete: the left operand.
    public static func - (a: CAShapeLayerLineCap, b: CAShapeLayerLineCap) -> CAShapeLayerLineCap { a }
    /// The option named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The option named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
    /// `"butt"`.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// `"round"`.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// `"square"`.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// `CAShapeLayerLineCap.butt` (Swift 4 spelling).
public let kCALineCapButt = CAShapeLayerLineCap.butt
/// `CAShapeLayerLineCap.round` (Swift 4 spelling).
public let kCALineCapRound = CAShapeLayerLineCap.round
/// `CAShapeLayerLineCap.square` (Swift 4 spelling).
public let kCALineCapSquare = CAShapeLayerLineCap.square

/// The line join of a `CAShapeLayer`'s stroke.
///
/// ```swift
/// shape.lineJoin = .bevel
/// ```
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable, CustomStringConvertible, CALayerDiscreteValue {
    public let rawValue: String
    /// Discrete: the right operand.
    public static func + (a: CAShapeLayerLineJoin, b: CAShapeLayerLineJoin) -> CAShapeLayerLineJoin { b }
    /// Discrete: the left operand.
    public static func - (a: CAShapeLayerLineJoin, b: CAShapeLayerLineJoin) -> CAShapeLayerLineJoin { a }
    /// The option named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The option named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
    /// `"miter"`.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// `"round"`.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// `"bevel"`.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// `CAShapeLayerLineJoin.miter` (Swift 4 spelling).
public let kCALineJoinMiter = CAShapeLayerLineJoin.miter
/// `CAShapeLayerLineJoin.round` (Swift 4 spelling).
public let kCALineJoinRound = CAShapeLayerLineJoin.round
/// `CAShapeLayerLineJoin.bevel` (Swift 4 spelling).
public let kCALineJoinBevel = CAShapeLayerLineJoin.bevel

/// How a `CATextLayer` aligns its lines.
///
/// ```swift
/// text.alignmentMode = .center
/// ```
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable, CustomStringConvertible, CALayerDiscreteValue {
    public let rawValue: String
    /// Discrete: the right operand.
    public static func + (a: CATextLayerAlignmentMode, b: CATextLayerAlignmentMode) -> CATextLayerAlignmentMode { b }
    /// Discrete: the left operand.
    public static func - (a: CATextLayerAlignmentMode, b: CATextLayerAlignmentMode) -> CATextLayerAlignmentMode { a }
    /// The option named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The option named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
    /// `"natural"`.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// `"left"`.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// `"right"`.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// `"center"`.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// `"justified"`.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// `CATextLayerAlignmentMode.natural` (Swift 4 spelling).
public let kCAAlignmentNatural = CATextLayerAlignmentMode.natural
/// `CATextLayerAlignmentMode.left` (Swift 4 spelling).
public let kCAAlignmentLeft = CATextLayerAlignmentMode.left
/// `CATextLayerAlignmentMode.right` (Swift 4 spelling).
public let kCAAlignmentRight = CATextLayerAlignmentMode.right
/// `CATextLayerAlignmentMode.center` (Swift 4 spelling).
public let kCAAlignmentCenter = CATextLayerAlignmentMode.center
/// `CATextLayerAlignmentMode.justified` (Swift 4 spelling).
public let kCAAlignmentJustified = CATextLayerAlignmentMode.justified

/// Where a `CATextLayer` truncates text that does not fit.
///
/// ```swift
/// text.truncationMode = .end
/// ```
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable, CustomStringConvertible, CALayerDiscreteValue {
    public let rawValue: String
    /// Discrete: the right operand.
    public static func + (a: CATextLayerTruncationMode, b: CATextLayerTruncationMode) -> CATextLayerTruncationMode { b }
    /// Discrete: the left operand.
    public static func - (a: CATextLayerTruncationMode, b: CATextLayerTruncationMode) -> CATextLayerTruncationMode { a }
    /// The option named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The option named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
    /// `"none"`.
    public static let `none` = CATextLayerTruncationMode(rawValue: "none")
    /// `"start"`.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// `"end"`.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// `"middle"`.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// `CATextLayerTruncationMode.none` (Swift 4 spelling).
public let kCATruncationNone = CATextLayerTruncationMode.`none`
/// `CATextLayerTruncationMode.start` (Swift 4 spelling).
public let kCATruncationStart = CATextLayerTruncationMode.start
/// `CATextLayerTruncationMode.end` (Swift 4 spelling).
public let kCATruncationEnd = CATextLayerTruncationMode.end
/// `CATextLayerTruncationMode.middle` (Swift 4 spelling).
public let kCATruncationMiddle = CATextLayerTruncationMode.middle
