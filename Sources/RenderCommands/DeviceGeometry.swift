import Foundation
import VectorPath
import Geometry2D
import AnimationCore

/// The device-space outline of one fill or stroke command: the polygons a backend fills, the
/// fill rule, whether edges are anti-aliased, and a coverage factor for hairlines.
///
/// This is the one place where paths are flattened and strokes expanded, so the software and GPU
/// backends draw the same geometry. Flattening happens with `tolerance` measured in device pixels:
/// under an affine transform the path is flattened straight into device space; under perspective it
/// is flattened in local space with the tolerance divided by the transform's largest local scale,
/// clipped to the near plane (w > 0) and projected. Strokes are expanded in local space (the line
/// width is a local length) and then mapped, so a non-uniform scale widens them as Core Graphics does.
///
/// A stroke narrower than one device pixel is drawn as a 1-pixel hairline whose coverage is scaled by
/// its width (Skia's rule); `lineWidth == 0` draws a full 1-pixel hairline (Core Graphics' rule). An
/// aliased hairline is drawn at full coverage (as Skia draws non-anti-aliased hairlines): its
/// pixels are either covered or not.
///
/// Aliased geometry (`antialiased == false`, Core Graphics' semantics) covers a pixel fully when its
/// centre (x + ½, y + ½) lies inside the outline under the fill rule, and not at all otherwise.
///
/// ```swift
/// let geometry = DeviceGeometry(fill: path, evenOdd: false, transform: ProjectionTransform())
/// // or DeviceGeometry(.fill(path, paint: .color(.red), style: FillStyle(), transform: ProjectionTransform()))
/// geometry.outline.contours.count
/// ```
public struct DeviceGeometry: Sendable {
    /// Closed device-space polygons to fill.
    public var outline: FlattenedPath { didSet { knownBounds = nil } }
    /// Fill rule: even-odd when true, nonzero otherwise (strokes are always nonzero).
    public var evenOdd: Bool
    /// False for aliased drawing: each pixel fully covered when its centre is inside, else not.
    public var antialiased: Bool
    /// Multiplies coverage (1 except for sub-pixel strokes).
    public var coverageScale: Double
    /// `DeviceBounds(of: outline)` when it was found on the way (the work rectangle's check reads
    /// every point anyway); the outer nil means not computed.
    package var knownBounds: DeviceBounds??

    /// Device geometry of `command` with flattening `tolerance` in device pixels: the area a fill,
    /// stroke or image covers; nil for layer commands.
    public init?(_ command: DisplayList.Command, tolerance: Double = FlattenedPath.defaultTolerance) {
        switch command {
        case .image(_, let rect, _, _, let transform):
            self.init(fill: Path(rect), evenOdd: false, transform: transform, tolerance: tolerance)
        case .pushLayer, .popLayer:
            return nil
        case .fill(let path, _, let style, let transform):
            self.init(fill: path, evenOdd: style.isEOFilled, antialiased: style.isAntialiased, transform: transform,
                      tolerance: tolerance)
        case .stroke(let path, let style, _, let transform, let antialiased):
            self.init(stroke: path, style: style, antialiased: antialiased, transform: transform, tolerance: tolerance)
        case .glyphs(let run, _, let transform):
            self.init(fill: run.path, evenOdd: false, transform: transform, tolerance: min(tolerance, FillStyle.textFlatteningTolerance))
        }
    }

    /// Device geometry of filling `path` under `transform`.
    ///
    /// With a `workRect` (device space; the lowering passes the canvas grown by a margin), curves
    /// whose control points lie outside it become chords before flattening (``CurveCulling``) and
    /// the outline is clamped to it after (``FlattenedPath/clamped(to:)``): what shows inside the
    /// rectangle is unchanged, geometry far outside costs a few points, and every coordinate ends
    /// within the rectangle (small enough for the GPU's 32-bit floats). Geometry entirely inside
    /// it comes out bit for bit as without it.
    public init(fill path: Path, evenOdd: Bool, antialiased: Bool = true, transform: ProjectionTransform,
                tolerance: Double = FlattenedPath.defaultTolerance, workRect: CGRect? = nil) {
        self.evenOdd = evenOdd
        self.antialiased = antialiased
        coverageScale = 1
        if Self.collapsesArea(transform, over: path.boundingRect) {
            // A plane turned edge-on (rotation3DEffect at ±90°): nothing of it has area on screen.
            outline = FlattenedPath()
        } else if transform.isAffine {
            outline = path.flattened(tolerance: tolerance, transform: transform.affinePart,
                                     culling: workRect.map { CurveCulling(rect: $0) })
        } else {
            let scale = Self.localScale(of: transform, over: path.boundingRect)
            outline = Self.project(path.flattened(tolerance: tolerance / scale,
                                                  culling: workRect.map { CurveCulling(rect: $0, toDevice: transform) }),
                                   by: transform)
        }
        if let workRect { clamp(to: workRect) }
    }

