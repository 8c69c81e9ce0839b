import Foundation
import Geometry2D
import ZoetropeUI

/// UIKit's delivery of one scripted touch sequence in a view tree (a window, or a UIKit view
/// hosted in SwiftUI): the fingers go down on the view `hitTest(_:with:)` finds; the gesture
/// recognizers of that view and of the views around it (innermost first) see each event before
/// the view does; a recognizer that begins or recognizes is let through by `require(toFail:)`,
/// `gestureRecognizerShouldBegin` (its view's and its delegate's) and the recognizers already
/// recognizing (unless a delegate lets them recognize together), then makes the other possible
/// ones fail, calls its targets and cancels the view's touches (`cancelsTouchesInView`). A
/// single-tap recognizer on a view around a `UIControl` leaves the control its tap (Apple's event
/// handling guide: "default control actions prevent overlapping gesture recognizer behavior").
final class TouchDelivery {
    /// What a touch did.
    enum Outcome { case missed, tracking, claimed }

    private weak var root: UIView?
    private var touches: [UITouch] = []
    private weak var hitView: UIView?
    private var event = UIEvent(touches: [], timestamp: 0)
    private var recognizers: [UIGestureRecognizer] = []
    /// Recognizers that recognized and were let through, in this sequence or waiting to reset.
    private var recognized: [UIGestureRecognizer] = []
    /// Recognizers that recognized but wait for others to fail.
    private var held: [UIGestureRecognizer] = []
    private var viewReceives = false
    /// Whether the control the sequence began on tracks it.
    private var controlTracks = false
    private var changes: [(recognizer: UIGestureRecognizer, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State)] = []
    private var delivering = false
    private var settling = false
    private var lastTap: (time: Double, point: CGPoint, count: Int)?

    /// Deliveries in the tree of `root`, whose coordinates the points are given in.
    init(root: UIView) { self.root = root }

    /// Whether fingers are down.
    var isTouching: Bool { !touches.isEmpty }

