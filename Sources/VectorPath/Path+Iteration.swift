import Foundation
import Geometry2D
import AnimationCore

extension PathSegment {
    /// Where a segment sits in its path, as reported by ``Path/forEachSegment(_:)``.
    public struct Context: Equatable, Sendable {
        /// Index of the sub-path (counting every `move`, including sub-paths with no segments).
        public var subpathIndex: Int
        /// True for the first segment after the sub-path's `move`.
        public var isFirstInSubpath: Bool
        /// True for the straight line that an explicit `closeSubpath` adds back to the sub-path's
        /// start (it may have zero length when the sub-path already ends there).
        public var isClosing: Bool

        public init(subpathIndex: Int, isFirstInSubpath: Bool, isClosing: Bool) {
            self.subpathIndex = subpathIndex
            self.isFirstInSubpath = isFirstInSubpath
            self.isClosing = isClosing
        }
    }
}

extension Path {
    /// Calls `body` with every drawable segment of the path, its start point made explicit.
    ///
    /// Built on ``forEach(_:)``: a `move` produces no segment (a sub-path made of a lone `move`
    /// produces nothing), and `closeSubpath` produces a closing ``PathSegment/line(from:to:)``
    /// back to the sub-path's start, flagged `isClosing`, even when it has zero length. Open
    /// sub-paths get no implicit closing segment here: fills close them, strokes do not, so
    /// each consumer decides.
    ///
    /// ```swift
    /// var length = 0.0
    /// path.forEachSegment { segment, context in
    ///     if case .line(let a, let b) = segment { length += hypot(b.x - a.x, b.y - a.y) }
    /// }
    /// ```
    public func forEachSegment(_ body: (PathSegment, PathSegment.Context) -> Void) {
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        var subpathIndex = -1
        var first = true
        func emit(_ segment: PathSegment, closing: Bool = false) {
            body(segment, PathSegment.Context(subpathIndex: max(subpathIndex, 0),
                                              isFirstInSubpath: first, isClosing: closing))
            first = false
            current = segment.end
        }
        forEach { element in
            switch element {
            case .move(let p):
                current = p
                subpathStart = p
                subpathIndex += 1
                first = true
            case .line(let p):
                emit(.line(from: current, to: p))
            case .quadCurve(let p, let c):
                emit(.quadCurve(from: current, control: c, to: p))
            case .curve(let p, let c1, let c2):
                emit(.curve(from: current, control1: c1, control2: c2, to: p))
            case .closeSubpath:
                emit(.line(from: current, to: subpathStart), closing: true)
                current = subpathStart
            }
        }
    }

    /// Appends `segment` as one element continuing from the current point: its `start` is not
    /// added (callers `move(to: segment.start)` first when starting a sub-path). On an empty
    /// path the element starts at its own end point, as ``addLine(to:)`` does.
    ///
    /// ```swift
    /// var copy = Path()
    /// path.forEachSegment { segment, context in
    ///     if context.isFirstInSubpath { copy.move(to: segment.start) }
    ///     copy.addSegment(segment)
    /// }
    /// ```
    public mutating func addSegment(_ segment: PathSegment) {
        switch segment {
        case .line(_, let b): addLine(to: b)
        case .quadCurve(_, let c, let b): addQuadCurve(to: b, control: c)
        case .curve(_, let c1, let c2, let b): addCurve(to: b, control1: c1, control2: c2)
        }
    }

    /// Every drawable segment with its context, in order (see ``forEachSegment(_:)``).
    ///
    /// ```swift
    /// let curves = path.segments.filter { if case .line = $0.segment { false } else { true } }
    /// ```
    public var segments: [(segment: PathSegment, context: PathSegment.Context)] {
        var result: [(segment: PathSegment, context: PathSegment.Context)] = []
        result.reserveCapacity(verbs.count)
        forEachSegment { result.append(($0, $1)) }
        return result
    }
}
