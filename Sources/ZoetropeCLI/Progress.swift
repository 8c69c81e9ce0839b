import Foundation

/// Reports frame progress on standard error: a redrawn bar with frames/s and ETA on a terminal,
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
            FileHandle.standardError.write(Data(line.utf8))
            if done == total { FileHandle.standardError.write(Data("\n".utf8)) }
        } else {
            let verb = skipped ? "skipped (complete)" : "wrote"
            FileHandle.standardError.write(Data("[\(done)/\(total)] frame \(frame): \(verb) \(file)\n".utf8))
        }
    }
}
