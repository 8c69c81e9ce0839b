import Foundation
import ZoetropeUI
import VectorPath
import RenderCommands
import Geometry2D
import AnimationCore

/// A regular polygon whose side count animates through fractional values (seed "Animating Shape
/// Paths"): at 3.4 sides it has 4 vertices spaced 360°/3.4 apart, so the last edge grows in as
/// the count rises. With `showsDiagonals` it also draws every vertex-to-vertex line (the seed's
/// "flower"), as one path of many open sub-paths.
///
/// ```swift
/// PolygonShape(sides: 5.5, scale: 0.9, showsDiagonals: true)
///     .stroke(Color.blue, lineWidth: 1)
/// ```
public struct PolygonShape: Shape {
    public var sides: Double
    public var scale: Double
    public var showsDiagonals: Bool

    public init(sides: Double, scale: Double = 1, showsDiagonals: Bool = false) {
        self.sides = sides
        self.scale = scale
        self.showsDiagonals = showsDiagonals
    }

    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(sides, scale) }
        set {
            sides = newValue.first
            scale = newValue.second
        }
    }

    /// The vertices: `⌈sides⌉` points on the circle of radius `scale · min(w, h) / 2`.
    public func vertices(in rect: CGRect) -> [CGPoint] {
        guard sides.isFinite, sides > 0 else { return [] }
        let radius = Double(min(rect.width, rect.height)) / 2 * scale
        let count = Int(min(sides.rounded(.up), 100_000))
        let step = 2 * Double.pi / sides
        return (0..<count).map { i in
            CGPoint(x: rect.midX + radius * cos(Double(i) * step), y: rect.midY + radius * sin(Double(i) * step))
        }
    }

    public func path(in rect: CGRect) -> Path {
        let points = vertices(in: rect)
        var path = Path()
        guard !points.isEmpty else { return path }
        path.addLines(points)
        path.closeSubpath()
        guard showsDiagonals else { return path }
        // Every pair (i, j) with j ≥ i + 2, except (0, last), which is an outline edge.
        let n = points.count
        for i in 0..<n {
            for j in (i + 2)..<max(i + 2, n) where !(i == 0 && j == n - 1) {
                path.move(to: points[i])
                path.addLine(to: points[j])
            }
        }
        return path
    }
}
