import Foundation
import VectorPath

/// An integer pixel rectangle `[minX, maxX) × [minY, maxY)`: the pixels a polygon may touch.
///
/// ```swift
/// let box = DeviceBounds(of: flat)   // rounded out to whole pixels
/// box.intersects(other)
/// ```
public struct DeviceBounds: Hashable, Sendable {
    public var minX: Int, minY: Int, maxX: Int, maxY: Int

    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }

    /// The bounds of every point of `path`, rounded out to whole pixels and clamped to ±2²⁴; nil
    /// when the path has no finite points.
    public init?(of path: FlattenedPath) {
        self.init(extent: Self.extent(of: path))
    }

    /// The bounds of the finite points of `path`, unrounded, and whether every point is finite.
    static func extent(of path: FlattenedPath) -> (x0: Double, y0: Double, x1: Double, y1: Double, allFinite: Bool) {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        var allFinite = true
        path.points.withUnsafeBufferPointer { points in
            for p in points {
                guard p.x.isFinite && p.y.isFinite else { allFinite = false; continue }
                x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
            }
        }
        return (x0, y0, x1, y1, allFinite)
    }

    /// `extent` rounded out to whole pixels and clamped to ±2²⁴; nil when it is empty.
    init?(extent: (x0: Double, y0: Double, x1: Double, y1: Double, allFinite: Bool)) {
        let (x0, y0, x1, y1, _) = extent
        guard x0 <= x1, y0 <= y1 else { return nil }
        minX = Self.floor(x0); minY = Self.floor(y0)
        maxX = Self.ceiling(x1); maxY = Self.ceiling(y1)
        if maxX == minX { maxX += 1 }
        if maxY == minY { maxY += 1 }
    }

    /// `value` rounded down, within ±``coordinateLimit`` (without the C library's `floor`, a call
    /// on baseline x86-64: truncated, then one less when that went up).
    private static func floor(_ value: Double) -> Int {
        let limit = Double(coordinateLimit), bounded = min(max(value, -limit), limit)
        let whole = Int(bounded)
        return Double(whole) > bounded ? whole - 1 : whole
    }

    /// `value` rounded up, within ±``coordinateLimit``.
    private static func ceiling(_ value: Double) -> Int {
        let limit = Double(coordinateLimit), bounded = min(max(value, -limit), limit)
        let whole = Int(bounded)
        return Double(whole) < bounded ? whole + 1 : whole
    }

    /// Bounds are clamped to ±this (2²⁴ pixels): a canvas this large is as good as unbounded.
    public static let coordinateLimit = 1 << 24

    /// True when the two rectangles share at least one pixel.
    public func intersects(_ other: DeviceBounds) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The part inside `[0, width) × [0, height)`, or nil when nothing is.
    public func clamped(width: Int, height: Int) -> DeviceBounds? {
        let r = DeviceBounds(minX: max(minX, 0), minY: max(minY, 0), maxX: min(maxX, width), maxY: min(maxY, height))
        return r.minX < r.maxX && r.minY < r.maxY ? r : nil
    }
}
