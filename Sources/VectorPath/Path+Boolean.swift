import Foundation
import Geometry2D

/// A way to combine the areas two paths fill.
public enum PathBooleanOperation: Sendable, CaseIterable {
    /// Inside either path.
    case union
    /// Inside both.
    case intersection
    /// Inside the first, outside the second.
    case subtracting
    /// Inside exactly one.
    case symmetricDifference

    func keeps(_ a: Bool, _ b: Bool) -> Bool {
        switch self {
        case .union: a || b
        case .intersection: a && b
        case .subtracting: a && !b
        case .symmetricDifference: a != b
        }
    }
}

extension Path {
    /// The area this path or `other` fills (SwiftUI's `union(_:eoFill:)`, iOS 17): both filled
    /// by the even-odd rule when `eoFill`, else by the nonzero rule.
    ///
    /// The result is made of straight segments: curves are flattened to within 2·10⁻⁵ of the
    /// paths' extent (at most 0.01), far below a pixel. Its contours run with the area on their
    /// left, winding number 1 inside, so either fill rule fills it the same. Paths too complex
    /// for ``PathBooleanLimits`` give an empty path (``combined(with:_:eoFill:limits:)`` throws).
    ///
    /// ```swift
    /// let pill = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
    ///     .union(Path(CGRect(x: 20, y: 0, width: 60, height: 40)))
    /// ```
    public func union(_ other: Path, eoFill: Bool = false) -> Path { uncheckedCombined(with: other, .union, eoFill: eoFill) }

    /// The area both this path and `other` fill.
    ///
    /// ```swift
    /// let lens = Path(ellipseIn: a).intersection(Path(ellipseIn: b))
    /// ```
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path { uncheckedCombined(with: other, .intersection, eoFill: eoFill) }

    /// The area this path fills and `other` does not.
    ///
    /// ```swift
    /// let ring = Path(ellipseIn: outer).subtracting(Path(ellipseIn: inner))
    /// ```
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path { uncheckedCombined(with: other, .subtracting, eoFill: eoFill) }

    /// The area exactly one of this path and `other` fills.
    ///
    /// ```swift
    /// let xor = Path(a).symmetricDifference(Path(b))
    /// ```
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
        uncheckedCombined(with: other, .symmetricDifference, eoFill: eoFill)
    }

    /// The area this path fills, outlined without crossings or overlaps (SwiftUI's
    /// `normalized(eoFill:)`; the default rule is even-odd, as there).
    ///
    /// ```swift
    /// let star = starPath.normalized(eoFill: false)   // the whole star, one contour
    /// ```
    public func normalized(eoFill: Bool = true) -> Path { uncheckedCombined(with: Path(), .union, eoFill: eoFill) }

    /// The parts of this path's line inside the area `other` fills (SwiftUI's
    /// `lineIntersection(_:eoFill:)`): open sub-paths stay open, closed ones are cut where they
    /// cross `other`'s outline.
    ///
    /// ```swift
    /// let inside = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 100, y: 0)) }
    ///     .lineIntersection(Path(CGRect(x: 20, y: -5, width: 30, height: 10)))   // 20…50
    /// ```
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
        (try? lineCombined(with: other, keepingInside: true, eoFill: eoFill)) ?? Path()
    }

    /// The parts of this path's line outside the area `other` fills.
    ///
    /// ```swift
    /// let outside = line.lineSubtraction(Path(ellipseIn: hole))
    /// ```
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
        (try? lineCombined(with: other, keepingInside: false, eoFill: eoFill)) ?? Path()
    }

    /// This path's area combined with `other`'s by `operation`, or an error naming the limit the
    /// work ran over.
    ///
    /// ```swift
    /// let ring = try outer.combined(with: inner, .subtracting, limits: PathBooleanLimits(maximumSegments: 1 << 20))
    /// ```
    public func combined(with other: Path, _ operation: PathBooleanOperation, eoFill: Bool = false,
                         limits: PathBooleanLimits = PathBooleanLimits()) throws -> Path {
        let segments = try Self.overlaySegments(self, other, closingOpen: [true, true], limits: limits)
        let inside: (Int) -> Bool = eoFill ? { $0 & 1 != 0 } : { $0 != 0 }
        return try RegionOverlay { operation.keeps(inside($0), inside($1)) }.outline(of: segments, limits: limits)
    }

    private func uncheckedCombined(with other: Path, _ operation: PathBooleanOperation, eoFill: Bool) -> Path {
        (try? combined(with: other, operation, eoFill: eoFill)) ?? Path()
    }

    /// The segments of `a` and `b`, flattened to within 2·10⁻⁵ of their extent (at most 0.01).
    static func overlaySegments(_ a: Path, _ b: Path, closingOpen: [Bool], limits: PathBooleanLimits) throws -> OverlaySegments {
        let box = a.boundingRect.union(b.boundingRect)
        let magnitude = max(abs(box.minX), abs(box.maxX), abs(box.minY), abs(box.maxY))
        guard !(magnitude > 1e15) else { throw PathBooleanError(limit: "coordinate magnitude", value: 1_000_000_000_000_000) }
        let extent = max(box.width, box.height)
        let tolerance = min(max(extent.isFinite ? extent * 2e-5 : 0.01, 1e-6), 0.01)
        for path in [a, b] where path.flattenedPointCount(tolerance: tolerance) > limits.maximumSegments {
            throw PathBooleanError(limit: "segments", value: limits.maximumSegments)
        }
        return try OverlaySegments([a.flattened(tolerance: tolerance), b.flattened(tolerance: tolerance)],
                                   closingOpen: closingOpen, limits: limits)
    }
}
