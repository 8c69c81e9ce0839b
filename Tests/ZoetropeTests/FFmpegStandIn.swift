import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// ffmpeg stand-ins for the hostile video tests: small shell scripts, written into a test's own
/// directory, that answer `-encoders` as Debian's ffmpeg does (its real banner on standard error,
/// first line "ffmpeg version …", and its real encoder list on standard output, copied once from
/// /usr/bin/ffmpeg) and then misbehave as `body` says. Processes they start carry the directory's
/// path on their command line, so ``survivors(mentioning:)`` finds any that outlive a run.
enum FFmpegStandIn {
    static let ffmpeg = "/usr/bin/ffmpeg"

    /// The real `ffmpeg -encoders` answer (standard output, standard error).
    static let encoders: (output: Data, banner: Data)? = {
        guard FileManager.default.isExecutableFile(atPath: ffmpeg) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-encoders"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        guard (try? process.run()) != nil else { return nil }
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let banner = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (output, banner)
    }()

    /// Writes `directory/name`: answers `-encoders` like ffmpeg (unless `answersEncoders` is
    /// false), otherwise runs `body` (sh; `$last` is the output path ffmpeg was given).
    static func make(_ name: String, in directory: URL, answersEncoders: Bool = true, body: String) throws -> URL {
        guard let encoders else { throw CocoaError(.fileNoSuchFile) }
        try encoders.output.write(to: directory.appendingPathComponent("encoders.txt"))
        try encoders.banner.write(to: directory.appendingPathComponent("banner.txt"))
        let script = directory.appendingPathComponent(name)
        let answer = answersEncoders
            ? "case \"$*\" in *-encoders*) cat '\(directory.path)/banner.txt' >&2; cat '\(directory.path)/encoders.txt'; exit 0;; esac\n" : ""
        // Written through a close-on-exec descriptor: a child another test spawns meanwhile must not
        // inherit it open for writing, or running the script fails with ETXTBSY ("Text file busy").
        let text = Array(("#!/bin/sh\n" + answer + "for a; do last=\"$a\"; done\n" + body + "\n").utf8)
        let descriptor = open(script.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let written = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == text.count else { throw POSIXError(.EIO) }
        return script
    }

    /// The live processes whose command line mentions `text`, as "pid: command": not a zombie, and
    /// without a SIGKILL pending (one that is being killed counts as gone: checked at once after
    /// Zoetrope was reaped, this tells whether its death killed ffmpeg, with no waiting involved).
    static func survivors(mentioning text: String) -> [String] {
        let ours = getpid()
        // /proc unreadable would read as "no survivors": that is a failure, not a pass.
        let entries: [String]
        do { entries = try FileManager.default.contentsOfDirectory(atPath: "/proc") } catch {
            return ["/proc cannot be read: \(error) (\(text))"]
        }
        return entries.compactMap { entry -> String? in
            guard let pid = Int32(entry), pid != ours,
                  let command = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(entry)/cmdline")),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8) else { return nil }
            let text = String(decoding: command.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            // The state follows the command name's closing parenthesis: Z (zombie) and X (dead) are gone.
            let state = stat.split(separator: ")").last?.split(separator: " ").first ?? ""
            guard state != "Z", state != "X", !killPending(entry) else { return nil }
            return command.isEmpty ? nil : "\(pid): \(text)"
        }.filter { $0.contains(text) }
    }

    /// Whether SIGKILL is pending for process `pid` (its thread's or its group's pending set).
    static func killPending(_ pid: String) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return true }
        return status.split(separator: "\n").contains { line in
            guard line.hasPrefix("SigPnd:") || line.hasPrefix("ShdPnd:"),
                  let mask = UInt64(line.split(separator: "\t").last?.trimmingCharacters(in: .whitespaces) ?? "", radix: 16) else { return false }
            return mask & (1 << (UInt64(SIGKILL) - 1)) != 0
        }
    }

    /// Waits (polling; `limit` seconds at most, a hang guard: a killed process is gone in
    /// milliseconds, a loaded machine only delays it) until no live process mentions `text`; the survivors.
    static func awaitNoSurvivors(mentioning text: String, limit: Double = 60) async -> [String] {
        let start = Date()
        var left = survivors(mentioning: text)
        while !left.isEmpty, Date().timeIntervalSince(start) < limit {
            try? await Task.sleep(nanoseconds: 20_000_000)
            left = survivors(mentioning: text)
        }
        return left
    }

    /// The names in `directory`, sorted (hidden ones included); throws when it cannot be read
    /// (an unreadable folder is not an empty one).
    static func outputs(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }
}
