import Foundation
import ZoetropeUI
import VectorPath
import RenderCommands
import Geometry2D
import AnimationCore

/// A vector of any length that animates element-wise (seed "VectorArithmetic", without vDSP).
/// Arithmetic between vectors of different lengths uses the shorter length, as the seed does.
///
/// ```swift
/// AnimatableVector(values: [0, 0]).interpolated(towards: AnimatableVector(values: [2, 4]), amount: 0.5)
/// // [1, 2]
/// ```
public struct AnimatableVector: VectorArithmetic, Animatable, Hashable, Sendable {
    public var values: [Double]

    public init(values: [Double]) { self.values = values }

    public static var zero: AnimatableVector { AnimatableVector(values: [0]) }

    public static func + (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        AnimatableVector(values: zip(lhs.values, rhs.values).map(+))
    }

    public static func - (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        AnimatableVector(values: zip(lhs.values, rhs.values).map(-))
    }

    public mutating func scale(by rhs: Double) {
        for i in values.indices { values[i] *= rhs }
    }

    public var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }
}

/// A polyline through the vector's values (one point per value, evenly spaced, starting from the
/// top-left corner as in the seed); values are in points from the top.
///
/// ```swift
/// LineChart(vector: AnimatableVector(values: [50, 100, 75, 100])).stroke(Color.red)
/// ```
public struct LineChart: Shape {
    public var vector: AnimatableVector

    public init(vector: AnimatableVector) { self.vector = vector }

    public var animatableData: AnimatableVector {
        get { vector }
        set { vector = newValue }
    }

    public func path(in rect: CGRect) -> Path {
        Path { path in
            guard !vector.values.isEmpty else { return }
            let step = rect.width / CGFloat(vector.values.count)
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            for (i, value) in vector.values.enumerated() {
                path.addLine(to: CGPoint(x: rect.minX + step * CGFloat(i + 1), y: rect.minY + value))
            }
        }
    }
}
