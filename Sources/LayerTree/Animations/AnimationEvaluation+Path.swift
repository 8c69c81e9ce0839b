import AnimationCore
import Foundation
import VectorPath

/// A keyframe animation's `path` as motion: each drawing element (line, quadratic, cubic, the
/// closing line) is a segment between two vertices, and the vertices are the keyframes.
///
/// - linear / cubic: the vertices sit at `keyTimes` (one per vertex; evenly spaced otherwise)
///   and each segment is followed by its curve parameter, shaped by its timing function.
/// - discrete: the object jumps from vertex to vertex.
/// - paced / cubicPaced: constant speed along the whole path (arc length).
/// A `move` inside the path starts a new subpath; the object jumps there (a zero-length step).
struct KeyframePath {
    enum Shape {
        case line(CGPoint)
        case quad(CGPoint, CGPoint)          // control, end
        case cubic(CGPoint, CGPoint, CGPoint) // control1, control2, end
        case jump(CGPoint)
    }

    struct Segment {
        let start: CGPoint
        let shape: Shape

        var end: CGPoint {
            switch shape {
            case let .line(e), let .jump(e): e
            case let .quad(_, e): e
            case let .cubic(_, _, e): e
            }
        }

        func point(_ s: Double) -> CGPoint {
            let t = CGFloat(min(max(s, 0), 1)), u = 1 - t
            switch shape {
            case let .line(e): return CGPoint(x: start.x + (e.x - start.x) * t, y: start.y + (e.y - start.y) * t)
            case let .jump(e): return s < 1 ? start : e
            case let .quad(c, e):
                return CGPoint(x: u * u * start.x + 2 * u * t * c.x + t * t * e.x,
                               y: u * u * start.y + 2 * u * t * c.y + t * t * e.y)
            case let .cubic(c1, c2, e):
                let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                return CGPoint(x: a * start.x + b * c1.x + c * c2.x + d * e.x,
                               y: a * start.y + b * c1.y + c * c2.y + d * e.y)
            }
        }

        /// The direction of motion at `s` (the chord when the derivative vanishes).
        func tangent(_ s: Double) -> CGPoint {
            let t = CGFloat(min(max(s, 0), 1)), u = 1 - t
            var d: CGPoint
            switch shape {
            case let .line(e), let .jump(e): d = CGPoint(x: e.x - start.x, y: e.y - start.y)
            case let .quad(c, e):
                d = CGPoint(x: 2 * u * (c.x - start.x) + 2 * t * (e.x - c.x), y: 2 * u * (c.y - start.y) + 2 * t * (e.y - c.y))
            case let .cubic(c1, c2, e):
                d = CGPoint(x: 3 * u * u * (c1.x - start.x) + 6 * u * t * (c2.x - c1.x) + 3 * t * t * (e.x - c2.x),
                            y: 3 * u * u * (c1.y - start.y) + 6 * u * t * (c2.y - c1.y) + 3 * t * t * (e.y - c2.y))
            }
            if d.x == 0 && d.y == 0 { d = CGPoint(x: end.x - start.x, y: end.y - start.y) }
            return d
        }

        /// The arc length (a 32-piece polyline; 0 for a jump).
        var length: Double {
            if case .jump = shape { return 0 }
            var total = 0.0, previous = start
            for i in 1...32 {
                let p = point(Double(i) / 32)
                total += Double(hypot(p.x - previous.x, p.y - previous.y))
                previous = p
            }
            return total
        }
    }

    let segments: [Segment]

    /// The motion along `path`; nil when it has no segment.
    init?(_ path: Path) {
        var segments: [Segment] = []
        var current: CGPoint?
        var subpathStart: CGPoint?
        path.forEach { element in
            switch element {
            case let .move(p):
                if let c = current, c != p, !segments.isEmpty { segments.append(Segment(start: c, shape: .jump(p))) }
                current = p
                subpathStart = p
            case let .line(p):
                let s = current ?? p
                segments.append(Segment(start: s, shape: .line(p)))
                current = p
            case let .quadCurve(p, c):
                let s = current ?? p
                segments.append(Segment(start: s, shape: .quad(c, p)))
                current = p
            case let .curve(p, c1, c2):
                let s = current ?? p
                segments.append(Segment(start: s, shape: .cubic(c1, c2, p)))
                current = p
            case .closeSubpath:
                if let c = current, let s = subpathStart, c != s { segments.append(Segment(start: c, shape: .line(s))) }
                current = subpathStart
            }
        }
        guard !segments.isEmpty else { return nil }
        self.segments = segments
    }

    /// The position and direction of motion (radians, atan2 of the tangent) at progress `p`.
    func sample(at p: Double, keyTimes given: [Double]?, timingFunctions: [CAMediaTimingFunction]?,
                mode: CAAnimationCalculationMode) -> (point: CGPoint, angle: Double) {
        let n = segments.count
        var times: [Double]
        if mode == .paced || mode == .cubicPaced {
            let lengths = segments.map(\.length)
            let total = lengths.reduce(0, +)
            var run = 0.0
            times = [0]
            for l in lengths { run += l; times.append(total > 0 ? run / total : Double(times.count) / Double(n)) }
        } else if let given, given.count == n + 1, given.allSatisfy(\.isFinite),
                  zip(given, given.dropFirst()).allSatisfy({ $0 <= $1 }) {
            times = given
        } else {
            times = (0...n).map { Double($0) / Double(n) }
        }
        func result(_ i: Int, _ s: Double) -> (CGPoint, Double) {
            let d = segments[i].tangent(s)
            return (segments[i].point(s), Double(atan2(d.y, d.x)))
        }
        if p <= times[0] { return result(0, 0) }
        if p >= times[n] { return result(n - 1, 1) }
        var i = 0
        while i + 1 < n && times[i + 1] <= p { i += 1 }
        if mode == .discrete { return (segments[i].start, result(i, 0).1) }
        let span = times[i + 1] - times[i]
        var s = span > 0 ? (p - times[i]) / span : 1
        if mode != .paced && mode != .cubicPaced, let f = timingFunctions, i < f.count { s = f[i].value(at: s) }
        if mode == .paced || mode == .cubicPaced {
            // Constant speed inside the segment too: invert the segment's arc length.
            s = segments[i].parameter(atLengthFraction: s)
        }
        return result(i, s)
    }
}

extension KeyframePath.Segment {
    /// The curve parameter at which a fraction `f` of the segment's arc length is covered.
    func parameter(atLengthFraction f: Double) -> Double {
        if case .line = shape { return f }
        if case .jump = shape { return f }
        var lengths = [0.0], previous = start
        for i in 1...64 {
            let p = point(Double(i) / 64)
            lengths.append(lengths[i - 1] + Double(hypot(p.x - previous.x, p.y - previous.y)))
            previous = p
        }
        let target = f * lengths[64]
        guard lengths[64] > 0 else { return f }
        var i = 1
        while i < 64 && lengths[i] < target { i += 1 }
        let a = lengths[i - 1], b = lengths[i]
        return (Double(i - 1) + (b > a ? (target - a) / (b - a) : 0)) / 64
    }
}