    /// True when `transform` flattens the plane onto a line around `rect`'s centre: its local
    /// Jacobian's determinant (the area scale, `det M / w³`) is below 10⁻¹² of the square of its
    /// largest entry, so one direction shrinks 10¹² times more than the other. Rounding leaves
    /// such a transform (cos 90° is 6·10⁻¹⁷, not 0) barely invertible, and flattening through it
    /// left specks; nothing of a plane seen edge-on has area on screen.
    static func collapsesArea(_ t: ProjectionTransform, over rect: @autoclosure () -> CGRect) -> Bool {
        // An affine map's Jacobian is the same everywhere: no need for the rectangle (a path's
        // bounds are a pass over its points, which a small fill paid for on every frame).
        if t.isAffine { return collapses(t.m11, t.m21, t.m12, t.m22) }
        let rect = rect()
        guard !rect.isNull, rect.midX.isFinite, rect.midY.isFinite else { return false }
        let x = rect.midX, y = rect.midY
        let w = x * t.m13 + y * t.m23 + t.m33
        guard w > 0 else { return false }
        let X = (x * t.m11 + y * t.m21 + t.m31) / w, Y = (x * t.m12 + y * t.m22 + t.m32) / w
        return collapses((t.m11 - X * t.m13) / w, (t.m21 - X * t.m23) / w, (t.m12 - Y * t.m13) / w, (t.m22 - Y * t.m23) / w)
    }

