import Foundation
import Testing
import Zoetrope

/// The exit status under broken standard streams, for every command that prints, generated over
/// the matrix {render, draw, sample, scenes} × {standard error closed, full (/dev/full), a pipe
/// whose reader has gone; standard output closed, full, a pipe whose reader has gone} ×
/// {a run that succeeds, a usage error, a runtime error}. The rules (the documentation's "The command line", "Exit status"):
/// - standard error that does not take messages loses them, never the exit status (0, 64, 1);
/// - standard output that does not take the command's product (`sample`'s lines, `scenes`,
///   `draw --out -`'s PNG) is a runtime error — exit 1, one `error:` line on standard error — or,
///   when the reader has closed the pipe, a quiet exit with 141 (SIGPIPE is ignored: never a signal);
/// - `render` writes its product into files: its summary line on standard output is lost like a
///   message, and the run still succeeds.
/// Nothing ever traps (Swift's FileHandle.write does on EBADF, ENOSPC and EPIPE).
@Suite struct StandardStreamCommandLineTests {
    enum Command: String, CaseIterable, Sendable { case render, draw, sample, scenes }

    /// What happens to one standard stream of the child.
    enum Stream: String, CaseIterable, Sendable {
        case stderrClosed, stderrFull, stderrReaderGone, stdoutClosed, stdoutFull, stdoutReaderGone

        var isStandardOutput: Bool { [.stdoutClosed, .stdoutFull, .stdoutReaderGone].contains(self) }
    }

    /// What the run itself would do with working streams.
    enum Run: String, CaseIterable, Sendable {
        case succeeds, usageError, runtimeError

        var status: Int32 { switch self { case .succeeds: 0; case .usageError: 64; case .runtimeError: 1 } }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var command: Command, stream: Stream, run: Run
        var testDescription: String { "\(command) \(run) with \(stream)" }
    }

    /// Every combination that exists (`sample` and `scenes` have no runtime error to provoke).
    static let cases: [Case] = Command.allCases.flatMap { command in
        Stream.allCases.flatMap { stream in
            Run.allCases.compactMap { run in
                run == .runtimeError && (command == .sample || command == .scenes) ? nil : Case(command: command, stream: stream, run: run)
            }
        }
    }

    /// The 16×16 document `draw` renders.
    static let document = ##"{"width": 16, "height": 16, "background": "#FFFFFF", "commands": [{"type": "fill", "path": "M4 4 H12 V12 H4 Z", "paint": "#FF0000"}]}"##

    /// The arguments of `command` for `run`, in `directory` (which holds doc.json).
    static func arguments(_ command: Command, _ run: Run, in directory: URL) -> [String] {
        let out = directory.appendingPathComponent("frames").path
        switch (command, run) {
        case (.render, .succeeds): return ["render", "flower", "--size", "16x16", "--frames", "0..<2", "--backend", "cpu", "--out", out]
        case (.render, .usageError): return ["render", "nosuchscene", "--size", "16x16", "--backend", "cpu", "--out", out]
        case (.render, .runtimeError):
            return ["render", "flower", "--size", "16x16", "--frames", "0..<2", "--backend", "cpu", "--out", directory.appendingPathComponent("doc.json/below").path]
        case (.draw, .succeeds): return ["draw", directory.appendingPathComponent("doc.json").path, "--out", "-", "--backend", "cpu"]
        case (.draw, .usageError): return ["draw", directory.appendingPathComponent("bad.json").path, "--out", "-", "--backend", "cpu"]
        case (.draw, .runtimeError): return ["draw", directory.appendingPathComponent("missing.json").path, "--out", "-", "--backend", "cpu"]
        case (.sample, .usageError): return ["sample", "nosuchscene"]
        case (.sample, _): return ["sample", "flower", "--frames", "0..<3"]
        case (.scenes, .usageError): return ["scenes", "--bogus"]
        case (.scenes, _): return ["scenes"]
        }
    }

