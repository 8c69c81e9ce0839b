import Foundation
import Geometry2D
import AnimationCore

extension Path {
    /// The part of the path between two fractions of its total arc length, as SwiftUI's
    /// `trimmedPath(from:to:)` (and `Shape.trim(from:to:)`).
    ///
    /// Fractions are of the length of the whole path, all sub-paths together in order, with each
    /// `closeSubpath`'s closing line counted. Curves are split exactly: the parameter at the cut
    /// is found by arc-length inversion (``PathMeasure``) and the curve is cut there by de
    /// Casteljau, so the result has the same curve types, not a polyline.
    ///
    /// - Fractions are clamped to `[0, 1]` (SwiftUI clamps too: `trim(from: -1, to: 2)` draws the
    ///   whole shape).
    /// - `from >= to` after clamping, or a NaN fraction, gives an empty path: SwiftUI draws
    ///   nothing for an inverted range rather than wrapping around.
    /// - `from == 0, to == 1` returns the path unchanged (including lone `move`s).
    /// - A path of zero length (only moves or coincident points) trims to an empty path unless
    ///   the whole range is asked for.
    ///
    /// ```swift
    /// let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
    /// square.trimmedPath(from: 0.25, to: 0.5) // move (100, 0), line (100, 100): the right side
    /// ```
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        guard !from.isNaN, !to.isNaN else { return Path() }
        let start = min(max(from, 0), 1), end = min(max(to, 0), 1)
        if start == 0 && end == 1 { return self }
        guard start < end else { return Path() }
        let measure = PathMeasure(self)
        return measure.segment(from: start * measure.length, to: end * measure.length)
    }
}
