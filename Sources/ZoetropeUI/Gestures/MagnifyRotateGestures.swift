import Foundation
import Geometry2D
import AnimationCore

/// A two-finger pinch (SwiftUI's `MagnifyGesture`, iOS 17): the fingers' distance over their
/// distance when they went down, recognized once it differs from 1 by `minimumScaleDelta`.
/// Scripted with `Storyboard.pinch`.
///
/// ```swift
/// Image("photo").scaleEffect(zoom).gesture(MagnifyGesture().onChanged { zoom = $0.magnification })
/// ```
public struct MagnifyGesture: Gesture {
    public typealias Body = Never

    public struct Value: Equatable, Sendable {
        /// The event's time on the virtual clock.
        public var time: Date
        /// The fingers' distance over their starting distance.
        public var magnification: CGFloat
        /// Magnification per second, over the last ``DragGesture/velocityWindow`` seconds.
        public var velocity: CGFloat
        /// Where the fingers' centre started, in the view's unit square.
        public var startAnchor: UnitPoint
        /// Where the fingers' centre started (local points).
        public var startLocation: CGPoint
    }

    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        TwoFingerRecognizer(threshold: { abs($0.scale - 1) >= minimumScaleDelta }) { sample, start, velocity in
            Value(time: sample.date, magnification: sample.scale, velocity: velocity.scale,
                  startAnchor: start.anchor, startLocation: start.centre)
        }
    }
}

/// A two-finger turn (SwiftUI's `RotateGesture`, iOS 17): the angle the line between the fingers
/// has turned since they went down (clockwise positive, as on screen), recognized past
/// `minimumAngleDelta`. Scripted with `Storyboard.rotate`.
///
/// ```swift
/// Dial().rotationEffect(angle).gesture(RotateGesture().onChanged { angle = $0.rotation })
/// ```
public struct RotateGesture: Gesture {
    public typealias Body = Never

    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        /// Rotation per second, over the last ``DragGesture/velocityWindow`` seconds.
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }

    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        TwoFingerRecognizer(threshold: { abs($0.radians) >= minimumAngleDelta.radians }) { sample, start, velocity in
            Value(time: sample.date, rotation: .radians(sample.radians), velocity: .radians(velocity.radians),
                  startAnchor: start.anchor, startLocation: start.centre)
        }
    }
}

/// The iOS 13 pinch: its value is the magnification alone.
///
/// ```swift
/// Circle().gesture(MagnificationGesture().onChanged { scale = $0 })
/// ```
public struct MagnificationGesture: Gesture {
    public typealias Body = Never
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    public func _makeRecognizer() -> _GestureRecognizer<CGFloat> {
        MappedRecognizer(MagnifyGesture(minimumScaleDelta: minimumScaleDelta)._makeRecognizer()) { $0.magnification }
    }
}

/// The iOS 13 turn: its value is the angle alone.
///
/// ```swift
/// Rectangle().gesture(RotationGesture().onChanged { angle = $0 })
/// ```
public struct RotationGesture: Gesture {
    public typealias Body = Never
    public typealias Value = Angle
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    public func _makeRecognizer() -> _GestureRecognizer<Angle> {
        MappedRecognizer(RotateGesture(minimumAngleDelta: minimumAngleDelta)._makeRecognizer()) { $0.rotation }
    }
}

/// Where two fingers are relative to where they went down: scale and turn of the line between them.
struct TwoFingerSample {
    var time: Double
    var scale: CGFloat
    var radians: Double
    var date: Date { VirtualClock.date(at: time) }
}

/// The fingers' starting centre, in local points and in the view's unit square.
struct TwoFingerStart {
    var centre: CGPoint
    var anchor: UnitPoint
}

/// Recognizes a two-finger gesture from the line between the first two fingers.
final class TwoFingerRecognizer<Value>: _GestureRecognizer<Value> {
    private let threshold: (TwoFingerSample) -> Bool
    private let make: (TwoFingerSample, TwoFingerStart, TwoFingerSample) -> Value
    private var startLine: (length: Double, angle: Double)?
    private var start = TwoFingerStart(centre: .zero, anchor: .center)
    private var samples: [TwoFingerSample] = []
    private var isActive = false

    init(threshold: @escaping (TwoFingerSample) -> Bool, make: @escaping (TwoFingerSample, TwoFingerStart, TwoFingerSample) -> Value) {
        self.threshold = threshold
        self.make = make
        super.init()
    }

    override func handle(_ event: TouchEvent) -> GestureOutcome<Value> {
        guard event.locations.count >= 2 else { return event.phase == .began ? .failed : (isActive ? .failed : .possible) }
        let a = event.locations[0], b = event.locations[1]
        let length = hypot(b.x - a.x, b.y - a.y), angle = atan2(b.y - a.y, b.x - a.x)
        switch event.phase {
        case .began:
            guard length > 0 else { return .failed }
            startLine = (Double(length), Double(angle))
            let local = context.local.fromGlobal(CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2))
            start = TwoFingerStart(centre: local, anchor: context.unitPoint(local))
            samples = [TwoFingerSample(time: event.time, scale: 1, radians: 0)]
            return .possible
        case .moved, .ended:
            guard let startLine else { return .failed }
            var turn = Double(angle) - startLine.angle
            turn = atan2(sin(turn), cos(turn))   // the shorter way round, in (−π, π]
            let sample = TwoFingerSample(time: event.time, scale: CGFloat(Double(length) / startLine.length), radians: Double(turn))
            samples.append(sample)
            samples.removeAll { $0.time < event.time - DragGesture.velocityWindow - 1e-9 }
            if !isActive {
                guard threshold(sample) else { return event.phase == .ended ? .failed : .possible }
                isActive = true
            }
            let value = make(sample, start, velocity(at: sample))
            return event.phase == .ended ? .ended(value) : .changed(value, claims: true)
        case .cancelled:
            return .failed
        }
    }

    private func velocity(at sample: TwoFingerSample) -> TwoFingerSample {
        guard let first = samples.first, sample.time - first.time > 1e-9 else { return TwoFingerSample(time: sample.time, scale: 0, radians: 0) }
        let seconds = sample.time - first.time
        return TwoFingerSample(time: sample.time, scale: (sample.scale - first.scale) / seconds,
                               radians: (sample.radians - first.radians) / seconds)
    }
}