    @Test(arguments: cases)
    func exitStatusSurvivesBrokenStreams(_ c: Case) throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.document.utf8).write(to: directory.appendingPathComponent("doc.json"))
        try Data(#"{"width": 16, "height": 16, "commands": [{"type": "nope"}]}"#.utf8).write(to: directory.appendingPathComponent("bad.json"))
        let result = try StreamRunner.run(Self.arguments(c.command, c.run, in: directory), stream: c.stream)

        #expect(result.reason == .exit, "a signal (\(result.status)) ended \(c.testDescription): \(result.stderr)")
        #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("Backtrac") && !result.stderr.contains("crashed"),
                "\(result.stderr)")
        let productOnStandardOutput = c.command != .render && c.run == .succeeds
        switch c.stream {
        case .stdoutClosed where productOnStandardOutput, .stdoutFull where productOnStandardOutput:
            let reason = c.stream == .stdoutClosed ? "Bad file descriptor" : "No space left on device"
            #expect(result.status == 1, "\(result.stderr)")
            #expect(result.stderrLines.last == "error: cannot write to standard output: \(reason)", "\(result.stderr)")
            #expect(result.stderrLines.filter { $0.hasPrefix("error: ") }.count == 1, "one error line: \(result.stderr)")
        case .stdoutReaderGone where productOnStandardOutput:
            #expect(result.status == 141, "\(result.stderr)")
            #expect(!result.stderr.contains("error"), "a closed pipe is a quiet exit: \(result.stderr)")
        default:
            #expect(result.status == c.run.status, "\(result.stderr)")
            if c.run != .succeeds && c.stream.isStandardOutput {
                #expect(result.stderrLines.contains { $0.hasPrefix("error: ") }, "\(result.stderr)")
            }
        }
        // With a working standard output the product is complete; render's frames are written either way.
        if c.run == .succeeds {
            switch c.command {
            case .render:
                let frames = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("frames").path).sorted()
                #expect(frames == ["flower_00000.png", "flower_00001.png"])
            case .draw where !c.stream.isStandardOutput:
                #expect(try PNGDecoder.decode(result.stdout).width == 16)
            case .sample where !c.stream.isStandardOutput:
                #expect(String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").count == 3)
            case .scenes where !c.stream.isStandardOutput:
                #expect(String(decoding: result.stdout, as: UTF8.self).contains("flower"))
            default: break
            }
        }
    }

    /// The classic, through a real shell pipeline: `zoetrope sample flower … | head -1`. head
    /// leaves after one line; the writer meets the closed pipe once the pipe's buffer is full (the
    /// output is far larger) and ends quietly with 141, the status of a process killed by SIGPIPE.
    @Test func sampleIntoHeadThroughAShell() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", #""$0" sample flower --frames '0..<100000' | head -1 >/dev/null; exit ${PIPESTATUS[0]}"#,
                             CommandLineRunner.executable.path]
        let err = Pipe()
        process.standardError = err
        try process.run()
        let output = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 141, "\(output)")
        #expect(output.isEmpty, "no message, no trace: \(output)")
    }
}

/// Runs the built `zoetrope` with one standard stream closed, full or a pipe without a reader.
enum StreamRunner {
    struct Result {
        var status: Int32
        var reason: Process.TerminationReason
        var stdout: Data
        var stderr: String
        var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
    }

    static func run(_ arguments: [String], stream: StandardStreamCommandLineTests.Stream, in directory: URL? = nil) throws -> Result {
        // Closed and full streams through the shell's redirections, `exec`ed so the shell is gone.
        let redirection: String
        switch stream {
        case .stderrClosed: redirection = "2>&-"
        case .stderrFull: redirection = "2>/dev/full"
        case .stdoutClosed: redirection = ">&-"
        case .stdoutFull: redirection = ">/dev/full"
        case .stderrReaderGone, .stdoutReaderGone: redirection = ""
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #"exec "$0" "$@" "# + redirection, CommandLineRunner.executable.path] + arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        // A pipe whose read end is closed before the child starts: its first write gets EPIPE.
        // (Process closes every other descriptor in the child, so nobody else holds a reader.)
        var readerGone: Pipe?
        if stream == .stdoutReaderGone || stream == .stderrReaderGone {
            let pipe = Pipe()
            try pipe.fileHandleForReading.close()
            if stream == .stdoutReaderGone { process.standardOutput = pipe.fileHandleForWriting } else { process.standardError = pipe.fileHandleForWriting }
            readerGone = pipe
        }
        try process.run()
        try readerGone?.fileHandleForWriting.close()
        let stdout = stream == .stdoutReaderGone ? Data() : out.fileHandleForReading.readDataToEndOfFile()
        let stderr = stream == .stderrReaderGone ? Data() : err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, reason: process.terminationReason, stdout: stdout,
                      stderr: String(decoding: stderr, as: UTF8.self))
    }
}
