import Foundation
import OpenCombine

extension Timer {
    /// A publisher that emits the date every `interval` seconds once connected (Combine's
    /// `Timer.publish(every:on:in:)`), on the virtual clock: connected at virtual time t₀, it
    /// emits `VirtualClock.date(at: t₀ + k·interval)` at t₀ + k·interval, k = 1, 2, … (computed,
    /// not accumulated, so tick 1000 is exactly at t₀ + 1000·interval). The run loop and mode are
    /// accepted and mean nothing headless: every tick runs on the graph's thread between frames.
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// Text("\(remaining)").onReceive(timer) { _ in remaining -= 1 }
    /// ```
    ///
    /// An interval of 0 or less (or not a number) is 0.1 ms, as Foundation's `Timer` does;
    /// connected outside a render, the timer has no clock and never fires.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }

    /// The publisher `Timer.publish(every:on:in:)` makes: connectable (`connect()` or
    /// `autoconnect()` starts it), emitting dates on the virtual clock.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        /// The seconds between ticks (0.1 ms where the requested one was not positive).
        public let interval: TimeInterval
        /// The tolerance asked for (ticks are exact on the virtual clock).
        public let tolerance: TimeInterval?
        /// The run loop and mode asked for (no meaning headless).
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode

        private let subject = PassthroughSubject<Date, Never>()
        private var connection: TimerConnection?

        /// A timer publisher (as `Timer.publish(every:on:in:)` makes it).
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval > 0 ? interval : 0.0001   // NaN compares false: 0.1 ms too
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Starts the ticks on the virtual clock of the render running now.
        public func connect() -> any Cancellable {
            if let connection { return connection }
            let connection = TimerConnection(interval: interval, subject: subject)
            self.connection = connection
            connection.start()
            return connection
        }
    }
}

/// A connected timer: schedules its next tick on the graph it was connected in.
final class TimerConnection: Cancellable {
    private let interval: TimeInterval
    private let subject: PassthroughSubject<Date, Never>
    private var link: GraphLink?
    private var origin = 0.0
    private var ticks = 0
    private var pending: Int?

    init(interval: TimeInterval, subject: PassthroughSubject<Date, Never>) {
        self.interval = interval
        self.subject = subject
    }

    func start() {
        guard let link = VirtualRunLoop.current, let graph = link.graph else { return }
        self.link = link
        origin = graph.time
        scheduleNext(in: graph)
    }

    private func scheduleNext(in graph: ViewGraph) {
        let time = origin + Double(ticks + 1) * interval
        pending = graph.scheduler.schedule(at: time) { [weak self] in self?.fire(at: time) }
    }

    private func fire(at time: Double) {
        guard let graph = link?.graph else { return }
        ticks += 1
        scheduleNext(in: graph)
        subject.send(VirtualClock.date(at: time))
    }

    func cancel() {
        if let pending, let graph = link?.graph { graph.scheduler.cancel(pending) }
        pending = nil
        link = nil
    }
}
