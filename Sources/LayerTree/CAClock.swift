import AnimationCore
import Foundation

/// The virtual media clock of the calling thread: what `CACurrentMediaTime()` returns, and the
/// queue of what happens as it advances — transactions committing, animations starting and
/// stopping (their delegates called), transaction completion blocks.
///
/// Nothing reads the wall clock: time moves only when `advance(to:)` is called (a
/// `LayerTimeline` does it for you). Events at one time run in a fixed order — script actions,
/// then commits, then `animationDidStart`, then `animationDidStop`, then completion blocks, each
/// kind in the order it was scheduled — so a replay always gives the same result.
///
/// ```swift
/// let clock = CAClock.current
/// clock.reset()
/// layer.add(fade, forKey: "fade")     // commits at 0 when the clock next advances
/// clock.advance(to: 0.5)              // didStart at 0, and the fade is half way
/// CACurrentMediaTime()                // 0.5
/// ```
public final class CAClock {
    /// The calling thread's clock (created at time 0 on first use).
    public static var current: CAClock { LayerThreadState.current.clock }

    /// The current media time in seconds.
    public internal(set) var time: CFTimeInterval = 0

    /// Kinds of events, in the order they run at one time.
    enum EventKind: Int, Comparable {
        case script = 0, commit, didStart, didStop, completion
        static func < (a: EventKind, b: EventKind) -> Bool { a.rawValue < b.rawValue }
    }

    /// A queued event.
    struct Event {
        var time: CFTimeInterval
        var kind: EventKind
        var sequence: UInt64
        var run: () -> Void
    }

    private var queue: [Event] = []
    /// How many events one instant may have beyond four per attached animation (a start, a stop,
    /// a replacement's stop, a completion) before the clock decides a callback is looping and
    /// drops the rest of that instant, with a warning.
    var eventsPerInstantLimit = 10_000
    private var nextSequence: UInt64 = 0
    /// The hosts with attached animations whose start and end are events (weakly held).
    private var hosts: [ObjectIdentifier: WeakHost] = [:]

    init() {}

    /// A new sequence number: the tie-break between events of one kind at one time.
    func makeSequence() -> UInt64 {
        nextSequence += 1
        return nextSequence
    }

    /// Queues `run` at `time` (not before now).
    func schedule(at time: CFTimeInterval, kind: EventKind, _ run: @escaping () -> Void) {
        queue.append(Event(time: max(time, self.time), kind: kind, sequence: makeSequence(), run: run))
    }

    /// Makes `host`'s animations' starts and ends events of this clock.
    func watch(_ host: any CAAnimationHost) {
        hosts[ObjectIdentifier(host)] = WeakHost(host: host)
    }

    /// Advances the clock to `time`, first committing the implicit transaction, then running every
    /// event up to `time` in order with the clock set to each event's time. Changes made by a
    /// callback commit right after it. A `time` before now only commits.
    ///
    /// ```swift
    /// CAClock.current.advance(to: 1.25)
    /// ```
    public func advance(to time: CFTimeInterval) {
        CATransaction.commitImplicit()
        guard time.isFinite else { return }
        var eventsAtThisTime = 0
        while let next = nextEvent(upTo: time) {
            if next.time > self.time { eventsAtThisTime = 0 }
            self.time = max(self.time, next.time)
            next.run()
            CATransaction.commitImplicit()
            eventsAtThisTime += 1
            if eventsAtThisTime > eventsPerInstantLimit && eventsAtThisTime > 4 * attachedAnimationCount() + eventsPerInstantLimit {
                // A callback that re-adds what it is told has stopped would otherwise never end.
                LayerDiagnostics.warn("\(eventsAtThisTime) animation events at time \(self.time), far more than the animations attached (a delegate re-adding the animation it was told stopped?); the rest at that time are dropped")
                queue.removeAll { $0.time <= self.time }
                break
            }
        }
        self.time = max(self.time, time)
    }

    /// How many animations are attached to the watched hosts.
    private func attachedAnimationCount() -> Int {
        hosts.values.reduce(0) { $0 + ($1.host?.animationList.entries.count ?? 0) }
    }

    /// Back to time 0 with nothing queued (the transactions in progress are dropped too).
    public func reset() {
        time = 0
        queue = []
        hosts = [:]
        nextSequence = 0
        LayerThreadState.current.transactions = []
    }

    /// The earliest event at or before `limit` (queued or an animation's start/end), removed from
    /// the queue; nil when none.
    private func nextEvent(upTo limit: CFTimeInterval) -> Event? {
        var best: Event?
        var bestIndex: Int?
        func better(_ e: Event) -> Bool {
            guard let b = best else { return true }
            return (e.time, e.kind.rawValue, e.sequence) < (b.time, b.kind.rawValue, b.sequence)
        }
        for (i, e) in queue.enumerated() where e.time <= limit && better(e) {
            best = e
            bestIndex = i
        }
        for (id, weak) in hosts {
            guard let host = weak.host else { hosts[id] = nil; continue }
            for e in host.animationEvents(now: self.time) where e.time <= limit && better(e) {
                best = e
                bestIndex = nil
            }
        }
        if let bestIndex { queue.remove(at: bestIndex) }
        return best
    }
}

/// A weak reference to an animation host.
struct WeakHost {
    weak var host: (any CAAnimationHost)?
}

/// The current media time of the calling thread's virtual clock (`CAClock.current.time`), in
/// seconds; 0 until the clock is advanced.
///
/// ```swift
/// let delay = layer.convertTime(CACurrentMediaTime(), from: nil) + 0.5
/// ```
public func CACurrentMediaTime() -> CFTimeInterval {
    CAClock.current.time
}

/// Per-thread state of the layer machinery: the clock and the open transactions.
final class LayerThreadState {
    let clock = CAClock()
    /// Open transactions, outermost first (an implicit one, when open, is first).
    var transactions: [CATransactionFrame] = []
    /// How many transactions have committed on this thread (layers made before a commit are
    /// committed by it).
    var commitCount: UInt64 = 0

    /// The calling thread's state, created on first use and released with the thread.
    static var current: LayerThreadState {
        if let pointer = pthread_getspecific(layerThreadStateKey) {
            return Unmanaged<LayerThreadState>.fromOpaque(pointer).takeUnretainedValue()
        }
        let state = LayerThreadState()
        pthread_setspecific(layerThreadStateKey, Unmanaged.passRetained(state).toOpaque())
        return state
    }
}

private let layerThreadStateKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { pointer in
        guard let pointer else { return }
        Unmanaged<LayerThreadState>.fromOpaque(pointer).release()
    }
    return key
}()
