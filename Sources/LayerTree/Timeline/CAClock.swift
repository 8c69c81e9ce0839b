import AnimationCore
import Foundation
import Synchronization

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

    /// Queued events and watched hosts' cached events, ordered by (time, kind, sequence).
    private var heap = EventHeap()
    /// How many events one instant may have beyond four per attached animation (a start, a stop,
    /// a replacement's stop, a completion) before the clock decides a callback is looping and
    /// drops the rest of that instant, with a warning.
    var eventsPerInstantLimit = 10_000
    private var nextSequence: UInt64 = 0
    /// How many times the clock was reset (a `LayerTimeline` continues from its last sample only
    /// on the clock it replayed on, not reset since).
    private(set) var resets: UInt64 = 0
    /// The hosts with attached animations whose start and end are events (weakly held), each with
    /// its pending events as last computed.
    private var hosts: [ObjectIdentifier: HostRecord] = [:]
    /// Hosts whose events must be recomputed before the next event is chosen.
    private var dirtyHosts: [HostRecord] = []
    /// Hosts whose timing the clock cannot see change (not layers): recomputed before every event.
    private var volatileHosts: [HostRecord] = []
    /// The layer timing epoch (`LayerTimingEpoch`) the cached host events were computed under: a
    /// change of a layer's timing or of the tree's shape anywhere recomputes every host.
    private var seenTimingEpoch: UInt64 = 0

    /// How many times a host's events were computed (`animationEvents(now:)`) because the host
    /// changed (its animations, their lifecycle, or an event of it ran), for tests that bound the
    /// work of a replay.
    package private(set) var hostEvaluations = 0
    /// Recomputations only because some layer's timing or some tree changed (`LayerTimingEpoch`,
    /// process-wide: other threads' layers count too).
    package private(set) var epochEvaluations = 0
    /// Tests only: also choose every event by scanning every host (the clock's original,
    /// quadratic way) and count the choices that differ from the cached one.
    package var verifiesEventSelection = false
    /// Tests only: choose events by the full scan alone (what the clock did before it cached).
    package var selectsByFullScan = false
    /// Choices that differed from the scan (with `verifiesEventSelection`).
    package private(set) var selectionMismatches = 0

    init() {}

    /// A new sequence number: the tie-break between events of one kind at one time.
    func makeSequence() -> UInt64 {
        nextSequence += 1
        return nextSequence
    }

    /// Queues `run` at `time` (not before now), with the script's actions (a timer or delayed
    /// block of code driven by this clock).
    package func scheduleWork(at time: CFTimeInterval, _ run: @escaping () -> Void) {
        schedule(at: time, kind: .script, run)
    }

    /// Queues `run` at `time` (not before now).
    func schedule(at time: CFTimeInterval, kind: EventKind, _ run: @escaping () -> Void) {
        heap.push(EventHeap.Item(event: Event(time: max(time, self.time), kind: kind, sequence: makeSequence(), run: run),
                                 host: nil, version: 0))
    }

    /// Makes `host`'s animations' starts and ends events of this clock (and recomputes them).
    func watch(_ host: any CAAnimationHost) {
        let id = ObjectIdentifier(host)
        if let record = hosts[id], record.host === host {
            markDirty(record)
            return
        }
        hosts[id]?.retire()
        let record = HostRecord(host: host, clock: self)
        hosts[id] = record
        if !host.tracksTimingChanges { volatileHosts.append(record) }
        host.animationList.clockRecord = record
        markDirty(record)
    }

    /// Queues `record` for recomputation.
    fileprivate func markDirty(_ record: HostRecord, forEpoch: Bool = false) {
        if !forEpoch { record.dirtyForEpochOnly = false }
        guard !record.dirty, !record.retired else { return }
        record.dirty = true
        record.dirtyForEpochOnly = forEpoch
        dirtyHosts.append(record)
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
                let now = self.time
                heap.removeAll { $0.host == nil && $0.event.time <= now }
                // Hosts' events at this time stay pending: recompute them at the new time.
                for record in hosts.values { markDirty(record) }
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
        resets &+= 1
        time = 0
        heap = EventHeap()
        for record in hosts.values { record.retire() }
        hosts = [:]
        dirtyHosts = []
        volatileHosts = []
        nextSequence = 0
        LayerThreadState.current.transactions = []
    }

    /// Recomputes the dirty hosts' events (every host's when a layer's timing or the tree changed).
    private func refreshHosts() {
        let epoch = LayerTimingEpoch.current
        if epoch != seenTimingEpoch {
            seenTimingEpoch = epoch
            for record in hosts.values { markDirty(record, forEpoch: true) }
        }
        if !volatileHosts.isEmpty {
            volatileHosts.removeAll { $0.retired }
            for record in volatileHosts { markDirty(record) }
        }
        guard !dirtyHosts.isEmpty else { return }
        let dirty = dirtyHosts
        dirtyHosts = []
        for record in dirty {
            record.dirty = false
            guard !record.retired else { continue }
            record.version &+= 1
            guard let host = record.host else {
                retireIfCurrent(record)
                continue
            }
            if record.dirtyForEpochOnly { epochEvaluations += 1 } else { hostEvaluations += 1 }
            for e in host.animationEvents(now: self.time) {
                heap.push(EventHeap.Item(event: e, host: record, version: record.version))
            }
        }
    }

    /// Drops a host that no longer exists.
    private func retireIfCurrent(_ record: HostRecord) {
        if let id = record.id, hosts[id] === record { hosts[id] = nil }
        record.retire()
    }

    /// The earliest event at or before `limit` (queued or an animation's start/end), removed from
    /// the queue; nil when none.
    private func nextEvent(upTo limit: CFTimeInterval) -> Event? {
        if selectsByFullScan {
            guard let e = scannedNextEvent(upTo: limit) else { return nil }
            heap.removeAll { $0.host == nil && $0.event.sequence == e.sequence && $0.event.kind == e.kind }
            return e
        }
        refreshHosts()
        let expected = verifiesEventSelection ? scannedNextEvent(upTo: limit) : nil
        var chosen: Event?
        while let top = heap.peek {
            if let record = top.host {
                // A host's events from before its last change, or of a host that is gone.
                if record.retired || record.version != top.version {
                    _ = heap.pop()
                    continue
                }
                if record.host == nil {
                    _ = heap.pop()
                    retireIfCurrent(record)
                    continue
                }
            }
            guard top.event.time <= limit else { break }
            _ = heap.pop()
            // Running it changes the host's state: its next events are computed afresh.
            if let record = top.host { markDirty(record) }
            chosen = top.event
            break
        }
        if verifiesEventSelection {
            let same = expected.map { e in chosen.map { ($0.time, $0.kind, $0.sequence) == (e.time, e.kind, e.sequence) } ?? false }
                ?? (chosen == nil)
            if !same { selectionMismatches += 1 }
        }
        return chosen
    }

    /// The clock's original choice: every queued event and every watched host's events, scanned.
    private func scannedNextEvent(upTo limit: CFTimeInterval) -> Event? {
        var best: Event?
        func better(_ e: Event) -> Bool {
            guard let b = best else { return true }
            return (e.time, e.kind.rawValue, e.sequence) < (b.time, b.kind.rawValue, b.sequence)
        }
        for item in heap.items where item.host == nil && item.event.time <= limit && better(item.event) {
            best = item.event
        }
        for record in hosts.values where !record.retired {
            guard let host = record.host else { continue }
            for e in host.animationEvents(now: self.time) where e.time <= limit && better(e) {
                best = e
            }
        }
        return best
    }
}

