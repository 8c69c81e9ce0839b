import Foundation

/// Reports frame progress on standard error (lost, not fatal, when it is closed or full): a redrawn bar with frames/s and ETA on a terminal,
/// one plain line per frame otherwise (logs, CI).
struct Progress {
    let total: Int
    let isTerminal = isatty(STDERR_FILENO) != 0
    private let start = Date()
    private var done = 0

    init(total: Int) { self.total = total }

    /// Records one finished (or skipped) frame.
    mutating func advance(frame: Int, file: String, skipped: Bool) {
        done += 1
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
