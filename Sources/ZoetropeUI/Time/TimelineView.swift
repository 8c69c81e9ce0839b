import Foundation
import AnimationCore

/// A view that rebuilds its content on the dates of a schedule, on the virtual clock (SwiftUI's
/// `TimelineView`). The content gets the latest schedule entry at or before the current virtual
/// date (`VirtualClock`: `epoch + t`); before the first entry, the date the view appeared. With
/// `.animation` the date is the frame's own.
///
/// ```swift
/// TimelineView(.periodic(from: VirtualClock.epoch, by: 0.5)) { context in
///     Color.red.opacity(VirtualClock.time(of: context.date) / 3)   // steps every 0.5 s
/// }
/// TimelineView(.animation) { context in
///     Color.blue.rotationEffect(.degrees(VirtualClock.time(of: context.date) * 90))
/// }
/// ```
///
/// A tick (a new date) is an update of its own, without animation: changes it causes jump
/// unless the content asks for one with `.animation(_:value:)`. Outside ticks the content sees
/// the enclosing update's transaction.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// What the content closure gets: the date of the update and the rate of updates.
    public struct Context {
        /// How often the view updates (always `.live` on the virtual clock, which never lowers
        /// its rate).
        public enum Cadence: Comparable, Sendable {
            case live
            case seconds
            case minutes
        }

        /// The date of the current entry, on the virtual clock.
        public let date: Date
        /// The rate of updates.
        public let cadence: Cadence
    }

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
}

/// The context every `TimelineView` content closure gets (SwiftUI's spelling).
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    public typealias Body = Never

    /// A view whose content is rebuilt on each date of `schedule`.
    ///
    /// ```swift
    /// TimelineView(.everyMinute) { context in
    ///     Color.green.opacity(context.date < VirtualClock.date(at: 60) ? 0.5 : 1)
    /// }
    /// ```
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }
}

/// What a `TimelineView` remembers at its identity: its schedule, the entries not yet reached,
/// and the date shown.
final class TimelineState {
    var schedule: Any
    var entries: AnyIterator<Date>?
    var next: Date?
    var date: Date

    init(schedule: Any, date: Date) {
        self.schedule = schedule
        self.date = date
    }

    /// How many entries one evaluation may consume (a schedule repeating a date forever).
    static let maximumEntriesPerEvaluation = 100_000
}

extension TimelineView: PrimitiveView where Content: View {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }


    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        let graph = node.graph
        let now = graph.date
        graph.requiresResolveEveryFrame = true
        let state: TimelineState
        let previousDate: Date?
        if let existing = node.memory as? TimelineState {
            state = existing
            previousDate = existing.date
            if let previous = existing.schedule as? Schedule, Self.differ(previous, schedule, now: now) {
                restart(state, at: now, graph: graph)
            }
        } else {
            state = TimelineState(schedule: schedule, date: now)
            previousDate = nil
            node.memory = state
            restart(state, at: now, graph: graph)
        }
        advance(state, to: now, graph: graph)

        let shown = TimelineViewDefaultContext(date: state.date, cadence: .live)
        let view = graph.evaluatingBody { content(shown) }
        var inner = context
        if let previousDate, previousDate != state.date {
            // A tick is its own update, in an empty transaction.
            inner.transaction = Transaction()
            inner.isUpdate = true
        }
        resolveView(view, at: node.child(.body), in: inner, into: &elements)
    }

    /// Asks the schedule for its entries from `now` (frame-driven schedules have none).
    private func restart(_ state: TimelineState, at now: Date, graph: ViewGraph) {
        state.schedule = schedule
        guard !(schedule is any FrameDrivenTimelineSchedule) else {
            state.entries = nil
            state.next = nil
            return
        }
        let iterator: AnyIterator<Date>
        if let periodic = schedule as? PeriodicTimelineSchedule, Self.isWallClockDate(periodic.startDate) {
            // `.periodic(from: .now, by: …)`: `.now` was read when the view was made, which on the
            // virtual clock is now — the ticks start here, whatever the wall clock said.
            iterator = AnyIterator(PeriodicTimelineSchedule(from: now, by: periodic.interval).entries(from: now, mode: .normal))
        } else {
            iterator = AnyIterator(schedule.entries(from: now, mode: .normal).makeIterator())
        }
        state.entries = iterator
        state.next = iterator.next()
        if let first = state.next, first > now, Self.isWallClockDate(first) {
            graph.warn("TimelineView's schedule starts at \(first), years after the virtual clock "
                + "(VirtualClock.epoch + t): anchor it at VirtualClock.epoch, not Date.now")
        }
    }

    /// Moves the shown date to the latest entry at or before `now`.
    private func advance(_ state: TimelineState, to now: Date, graph: ViewGraph) {
        if let frameDriven = schedule as? any FrameDrivenTimelineSchedule {
            state.date = frameDriven.date(showing: state.date, at: now)
            return
        }
        guard let entries = state.entries else { return }
        let limit = now.timeIntervalSinceReferenceDate + 1e-9
        var consumed = 0
        while let next = state.next, next.timeIntervalSinceReferenceDate <= limit {
            state.date = next
            state.next = entries.next()
            consumed += 1
            if consumed >= TimelineState.maximumEntriesPerEvaluation {
                graph.warn("TimelineView's schedule gave over \(consumed) entries between two frames: "
                    + "it catches up over the next frames")
                break
            }
        }
    }

    /// Whether two schedules are `Equatable` and different (non-`Equatable` schedules never differ).
    /// Two periodic schedules with one interval are the same when the new one starts `now`: it was
    /// made from `.now` by a body run again (`.periodic(from: .now, by: 1)` in a body that runs
    /// every frame), so only `.now` moved. (Also when both start on the real wall clock: a view
    /// made outside a render.)
    private static func differ(_ a: Schedule, _ b: Schedule, now: Date) -> Bool {
        if let a = a as? PeriodicTimelineSchedule, let b = b as? PeriodicTimelineSchedule, a.interval == b.interval,
           abs(b.startDate.timeIntervalSince(now)) < 1e-6 || (isWallClockDate(a.startDate) && isWallClockDate(b.startDate)) {
            return false
        }
        guard a is any Equatable else { return false }
        return !isSameValue(a, b)
    }

    /// Whether `date` is more than a year after the virtual clock's epoch: a date read from the
    /// wall clock (`Date.now`), not one of the virtual clock's (renders are not a year long).
    static func isWallClockDate(_ date: Date) -> Bool {
        VirtualClock.time(of: date) > 365 * 86_400
    }
}
