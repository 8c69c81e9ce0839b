import Foundation
import PropertyBased
import Testing

// The one seeded property-testing helper of the test targets.
//
// PropertyBased's own `propertyCheck` draws every case from a fresh random seed, and its `.fixedSeed`
// trait replays a single case and always records an issue ("do not commit"), so neither can run a
// committed, deterministic property test. `seededPropertyCheck` runs PropertyBased generators (or a
// plain drawing closure) on a fixed seed instead, stops at the first failing case and reports its
// input, the check's seed and the case's own seed, with the command that replays that case alone:
//
//     ZOETROPE_TEST_SEED=0x… swift test --filter <test>
//
// ```swift
// @Test func roundTrip() async {
//     await seededPropertyCheck(seed: 0xC010, count: 300, input: Gen.double(in: 0...1).array(of: 4)) { v in
//         #expect(…)
//     }
// }
// ```

/// SplitMix64 (Steele, Lea, Flood 2014): a 64-bit state, so the state *is* the seed and a case can
/// be replayed from the state it started with. Deterministic on every platform; the tests must not
/// depend on the system generator.
///
/// ```swift
/// var rng = SeededRandom(seed: 42)
/// let x = Double.random(in: 0...1, using: &rng)
/// ```
public struct SeededRandom: SeededRandomNumberGenerator {
    /// The whole state: a generator made with `SeededRandom(seed: currentSeed)` continues identically.
    public var currentSeed: UInt64

    public init(seed: UInt64) { currentSeed = seed }

    /// A generator on a seed from the system generator (for exploration only; tests pass a seed).
    public init() { currentSeed = UInt64.random(in: .min ... .max) }

    public mutating func next() -> UInt64 {
        currentSeed &+= 0x9E37_79B9_7F4A_7C15
        var z = currentSeed
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Settings shared by every `seededPropertyCheck`.
public enum PropertyCheckSettings {
    /// The environment variable that replays one case: set to a case seed from a failure message
    /// (hex with `0x`, or decimal), every property check in the process runs that one case only.
    public static let replayVariable = "ZOETROPE_TEST_SEED"

    /// The case seed to replay, if `ZOETROPE_TEST_SEED` is set.
    public static var replaySeed: UInt64? {
        guard let text = ProcessInfo.processInfo.environment[replayVariable]?
            .trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        let lower = text.lowercased()
        if lower.hasPrefix("0x") { return UInt64(lower.dropFirst(2).replacingOccurrences(of: "_", with: ""), radix: 16) }
        return UInt64(lower.replacingOccurrences(of: "_", with: ""))
    }

    /// `0x…` spelling of a seed, as the failure messages print it.
    public static func hex(_ seed: UInt64) -> String { "0x" + String(seed, radix: 16, uppercase: true) }
}

/// Checks a property on `count` inputs drawn from a PropertyBased `generator`, deterministically
/// from `seed`. `body` states the property with `#expect`/`#require` (or throws). At the first
/// failing case the check stops and records an issue naming the input, the seed, the case's own
/// seed and how to replay it (`ZOETROPE_TEST_SEED=<case seed> swift test --filter <test>`).
public func seededPropertyCheck<Value, Shrinks: SendableSequenceType>(
    seed: UInt64,
    count: Int = 100,
    input generator: Generator<Value, Shrinks>,
    isolation: isolated (any Actor)? = #isolation,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (Value) async throws -> Void
) async {
    await seededPropertyCheck(seed: seed, count: count, draw: { rng in generator.run(using: &rng) },
                              isolation: isolation, sourceLocation: sourceLocation, body)
}

/// As `seededPropertyCheck(seed:count:input:_:)`, with each input built by `draw` from the seeded
/// generator (for inputs that are easier to write imperatively). `draw` must use no other source
/// of randomness, so that a case's seed replays it.
public func seededPropertyCheck<Value>(
    seed: UInt64,
    count: Int = 100,
    draw: (inout SeededRandom) -> Value,
    isolation: isolated (any Actor)? = #isolation,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (Value) async throws -> Void
) async {
    precondition(count > 0, "a property check needs at least one case")
    guard let test = Test.current else {
        preconditionFailure("seededPropertyCheck must run inside a @Test")
    }
    let replay = PropertyCheckSettings.replaySeed
    if replay == nil, let text = ProcessInfo.processInfo.environment[PropertyCheckSettings.replayVariable],
       !text.trimmingCharacters(in: .whitespaces).isEmpty {
        Issue.record("\(PropertyCheckSettings.replayVariable)=\(text) is not a seed (0x… or decimal)", sourceLocation: sourceLocation)
        return
    }
    if let replay {
        Issue.record("""
            \(PropertyCheckSettings.replayVariable)=\(PropertyCheckSettings.hex(replay)) is set: this property \
            check ran that one case instead of its \(count) seeded cases. Unset it when done.
            """, severity: .warning, sourceLocation: sourceLocation)
    }
    var rng = SeededRandom(seed: replay ?? seed)
    for index in 0..<(replay == nil ? count : 1) {
        let caseSeed = rng.currentSeed
        let value = draw(&rng)
        let (failures, thrown) = await countingFailures(of: test, isolation: isolation) { try await body(value) }
        guard failures > 0 || thrown != nil else { continue }
        let filter = replayFilter(for: test)
        var message = replay == nil
            ? "Property failed on case \(index + 1) of \(count) (seed \(PropertyCheckSettings.hex(seed)))"
            : "Property failed on the replayed case"
        if let thrown { message += ", which threw \(thrown)" }
        message += """
            , with input:
            \(String(describingForTest: value))
            Replay this case alone: \(PropertyCheckSettings.replayVariable)=\(PropertyCheckSettings.hex(caseSeed)) \
            swift test --filter '\(filter)'
            """
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        return
    }
}

/// The `swift test --filter` pattern of `test`: module, suites and name without its parameter list
/// (the filter is a regular expression, and "(seed:)" would be a group).
private func replayFilter(for test: Test) -> String {
    var components = test.id.nameComponents
    if let last = components.popLast() {
        components.append(last.split(separator: "(").first.map(String.init) ?? last)
    }
    return test.id.moduleName + "." + components.joined(separator: "/")
}

/// Runs `body`, counting the error issues it records (they are still reported; known issues count
/// too, as in PropertyBased, so a check inside `withKnownIssue` still stops at its first failure) and
/// catching what it throws.
private func countingFailures(
    of test: Test, isolation: isolated (any Actor)?, _ body: () async throws -> Void
) async -> (failures: Int, thrown: (any Error)?) {
    let counter = FailureCounter()
    let handler = IssueHandlingTrait.compactMapIssues { issue in
        if issue.severity == .error { counter.add() }
        return issue
    }
    nonisolated(unsafe) let body = body
    do {
        try await handler.provideScope(for: test, testCase: Test.Case.current) {
            try await run(body, isolatedTo: isolation)
        }
        return (counter.value, nil)
    } catch {
        return (counter.value, error)
    }
}

private func run(_ body: () async throws -> Void, isolatedTo isolation: isolated (any Actor)?) async throws {
    try await body()
}

private final class FailureCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