/// A watched host and the bookkeeping of its cached events.
final class HostRecord {
    weak var host: (any CAAnimationHost)?
    let id: ObjectIdentifier?
    unowned let clock: CAClock
    /// Bumped at each recomputation: heap entries of an older version are stale.
    var version: UInt64 = 0
    var dirty = false
    /// Dirty only because the timing epoch moved (for the work counters).
    var dirtyForEpochOnly = false
    /// No longer the clock's (reset, or its host is gone or was replaced).
    private(set) var retired = false

    init(host: any CAAnimationHost, clock: CAClock) {
        self.host = host
        self.id = ObjectIdentifier(host)
        self.clock = clock
    }

    func retire() { retired = true }

    /// The host's animations changed (added, removed, committed, started, stopped, retimed).
    func changed() { clock.markDirty(self) }
}

/// A binary min-heap of clock events ordered by (time, kind, sequence): spec §6's order.
struct EventHeap {
    struct Item {
        var event: CAClock.Event
        /// The host whose cached events this is one of (nil: a queued event).
        var host: HostRecord?
        var version: UInt64

        static func < (a: Item, b: Item) -> Bool {
            (a.event.time, a.event.kind.rawValue, a.event.sequence) < (b.event.time, b.event.kind.rawValue, b.event.sequence)
        }
    }

    private(set) var items: [Item] = []

    var peek: Item? { items.first }

    mutating func push(_ item: Item) {
        items.append(item)
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard items[i] < items[parent] else { break }
            items.swapAt(i, parent)
            i = parent
        }
    }

    mutating func pop() -> Item? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let top = items.removeLast()
        var i = 0
        let n = items.count
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < n && items[l] < items[m] { m = l }
            if r < n && items[r] < items[m] { m = r }
            if m == i { break }
            items.swapAt(i, m)
            i = m
        }
        return top
    }

    /// Removes the items matching `predicate` (and restores the heap order).
    mutating func removeAll(where predicate: (Item) -> Bool) {
        let kept = items.filter { !predicate($0) }
        items = []
        for item in kept { push(item) }
    }
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
    var clock = CAClock()
    /// Open transactions, outermost first (an implicit one, when open, is first).
    var transactions: [CATransactionFrame] = []
    /// How many transactions have committed on this thread (layers made before a commit are
    /// committed by it).
    var commitCount: UInt64 = 0
    /// The current drawing contexts (`UIGraphicsPushContext`, a view's `draw(_:)`), innermost last.
    var drawingContexts: [CGContext] = []

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
