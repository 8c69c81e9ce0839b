import Foundation
import Geometry2D
import VectorPath

/// Delivers a graph's scripted touches to the gestures of the views under the first finger.
///
/// When a sequence begins, the views under the finger (the topmost hit view and the views around
/// it) give their gestures, each a fresh recognizer, in the order they compete: high-priority
/// gestures outermost first, then normal gestures (and `onTapGesture`/`Button` actions) innermost
/// first, then simultaneous ones. Every event goes to each live recognizer in that order; the first
/// non-simultaneous one to be recognized claims the sequence and the other non-simultaneous ones
/// are cancelled (their `@GestureState`s reset). Simultaneous gestures see every event. A long
/// press's deadline is a scheduled entry on the graph's virtual clock.
final class TouchDispatcher {
    private struct Live {
        let recognizer: AnyGestureRecognizer
        let simultaneous: Bool
        var isDone = false
    }

    private var live: [Live] = []
    private var claimed: Int?
    private var wakeEntry: Int?
    /// Whether a sequence is in progress (began, not yet ended).
    private(set) var isTouching = false
    /// Where the sequence in progress began (scripts move relative to it).
    private(set) var sequenceStart: [CGPoint] = []

    /// Delivers `event` in `graph` (at the graph's current time).
    func deliver(_ event: TouchEvent, in graph: ViewGraph) {
        switch event.phase {
        case .began:
            if isTouching { deliver(TouchEvent(phase: .cancelled, time: event.time, locations: event.locations), in: graph) }
            for index in live.indices where !live[index].isDone { live[index].recognizer.cancel() }
            // Several fingers: the views under their centre.
            let count = CGFloat(max(event.locations.count, 1))
            let centre = event.locations.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x / count, y: $0.y + $1.y / count) }
            begin(at: centre, in: graph)
            sequenceStart = event.locations
            isTouching = true
        case .moved, .ended, .cancelled:
            guard isTouching else { return }
        }
        for index in live.indices where !live[index].isDone {
            if let claimed, claimed != index, !live[index].simultaneous { continue }
            apply(live[index].recognizer.handle(event), at: index)
        }
        if event.phase == .ended || event.phase == .cancelled {
            // What still waits for a deadline (a double tap's second tap, a single tap waiting for
            // it to fail) lingers until then or until the next touch; the rest is over.
            for index in live.indices where !live[index].isDone && live[index].recognizer.wakeTime == nil {
                live[index].isDone = true
                live[index].recognizer.cancel()
            }
            isTouching = false
        }
        scheduleWake(in: graph)
    }

    private func apply(_ status: AnyGestureRecognizer.Status, at index: Int) {
        switch status {
        case .possible, .changed(claims: false):
            return
        case .changed(claims: true), .ended:
            if case .ended = status { live[index].isDone = true }
            guard claimed == nil, !live[index].simultaneous else { return }
            claimed = index
            for other in live.indices where other != index && !live[other].simultaneous && !live[other].isDone {
                live[other].isDone = true
                live[other].recognizer.cancel()
            }
        case .failed:
            live[index].isDone = true
        }
    }

    /// Wakes the recognizers whose deadline is due at `time`.
    private func wake(at time: Double, in graph: ViewGraph) {
        wakeEntry = nil
        for index in live.indices where !live[index].isDone {
            guard let due = live[index].recognizer.wakeTime, due <= time + 1e-9 else { continue }
            if let claimed, claimed != index, !live[index].simultaneous { continue }
            apply(live[index].recognizer.wake(at: time), at: index)
        }
        scheduleWake(in: graph)
    }

    /// Schedules the earliest deadline of the live recognizers on the graph's clock.
    private func scheduleWake(in graph: ViewGraph) {
        if let wakeEntry { graph.scheduler.cancel(wakeEntry) }
        wakeEntry = nil
        let due = live.indices.filter { !live[$0].isDone }.compactMap { live[$0].recognizer.wakeTime }.min()
        guard let due else { return }
        wakeEntry = graph.scheduler.schedule(at: due) { [weak self, weak graph] in
            guard let self, let graph else { return }
            self.wake(at: due, in: graph)
        }
    }

    /// Gathers the gestures of the views under `point`, in competing order, with fresh recognizers.
    private func begin(at point: CGPoint, in graph: ViewGraph) {
        live = []
        claimed = nil
        guard let path = Self.hitPath(at: point, in: graph.rootElement) else { return }
        var high: [Live] = [], normal: [Live] = [], simultaneous: [Live] = []
        // Outermost first; a mask without `.subviews` turns off what lies inside it.
        var depthLimit = path.count
        for (depth, element) in path.enumerated() where depth < depthLimit {
            let context = Self.context(for: Array(path[...depth]))
            for attached in element.traits.gestures {
                if !attached.mask.contains(.subviews) { depthLimit = min(depthLimit, depth + 1) }
                guard attached.mask.contains(.gesture) else { continue }
                let recognizer = attached.makeRecognizer()
                var gestureContext = context
                gestureContext.store = attached.store
                gestureContext.slots = SlotCounter()
                recognizer.prepare(gestureContext)
                switch attached.priority {
                case .high: high.append(Live(recognizer: recognizer, simultaneous: false))
                case .normal: normal.insert(Live(recognizer: recognizer, simultaneous: false), at: 0)
                case .simultaneous: simultaneous.append(Live(recognizer: recognizer, simultaneous: true))
                }
            }
            let taps = element.traits.tapActions
            if !taps.isEmpty { normal.insert(Live(recognizer: AnyGestureRecognizer(tapActions: taps), simultaneous: false), at: 0) }
        }
        live = high + normal + simultaneous
    }

    /// The local space of the last element of `path` (its frame's origin, under the effects
    /// around it) and the named spaces along it.
    private static func context(for path: [ViewElement]) -> GestureContext {
        let transform = ViewSnapshot.transform(of: path).inverted()
        let frame = path.last?.frame ?? .zero
        var context = GestureContext()
        context.size = frame.size
        context.local = GestureSpace { point in
            let p = point.applying(transform)
            return CGPoint(x: p.x - frame.minX, y: p.y - frame.minY)
        }
        context.named = { name in
            // The nearest enclosing `.coordinateSpace(name:)`; an unknown name is the global space.
            guard let index = path.lastIndex(where: { ($0 as? CoordinateSpaceElement)?.name == name }) else { return .global }
            let origin = ViewSnapshot.drawnFrame(of: Array(path[...index]))
            return GestureSpace { CGPoint(x: $0.x - origin.minX, y: $0.y - origin.minY) }
        }
        return context
    }

    /// The path to the topmost view under `point` that touches reach: shown (opacity above 0),
    /// not under `.allowsHitTesting(false)`, a leaf or a view with a `contentShape`, its drawn
    /// frame (or content shape) containing the point. Outside a content shape nothing inside it
    /// is hit.
    static func hitPath(at point: CGPoint, in root: ViewElement?) -> [ViewElement]? {
        var hit: [ViewElement]?
        func visit(_ element: ViewElement, _ path: [ViewElement], opacity: Double) {
            guard element.traits.allowsHitTesting else { return }
            let path = path + [element]
            let shown = opacity * ((element as? OpacityElement)?.opacity ?? 1)
            guard shown > 0 else { return }
            if let shape = element.traits.contentShape {
                // The shape is the whole view's hit area, its content's included.
                let local = point.applying(ViewSnapshot.transform(of: path).inverted())
                guard shape.path(in: element.frame).contains(local) else { return }
                hit = path
            } else if element is LeafElement, ViewSnapshot.drawnFrame(of: path).contains(point) {
                hit = path
            }
            for child in element.children { visit(child, path, opacity: shown) }
        }
        if let root { visit(root, [], opacity: 1) }
        return hit
    }
}
