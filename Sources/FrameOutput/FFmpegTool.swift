import Foundation

/// The ffmpeg executable Zoetrope encodes video with, found and checked before any frame is
/// drawn: `--ffmpeg PATH`, else `ZOETROPE_FFMPEG`, else `ffmpeg` on `PATH`. ffprobe (which
/// checks the frame count of what ffmpeg wrote) is looked for beside it, then on `PATH`.
///
/// ```swift
/// let ffmpeg = try FFmpegTool.locate(explicit: nil, environment: ProcessInfo.processInfo.environment)
/// try ffmpeg.require(encoder: "libx264", for: "mp4")
/// ```
public struct FFmpegTool: Sendable {
    public let executable: URL
    public let probe: URL?
    /// The first line of `ffmpeg -version` ("ffmpeg version 5.1.9-0+deb12u1 …").
    public let version: String
    private let encoders: Set<String>

    /// Finds ffmpeg and reads its version and encoders.
    ///
    /// - Throws: ``FrameOutputError/ffmpegUnavailable(reason:)`` naming what was tried and what to do.
    public static func locate(explicit: String?, environment: [String: String]) throws(FrameOutputError) -> FFmpegTool {
        let source: String
        let path: String
        if let explicit, !explicit.isEmpty {
            (source, path) = ("--ffmpeg", explicit)
        } else if let variable = environment["ZOETROPE_FFMPEG"], !variable.isEmpty {
            (source, path) = ("ZOETROPE_FFMPEG", variable)
        } else if let found = search("ffmpeg", in: environment["PATH"]) {
            (source, path) = ("PATH", found)
        } else {
            throw .ffmpegUnavailable(reason: "no ffmpeg was found on PATH")
        }
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw .ffmpegUnavailable(reason: "\(path) (from \(source)) is not an executable file")
        }
        let executable = URL(fileURLWithPath: path)
        // One run answers both: the banner on standard error starts with the version, the list
        // on standard output names the encoders.
        let answer = ChildProcess.run(executable, ["-encoders"])
        let banner = String(decoding: answer.errors, as: UTF8.self)
        guard answer.status == 0, let first = banner.split(separator: "\n").first, first.hasPrefix("ffmpeg version") else {
            throw .ffmpegUnavailable(reason: "\(path) (from \(source)) does not answer -encoders as ffmpeg does")
        }
        // Lines like " V....D libx264              libx264 H.264 …": the second field is the name.
        let encoders = Set(String(decoding: answer.output, as: UTF8.self).split(separator: "\n").compactMap { line -> String? in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 2, fields[0].count == 6 else { return nil }
            return String(fields[1])
        })
        let beside = executable.deletingLastPathComponent().appendingPathComponent("ffprobe")
        let probe = FileManager.default.isExecutableFile(atPath: beside.path) ? beside
            : search("ffprobe", in: environment["PATH"]).map(URL.init(fileURLWithPath:))
        return FFmpegTool(executable: executable, probe: probe, version: String(first), encoders: encoders)
    }

    /// Throws unless this ffmpeg has `encoder` (needed for `format`).
    public func require(encoder: String, for format: String) throws(FrameOutputError) {
        guard encoders.contains(encoder) else {
            throw .ffmpegUnavailable(reason: "\(executable.path) (\(version)) has no \(encoder) encoder, which --format \(format) needs")
        }
    }

    /// How many video packets (frames) the file at `path` holds, by ffprobe; nil without ffprobe.
    public func countFrames(at path: String) -> Int? {
        guard let probe, let output = Self.run(probe, ["-v", "error", "-count_packets", "-select_streams", "v:0",
                                                       "-show_entries", "stream=nb_read_packets", "-of", "csv=p=0", path]) else { return nil }
        return Int(output.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The first executable `name` in the directories of `path`.
    static func search(_ name: String, in path: String?) -> String? {
        for directory in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs `executable arguments…` with no input and returns its standard output (nil when it
    /// cannot start or exits non-zero).
    static func run(_ executable: URL, _ arguments: [String]) -> String? {
        let answer = ChildProcess.run(executable, arguments)
        return answer.status == 0 ? String(decoding: answer.output, as: UTF8.self) : nil
    }
}
