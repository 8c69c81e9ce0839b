import Foundation
import OpenCombine

// Combine's `combineLatest`, which OpenCombine 0.14 lacks: form validation and search models use it.

extension Publishers {
    /// The latest values of two publishers, as a pair, each time either emits once both have
    /// (Combine's `Publishers.CombineLatest`). Fails when either fails; finishes when both have.
    ///
    /// ```swift
    /// $username.combineLatest($password).map { $0.count >= 3 && $1.count >= 8 }.assign(to: &$isValid)
    /// ```
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) { self.a = a; self.b = b }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let latest = LatestValues<Output, Failure>(count: 2, downstream: AnySubscriber(subscriber)) { values in
                // Both are set before `combine` is called.
                (values[0] as! A.Output, values[1] as! B.Output)
            }
            subscriber.receive(subscription: latest)
            a.subscribe(latest.side(0, A.Output.self))
            b.subscribe(latest.side(1, B.Output.self))
        }
    }

    /// The latest values of three publishers (Combine's `Publishers.CombineLatest3`).
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) { self.a = a; self.b = b; self.c = c }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let latest = LatestValues<Output, Failure>(count: 3, downstream: AnySubscriber(subscriber)) { values in
                (values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output)
            }
            subscriber.receive(subscription: latest)
            a.subscribe(latest.side(0, A.Output.self))
            b.subscribe(latest.side(1, B.Output.self))
            c.subscribe(latest.side(2, C.Output.self))
        }
    }
}

extension Publisher {
    /// Pairs of this publisher's and `other`'s latest values (see ``Publishers/CombineLatest``).
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// This publisher's and `other`'s latest values, combined by `transform`.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
    -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// Triples of this publisher's, `b`'s and `c`'s latest values.
    public func combineLatest<B: Publisher, C: Publisher>(_ b: B, _ c: C) -> Publishers.CombineLatest3<Self, B, C>
    where B.Failure == Failure, C.Failure == Failure {
        Publishers.CombineLatest3(self, b, c)
    }

    /// This publisher's, `b`'s and `c`'s latest values, combined by `transform`.
    public func combineLatest<B: Publisher, C: Publisher, T>(_ b: B, _ c: C, _ transform: @escaping (Output, B.Output, C.Output) -> T)
    -> Publishers.Map<Publishers.CombineLatest3<Self, B, C>, T> where B.Failure == Failure, C.Failure == Failure {
        Publishers.CombineLatest3(self, b, c).map(transform)
    }
}

/// The subscription of a `CombineLatest`: the upstreams' latest values, sent combined as the
/// downstream's demand allows (a combination that finds no demand waits, replaced by newer ones).
private final class LatestValues<Output, Failure: Error>: Subscription {
    private let lock = NSRecursiveLock()
    private var values: [Any?]
    private var finished: [Bool]
    private var upstreams: [Subscription?]
    private var demand = Subscribers.Demand.none
    private var waiting = false
    private var done = false
    private let downstream: AnySubscriber<Output, Failure>
    private let combine: ([Any?]) -> Output

    init(count: Int, downstream: AnySubscriber<Output, Failure>, combine: @escaping ([Any?]) -> Output) {
        values = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
        upstreams = Array(repeating: nil, count: count)
        self.downstream = downstream
        self.combine = combine
    }

    /// The subscriber for upstream `index`.
    func side<Input>(_ index: Int, _: Input.Type) -> AnySubscriber<Input, Failure> {
        AnySubscriber(receiveSubscription: { [self] subscription in
            lock.lock()
            guard !done else { lock.unlock(); subscription.cancel(); return }
            upstreams[index] = subscription
            lock.unlock()
            subscription.request(.unlimited)
        }, receiveValue: { [self] value in
            lock.lock()
            guard !done else { lock.unlock(); return .none }
            values[index] = value
            waiting = values.allSatisfy { $0 != nil }
            lock.unlock()
            send()
            return .none
        }, receiveCompletion: { [self] completion in
            lock.lock()
            guard !done else { lock.unlock(); return }
            switch completion {
            case .failure:
                done = true
                let others = upstreams
                lock.unlock()
                others.forEach { $0?.cancel() }
                downstream.receive(completion: completion)
            case .finished:
                finished[index] = true
                let all = finished.allSatisfy { $0 }
                if all { done = true }
                lock.unlock()
                if all { downstream.receive(completion: .finished) }
            }
        })
    }

    func request(_ more: Subscribers.Demand) {
        lock.lock()
        demand += more
        lock.unlock()
        send()
    }

    /// Sends the waiting combination while there is demand for it.
    private func send() {
        lock.lock()
        guard waiting, demand > 0, !done else { lock.unlock(); return }
        waiting = false
        demand -= 1
        let output = combine(values)
        lock.unlock()
        let more = downstream.receive(output)
        lock.lock()
        demand += more
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        done = true
        let all = upstreams
        upstreams = []
        lock.unlock()
        all.forEach { $0?.cancel() }
    }
}
