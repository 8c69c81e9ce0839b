import Foundation
import VectorPath
import Geometry2D
import AnimationCore

/// How ``DeviceGeometry`` strokes a path under a transform, decided once and shared by the stroke
/// itself and its cost estimate: the largest local → device scale, the local style (for a backend
/// that samples coverage — the GPU's MSAA — a stroke narrower than a device pixel is widened to
/// one and its coverage scaled instead; an analytic-coverage backend draws it at its true width),
/// and the local tolerances.
struct StrokeSetup {
    /// The style stroked in local space (hairlines widened to one device pixel when asked).
    var style: StrokeStyle
    /// Multiplies coverage (1 except for sub-pixel strokes).
    var coverageScale: Double
    /// The flattening tolerance in local units (device tolerance / scale).
    var localTolerance: Double

    /// The centre line's flattening tolerance (see `DeviceGeometry.init(stroke:…)`): the fills'
    /// divided by 1.5 (by 2 under perspective, where the scale is an estimate over the path's
    /// bounds), or by 4 for dashed strokes and strokes at most a device pixel wide.
    let centreTolerance: Double

    /// The fills' tolerance over the centre line's, for solid strokes wider than a device pixel
    /// under an affine transform. Issue 16's differential test, 20,000 seeds: 57 failures at 1.5,
    /// 58 at 2 (the factor until 2026-11-28), 60 at 1.25, 68 at 1.1, 80 at 1; the clock scene
    /// draws 2 % faster at 1.5 than at 2 (its ring has 13 % fewer edges).
    static let solidCentreFactor = 1.5

    /// The setup, or nil when the stroke covers nothing (negative width, singular transform).
    /// `widensThinStrokes` false keeps an antialiased stroke narrower than a pixel at its width
    /// (zero-width and aliased strokes are always one device pixel wide).
    init?(_ path: Path, style: StrokeStyle, antialiased: Bool, transform: ProjectionTransform, tolerance: Double,
          widensThinStrokes: Bool = true) {
        let scale = transform.isAffine ? transform.affinePart.largestScale
                                       : DeviceGeometry.localScale(of: transform, over: path.boundingRect)
        guard scale > 0, scale.isFinite, style.lineWidth >= 0 else { return nil }
        var style = style
        let deviceWidth = style.lineWidth * scale
        if deviceWidth < 1 && (widensThinStrokes || style.lineWidth == 0 || !antialiased) {
            coverageScale = style.lineWidth == 0 || !antialiased ? 1 : deviceWidth
            style.lineWidth = 1 / scale
        } else {
            coverageScale = 1
        }
        self.style = style
        localTolerance = tolerance / scale
        let fine = !style.dash.isEmpty || deviceWidth <= 1
        centreTolerance = localTolerance / (fine ? 4 : transform.isAffine ? Self.solidCentreFactor : 2)
    }

    /// The culling of the centre line's curves for `workRect` (device space): its control points
    /// grown by how far the outline reaches from the centre line — half the width, times the miter
    /// limit for miter joins and √2 for square caps — then mapped by `transform`. Nil for dashed
    /// strokes: a chord is shorter than its curve and would shift every dash after it.
    func culling(_ workRect: CGRect, transform: ProjectionTransform) -> CurveCulling? {
        guard style.dash.isEmpty else { return nil }
        var factor = 1.0
        if style.lineJoin == .miter { factor = max(factor, Double(style.miterLimit)) }
        if style.lineCap == .square { factor = max(factor, 2.0.squareRoot()) }
        // 1 % more, against rounding of the mapped corners.
        let reach = Double(style.lineWidth) / 2 * factor * 1.01
        return CurveCulling(rect: workRect, toDevice: transform.isIdentity ? nil : transform, reach: reach)
    }
}
