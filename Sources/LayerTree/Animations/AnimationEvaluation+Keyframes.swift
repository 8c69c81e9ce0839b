import AnimationCore
import Geometry2D
import Foundation

/// A keyframe animation's values with their resolved key times, evaluated at a progress p ∈ [0, 1]
/// (after the animation's own timing function).
///
/// - linear: segment i spans [k_i, k_{i+1}]; its timing function shapes the local fraction.
/// - discrete: value i holds on [k_i, k_{i+1}) (n + 1 key times; n given ones get a closing 1).
/// - paced / cubicPaced: key times proportional to the cumulative distance between values
///   (straight-line distance; cubicPaced uses it for the spline too, not the arc length);
///   keyTimes and timingFunctions are ignored.
/// - cubic: Kochanek-Bartels Hermite spline (tension/continuity/bias 0 = Catmull-Rom), tangents
///   adjusted for uneven key times, end tangents from the repeated end values.
struct KeyframeSequence<V: CALayerValue> {
    let values: [V]
    let keyTimes: [Double]
    let timingFunctions: [CAMediaTimingFunction?]
    let mode: CAAnimationCalculationMode
    let tension: [Double], continuity: [Double], bias: [Double]

    /// Nil when there are no values or one cannot be read as a finite `V`.
    init?(_ animation: CAKeyframeAnimation) {
        var values: [V] = []
        for any in animation.values ?? [] {
            guard let v = V.coerce(any), isFiniteLayerValue(v) else { return nil }
            values.append(v)
        }
        guard !values.isEmpty else { return nil }
        self.values = values
        mode = animation.calculationMode
        let n = values.count
        let given = (animation.keyTimes ?? []).map(\.doubleValue)
        let paced = mode == .paced || mode == .cubicPaced
        if paced {
            keyTimes = Self.pacedKeyTimes(values)
        } else if mode == .discrete {
            var k = given
            if k.count == n { k.append(1) }
            keyTimes = k.count == n + 1 && Self.isValid(k) ? k : (0...n).map { Double($0) / Double(n) }
        } else {
            keyTimes = given.count == n && Self.isValid(given) ? given
                : (0..<n).map { n == 1 ? 0 : Double($0) / Double(n - 1) }
        }
        let functions = paced ? [] : (animation.timingFunctions ?? [])
        timingFunctions = (0..<max(n - 1, 0)).map { $0 < functions.count ? functions[$0] : nil }
        func parameters(_ numbers: [NSNumber]?) -> [Double] {
            (0..<n).map { i in
                guard let numbers, i < numbers.count, numbers[i].doubleValue.isFinite else { return 0 }
                return numbers[i].doubleValue
            }
        }
        tension = parameters(animation.tensionValues)
        continuity = parameters(animation.continuityValues)
        bias = parameters(animation.biasValues)
    }

    /// Key times must be finite and non-decreasing.
    private static func isValid(_ k: [Double]) -> Bool {
        guard k.allSatisfy(\.isFinite) else { return false }
        return zip(k, k.dropFirst()).allSatisfy { $0 <= $1 }
    }

    /// Key times proportional to the cumulative distance between consecutive values (evenly
    /// spaced when the values have no measurable distance).
    private static func pacedKeyTimes(_ values: [V]) -> [Double] {
        let n = values.count
        guard n > 1 else { return [0] }
        var lengths: [Double] = []
        for i in 1..<n {
            guard let d = layerValueDistance(values[i - 1], values[i]) else {
                return (0..<n).map { Double($0) / Double(n - 1) }
            }
            lengths.append(d)
        }
        let total = lengths.reduce(0, +)
        guard total > 0, total.isFinite else { return (0..<n).map { Double($0) / Double(n - 1) } }
        var k = [0.0], run = 0.0
        for length in lengths.dropLast() {
            run += length
            k.append(run / total)
        }
        k.append(1)
        return k
    }

    /// The value at progress `p`.
    func value(at p: Double) -> V {
        let n = values.count
        if n == 1 { return values[0] }
        if mode == .discrete {
            // Value i on [k_i, k_{i+1}); past the last key time the last value.
            var index = 0
            for i in 0..<n where keyTimes[i] <= p { index = i }
            return values[index]
        }
        if p <= keyTimes[0] { return values[0] }
        if p >= keyTimes[n - 1] { return values[n - 1] }
        // Segment i: k_i ≤ p < k_{i+1} (the last such, so zero-length segments jump).
        var i = 0
        while i + 1 < n - 1 && keyTimes[i + 1] <= p { i += 1 }
        let span = keyTimes[i + 1] - keyTimes[i]
        var s = span > 0 ? (p - keyTimes[i]) / span : 1
        if let f = timingFunctions[i] { s = f.value(at: s) }
        if mode == .cubic || mode == .cubicPaced {
            return cubic(segment: i, s)
        }
        return values[i].interpolated(to: values[i + 1], s)
    }

    /// The Kochanek-Bartels Hermite spline on segment i at local fraction s.
    private func cubic(segment i: Int, _ s: Double) -> V {
        let n = values.count
        let p0 = values[max(i - 1, 0)], p1 = values[i], p2 = values[i + 1], p3 = values[min(i + 2, n - 1)]
        let span = keyTimes[i + 1] - keyTimes[i]
        let before = i > 0 ? keyTimes[i] - keyTimes[i - 1] : span
        let after = i + 2 < n ? keyTimes[i + 2] - keyTimes[i + 1] : span
        // Outgoing tangent at p1, incoming at p2 (per-segment units), scaled for uneven spacing.
        let (t1, c1, b1) = (tension[i], continuity[i], bias[i])
        let (t2, c2, b2) = (tension[i + 1], continuity[i + 1], bias[i + 1])
        var out = (p1 - p0).scaled(by: (1 - t1) * (1 + b1) * (1 + c1) / 2)
            + (p2 - p1).scaled(by: (1 - t1) * (1 - b1) * (1 - c1) / 2)
        var inc = (p2 - p1).scaled(by: (1 - t2) * (1 + b2) * (1 - c2) / 2)
            + (p3 - p2).scaled(by: (1 - t2) * (1 - b2) * (1 + c2) / 2)
        if before + span > 0 { out = out.scaled(by: 2 * span / (before + span)) }
        if span + after > 0 { inc = inc.scaled(by: 2 * span / (span + after)) }
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
        return p1.scaled(by: h00) + out.scaled(by: h10) + p2.scaled(by: h01) + inc.scaled(by: h11)
    }
}

/// The straight-line distance between two values of a measurable type (numbers, points, sizes,
/// rects, number arrays); nil for other types.
func layerValueDistance<V: CALayerValue>(_ a: V, _ b: V) -> Double? {
    switch b - a {
    case let d as Double: return abs(d)
    case let d as CGPoint: return Double(hypot(d.x, d.y))
    case let d as CGSize: return Double(hypot(d.width, d.height))
    case let d as CGRect:
        let sum = d.origin.x * d.origin.x + d.origin.y * d.origin.y + d.size.width * d.size.width + d.size.height * d.size.height
        return Double(sum.squareRoot())
    case let d as NumberVector: return d.values.reduce(0) { $0 + $1 * $1 }.squareRoot()
    default: return nil
    }
}
