import Foundation
import AnimationCore

/// How the ends of open sub-paths are drawn.
public enum CGLineCap: Int32, Hashable, Sendable, CaseIterable {
    /// Ends exactly at the end point.
    case butt
    /// A half-disc of radius lineWidth/2 around the end point.
    case round
    /// A half-square extending lineWidth/2 past the end point.
    case square
}

/// How corners between segments are drawn.
public enum CGLineJoin: Int32, Hashable, Sendable, CaseIterable {
    /// A sharp corner; becomes a bevel past `StrokeStyle.miterLimit`.
    case miter
    /// A rounded corner.
    case round
    /// A flat corner.
    case bevel
}

/// The characteristics of a stroke: width, caps, joins, miter limit and dashes. Defaults as SwiftUI.
///
/// ```swift
/// let dashed = StrokeStyle(lineWidth: 3, lineCap: .round, dash: [10, 5])
/// ```
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    /// A miter join becomes a bevel when the miter length exceeds `miterLimit × lineWidth`
    /// (the ratio 1/sin(θ/2) > miterLimit, θ the angle between segments), as in Core Graphics and SVG.
    public var miterLimit: CGFloat
    /// Alternating dash and gap lengths; empty means solid.
    public var dash: [CGFloat]
    /// How far into the dash pattern the stroke starts.
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

extension StrokeStyle: Animatable {
    /// `(lineWidth, (miterLimit, dashPhase))`, as SwiftUI.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}

/// How a path is filled: nonzero (default) or even-odd winding, and whether edges are anti-aliased.
///
/// ```swift
/// let holes = FillStyle(eoFill: true)
/// ```
public struct FillStyle: Hashable, Sendable {
    /// Even-odd rule when true, nonzero winding when false.
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    /// A finer flattening tolerance (device pixels) than the renderer's for this fill, or nil:
    /// text asks for one, as the curves of small glyphs show the renderer's 0.25 px chords.
    package var flatteningTolerance: Double?

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }

    /// Text's fill style: nonzero, anti-aliased, flattened within ``textFlatteningTolerance``.
    package static let text = { var style = FillStyle(); style.flatteningTolerance = textFlatteningTolerance; return style }()

    /// The flattening tolerance of glyph outlines, in device pixels (Cairo's default): at the
    /// renderers' 0.25 px, 9–24 px glyphs drift from Cairo's and Blend2D's outlines past their
    /// mutual tolerance.
    package static let textFlatteningTolerance = 0.1

}
