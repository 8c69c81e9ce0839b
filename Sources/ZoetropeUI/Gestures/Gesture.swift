import Foundation
import Geometry2D
import AnimationCore

/// An input gesture (SwiftUI's `Gesture`): a recognizer that turns the touches of one touch
/// sequence into values, with callbacks chained on it (`onChanged`, `onEnded`, `updating`, `map`).
/// In Zoetrope the touches come from a storyboard's script (`drag`, `longPress`, `tap` …) on the
/// virtual clock, so a gesture's values at a time are the same in every render.
///
/// ```swift
/// Circle().gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in offset = .zero })
/// ```
public protocol Gesture<Value> {
    /// What the gesture reports while it changes and when it ends.
    associatedtype Value
    /// A gesture made of other gestures (primitive gestures: `Never`).
    associatedtype Body: Gesture
    var body: Body { get }
    /// A fresh recognizer for one touch sequence (Zoetrope's; built from `body` by default).
    func _makeRecognizer() -> _GestureRecognizer<Value>
}

extension Gesture where Body.Value == Value {
    public func _makeRecognizer() -> _GestureRecognizer<Value> { body._makeRecognizer() }
}

extension Never: Gesture {
    public typealias Value = Never
    public func _makeRecognizer() -> _GestureRecognizer<Never> { fatalError("Never has no recognizer") }
}

extension Gesture where Body == Never {
    /// A primitive gesture has no body.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture") }
}

/// One touch event of a scripted touch sequence: where the fingers are (canvas points) at a
/// virtual time.
package struct TouchEvent {
    package enum Phase: Sendable { case began, moved, ended, cancelled }
    var phase: Phase
    /// Seconds on the virtual clock.
    var time: Double
    /// The fingers' locations in the canvas (global coordinates); one or two.
    var locations: [CGPoint]
}

/// What a recognizer made of an event.
enum GestureOutcome<Value> {
    /// Not (yet) recognized: more touches may make it.
    case possible
    /// Recognized, with its value; `claims` is false for a value reported before recognition (a
    /// long press while it is being held), which does not stop other gestures.
    case changed(Value, claims: Bool)
    /// Recognized and over.
    case ended(Value)
    /// Cannot be recognized in this sequence.
    case failed

    var isFinal: Bool {
        switch self { case .ended, .failed: true; default: false }
    }
}

/// Turns touch events into a gesture's values (one instance per touch sequence). Subclasses
/// override `handle(_:)` and, for time-driven gestures, `wakeTime`/`wake(at:)`.
public class _GestureRecognizer<Value> {
    /// Where the touches are read in and what persists between sequences, given by the view the
    /// gesture is attached to before the first event.
    private(set) var context = GestureContext()

    init() {}

    /// Gives the recognizer (and those inside it) its context.
    func prepare(_ context: GestureContext) { self.context = context }

    /// Callbacks (`onChanged`, `onEnded`, `updating`) the last outcomes asked for, not yet run: a
    /// composite passes on only those of the gestures it accepts (an exclusive gesture's second
    /// branch runs nothing if the first wins).
    var effects: [() -> Void] = []

    /// The waiting callbacks of this recognizer and those inside it, in order; cleared.
    func takeEffects() -> [() -> Void] {
        defer { effects = [] }
        return effects
    }

    /// The outcome of `event`.
    func handle(_ event: TouchEvent) -> GestureOutcome<Value> { .failed }

    /// The virtual time the recognizer must be woken at (a long press's duration), if any.
    var wakeTime: Double? { nil }

    /// The outcome when the clock reaches `wakeTime` with the touch still held.
    func wake(at time: Double) -> GestureOutcome<Value> { .possible }

    /// Stops the recognizer: another gesture won the sequence (states set by `updating` reset).
    func cancel() {}
}

/// Converts canvas points into the coordinate space a gesture reports in.
struct GestureSpace: Sendable {
    /// Canvas → local points (identity for the global space).
    var fromGlobal: @Sendable (CGPoint) -> CGPoint = { $0 }

    static let global = GestureSpace()
}

/// What the view a gesture is attached to gives its recognizers.
struct GestureContext {
    /// The attaching view's local space (a gesture asking for `.global` ignores it) and size.
    var local = GestureSpace.global
    var size = CGSize.zero
    /// The space for `.named` coordinate spaces, by name.
    var named: (AnyHashable) -> GestureSpace = { _ in .global }
    /// What the attachment keeps between touch sequences (a multiple tap's count).
    var store = GestureStore()
    /// Numbers the recognizers of one gesture that keep memory in `store`, in the order they
    /// are prepared (the same in every sequence).
    var slots = SlotCounter()

    /// A local point in the view's unit square (the centre when the view has no size).
    func unitPoint(_ point: CGPoint) -> UnitPoint {
        UnitPoint(x: size.width > 0 ? point.x / size.width : 0.5, y: size.height > 0 ? point.y / size.height : 0.5)
    }

    /// The space `coordinateSpace` stands for.
    func space(_ coordinateSpace: CoordinateSpace) -> GestureSpace {
        switch coordinateSpace {
        case .global: .global
        case .local: local
        case .named(let name): named(name)
        }
    }
}

/// What a gesture attachment keeps between touch sequences: each tap recognizer's count.
final class GestureStore {
    private var memories: [Int: TapMemory] = [:]

    /// The memory of the recognizer numbered `slot`.
    func taps(_ slot: Int) -> TapMemory {
        if let memory = memories[slot] { return memory }
        let memory = TapMemory()
        memories[slot] = memory
        return memory
    }
}

/// A multiple tap's taps so far and when the last lifted.
final class TapMemory {
    var taps = 0
    var lastLift: Double?
}

/// Hands out 0, 1, 2 … (shared by the recognizers of one gesture as they are prepared).
final class SlotCounter {
    private var next = 0
    func take() -> Int {
        defer { next += 1 }
        return next
    }
}
