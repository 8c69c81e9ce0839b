import Foundation
import Testing
import OpenCombine
@testable import ZoetropeUI

/// A sign-up form's validation as apps write it: the name and password `@Published`, their latest
/// values combined.
private final class SignUp: ObservableObject {
    @Published var name = ""
    @Published var password = ""
    @Published var isValid = false

    init() {
        $name.combineLatest($password)
            .map { $0.count >= 3 && $1.count >= 8 }
            .assign(to: &$isValid)
    }
}

private struct Boom: Error, Equatable {}

/// `combineLatest` (Combine's semantics, which OpenCombine 0.14 lacks): nothing until every
/// upstream has sent a value, then the latest of each on any new one; finished when all are,
/// failed when one is; the downstream's demand respected.
@Suite struct CombineLatestTests {
    @Test func pairsTheLatestValuesOnceBothHaveSentOne() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>()
        var seen: [String] = [], finished = false
        let cancellable = a.combineLatest(b).sink(receiveCompletion: { _ in finished = true }) { seen.append("\($0)\($1)") }
        a.send(1)
        #expect(seen.isEmpty)
        b.send("x")
        a.send(2)
        b.send("y")
        #expect(seen == ["1x", "2x", "2y"])
        a.send(completion: .finished)
        #expect(!finished)
        b.send("z")                         // a finished: its last value still pairs
        b.send(completion: .finished)
        #expect(seen == ["1x", "2x", "2y", "2z"] && finished)
        _ = cancellable
    }

    @Test func threeWithATransformAndAFailure() {
        let a = PassthroughSubject<Int, Boom>(), b = PassthroughSubject<Int, Boom>(), c = PassthroughSubject<Int, Boom>()
        var sums: [Int] = [], failure: Boom?
        let cancellable = a.combineLatest(b, c) { $0 + $1 + $2 }
            .sink(receiveCompletion: { if case .failure(let error) = $0 { failure = error } }) { sums.append($0) }
        a.send(1); b.send(10); c.send(100); a.send(2)
        b.send(completion: .failure(Boom()))
        c.send(200)                         // after the failure: nothing
        #expect(sums == [111, 112] && failure == Boom())
        _ = cancellable
    }

    @Test func aCombinationWaitsForDemand() {
        let a = CurrentValueSubject<Int, Never>(0), b = CurrentValueSubject<Int, Never>(0)
        var received: [(Int, Int)] = []
        var subscription: Subscription?
        a.combineLatest(b).subscribe(AnySubscriber(receiveSubscription: { subscription = $0 },
                                                   receiveValue: { received.append($0); return .none },
                                                   receiveCompletion: { _ in }))
        a.send(1); b.send(2)                // no demand yet: only the latest waits
        #expect(received.isEmpty)
        subscription?.request(.max(1))
        #expect(received.count == 1 && received[0] == (1, 2))
        a.send(3)
        #expect(received.count == 1)        // demand spent
        subscription?.request(.max(1))
        #expect(received.count == 2 && received[1] == (3, 2))
        subscription?.cancel()
    }

    @Test func publishedPropertiesValidateAForm() {
        let form = SignUp()
        #expect(!form.isValid)
        form.name = "ada"
        form.password = "12345678"
        #expect(form.isValid)
        form.name = "al"
        #expect(!form.isValid)
    }
}
