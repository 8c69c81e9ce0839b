import Foundation
import Geometry2D

/// One or more taps (SwiftUI's `TapGesture`): the finger goes down and lifts within
/// ``TapGesture/allowableMovement`` points of where it went down; with `count` > 1, that many taps
/// each beginning within ``TapGesture/multiTapInterval`` seconds of the last one's lift.
///
/// ```swift
/// Image(systemName: "heart").gesture(TapGesture(count: 2).onEnded { liked.toggle() })
/// ```
public struct TapGesture: Gesture {
    public typealias Body = Never
    public typealias Value = Void

    /// The taps needed.
    public var count: Int

    public init(count: Int = 1) { self.count = max(count, 1) }

    /// How far (points) a finger may move and still tap (inferred from UIKit's 10-point slop).
    public static let allowableMovement: CGFloat = 10
    /// The longest pause (seconds) between the taps of a multiple tap (inferred).
    public static let multiTapInterval: Double = 0.35

    public func _makeRecognizer() -> _GestureRecognizer<Void> {
        MappedRecognizer(SpatialTapRecognizer(count: count, coordinateSpace: .local)) { _ in () }
    }
}

/// A tap that reports where it happened (SwiftUI's `SpatialTapGesture`).
///
/// ```swift
/// Color.blue.gesture(SpatialTapGesture().onEnded { ripple = $0.location })
/// ```
public struct SpatialTapGesture: Gesture {
    public typealias Body = Never

    /// Where the (last) tap lifted.
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }

    public var count: Int
    public var coordinateSpace: CoordinateSpace

    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = max(count, 1)
        self.coordinateSpace = coordinateSpace
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> { SpatialTapRecognizer(count: count, coordinateSpace: coordinateSpace) }
}

/// Taps counted across touch sequences: a recognizer lives for one sequence, so the taps of a
/// double tap are kept by the gesture's attachment (`GestureStore`).
final class SpatialTapRecognizer: _GestureRecognizer<SpatialTapGesture.Value> {
    let count: Int
    let coordinateSpace: CoordinateSpace
    private var start: CGPoint?
    /// The taps so far and when the last lifted, kept by the attachment.
    private var memory = TapMemory()

    override func prepare(_ context: GestureContext) {
        super.prepare(context)
        memory = context.store.taps(context.slots.take())
    }

    init(count: Int, coordinateSpace: CoordinateSpace) {
        self.count = count
        self.coordinateSpace = coordinateSpace
        super.init()
    }

    override func handle(_ event: TouchEvent) -> GestureOutcome<SpatialTapGesture.Value> {
        guard let global = event.locations.first else { return .failed }
        switch event.phase {
        case .began:
            guard event.locations.count == 1 else { return .failed }
            start = global
            if let last = memory.lastLift, event.time - last > TapGesture.multiTapInterval { memory.taps = 0 }
            return .possible
        case .moved:
            guard let start, hypot(global.x - start.x, global.y - start.y) <= TapGesture.allowableMovement else {
                memory.taps = 0
                return .failed
            }
            return .possible
        case .ended:
            guard let start, hypot(global.x - start.x, global.y - start.y) <= TapGesture.allowableMovement else {
                memory.taps = 0
                return .failed
            }
            memory.taps += 1
            memory.lastLift = event.time
            guard memory.taps >= count else {
                waitingUntil = event.time + TapGesture.multiTapInterval
                return .possible
            }
            memory.taps = 0
            return .ended(SpatialTapGesture.Value(location: context.space(coordinateSpace).fromGlobal(global)))
        case .cancelled:
            return .failed
        }
    }

    /// When a tap short of `count` stops waiting for the next one.
    private var waitingUntil: Double?
    override var wakeTime: Double? { waitingUntil }

    override func wake(at time: Double) -> GestureOutcome<SpatialTapGesture.Value> {
        guard let waitingUntil, time >= waitingUntil - 1e-9 else { return .possible }
        self.waitingUntil = nil
        memory.taps = 0
        return .failed
    }
}
