import Foundation
import Geometry2D

/// Which gestures a `.gesture(_:including:)` attachment leaves active (SwiftUI's `GestureMask`).
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Neither the gesture nor those of the view's subviews.
    public static let none = GestureMask([])
    /// The attached gesture only (the subviews' gestures are off).
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews' gestures only (the attached gesture is off).
    public static let subviews = GestureMask(rawValue: 2)
    /// Both (the default).
    public static let all: GestureMask = [.gesture, .subviews]
}

/// A gesture attached to a view: how it competes, and how to make its recognizer.
struct AttachedGesture {
    enum Priority { case high, normal, simultaneous }

    let priority: Priority
    let mask: GestureMask
    /// Kept at the attaching view's identity across touch sequences (a multiple tap's count).
    let store: GestureStore
    let makeRecognizer: () -> AnyGestureRecognizer
}

/// A recognizer with its value type erased: what the dispatcher drives.
final class AnyGestureRecognizer {
    enum Status { case possible, changed(claims: Bool), ended, failed }

    private let prepareBody: (GestureContext) -> Void
    private let handleBody: (TouchEvent) -> Status
    private let wakeTimeBody: () -> Double?
    private let wakeBody: (Double) -> Status
    private let cancelBody: () -> Void

    init<Value>(_ recognizer: _GestureRecognizer<Value>) {
        func status(_ outcome: GestureOutcome<Value>) -> Status {
            switch outcome {
            case .possible: .possible
            case .changed(_, let claims): .changed(claims: claims)
            case .ended: .ended
            case .failed: .failed
            }
        }
        // The callbacks an outcome asks for run after it, in the order they were asked for.
        func run(_ outcome: GestureOutcome<Value>) -> Status {
            for effect in recognizer.takeEffects() { effect() }
            return status(outcome)
        }
        prepareBody = recognizer.prepare
        handleBody = { run(recognizer.handle($0)) }
        wakeTimeBody = { recognizer.wakeTime }
        wakeBody = { run(recognizer.wake(at: $0)) }
        cancelBody = {
            _ = recognizer.takeEffects()
            recognizer.cancel()
        }
    }

    /// A recognizer for a view's `onTapGesture`/`Button` actions: a single tap that runs them.
    init(tapActions: [() -> Void]) {
        let tap = SpatialTapRecognizer(count: 1, coordinateSpace: .global)
        prepareBody = tap.prepare
        handleBody = { event in
            switch tap.handle(event) {
            case .ended:
                for action in tapActions { action() }
                return .ended
            case .failed: return .failed
            default: return .possible
            }
        }
        wakeTimeBody = { nil }
        wakeBody = { _ in .possible }
        cancelBody = {}
    }

    /// A recognizer handing the touches to hosted content (a UIKit view inside SwiftUI), in the
    /// content's own points: claimed when a recognizer or control of the content takes them,
    /// failed at once when nothing of it is under the fingers, else possible until they lift.
    init(forwardingTo content: any HostedContent, in graph: ViewGraph) {
        var local = GestureSpace.global
        var touching = false
        prepareBody = { local = $0.local }
        handleBody = { [weak graph] event in
            let outcome = content.touch(event.phase, at: event.locations.map(local.fromGlobal), time: graph?.time ?? event.time)
            switch (outcome, event.phase) {
            case (.missed, _): return .failed
            case (.claimed, .ended), (.claimed, .cancelled): return .ended
            case (.claimed, _):
                touching = true
                return .changed(claims: true)
            case (.tracking, .ended), (.tracking, .cancelled): return .failed
            case (.tracking, _):
                touching = true
                return .possible
            }
        }
        wakeTimeBody = { nil }
        wakeBody = { _ in .possible }
        cancelBody = { [weak graph] in
            guard touching, let graph else { return }
            touching = false
            _ = content.touch(.cancelled, at: [], time: graph.time)
        }
    }

    func prepare(_ context: GestureContext) { prepareBody(context) }
    func handle(_ event: TouchEvent) -> Status { handleBody(event) }
    var wakeTime: Double? { wakeTimeBody() }
    func wake(at time: Double) -> Status { wakeBody(time) }
    func cancel() { cancelBody() }
}

/// Attaches a gesture to the elements its content produces.
struct _GestureModifier<G: Gesture>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let gesture: G
    let priority: AttachedGesture.Priority
    let mask: GestureMask

    func resolve<Modified: View>(content: Modified, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        let store: GestureStore
        if let kept = node.memory as? GestureStore { store = kept } else {
            store = GestureStore()
            node.memory = store
        }
        let gesture = self.gesture
        let attached = AttachedGesture(priority: priority, mask: mask, store: store) {
            AnyGestureRecognizer(gesture._makeRecognizer())
        }
        let produced = content.elements(at: node, in: context)
        for element in produced { element.traits.gestures.append(attached) }
        elements += produced
    }
}

extension View {
    /// Attaches `gesture`: it competes with the gestures around it, a subview's before its
    /// container's (the innermost recognized first wins the touch).
    ///
    /// ```swift
    /// Card().gesture(DragGesture().onChanged { offset = $0.translation })
    /// ```
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .normal, mask: mask))
    }

    /// Attaches `gesture` ahead of the subviews' gestures: it wins the touch when it is recognized.
    ///
    /// ```swift
    /// List().highPriorityGesture(DragGesture().onEnded { _ in dismiss() })
    /// ```
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .high, mask: mask))
    }

    /// Attaches `gesture` to be recognized alongside the others, never taking their touch.
    ///
    /// ```swift
    /// Photo().simultaneousGesture(TapGesture().onEnded { taps += 1 })
    /// ```
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
    }

    /// Runs `action` when a press is held `minimumDuration` seconds; `onPressingChanged` gets
    /// `true` when the finger goes down and `false` when the press ends, succeeded or not.
    ///
    /// ```swift
    /// Circle().onLongPressGesture(minimumDuration: 1) { done = true } onPressingChanged: { pressing = $0 }
    /// ```
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        let press = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
        return modifier(_GestureModifier(gesture: PressingGesture(press: press, action: action, pressing: onPressingChanged),
                                         priority: .normal, mask: .all))
    }
}

/// `onLongPressGesture`'s gesture: the long press, with the pressing callback on both edges.
struct PressingGesture: Gesture {
    typealias Body = Never
    typealias Value = Bool
    let press: LongPressGesture
    let action: () -> Void
    let pressing: ((Bool) -> Void)?

    func _makeRecognizer() -> _GestureRecognizer<Bool> {
        var isPressing = false
        let action = self.action, pressing = self.pressing
        let recognizer = ObservingRecognizer(press._makeRecognizer()) { outcome in
            switch outcome {
            case .changed:
                if !isPressing { isPressing = true; pressing?(true) }
            case .ended:
                if isPressing { isPressing = false; pressing?(false) }
                action()
            case .failed:
                if isPressing { isPressing = false; pressing?(false) }
            case .possible:
                break
            }
        }
        recognizer.onCancel = { if isPressing { isPressing = false; pressing?(false) } }
        return recognizer
    }
}
