import Dispatch
import Foundation

/// A child process (ffmpeg, ffprobe) whose end is waited for without polling: Foundation's
/// `Process.waitUntilExit()` on Linux checks every 50 ms, which costs up to 50 ms per child —
/// three children per video render. The termination handler, run as soon as the child is reaped,
/// signals a semaphore instead.
///
/// ```swift
/// let child = try ChildProcess(process)     // runs it
/// child.waitForExit()
/// print(process.terminationStatus)
/// ```
final class ChildProcess: @unchecked Sendable {
    let process: Process
    private let exited = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var hasExited = false

    /// Starts `process` (configured, not yet run).
    init(_ process: Process) throws {
        self.process = process
        process.terminationHandler = { [exited] _ in exited.signal() }
        try process.run()
    }

    /// Waits until the child has ended (at once when it already has).
    func waitForExit() {
        lock.withLock {
            guard !hasExited else { return }
            exited.wait()
            hasExited = true
        }
    }

    /// Waits up to `seconds` for the child to end; whether it did.
    func waitForExit(timeout seconds: Double) -> Bool {
        lock.withLock {
            guard !hasExited else { return true }
            guard exited.wait(timeout: .now() + seconds) == .success else { return false }
            hasExited = true
            return true
        }
    }

    /// The exit status, or 128 + the signal that ended it (after ``waitForExit()``).
    var status: Int32 {
        process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    }

    /// Runs `executable arguments…` with no input; returns its exit status and what it wrote to
    /// standard output and standard error (each read to its end, concurrently).
    static func run(_ executable: URL, _ arguments: [String]) -> (status: Int32, output: Data, errors: Data) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let child: ChildProcess
        do { child = try ChildProcess(process) } catch { return (127, Data(), Data("cannot start \(executable.path): \(error)".utf8)) }
        let errorTail = MessageTail(keepingBytes: true)
        errorTail.drain(errors.fileHandleForReading)
        let outputBytes = output.fileHandleForReading.readDataToEndOfFile()
        errorTail.wait()
        child.waitForExit()
        return (child.status, outputBytes, errorTail.bytes)
    }
}
