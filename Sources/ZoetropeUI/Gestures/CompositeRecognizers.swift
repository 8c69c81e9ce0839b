import Foundation

/// Two recognizers seeing one touch sequence (the composites' common part).
class PairRecognizer<A, B, Value>: _GestureRecognizer<Value> {
    let a: _GestureRecognizer<A>, b: _GestureRecognizer<B>

    init(_ a: _GestureRecognizer<A>, _ b: _GestureRecognizer<B>) {
        self.a = a
        self.b = b
        super.init()
    }

    override func prepare(_ context: GestureContext) {
        super.prepare(context)
        a.prepare(context)
        b.prepare(context)
    }

    override func takeEffects() -> [() -> Void] { a.takeEffects() + b.takeEffects() }
}

/// Both recognizers on every event; recognized when either is, over when both are.
final class SimultaneousRecognizer<A, B>: PairRecognizer<A, B, SimultaneousValues<A, B>> {
    typealias Value = SimultaneousValues<A, B>
    private var value = Value(first: nil, second: nil)
    private var aDone = false, bDone = false, anyEnded = false

    override func handle(_ event: TouchEvent) -> GestureOutcome<Value> {
        combine(aDone ? nil : a.handle(event), bDone ? nil : b.handle(event))
    }

    override var wakeTime: Double? { [aDone ? nil : a.wakeTime, bDone ? nil : b.wakeTime].compactMap { $0 }.min() }

    override func wake(at time: Double) -> GestureOutcome<Value> {
        combine(aDone ? nil : a.wake(at: time), bDone ? nil : b.wake(at: time))
    }

    override func cancel() {
        if !aDone { a.cancel() }
        if !bDone { b.cancel() }
    }

    private func combine(_ x: GestureOutcome<A>?, _ y: GestureOutcome<B>?) -> GestureOutcome<Value> {
        var changed = false, claims = false
        switch x {
        case .changed(let v, let c)?: value.first = v; changed = true; claims = claims || c
        case .ended(let v)?: value.first = v; aDone = true; anyEnded = true; changed = true; claims = true
        case .failed?: aDone = true
        default: break
        }
        switch y {
        case .changed(let v, let c)?: value.second = v; changed = true; claims = claims || c
        case .ended(let v)?: value.second = v; bDone = true; anyEnded = true; changed = true; claims = true
        case .failed?: bDone = true
        default: break
        }
        if aDone && bDone { return anyEnded ? .ended(value) : .failed }
        return changed ? .changed(value, claims: claims) : .possible
    }
}

/// The first recognizer until it ends, then the second from the finger's current place.
final class SequenceRecognizer<A, B>: PairRecognizer<A, B, SequenceValues<A, B>> {
    typealias Value = SequenceValues<A, B>
    private var firstValue: A?
    private var lastLocations: [CGPoint] = []


    override func handle(_ event: TouchEvent) -> GestureOutcome<Value> {
        lastLocations = event.locations
        guard let firstValue else { return fromFirst(a.handle(event), time: event.time) }
        return fromSecond(b.handle(event), first: firstValue)
    }

    override var wakeTime: Double? { firstValue == nil ? a.wakeTime : b.wakeTime }

    override func wake(at time: Double) -> GestureOutcome<Value> {
        guard let firstValue else { return fromFirst(a.wake(at: time), time: time) }
        return fromSecond(b.wake(at: time), first: firstValue)
    }

    override func cancel() { firstValue == nil ? a.cancel() : b.cancel() }

    private func fromFirst(_ outcome: GestureOutcome<A>, time: Double) -> GestureOutcome<Value> {
        switch outcome {
        case .possible: return .possible
        case .changed(let v, let claims): return .changed(.first(v), claims: claims)
        case .failed: return .failed
        case .ended(let v):
            firstValue = v
            // The second gesture begins where the finger is now.
            switch b.handle(TouchEvent(phase: .began, time: time, locations: lastLocations)) {
            case .changed(let w, _), .ended(let w): return .changed(.second(v, w), claims: true)
            case .failed: return .failed
            case .possible: return .changed(.second(v, nil), claims: true)
            }
        }
    }

