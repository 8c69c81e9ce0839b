import Foundation
import VectorPath

/// Where a tessellator puts its output: vertices (returning their index) and triangles over those
/// indices. The tessellator never knows the vertex layout; the sink decides what a vertex carries
/// (position, color, paint index, …) and how it is stored.
///
/// ```swift
/// struct Positions: TriangleSink {
///     var points: [CGPoint] = [], indices: [UInt32] = []
///     mutating func addVertex(_ p: CGPoint) -> UInt32 { points.append(p); return UInt32(points.count - 1) }
///     mutating func addTriangle(_ a: UInt32, _ b: UInt32, _ c: UInt32) { indices += [a, b, c] }
/// }
/// ```
public protocol TriangleSink {
    /// Appends a vertex at `point` and returns its index.
    mutating func addVertex(_ point: CGPoint) -> UInt32
    /// Appends the triangle over three indices returned by ``addVertex(_:)``.
    mutating func addTriangle(_ a: UInt32, _ b: UInt32, _ c: UInt32)
}
