import Foundation
import Geometry2D

/// A discrete swipe: the fingers travel `UISwipeGestureRecognizer.minimumDistance` (50) points
/// in one of `direction`'s directions, straying sideways at most half as far, within
/// `maximumDuration` (0.5 s) of going down (thresholds inferred). Recognized as it crosses the
/// distance.
///
/// ```swift
/// let swipe = UISwipeGestureRecognizer(target: self, action: Self.next)
/// swipe.direction = .left
/// ```
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may go (UIKit's raw values).
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions that count (default: right).
    open var direction: Direction = .right
    /// How many fingers swipe.
    open var numberOfTouchesRequired = 1

    /// How far (points) a swipe travels (inferred).
    public static let minimumDistance: CGFloat = 50
    /// How long a swipe may take, seconds (inferred).
    public static let maximumDuration: TimeInterval = 0.5

    private var start: (point: CGPoint, time: TimeInterval) = (.zero, 0)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count == numberOfTouchesRequired else { return state = .failed }
        start = (location(in: nil), event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        let point = location(in: nil)
        let dx = point.x - start.point.x, dy = point.y - start.point.y
        let candidates: [(Direction, along: CGFloat, across: CGFloat)] = [
            (.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx),
        ]
        for (way, along, across) in candidates where direction.contains(way) {
            if along >= Self.minimumDistance, abs(across) <= along / 2 { return state = .recognized }
        }
        if event.timestamp - start.time > Self.maximumDuration { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }
}
