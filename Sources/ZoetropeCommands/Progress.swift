import Foundation
import ArgumentParser

/// `--quiet` of `render` and `assemble`: no per-frame progress (CI logs keep the summary).
struct ProgressOptions: ParsableArguments {
    @Flag(help: "Print no per-frame progress on standard error (no bar on a terminal, no line per frame in a log); the summary, warnings and errors still print.")
    var quiet = false
}

/// Reports frame progress on standard error (lost, not fatal, when it is closed or full): a redrawn bar with frames/s and ETA on a terminal,
/// one plain line per frame otherwise (logs, CI), nothing when quiet (`--quiet`).
struct Progress {
    let total: Int
    let isTerminal = isatty(STDERR_FILENO) != 0
    let quiet: Bool
    private let start = Date()
    private var done = 0

    init(total: Int, quiet: Bool = false) {
        self.total = total
        self.quiet = quiet
    }

    /// Records one finished (or skipped) frame.
    mutating func advance(frame: Int, file: String, skipped: Bool) {
        done += 1
        guard !quiet else { return }
        let elapsed = Date().timeIntervalSince(start)
        if isTerminal {
            let rate = elapsed > 0 ? Double(done) / elapsed : 0
            let eta = rate > 0 ? Double(total - done) / rate : 0
            let width = 30
            let filled = total > 0 ? width * done / total : width
            let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
            let line = String(format: "\r[%@] %d/%d  %.1f frames/s  ETA %.1f s ", bar, done, total, rate, eta)
            Console.message(line, terminator: done == total ? "\n" : "")
        } else {
            let verb = skipped ? "skipped (complete)" : "wrote"
            Console.message("[\(done)/\(total)] frame \(frame): \(verb) \(file)")
        }
    }
}