    private func fromSecond(_ outcome: GestureOutcome<B>, first: A) -> GestureOutcome<Value> {
        switch outcome {
        case .possible: return .possible
        case .changed(let w, _): return .changed(.second(first, w), claims: true)
        case .ended(let w): return .ended(.second(first, w))
        case .failed: return .failed
        }
    }
}

/// The first recognizer when it is recognized; the second only once the first has failed (its
/// recognition is held until then).
final class ExclusiveRecognizer<A, B>: PairRecognizer<A, B, ExclusiveValues<A, B>> {
    typealias Value = ExclusiveValues<A, B>
    private var aFailed = false, bDone = false
    /// The second's outcome held while the first may still be recognized.
    private var held: GestureOutcome<Value>?
    private var chosen: Bool?   // true: first, false: second


    override func handle(_ event: TouchEvent) -> GestureOutcome<Value> {
        if chosen == true { return mapFirst(a.handle(event)) }
        if chosen == false { return mapSecond(b.handle(event)) }
        return decide(aFailed ? nil : a.handle(event), bDone ? nil : b.handle(event))
    }

    override var wakeTime: Double? {
        if chosen == true { return a.wakeTime }
        if chosen == false { return b.wakeTime }
        return [aFailed ? nil : a.wakeTime, bDone ? nil : b.wakeTime].compactMap { $0 }.min()
    }

    override func wake(at time: Double) -> GestureOutcome<Value> {
        if chosen == true { return mapFirst(a.wake(at: time)) }
        if chosen == false { return mapSecond(b.wake(at: time)) }
        return decide(aFailed || a.wakeTime.map({ $0 > time + 1e-9 }) ?? true ? nil : a.wake(at: time),
                      bDone || b.wakeTime.map({ $0 > time + 1e-9 }) ?? true ? nil : b.wake(at: time))
    }

    override func cancel() {
        if chosen != false, !aFailed { a.cancel() }
        if chosen != true, !bDone { b.cancel() }
        heldEffects = []
    }

    /// The second's callbacks, held until the first has failed (dropped if it wins).
    private var heldEffects: [() -> Void] = []

    override func takeEffects() -> [() -> Void] {
        let first = a.takeEffects()
        heldEffects += b.takeEffects()
        switch chosen {
        case true?:
            heldEffects = []
            return first
        case false?:
            defer { heldEffects = [] }
            return first + heldEffects
        case nil:
            return first
        }
    }

    private func decide(_ x: GestureOutcome<A>?, _ y: GestureOutcome<B>?) -> GestureOutcome<Value> {
        switch x {
        case .changed(_, true)?, .ended?:
            chosen = true
            if !bDone { b.cancel() }
            return mapFirst(x!)
        case .failed?:
            aFailed = true
        default:
            break
        }
        if let y {
            switch y {
            case .ended, .failed: bDone = true
            default: break
            }
            if case .failed = y { if aFailed { return .failed } } else if case .possible = y {} else { held = mapSecond(y) }
        }
        guard aFailed else { return .possible }
        // The first can no longer win: the second's held recognition counts now.
        if let held {
            chosen = false
            self.held = nil
            return held
        }
        return bDone ? .failed : .possible
    }

    private func mapFirst(_ outcome: GestureOutcome<A>) -> GestureOutcome<Value> {
        switch outcome {
        case .possible: .possible
        case .changed(let v, let c): .changed(.first(v), claims: c)
        case .ended(let v): .ended(.first(v))
        case .failed: .failed
        }
    }

    private func mapSecond(_ outcome: GestureOutcome<B>) -> GestureOutcome<Value> {
        switch outcome {
        case .possible: .possible
        case .changed(let v, let c): .changed(.second(v), claims: c)
        case .ended(let v): .ended(.second(v))
        case .failed: .failed
        }
    }
}

/// What the composite recognizers report; each composite gesture maps it to its own `Value`.
struct SimultaneousValues<A, B> {
    var first: A?
    var second: B?
}

enum SequenceValues<A, B> {
    case first(A)
    case second(A, B?)
}

enum ExclusiveValues<A, B> {
    case first(A)
    case second(B)
}