    /// True when the Jacobian (a b; c d) has a determinant below 10⁻¹² of its largest entry squared.
    private static func collapses(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Bool {
        let largest = max(abs(a), abs(b), abs(c), abs(d))
        guard largest > 0, largest.isFinite else { return largest == 0 }
        return abs(a * d - b * c) <= 1e-12 * largest * largest
    }

    /// Clamps the outline to `workRect` when some point lies outside it (or is not finite), and
    /// records its bounds, found by the same pass.
    private mutating func clamp(to workRect: CGRect) {
        var extent = DeviceBounds.extent(of: outline)
        let inside = extent.allFinite && extent.x0 >= workRect.minX && extent.x1 <= workRect.maxX
            && extent.y0 >= workRect.minY && extent.y1 <= workRect.maxY
        if !inside {
            outline = outline.clamped(to: workRect)
            extent = DeviceBounds.extent(of: outline)
        }
        knownBounds = .some(DeviceBounds(extent: extent))
    }

    /// Device geometry of stroking `path` with `style` under `transform`; `workRect` as for fills
    /// (the culling grown by the stroke's reach; dashed strokes are not culled, as a chord would
    /// shift the dashes after it). `widensThinStrokes`: a stroke narrower than a device pixel is
    /// drawn one pixel wide with its coverage scaled (for backends that sample coverage) instead
    /// of at its true width.
    public init(stroke path: Path, style: StrokeStyle, antialiased: Bool = true, transform: ProjectionTransform,
                tolerance: Double = FlattenedPath.defaultTolerance, workRect: CGRect? = nil, widensThinStrokes: Bool = true) {
        evenOdd = false
        self.antialiased = antialiased
        guard !Self.collapsesArea(transform, over: path.boundingRect),
              let setup = StrokeSetup(path, style: style, antialiased: antialiased, transform: transform,
                                      tolerance: tolerance, widensThinStrokes: widensThinStrokes) else {
            outline = FlattenedPath(); coverageScale = 0; return
        }
        coverageScale = setup.coverageScale
        // Both sides of a stroke sag towards the centre of a curve's chords by the same amount,
        // which shows as a shifted line (Cairo and Blend2D offset the curve itself), so the centre
        // line is flattened 1.5× finer than fills (2× under perspective), 4× for dashes and
        // hairlines (`StrokeSetup.centreTolerance`). Differential test, 5,000 seeds: 14 failures
        // at 2× as against 4× everywhere; at margin 0, 2.46 % of cases instead of 3.24 %; over
        // 20,000 seeds 1.5× fails 57 and 2× 58 (margin 0: 2.30 % and 2.35 %).
        let centreLine = path.strokeCentreLine(tolerance: setup.centreTolerance,
                                               culling: workRect.flatMap { setup.culling($0, transform: transform) })
        let stroked = centreLine.stroked(style: setup.style, tolerance: setup.localTolerance)
        outline = transform.isIdentity ? stroked : Self.project(stroked, by: transform)
        if let workRect { clamp(to: workRect) }
    }

    /// The points a fill's outline will have (before the clamp), counted before flattening: the
    /// same formulas and culling as ``init(fill:evenOdd:antialiased:transform:tolerance:workRect:)``.
    public static func estimatedPointCount(fill path: Path, transform: ProjectionTransform, tolerance: Double = FlattenedPath.defaultTolerance,
                                           workRect: CGRect? = nil) -> Double {
        // Without curves, one point per move and line (and no culling to set up).
        guard path.hasCurves || !transform.isAffine else { return Double(path.points.count) }
        if transform.isAffine {
            return Double(path.flattenedPointCount(tolerance: tolerance, transform: transform.affinePart,
                                                   culling: workRect.map { CurveCulling(rect: $0) }))
        }
        let scale = localScale(of: transform, over: path.boundingRect)
        // Clipping at the near plane adds at most two points per contour.
        return Double(path.flattenedPointCount(tolerance: tolerance / scale,
                                               culling: workRect.map { CurveCulling(rect: $0, toDevice: transform) })
                      + 2 * path.verbs.count { $0 == .move })
    }

    /// An upper bound on the points of a stroke's outline, counted before flattening or stroking
    /// (``Path/strokedPointCount(style:centreTolerance:tolerance:culling:)`` with the settings of
    /// ``init(stroke:style:antialiased:transform:tolerance:workRect:)``).
    public static func estimatedPointCount(stroke path: Path, style: StrokeStyle, antialiased: Bool = true,
                                           transform: ProjectionTransform, tolerance: Double = FlattenedPath.defaultTolerance,
                                           workRect: CGRect? = nil, widensThinStrokes: Bool = true) -> Double {
        guard !Self.collapsesArea(transform, over: path.boundingRect),
              let setup = StrokeSetup(path, style: style, antialiased: antialiased, transform: transform,
                                      tolerance: tolerance, widensThinStrokes: widensThinStrokes) else { return 0 }
        return path.strokedPointCount(style: setup.style, centreTolerance: setup.centreTolerance,
                                      tolerance: setup.localTolerance,
                                      culling: workRect.flatMap { setup.culling($0, transform: transform) })
    }

    /// Maps every contour by `transform`, clipping it first to the half-space in front of the eye.
    static func project(_ local: FlattenedPath, by m: ProjectionTransform) -> FlattenedPath {
        var out = FlattenedPath()
        out.reserveCapacity(points: local.points.count)
        let affine = m.isAffine
        var clipped: [CGPoint] = []
        for contour in local.contours {
            let points = local[contour]
            if affine {
                out.append(points.lazy.map { $0.applying(m) }, closed: true)
                continue
            }
            clipped.removeAll(keepingCapacity: true)
            NearPlaneClipper.clip(points, by: m, into: &clipped)
            if clipped.count >= 3 { out.append(clipped, closed: true) }
        }
        return out
    }

    /// The largest factor by which `m` stretches local lengths near `rect` (at least 1e-9), from
    /// the Jacobian at the rectangle's corners and centre that lie in front of the eye.
    static func localScale(of m: ProjectionTransform, over rect: CGRect) -> Double {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return 1 }
        let samples = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
                       CGPoint(x: rect.midX, y: rect.midY)]
        var largest = 0.0
        for p in samples {
            let w = m.m13 * p.x + m.m23 * p.y + m.m33
            guard w > NearPlaneClipper.minimumW else { continue }
            let x = (m.m11 * p.x + m.m21 * p.y + m.m31) / w
            let y = (m.m12 * p.x + m.m22 * p.y + m.m32) / w
            // d(x/w)/dx = (m11 − x·m13)/w, etc.
            let jacobian = CGAffineTransform(a: (m.m11 - x * m.m13) / w, b: (m.m12 - y * m.m13) / w,
                                             c: (m.m21 - x * m.m23) / w, d: (m.m22 - y * m.m23) / w,
                                             tx: 0, ty: 0)
            largest = max(largest, jacobian.largestScale)
        }
        // Points near the eye stretch without bound; cap the refinement so flattening stays finite.
        return min(max(largest, 1e-9), 1e4)
    }
}

extension ProjectionTransform {
    /// The affine part (`m13`, `m23`, `m33` ignored).
    public var affinePart: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
    }
}

extension CGAffineTransform {
    /// The largest singular value of the linear part: the most any length is stretched.
    public var largestScale: Double {
        // S² overflows for entries beyond ~1e77 (strokes under such a transform vanished) and
        // loses precision below ~1e-77: there, compute on the entries divided by the largest one
        // and scale back.
        let k = max(abs(a), abs(b), abs(c), abs(d))
        if k < 1e75 && k > 1e-75 { return Self.largestSingularValue(a, b, c, d) }
        guard k > 0, k.isFinite else { return k }
        return k * Self.largestSingularValue(a / k, b / k, c / k, d / k)
    }

    /// Singular values of [a c; b d]: sqrt((S ± sqrt(S² − 4·det²)) / 2), S = a²+b²+c²+d².
    private static func largestSingularValue(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        let s = a * a + b * b + c * c + d * d
        let det = a * d - b * c
        let root = max(s * s - 4 * det * det, 0).squareRoot()
        return ((s + root) / 2).squareRoot()
    }
}
