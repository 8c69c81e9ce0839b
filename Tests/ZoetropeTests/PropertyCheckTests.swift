import Foundation
import PropertyBased
import Testing
import ZoetropeTestSupport

/// The shared `seededPropertyCheck` (Tests/Support/PropertyCheck.swift): it runs every case, the
/// same ones for the same seed, stops at the first failure and reports a seed that replays it.
@Suite struct PropertyCheckTests {
    /// Collects from `@Sendable` closures.
    final class Box<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [Value] = []
        func append(_ item: Value) { lock.withLock { items.append(item) } }
        var all: [Value] { lock.withLock { items } }
    }

    @Test func runsEveryCaseTheSameWayForTheSameSeed() async {
        var first: [Int] = [], second: [Int] = [], other: [Int] = []
        await seededPropertyCheck(seed: 0x5EED, count: 250, input: Gen.int(in: 0...1_000_000)) { first.append($0) }
        await seededPropertyCheck(seed: 0x5EED, count: 250, input: Gen.int(in: 0...1_000_000)) { second.append($0) }
        await seededPropertyCheck(seed: 0x5EEE, count: 250, input: Gen.int(in: 0...1_000_000)) { other.append($0) }
        #expect(first.count == 250)
        #expect(first == second)
        #expect(first != other)
        #expect(Set(first).count > 200, "the cases differ from one another")
    }

    @Test func seededRandomIsSplitMix64() {
        // Reference outputs of SplitMix64 from seed 0 (Vigna's splitmix64.c).
        var rng = SeededRandom(seed: 0)
        #expect([rng.next(), rng.next(), rng.next()] == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
        // The state is the seed: a generator made from it continues identically.
        var copy = SeededRandom(seed: rng.currentSeed)
        #expect(rng.next() == copy.next())
    }

    /// A broken property fails the test with one report naming the first failing input, the seed,
    /// and a case seed from which that input is drawn again.
    @Test func aFailureNamesItsInputAndAReplayableSeed() async throws {
        let messages = Box<String>()
        var calls = 0
        await withKnownIssue {
            await seededPropertyCheck(seed: 0xBAD, count: 1_000, input: Gen.int(in: 0...99)) { n in
                calls += 1
                #expect(n < 90)
            }
        } matching: { issue in
            messages.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
            return true
        }
        let reports = messages.all.filter { $0.contains("Property failed") }
        try #require(reports.count == 1, "\(messages.all)")
        let report = reports[0]
        #expect(report.contains("Property failed on case \(calls) of 1000 (seed 0xBAD)"), "stops at the first failure: \(report)")
        #expect(report.contains("swift test --filter 'ZoetropeTests.PropertyCheckTests/aFailureNamesItsInputAndAReplayableSeed'"), "\(report)")
        // The reported case seed draws the reported input again.
        let seedText = try #require(report.split(separator: "ZOETROPE_TEST_SEED=0x").last?.split(separator: " ").first)
        var replay = SeededRandom(seed: try #require(UInt64(seedText, radix: 16)))
        let input = Gen.int(in: 0...99).run(using: &replay)
        #expect(input >= 90)
        #expect(report.contains("with input:\n\(input)\n"), "\(report)")
    }

    /// A case that throws is a failing case too, reported with the error and the input.
    @Test func aThrownErrorIsAFailingCase() async {
        struct Odd: Error {}
        let messages = Box<String>()
        await withKnownIssue {
            await seededPropertyCheck(seed: 1, count: 100, draw: { Int.random(in: 0...9, using: &$0) }) { n in
                if n % 2 == 1 { throw Odd() }
            }
        } matching: { issue in
            messages.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
            return true
        }
        #expect(messages.all.contains { $0.contains("which threw Odd()") && $0.contains("ZOETROPE_TEST_SEED=0x") }, "\(messages.all)")
    }
}
