import Foundation
import AnimationCore
import Geometry2D

/// A mesh animates its points (and control points) and colours: change them inside
/// `withAnimation` and the frames in between draw the mesh interpolated, as SwiftUI does.
///
/// ```swift
/// MeshGradient(width: 3, height: 3, points: [
///     [0, 0], [0.5, 0], [1, 0],
///     [0, 0.5], [moved ? 0.8 : 0.2, 0.5], [1, 0.5],
///     [0, 1], [0.5, 1], [1, 1]
/// ], colors: colors)
/// .onAppear { withAnimation(.easeInOut(duration: 5).repeatForever()) { moved.toggle() } }
/// ```
///
/// Colours interpolate as `Color` does (linear light); meshes of different sizes do not
/// interpolate (the new one shows at once).
extension MeshGradient: Animatable {
    /// The coordinates of every vertex (and its four control points for Bézier vertices), then
    /// every colour's components, as one vector.
    public struct AnimatableData: VectorArithmetic, Hashable, Sendable {
        var values: [Double]

        /// The empty vector is zero of every length.
        public static var zero: AnimatableData { AnimatableData(values: []) }

        public static func + (lhs: AnimatableData, rhs: AnimatableData) -> AnimatableData {
            combine(lhs, rhs, +)
        }

        public static func - (lhs: AnimatableData, rhs: AnimatableData) -> AnimatableData {
            combine(lhs, rhs, -)
        }

        public mutating func scale(by rhs: Double) {
            for index in values.indices { values[index] *= rhs }
        }

        public var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }

        /// Element by element; an empty side counts as zeros; different lengths keep the shorter.
        private static func combine(_ lhs: AnimatableData, _ rhs: AnimatableData,
                                    _ operation: (Double, Double) -> Double) -> AnimatableData {
            if lhs.values.isEmpty { return AnimatableData(values: rhs.values.map { operation(0, $0) }) }
            if rhs.values.isEmpty { return lhs }
            return AnimatableData(values: zip(lhs.values, rhs.values).map(operation))
        }
    }

    public var animatableData: AnimatableData {
        get { AnimatableData(values: locationValues + colorValues) }
        set {
            let split = locationValues.count
            guard newValue.values.count == split + colorValues.count else { return }
            setLocations(newValue.values[..<split])
            setColors(newValue.values[split...])
        }
    }

    private var locationValues: [Double] {
        switch locations {
        case .points(let points):
            return points.flatMap { [Double($0.x), Double($0.y)] }
        case .bezierPoints(let points):
            return points.flatMap { point in
                [point.position, point.leadingControlPoint, point.topControlPoint, point.trailingControlPoint,
                 point.bottomControlPoint].flatMap { [Double($0.x), Double($0.y)] }
            }
        }
    }

    private mutating func setLocations(_ values: ArraySlice<Double>) {
        let v = Array(values)
        func point(_ i: Int) -> SIMD2<Float> { SIMD2(Float(v[2 * i]), Float(v[2 * i + 1])) }
        switch locations {
        case .points(let points):
            locations = .points(points.indices.map(point))
        case .bezierPoints(let points):
            locations = .bezierPoints(points.indices.map { i in
                BezierPoint(position: point(5 * i), leadingControlPoint: point(5 * i + 1), topControlPoint: point(5 * i + 2),
                            trailingControlPoint: point(5 * i + 3), bottomControlPoint: point(5 * i + 4))
            })
        }
    }

    private var colorValues: [Double] {
        colorList.flatMap { color in
            let data = color.animatableData
            return [data.linearRed, data.linearGreen, data.linearBlue, data.opacity]
        }
    }

    /// Sets the colours whose data changed (an unchanged colour keeps its light and dark variants).
    private mutating func setColors(_ values: ArraySlice<Double>) {
        let v = Array(values), old = colorValues
        guard v != old else { return }
        var list = colorList
        for index in list.indices where v[4 * index..<4 * index + 4] != old[4 * index..<4 * index + 4] {
            var data = list[index].animatableData
            data.linearRed = v[4 * index]
            data.linearGreen = v[4 * index + 1]
            data.linearBlue = v[4 * index + 2]
            data.opacity = v[4 * index + 3]
            list[index].animatableData = data
        }
        switch colors {
        case .colors: colors = .colors(list)
        case .resolvedColors:
            colors = .resolvedColors(list.map { Color.Resolved(red: Float($0.red), green: Float($0.green), blue: Float($0.blue), opacity: Float($0.opacity)) })
        }
    }
}
