import Foundation
import Geometry2D
import VectorPath
import RenderCommands

/// One `CGContext` graphics state: what `saveGState()` saves.
struct CGGraphicsState {
    var ctm: CGAffineTransform
    var fillColor = Color(red: 0, green: 0, blue: 0)
    var strokeColor = Color(red: 0, green: 0, blue: 0)
    var lineWidth: CGFloat = 1
    var lineCap: CGLineCap = .butt
    var lineJoin: CGLineJoin = .miter
    var miterLimit: CGFloat = 10
    var dashPhase: CGFloat = 0
    var dashLengths: [CGFloat] = []
    var alpha: CGFloat = 1
    var blendMode: CGBlendMode = .normal
    var shouldAntialias = true
    var allowsAntialiasing = true
    var interpolationQuality: CGInterpolationQuality = .default
    var shadow: CGShadowState?
    /// The clips in force, outermost first, in base space.
    var clips: [CGClip] = []
    /// Text drawing (`String.draw(at:)` and friends read the font from their attributes).
    var textPosition = CGPoint.zero

    init(ctm: CGAffineTransform) { self.ctm = ctm }

    /// True when edges are antialiased.
    var antialiased: Bool { shouldAntialias && allowsAntialiasing }
}

/// A shadow in force: offset and blur in the context's default user space.
struct CGShadowState {
    var offset: CGSize
    var blur: CGFloat
    var color: Color
}

/// A clip in force: a path (base space) with its fill rule, or a mask drawn in base space.
struct CGClip {
    enum Kind {
        case path(Path, FillStyle)
        case mask(DisplayList)
    }
    let kind: Kind
    /// A conservative box of what it keeps, in base space.
    let bounds: CGRect

    var layerStyle: LayerStyle {
        switch kind {
        case .path(let path, let style): LayerStyle(clip: path, clipStyle: style)
        case .mask(let mask): LayerStyle(filters: [.mask(mask)])
        }
    }
}

/// How a bitmap context stores its pixels (Zoetrope keeps premultiplied RGBA8 whatever is asked).
package struct CGBitmapFormat {
    let width: Int
    let height: Int
    let bytesPerRow: Int
    let alphaInfo: CGImageAlphaInfo
}

/// How a drawing combines with what is below it (Core Graphics' raw values; SwiftUI's
/// `GraphicsContext.BlendMode` shares them).
public enum CGBlendMode: Int32, Hashable, Sendable, CaseIterable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop
    case xor, plusDarker, plusLighter
}

/// What `drawPath(using:)` does with the current path.
public enum CGPathDrawingMode: Int32, Hashable, Sendable {
    case fill = 0, eoFill, stroke, fillStroke, eoFillStroke
}

/// How images are sampled when scaled.
public enum CGInterpolationQuality: Int32, Hashable, Sendable {
    case `default` = 0, none = 1, low = 2, medium = 4, high = 3

    var imageInterpolation: ImageInterpolation {
        switch self {
        case .none: .none
        case .low: .low
        case .medium: .medium
        case .default, .high: .high
        }
    }
}

/// Whether a gradient also fills before its start and after its end.
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Extends the first colour before the start point (or inside the start circle).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// Extends the last colour past the end point (or outside the end circle).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

/// Where alpha lives in a bitmap's pixels (Core Graphics' raw values).
public enum CGImageAlphaInfo: UInt32, Hashable, Sendable {
    case none = 0, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// A bitmap's alpha placement and byte order (`CGImageAlphaInfo` raw values in the low bits).
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
    public static let byteOrderDefault = CGBitmapInfo([])
}

/// Core Foundation's array type as Core Graphics takes it (`[c1, c2] as CFArray`): Swift on Linux
/// has no bridged `CFArray`, so here it is an array of any values.
public typealias CFArray = [Any]
