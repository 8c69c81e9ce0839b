import Foundation
import Geometry2D
import AnimationCore

extension Storyboard {
    /// How many touch events per second a scripted touch delivers (an iPhone's touch rate).
    public static let touchRate: Double = 120
    /// The longest a scripted touch may move, in seconds (its events are made when it is
    /// scripted): longer, and playing the storyboard fails with ``StoryboardError/badTouchScript(_:)``.
    public static let maximumTouchSeconds: Double = 3_600

    /// Drags from the centre of the view `target` finds by `translation` over `duration` seconds,
    /// the finger's progress following `curve`, and lifts it there (after `hold` more seconds
    /// still). Moves come every 1/``touchRate`` s from `time`, so the same frame is the same alone
    /// or in a full run. `DragGesture`, `onTapGesture` (a drag shorter than the tap slop) and the
    /// other gestures under the finger see it as a finger would.
    ///
    /// ```swift
    /// Storyboard("swipe", device: .iPhone15) { CardStack() }
    ///     .drag(.label("card"), by: CGSize(width: 160, height: 20), duration: 0.4, curve: .easeOut, at: 0.5)
    /// ```
    public func drag(_ target: ViewTarget, by translation: CGSize, duration: TimeInterval = 0.3,
                     curve: UnitCurve = .linear, hold: TimeInterval = 0, at time: TimeInterval) -> Storyboard {
        touchSequence(at: time, duration: duration, hold: hold, start: { stage in [try stage.centre(of: target)] },
                      offset: { progress in
                          let p = curve.value(at: progress)
                          return [CGSize(width: translation.width * p, height: translation.height * p)]
                      })
    }

    /// Drags from `start` to `end` (canvas points) over `duration` seconds.
    ///
    /// ```swift
    /// story.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.25, at: 1)
    /// ```
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3, curve: UnitCurve = .linear,
                     hold: TimeInterval = 0, at time: TimeInterval) -> Storyboard {
        touchSequence(at: time, duration: duration, hold: hold, start: { _ in [start] }, offset: { progress in
            let p = curve.value(at: progress)
            return [CGSize(width: (end.x - start.x) * p, height: (end.y - start.y) * p)]
        })
    }

    /// Presses the centre of the view `target` finds for `duration` seconds without moving, then
    /// lifts (`LongPressGesture`, `onLongPressGesture`; a short press is a tap).
    ///
    /// ```swift
    /// story.longPress(.label("record"), duration: 1.2, at: 0.5)
    /// ```
    public func longPress(_ target: ViewTarget, duration: TimeInterval = 1, at time: TimeInterval) -> Storyboard {
        touchSequence(at: time, duration: 0, hold: duration, start: { stage in [try stage.centre(of: target)] },
                      offset: { _ in [.zero] })
    }

    /// Pinches the view `target` finds with two fingers: they go down 50 points either side of
    /// its centre (100 apart, level) and move apart to `scale` × 100 over `duration` seconds,
    /// turning by `rotation` about the centre, then lift (`MagnifyGesture`, `RotateGesture`).
    ///
    /// ```swift
    /// story.pinch(.label("photo"), scale: 2.5, duration: 0.6, at: 1)
    /// ```
    public func pinch(_ target: ViewTarget, scale: CGFloat, rotation: Angle = .zero, duration: TimeInterval = 0.5,
                      curve: UnitCurve = .linear, at time: TimeInterval) -> Storyboard {
        let spread: CGFloat = 50
        return touchSequence(at: time, duration: duration, hold: 0, start: { stage in
            let c = try stage.centre(of: target)
            return [CGPoint(x: c.x - spread, y: c.y), CGPoint(x: c.x + spread, y: c.y)]
        }, offset: { progress in
            let p = curve.value(at: progress)
            let radius = spread * (1 + (scale - 1) * p), turn = rotation.radians * p
            let dx = radius * cos(turn), dy = radius * sin(turn)
            // Relative to the starting places (centre ∓ spread, level).
            return [CGSize(width: -dx + spread, height: -dy), CGSize(width: dx - spread, height: dy)]
        })
    }

    /// Turns two fingers about the centre of the view `target` finds by `angle` (clockwise
    /// positive, as on screen) over `duration` seconds (`RotateGesture`).
    ///
    /// ```swift
    /// story.rotate(.label("dial"), by: .degrees(90), duration: 0.5, at: 1)
    /// ```
    public func rotate(_ target: ViewTarget, by angle: Angle, duration: TimeInterval = 0.5, curve: UnitCurve = .linear,
                       at time: TimeInterval) -> Storyboard {
        pinch(target, scale: 1, rotation: angle, duration: duration, curve: curve, at: time)
    }

    /// A touch sequence: down at `start` at `time`, moves at the touch rate to `start + offset(1)`
    /// over `duration`, still for `hold`, up.
    func touchSequence(at time: TimeInterval, duration: TimeInterval, hold: TimeInterval,
                       start: @escaping (StoryboardStage) throws -> [CGPoint],
                       offset: @escaping (Double) -> [CGSize]) -> Storyboard {
        let time = time.isFinite ? max(time, 0) : 0
        guard duration.isFinite, hold.isFinite, duration <= Self.maximumTouchSeconds, hold <= Self.maximumTouchSeconds else {
            let reason = "a touch of \(duration) s moving and \(hold) s held; each must be finite and at most "
                + "\(Int(Self.maximumTouchSeconds)) s (Storyboard.maximumTouchSeconds)"
            return adding(time) { _ in throw StoryboardError.badTouchScript(reason) }
        }
        let duration = max(duration, 0), hold = max(hold, 0)
        func located(_ stage: StoryboardStage, _ progress: Double) -> [CGPoint] {
            zip(stage.graph.touches.sequenceStart, offset(progress)).map { CGPoint(x: $0.x + $1.width, y: $0.y + $1.height) }
        }
        var story = adding(time) { stage in try stage.touch(.began, at: start(stage)) }
        let moves = Int((duration * Self.touchRate - 1e-9).rounded(.up))
        for step in stride(from: 1, through: moves, by: 1) {
            let at = step == moves ? time + duration : time + Double(step) / Self.touchRate
            story = story.adding(at) { stage in try stage.touch(.moved, at: located(stage, min((at - time) / max(duration, 1e-12), 1))) }
        }
        return story.adding(time + duration + hold) { stage in try stage.touch(.ended, at: located(stage, 1)) }
    }
}

extension StoryboardStage {
    /// The centre of the drawn frame of the view `target` finds (a view inside hosted content too).
    func centre(of target: ViewTarget) throws -> CGPoint { try locate(target).point }

    /// Delivers a touch event at the current time with the fingers at `locations` (canvas points).
    func touch(_ phase: TouchEvent.Phase, at locations: [CGPoint]) throws {
        guard locations.allSatisfy({ $0.x.isFinite && $0.y.isFinite && abs($0.x) < 1e9 && abs($0.y) < 1e9 }) else {
            throw StoryboardError.badTouchScript("a finger at \(locations.map { "(\($0.x), \($0.y))" }.joined(separator: ", ")) "
                + "(touches must be finite points within ±10⁹)")
        }
        graph.touches.deliver(TouchEvent(phase: phase, time: graph.time, locations: locations), in: graph)
    }
}
