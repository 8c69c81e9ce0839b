import Foundation
import Synchronization

/// Where the layer model reports input it refuses (a NaN position, a layer added under itself, a
/// wrong-typed `setValue`): one line on standard error per distinct message, never a crash.
///
/// Tests capture the warnings of the code they run, without touching standard error, through
/// ``capturing(_:)``; capture is task-local, so parallel tests do not see each other's warnings.
package enum LayerDiagnostics {
    /// Collects warnings while a ``capturing(_:)`` body runs.
    package final class Capture: Sendable {
        private let lines = Mutex<[String]>([])
        package init() {}
        package var messages: [String] { lines.withLock { $0 } }
        func append(_ message: String) { lines.withLock { $0.append(message) } }
    }

    @TaskLocal static var capture: Capture?

    /// The messages already written to standard error (each is written once per process).
    private static let printed = Mutex<Set<String>>([])
    /// After this many distinct messages, one last line says the rest are not shown.
    static let distinctMessageLimit = 200

    /// Reports `message` (prefixed `warning: LayerTree: `): to the capturing task's collector if
    /// one is active, else once per process to standard error.
    package static func warn(_ message: String) {
        let line = "warning: LayerTree: " + message
        if let capture {
            capture.append(line)
            return
        }
        let text: String? = printed.withLock { seen in
            guard seen.count <= distinctMessageLimit else { return nil }
            if seen.count == distinctMessageLimit {
                seen.insert("")
                return "warning: LayerTree: more than \(distinctMessageLimit) different warnings; the rest are not shown\n"
            }
            return seen.insert(line).inserted ? line + "\n" : nil
        }
        guard let text else { return }
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Runs `body` and returns its result with every warning it reported (in order).
    package static func capturing<R>(_ body: () throws -> R) rethrows -> (result: R, warnings: [String]) {
        let collector = Capture()
        let result = try $capture.withValue(collector) { try body() }
        return (result, collector.messages)
    }
}
