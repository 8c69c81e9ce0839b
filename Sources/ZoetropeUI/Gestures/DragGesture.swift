import Foundation
import Geometry2D

/// A dragging motion (SwiftUI's `DragGesture`): recognized once the finger has moved
/// `minimumDistance` points from where it went down; it changes with every move and ends when the
/// finger lifts. Scripted with `Storyboard.drag`.
///
/// ```swift
/// @State private var offset = CGSize.zero
/// Circle().offset(offset)
///     .gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in withAnimation(.spring()) { offset = .zero } })
/// ```
public struct DragGesture: Gesture {
    public typealias Body = Never

    /// Where a drag is, how it moves, and where it would come to rest.
    public struct Value: Equatable, Sendable {
        /// The time of the event, on the virtual clock (`VirtualClock.date(at:)`).
        public var time: Date
        /// The finger's location.
        public var location: CGPoint
        /// Where the finger went down.
        public var startLocation: CGPoint
        /// `location − startLocation`.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// Points per second, over the last ``DragGesture/velocityWindow`` seconds of moves.
        public var velocity: CGSize
        /// Where the finger would come to rest if it let go now: `location + velocity ×`
        /// ``DragGesture/projectionSeconds``.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * DragGesture.projectionSeconds,
                    y: location.y + velocity.height * DragGesture.projectionSeconds)
        }
        /// `predictedEndLocation − startLocation`.
        public var predictedEndTranslation: CGSize {
            let end = predictedEndLocation
            return CGSize(width: end.x - startLocation.x, height: end.y - startLocation.y)
        }

        public init(time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGSize) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            self.velocity = velocity
        }
    }

    /// How far (points) the finger must move before the drag is recognized.
    public var minimumDistance: CGFloat
    /// The space the locations are given in (`.local`: the view the gesture is attached to).
    public var coordinateSpace: CoordinateSpace

    /// A drag recognized after `minimumDistance` points (SwiftUI's default 10).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// The seconds of recent moves the velocity is measured over (inferred: SwiftUI does not say).
    public static let velocityWindow: Double = 0.1
    /// The seconds a release's velocity is projected over: UIScrollView's normal deceleration
    /// (0.998 per millisecond) comes to rest after `velocity × 0.998 / (1 − 0.998) / 1000` ≈
    /// `velocity × 0.499` points (inferred: SwiftUI does not document its prediction).
    public static let projectionSeconds: Double = 0.998 / (1 - 0.998) / 1000

    public func _makeRecognizer() -> _GestureRecognizer<Value> { DragRecognizer(self) }
}

/// A drag's state in one touch sequence.
final class DragRecognizer: _GestureRecognizer<DragGesture.Value> {
    private let gesture: DragGesture
    private var start: CGPoint?
    private var samples: [(time: Double, location: CGPoint)] = []
    private var isActive = false

    init(_ gesture: DragGesture) {
        self.gesture = gesture
        super.init()
    }

    override func handle(_ event: TouchEvent) -> GestureOutcome<DragGesture.Value> {
        guard let global = event.locations.first else { return .failed }
        let location = context.space(gesture.coordinateSpace).fromGlobal(global)
        switch event.phase {
        case .began:
            start = location
            samples = [(event.time, location)]
            guard gesture.minimumDistance <= 0 else { return .possible }
            isActive = true
            return .changed(value(at: event.time, location), claims: true)
        case .moved:
            guard start != nil else { return .failed }
            samples.append((event.time, location))
            samples.removeAll { $0.time < event.time - DragGesture.velocityWindow - 1e-9 }
            if !isActive {
                let moved = value(at: event.time, location).translation
                guard hypot(moved.width, moved.height) >= gesture.minimumDistance else { return .possible }
                isActive = true
            }
            return .changed(value(at: event.time, location), claims: true)
        case .ended:
            guard isActive else { return .failed }
            // A finger held still before it lifts has no speed left: only the window's moves count.
            samples.append((event.time, location))
            samples.removeAll { $0.time < event.time - DragGesture.velocityWindow - 1e-9 }
            return .ended(value(at: event.time, location))
        case .cancelled:
            return .failed
        }
    }

    /// The value at `location` and `time`, its velocity over the samples in the window.
    private func value(at time: Double, _ location: CGPoint) -> DragGesture.Value {
        var velocity = CGSize.zero
        if let first = samples.first, time - first.time > 1e-9 {
            let seconds = time - first.time
            velocity = CGSize(width: (location.x - first.location.x) / seconds, height: (location.y - first.location.y) / seconds)
        }
        return DragGesture.Value(time: VirtualClock.date(at: time), location: location, startLocation: start ?? location, velocity: velocity)
    }
}
