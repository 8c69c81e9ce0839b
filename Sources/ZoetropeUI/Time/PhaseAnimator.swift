import Foundation
import AnimationCore

/// A view that steps its content through phases, animating each change (SwiftUI's
/// `PhaseAnimator`). The content shows the first phase; then each next phase is applied in an
/// update animated with `animation(nextPhase)` (default `.default`), and the one after it once that
/// animation is logically complete (a Bézier at its duration, a spring at its response; a `nil`
/// animation on the next frame).
///
/// - Without a trigger it starts when the view appears and cycles for as long as it is shown.
/// - With `trigger:` each change runs one pass: through every phase and back to the first. A
///   change during a pass moves on to the next phase at once.
///
/// Consecutive equal phases change nothing and are skipped; with fewer than two distinct phases
/// nothing animates.
///
/// ```swift
/// PhaseAnimator([0.0, 100, 200]) { x in
///     Color.red.frame(width: 50, height: 50).offset(x: x)
/// } animation: { _ in .linear(duration: 1) }
/// ```
///
/// On the virtual clock the next phase starts at the first evaluation (frame, or update) at or
/// after the logical completion, so its timing follows the frame grid, as on a device.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    public typealias Body = Never

    let phases: [Phase]
    let trigger: AnimatorTrigger?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// Cycles through `phases` continuously from the moment the view appears.
    ///
    /// ```swift
    /// PhaseAnimator([false, true]) { on in
    ///     Circle().opacity(on ? 1 : 0.3)
    /// }
    /// ```
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.init(phases: Array(phases), trigger: nil, content: content, animation: animation)
    }

    /// Runs one pass through `phases` each time `trigger` changes.
    ///
    /// ```swift
    /// PhaseAnimator([1.0, 1.3, 0.9], trigger: taps) { scale in
    ///     Circle().scaleEffect(scale)
    /// } animation: { _ in .easeOut(duration: 0.2) }
    /// ```
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.init(phases: Array(phases), trigger: AnimatorTrigger(trigger), content: content, animation: animation)
    }

    init(phases: [Phase], trigger: AnimatorTrigger?, content: @escaping (Phase) -> Content,
         animation: @escaping (Phase) -> Animation?) {
        self.phases = phases
        self.trigger = trigger
        self.content = content
        self.animation = animation
    }
}

/// What a phase animator remembers at its identity: the phase shown, when its animation began
/// and how far that animation has come.
final class PhaseAnimatorState {
    var index = 0
    var phaseStart: Double
    /// The animation into the current phase, sampled to find its logical completion (nil: done).
    var probe: AnimationProbe?
    var isRunning = false
    /// A phase change is queued and not yet applied.
    var isAdvancePending = false
    var trigger: AnimatorTrigger?

    init(time: Double) {
        phaseStart = time
    }
}

/// An animation run on a unit change on its own, to tell when it is logically complete; stepped
/// forward in steps of at most `maximumStep` as the animator steps the values it drives.
struct AnimationProbe {
    let animation: Animation
    private var context = AnimationContext<Double>()
    private var elapsed = 0.0
    private(set) var isComplete = false

    init(_ animation: Animation) {
        self.animation = animation
    }

    /// Whether the animation is logically complete (or finished) `time` seconds after it began.
    mutating func isComplete(at time: Double, maximumStep: Double) -> Bool {
        guard !isComplete else { return true }
        if maximumStep > 0, maximumStep.isFinite {
            while time - elapsed > maximumStep, !isComplete { step(elapsed + maximumStep) }
        }
        if !isComplete, time >= elapsed { step(time) }
        return isComplete
    }

    private mutating func step(_ time: Double) {
        elapsed = time
        if animation.animate(value: 1.0, time: time, context: &context) == nil || context.isLogicallyComplete {
            isComplete = true
        }
    }
}

extension PhaseAnimator: PrimitiveView {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }


    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        let graph = node.graph
        guard !phases.isEmpty else {
            graph.warn("PhaseAnimator has no phases: it shows nothing")
            return
        }
        let now = graph.time
        graph.requiresResolveEveryFrame = true
        if let state = node.memory as? PhaseAnimatorState {
            state.index = min(state.index, phases.count - 1)
            if let trigger, let last = state.trigger, !last.matches(trigger) {
                state.trigger = trigger
                // A change starts a pass, or moves a running one on at once.
                state.isRunning = true
                advance(state, graph: graph)
            } else if state.isRunning, !state.isAdvancePending, now > state.phaseStart,
                      state.probe?.isComplete(at: now - state.phaseStart, maximumStep: graph.animator.maximumStep) ?? true {
                advance(state, graph: graph)
            }
        } else {
            let state = PhaseAnimatorState(time: now)
            state.trigger = trigger
            node.memory = state
            if trigger == nil {
                state.isRunning = true
                advance(state, graph: graph)
            }
        }
        let index = (node.memory as? PhaseAnimatorState)?.index ?? 0
        let view = graph.evaluatingBody { content(phases[min(index, phases.count - 1)]) }
        resolveView(view, at: node.child(.body), in: context, into: &elements)
    }

    /// Queues the change to the next phase (skipping phases equal to the current one) in an update
    /// animated with `animation(next)`; a pass ends on arriving at the first phase.
    private func advance(_ state: PhaseAnimatorState, graph: ViewGraph) {
        guard !state.isAdvancePending else { return }
        let current = state.index
        let count = phases.count
        var next = (current + 1) % count
        var steps = 1
        while phases[next] == phases[current], steps < count, !(trigger != nil && next == 0) {
            next = (next + 1) % count
            steps += 1
        }
        let endsPass = trigger != nil && next == 0
        guard phases[next] != phases[current] else {
            // Nothing would change: a pass ends here; fewer than two distinct phases never animate.
            if endsPass { state.index = 0 }
            state.isRunning = false
            return
        }
        let animation = self.animation(phases[next])
        state.isAdvancePending = true
        graph.enqueueWrite({ [unowned graph] in
            state.index = next
            state.phaseStart = graph.time
            state.probe = animation.map(AnimationProbe.init)
            state.isAdvancePending = false
            if endsPass { state.isRunning = false }
        }, transaction: Transaction(animation: animation))
    }
}
