import Foundation
import Dispatch
import OpenCombine

/// Where a Combine scheduler's work goes: the render's virtual clock on the main queue or main run
/// loop while a render runs, else the real one.
enum VirtualSchedulerRoute {
    /// Nanoseconds of uptime the virtual clock's t = 0 stands for (any value well above 0).
    static let virtualUptimeBase: UInt64 = 1_000_000_000

    /// The graph whose step is running, when `isMain` (work for the main queue or run loop).
    static func graph(isMain: Bool) -> ViewGraph? { isMain ? VirtualRunLoop.graph : nil }

    /// Runs `action` at `graph`'s virtual time + `delay` seconds (now when ≤ 0); the id cancels it.
    @discardableResult
    static func schedule(in graph: ViewGraph, after delay: Double, _ action: @escaping () -> Void) -> Int {
        graph.scheduler.schedule(at: graph.time + max(delay, 0), action)
    }

    /// Runs `action` every `interval` seconds from `delay` on `graph`'s clock until cancelled.
    static func repeating(in graph: ViewGraph, after delay: Double, interval: Double, _ action: @escaping () -> Void) -> Cancellable {
        let box = RepeatingEntry()
        let step = max(interval, 0.0001)   // a zero interval would never let a step end
        func arm(_ due: Double) {
            box.id = graph.scheduler.schedule(at: due) { [weak graph] in
                guard !box.isCancelled, graph != nil else { return }
                action()
                arm(due + step)
            }
        }
        arm(graph.time + max(delay, 0))
        return AnyCancellable { [weak graph] in
            box.isCancelled = true
            if let id = box.id { graph?.scheduler.cancel(id) }
        }
    }

    final class RepeatingEntry {
        var id: Int?
        var isCancelled = false
    }
}

/// Combine's work handed to Dispatch or a run loop outside a render (Combine's schedulers take
/// non-`Sendable` actions; the queue given is where they run, as in Combine).
struct SchedulerAction: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

extension DispatchQueue {
    /// A point in a `DispatchQueue` scheduler's time (Combine's `DispatchQueue.SchedulerTimeType`).
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        public var dispatchTime: DispatchTime
        public init(_ time: DispatchTime) { dispatchTime = time }

        public func distance(to other: Self) -> SchedulerStride {
            SchedulerStride(nanoseconds: Int(truncatingIfNeeded: other.dispatchTime.uptimeNanoseconds &- dispatchTime.uptimeNanoseconds))
        }

        public func advanced(by n: SchedulerStride) -> Self {
            let base = Int64(clamping: dispatchTime.uptimeNanoseconds)
            let moved = base.addingReportingOverflow(Int64(n.nanoseconds))
            return Self(DispatchTime(uptimeNanoseconds: UInt64(max(moved.overflow ? Int64.max : moved.partialValue, 1))))
        }

        public static func == (a: Self, b: Self) -> Bool { a.dispatchTime.uptimeNanoseconds == b.dispatchTime.uptimeNanoseconds }
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }
    }

    /// Options for a `DispatchQueue` scheduler (accepted; the virtual clock ignores them).
    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }
}

/// `DispatchQueue` as a Combine scheduler (`debounce(for:scheduler: DispatchQueue.main)`,
/// `receive(on: DispatchQueue.main)`): the main queue during a render runs on the render's virtual
/// clock — `now` is the virtual time, work runs when the clock reaches it — so a debounced search
/// fires at the same frame in every render; other queues, and any queue outside a render, are
/// Dispatch's.
extension DispatchQueue: @retroactive OpenCombine.Scheduler {
    public var now: SchedulerTimeType {
        guard let graph = VirtualSchedulerRoute.graph(isMain: isMainQueue) else { return SchedulerTimeType(.now()) }
        let ns = VirtualSchedulerRoute.virtualUptimeBase + UInt64((graph.time * 1e9).rounded())
        return SchedulerTimeType(DispatchTime(uptimeNanoseconds: ns))
    }

    public var minimumTolerance: SchedulerStride { .nanoseconds(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if let graph = VirtualSchedulerRoute.graph(isMain: isMainQueue) {
            VirtualSchedulerRoute.schedule(in: graph, after: 0, action)
        } else {
            let work = SchedulerAction(action)
            async { work.run() }
        }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerStride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        if let graph = VirtualSchedulerRoute.graph(isMain: isMainQueue) {
            VirtualSchedulerRoute.schedule(in: graph, after: now.distance(to: date).timeInterval, action)
        } else {
            let work = SchedulerAction(action)
            asyncAfter(deadline: date.dispatchTime, qos: .unspecified, flags: []) { work.run() }
        }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerStride, tolerance: SchedulerStride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        if let graph = VirtualSchedulerRoute.graph(isMain: isMainQueue) {
            return VirtualSchedulerRoute.repeating(in: graph, after: now.distance(to: date).timeInterval,
                                                   interval: interval.timeInterval, action)
        }
        let timer = DispatchSource.makeTimerSource(queue: self)
        timer.schedule(deadline: date.dispatchTime, repeating: .nanoseconds(max(interval.nanoseconds, 1)))
        let work = SchedulerAction(action)
        timer.setEventHandler { work.run() }
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}

extension RunLoop {
    /// A point in a `RunLoop` scheduler's time (Combine's `RunLoop.SchedulerTimeType`).
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        public var date: Date
        public init(_ date: Date) { self.date = date }
        public func distance(to other: Self) -> SchedulerStride { SchedulerStride(seconds: other.date.timeIntervalSince(date)) }
        public func advanced(by n: SchedulerStride) -> Self { Self(date.addingTimeInterval(n.timeInterval)) }
    }

    /// Options for a `RunLoop` scheduler (none).
    public struct SchedulerOptions: Sendable {}
}

/// `RunLoop` as a Combine scheduler: the main run loop during a render runs on the render's
/// virtual clock (`now` is `VirtualClock.date(at:)` of the virtual time), as `DispatchQueue.main`.
extension RunLoop: @retroactive OpenCombine.Scheduler {
    private var isMainLoop: Bool { self === RunLoop.main }

    public var now: SchedulerTimeType {
        guard let graph = VirtualSchedulerRoute.graph(isMain: isMainLoop) else { return SchedulerTimeType(Date()) }
        return SchedulerTimeType(VirtualClock.date(at: graph.time))
    }

    public var minimumTolerance: SchedulerStride { .nanoseconds(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if let graph = VirtualSchedulerRoute.graph(isMain: isMainLoop) {
            VirtualSchedulerRoute.schedule(in: graph, after: 0, action)
        } else {
            let work = SchedulerAction(action)
            perform { work.run() }
        }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerStride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        if let graph = VirtualSchedulerRoute.graph(isMain: isMainLoop) {
            VirtualSchedulerRoute.schedule(in: graph, after: now.distance(to: date).timeInterval, action)
        } else {
            let work = SchedulerAction(action)
            let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in work.run() }
            add(timer, forMode: .default)
        }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerStride, tolerance: SchedulerStride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        if let graph = VirtualSchedulerRoute.graph(isMain: isMainLoop) {
            return VirtualSchedulerRoute.repeating(in: graph, after: now.distance(to: date).timeInterval,
                                                   interval: interval.timeInterval, action)
        }
        let work = SchedulerAction(action)
        let timer = Timer(fire: date.date, interval: max(interval.timeInterval, 0.0001), repeats: true) { _ in work.run() }
        add(timer, forMode: .default)
        return AnyCancellable { timer.invalidate() }
    }
}
