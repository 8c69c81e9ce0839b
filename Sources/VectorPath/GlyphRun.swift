import Foundation
import Geometry2D

/// One glyph's outline, shared by every place it is drawn: a path in font units (y down, the pen
/// origin at (0, 0) on the baseline). Its identity is what renderers cache by (a CPU backend keeps
/// the coverage of each outline at each device size), so a font keeps one object per glyph.
///
/// ```swift
/// let a = GlyphOutline(Path(CGRect(x: 0, y: -700, width: 500, height: 700)))
/// a.bounds        // (0, -700, 500, 700)
/// ```
public final class GlyphOutline: Sendable, Hashable {
    /// The outline, font units, y down.
    public let path: Path
    /// The path's tight bounds (the outline never leaves them).
    public let bounds: CGRect

    public init(_ path: Path) {
        self.path = path
        bounds = path.boundingRect
    }

    public static func == (a: GlyphOutline, b: GlyphOutline) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Glyphs placed for drawing: each an outline scaled from font units and set at its origin in the
/// run's local coordinates. A run draws exactly as its ``path`` filled with the nonzero rule; it
/// exists so a backend can draw each glyph from cached coverage instead (as Cairo and Skia do).
///
/// ```swift
/// var run = GlyphRun()
/// run.append(outline, scale: 17 / 2816, at: CGPoint(x: 10, y: 40))   // 17 px Inter, baseline y 40
/// list.drawGlyphs(run, with: .color(.black))
/// ```
public struct GlyphRun: Equatable, Sendable {
    /// One placed glyph: local point = origin + scale · font-unit point.
    public struct Glyph: Equatable, Sendable {
        public var outline: GlyphOutline
        /// Local units per font unit (the size in local units per em ÷ units per em); positive.
        public var scale: Double
        /// The pen origin on the baseline, local coordinates.
        public var origin: CGPoint
    }

    public private(set) var glyphs: [Glyph] = []

    public init() {}

    /// Places `outline` at `origin`, scaled by `scale` (blank outlines and non-positive or
    /// non-finite scales are skipped: they draw nothing).
    public mutating func append(_ outline: GlyphOutline, scale: Double, at origin: CGPoint) {
        guard !outline.path.isEmpty, scale > 0, scale.isFinite else { return }
        glyphs.append(Glyph(outline: outline, scale: scale, origin: origin))
    }

    /// True when nothing is drawn.
    public var isEmpty: Bool { glyphs.isEmpty }

    /// Every glyph's outline placed, as one path (fill it nonzero).
    public var path: Path {
        var path = Path()
        for glyph in glyphs {
            path.addPath(glyph.outline.path, transform: CGAffineTransform(a: glyph.scale, b: 0, c: 0, d: glyph.scale,
                                                                         tx: glyph.origin.x, ty: glyph.origin.y))
        }
        return path
    }

    /// The stored points of every placed outline (what a budget counts for a run).
    public var storedPointCount: Int { glyphs.reduce(0) { $0 + $1.outline.path.points.count } }

    /// A box, local coordinates, that no placed outline leaves (`.null` when empty).
    public var bounds: CGRect {
        guard !glyphs.isEmpty else { return .null }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for glyph in glyphs {
            let b = glyph.outline.bounds, s = glyph.scale
            minX = min(minX, glyph.origin.x + b.minX * s); maxX = max(maxX, glyph.origin.x + b.maxX * s)
            minY = min(minY, glyph.origin.y + b.minY * s); maxY = max(maxY, glyph.origin.y + b.maxY * s)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether every origin and scale is finite (a run built with `append` always is, unless an
    /// origin is not).
    public var isFinite: Bool {
        glyphs.allSatisfy { $0.origin.x.isFinite && $0.origin.y.isFinite && $0.scale.isFinite }
    }
}