    /// Delivers one event of the sequence: the fingers at `points` (root coordinates) at `time`.
    @discardableResult
    func deliver(_ phase: UITouch.Phase, at points: [CGPoint], time: Double) -> Outcome {
        let points = points.isEmpty && phase == .cancelled ? touches.map(\.windowPoint) : points
        guard !points.isEmpty, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return .missed }
        if phase == .began {
            if isTouching { deliver(.cancelled, at: touches.map(\.windowPoint), time: time) }
            guard begin(at: points, time: time) else { return .missed }
        } else {
            guard isTouching else { return .missed }
            move(to: points, phase: phase, time: time)
        }
        // Read before the sequence ends (a tap recognizes on the lift; finishing resets it).
        let claimed = !recognized.isEmpty || controlTracks
        if phase == .ended || phase == .cancelled { finish(at: points[0], time: time, ended: phase == .ended) }
        return claimed ? .claimed : .tracking
    }

    private func begin(at points: [CGPoint], time: Double) -> Bool {
        guard let root, let hit = root.hitTest(points[0], with: nil) else { return false }
        let count: Int
        if let last = lastTap, time - last.time <= TapGesture.multiTapInterval,
           last.point.distance(to: points[0]) <= 4 * TapGesture.allowableMovement {
            count = last.count + 1
        } else {
            count = 1
        }
        touches = points.map { UITouch(view: hit, at: $0, tapCount: count, timestamp: time) }
        event = UIEvent(touches: Set(touches), timestamp: time)
        hitView = hit
        gatherRecognizers(from: hit, root: root)
        delivering = true
        for recognizer in recognizers where recognizer.state == .possible {
            recognizer.trackedTouches = touches
            recognizer.touchesBegan(Set(touches), with: event)
        }
        settle()
        viewReceives = true
        hit.touchesBegan(Set(touches), with: event)
        controlTracks = (hit as? UIControl)?.isTracking == true
        delivering = false
        settle()
        return true
    }

    private func move(to points: [CGPoint], phase: UITouch.Phase, time: Double) {
        for (touch, point) in zip(touches, points) {
            touch.previousWindowPoint = touch.windowPoint
            touch.windowPoint = point
            touch.phase = phase
            touch.timestamp = time
        }
        event.timestamp = time
        let set = Set(touches)
        delivering = true
        for recognizer in recognizers where recognizer.state == .possible || recognizer.state == .began || recognizer.state == .changed {
            guard !held.contains(where: { $0 === recognizer }) else { continue }
            switch phase {
            case .moved, .stationary: recognizer.touchesMoved(set, with: event)
            case .ended: recognizer.touchesEnded(set, with: event)
            case .cancelled, .began: recognizer.touchesCancelled(set, with: event)
            }
        }
        settle()
        if viewReceives, let hit = hitView {
            switch phase {
            case .moved, .stationary: hit.touchesMoved(set, with: event)
            case .ended: hit.touchesEnded(set, with: event)
            case .cancelled, .began: hit.touchesCancelled(set, with: event)
            }
        }
        delivering = false
        settle()
    }

    private func finish(at point: CGPoint, time: Double, ended: Bool) {
        lastTap = ended ? (time, point, touches.first?.tapCount ?? 1) : nil
        touches = []
        viewReceives = false
        resetFinished()           // the others keep their touches (a held tap still has its place)
    }

    /// The enabled recognizers on `hit` and the views around it up to `root`, innermost first.
    private func gatherRecognizers(from hit: UIView, root: UIView) {
        var chain: [UIView] = []
        var view: UIView? = hit
        while let current = view {
            chain.append(current)
            if current === root { break }
            view = current.superview
        }
        let probe = UITouch(view: hit, at: touches[0].windowPoint)
        var gathered: [UIGestureRecognizer] = []
        for (depth, view) in chain.enumerated() {
            let controlInside = chain[..<depth].contains { $0 is UIControl }
            for recognizer in view.attachedRecognizers where recognizer.isEnabled {
                if controlInside, let tap = recognizer as? UITapGestureRecognizer,
                   tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 { continue }
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: probe) == false { continue }
                gathered.append(recognizer)
            }
        }
        // A recognizer waiting for another tap elsewhere fails; the rest start afresh.
        for old in recognizers where !gathered.contains(where: { $0 === old }) && old.state == .possible && old.isWaitingBetweenSequences {
            old.state = .failed
        }
        settle()
        for recognizer in gathered where !held.contains(where: { $0 === recognizer }) {
            if recognizer.state != .possible || (!recognizer.isWaitingBetweenSequences && recognizer.delivery !== self) {
                recognizer.resetState()
            }
            recognizer.delivery = self
        }
        recognizers = gathered
    }

    // MARK: State changes

    /// A recognizer's state was set (from its touch methods, a timer or its user).
    func recognizer(_ recognizer: UIGestureRecognizer, changedFrom old: UIGestureRecognizer.State) {
        changes.append((recognizer, old, recognizer.state))
        if !delivering {
            settle()
            if !isTouching { resetFinished() }
        }
    }

    private func settle() {
        guard !settling else { return }
        settling = true
        defer { settling = false }
        while !changes.isEmpty {
            let (recognizer, from, to) = changes.removeFirst()
            switch to {
            case .possible:
                continue
            case .failed:
                held.removeAll { $0 === recognizer }
                releaseHeld()
            case .began where from == .possible, .ended where from == .possible:
                admit(recognizer)
            default:
                if recognized.contains(where: { $0 === recognizer }) { recognizer.sendActions() }
            }
        }
    }

    /// A recognizer that began or recognized: let through, held, or failed.
    private func admit(_ recognizer: UIGestureRecognizer) {
        let requirements = recognizer.failureRequirements.compactMap(\.recognizer)
        if requirements.contains(where: \.hasRecognized) { return recognizer.state = .failed }
        if requirements.contains(where: { $0.state == .possible && $0.delivery === self }) {
            if !held.contains(where: { $0 === recognizer }) { held.append(recognizer) }
            return
        }
        held.removeAll { $0 === recognizer }
        if recognizer.view?.gestureRecognizerShouldBegin(recognizer) == false
            || recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false
            || recognized.contains(where: { !Self.simultaneous($0, recognizer) }) {
            return recognizer.state = .failed
        }
        recognized.append(recognizer)
        for other in recognizers + held where other !== recognizer && !Self.simultaneous(other, recognizer) {
            if other.state == .possible || held.contains(where: { $0 === other }) { other.state = .failed }
        }
        recognizer.sendActions()
        if recognizer.cancelsTouchesInView, viewReceives, let hit = hitView {
            viewReceives = false
            hit.touchesCancelled(Set(touches), with: event)
        }
    }

    /// Lets through the held recognizers whose requirements all failed.
    private func releaseHeld() {
        for recognizer in held where recognizer.failureRequirements.compactMap(\.recognizer).allSatisfy({ $0.state != .possible || $0.delivery !== self }) {
            admit(recognizer)
        }
    }

    /// Back to `.possible`: the recognizers that ended, failed or were cancelled (not held ones).
    private func resetFinished() {
        for recognizer in recognizers + recognized where [.ended, .cancelled, .failed].contains(recognizer.state)
            && !held.contains(where: { $0 === recognizer }) {
            recognizer.resetState()
        }
        recognized.removeAll { $0.state == .possible }
    }

    private static func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }
}
