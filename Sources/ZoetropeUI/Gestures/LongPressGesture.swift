import Foundation
import Geometry2D

/// A press held for `minimumDuration` seconds without moving more than `maximumDistance` points
/// (SwiftUI's `LongPressGesture`). Its value is `true` from the moment the finger goes down (what
/// `updating` sees while it is held); it ends — `onEnded` runs — as soon as the duration is
/// reached, while the finger is still down. Lifting or moving away first fails it.
///
/// ```swift
/// @GestureState private var pressing = false
/// Circle().scaleEffect(pressing ? 1.2 : 1)
///     .gesture(LongPressGesture(minimumDuration: 1).updating($pressing) { value, state, _ in state = value }
///         .onEnded { _ in completed = true })
/// ```
public struct LongPressGesture: Gesture {
    public typealias Body = Never
    public typealias Value = Bool

    public var minimumDuration: Double
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration.isFinite ? max(minimumDuration, 0) : 0.5
        self.maximumDistance = maximumDistance
    }

    public func _makeRecognizer() -> _GestureRecognizer<Bool> { LongPressRecognizer(self) }
}

final class LongPressRecognizer: _GestureRecognizer<Bool> {
    private let gesture: LongPressGesture
    private var start: CGPoint?
    private var deadline: Double?

    init(_ gesture: LongPressGesture) {
        self.gesture = gesture
        super.init()
    }

    override var wakeTime: Double? { deadline }

    override func handle(_ event: TouchEvent) -> GestureOutcome<Bool> {
        guard let global = event.locations.first else { return .failed }
        switch event.phase {
        case .began:
            start = global
            deadline = event.time + gesture.minimumDuration
            if gesture.minimumDuration == 0 { return .ended(true) }
            return .changed(true, claims: false)
        case .moved:
            guard let start, hypot(global.x - start.x, global.y - start.y) <= gesture.maximumDistance else {
                deadline = nil
                return .failed
            }
            return .changed(true, claims: false)
        case .ended, .cancelled:
            deadline = nil
            return .failed
        }
    }

    override func wake(at time: Double) -> GestureOutcome<Bool> {
        guard let deadline, time >= deadline - 1e-9 else { return .possible }
        self.deadline = nil
        return .ended(true)
    }
}
