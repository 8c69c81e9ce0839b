import Foundation

/// The ffmpeg executable Zoetrope encodes video with, found and checked before any frame is
/// drawn: `--ffmpeg PATH`, else `ZOETROPE_FFMPEG`, else `ffmpeg` on `PATH`. ffprobe (which reads
/// back what ffmpeg wrote before it is published) is looked for beside it, then on `PATH`.
///
/// Every ffmpeg and ffprobe child is watched (``ChildProcess``): a streaming encoder that takes no
/// frame and writes nothing for ``timeout`` seconds, and a one-shot run (`-encoders`, a read-back,
/// a GIF pass, a segment join) that runs longer than ``timeout`` plus an allowance for its work,
/// is killed with its process group.
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
    /// Seconds without progress after which a child is stopped (``defaultTimeout`` unless set).
    public let timeout: Double
    private let encoders: Set<String>

    /// The watchdog's limit when neither `--ffmpeg-timeout` nor `ZOETROPE_FFMPEG_TIMEOUT` gives one.
    public static let defaultTimeout = 60.0
    /// The longest limit accepted (one day).
    public static let maximumTimeout = 86_400.0

    init(executable: URL, probe: URL?, version: String, timeout: Double, encoders: Set<String>) {
        self.executable = executable
        self.probe = probe
        self.version = version
        self.timeout = timeout
        self.encoders = encoders
    }

    /// Finds ffmpeg and reads its version and encoders. `timeout` (seconds) is the watchdog's
    /// limit; nil reads `ZOETROPE_FFMPEG_TIMEOUT`, else ``defaultTimeout``.
    ///
    /// - Throws: ``FrameOutputError/ffmpegUnavailable(reason:)`` naming what was tried and what to
    ///   do, or ``FrameOutputError/invalidFFmpegTimeout(_:source:)``.
    public static func locate(explicit: String?, environment: [String: String], timeout: Double? = nil) throws(FrameOutputError) -> FFmpegTool {
        let limit = try resolveTimeout(timeout, environment: environment)
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
        // on standard output names the encoders (the first MiB of it is read).
        let answer = ChildProcess.run(executable, ["-encoders"], limit: limit)
        if let failure = answer.failure {
            throw .ffmpegUnavailable(reason: "\(path) (from \(source)) \(failure) when asked for -encoders")
        }
        let banner = String(decoding: answer.errorHead.prefix(4096), as: UTF8.self)
        let first = banner.split(separator: "\n").first.map(String.init) ?? ""
        guard answer.status == 0, first.hasPrefix("ffmpeg version") else {
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
        return FFmpegTool(executable: executable, probe: probe, version: String(first.prefix(200)), timeout: limit, encoders: encoders)
    }

    /// `timeout`, else `ZOETROPE_FFMPEG_TIMEOUT`, else ``defaultTimeout``: a finite number of
    /// seconds > 0 and ≤ ``maximumTimeout``.
    static func resolveTimeout(_ timeout: Double?, environment: [String: String]) throws(FrameOutputError) -> Double {
        if let timeout {
            guard timeout.isFinite, timeout > 0, timeout <= maximumTimeout else { throw .invalidFFmpegTimeout("\(timeout)", source: "--ffmpeg-timeout") }
            return timeout
        }
        guard let text = environment["ZOETROPE_FFMPEG_TIMEOUT"], !text.isEmpty else { return defaultTimeout }
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite, value > 0, value <= maximumTimeout else {
            throw .invalidFFmpegTimeout(String(text.prefix(40)), source: "ZOETROPE_FFMPEG_TIMEOUT")
        }
        return value
    }

    /// Throws unless this ffmpeg has `encoder` (needed for `format`).
    public func require(encoder: String, for format: String) throws(FrameOutputError) {
        guard encoders.contains(encoder) else {
            throw .ffmpegUnavailable(reason: "\(executable.path) (\(version)) has no \(encoder) encoder, which --format \(format) needs")
        }
    }

    /// What reading a video back gave: its frame count, or why it cannot be read.
    public enum ReadBack: Sendable, Equatable {
        case frames(Int)
        case unreadable(String)
    }

    /// Decodes the video at `path` to the end and counts its frames — with ffprobe
    /// (`-count_frames`), or with ffmpeg itself into the null muxer when there is no ffprobe —
    /// allowing ``timeout`` plus 0.05 s per megapixel of each of `frames` expected frames.
    ///
    /// ```swift
    /// if case .unreadable(let why) = ffmpeg.readBack(at: "out/.zt-x.mp4.k2j4l9x0.tmp", frames: 61, pixels: 64 * 64) { print(why) }
    /// ```
    public func readBack(at path: String, frames: Int, pixels: Int) -> ReadBack {
        let limit = workLimit(frames: frames, pixels: pixels, secondsPerMegapixel: 0.05)
        let answer: ChildProcess.Answer
        let name: String
        if let probe {
            name = "ffprobe"
            answer = ChildProcess.run(probe, ["-v", "error", "-count_frames", "-select_streams", "v:0",
                                              "-show_entries", "stream=nb_read_frames", "-of", "csv=p=0", path], limit: limit)
        } else {
            name = "ffmpeg"
            answer = ChildProcess.run(executable, ["-hide_banner", "-nostdin", "-v", "error", "-i", path, "-map", "0:v:0",
                                                   "-f", "null", "-progress", "pipe:1", "-"], limit: limit)
        }
        let why = answer.failure ?? (answer.status == 0 ? nil : "exit status \(answer.status)")
        let text = String(decoding: answer.output, as: UTF8.self)
        // ffprobe prints the count alone; ffmpeg's progress blocks end "frame=N … progress=end".
        let count = probe != nil ? Int(text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").first ?? "")
            : text.split(separator: "\n").last { $0.hasPrefix("frame=") }.flatMap { Int($0.dropFirst(6)) }
        guard why == nil, let count else {
            let said = answer.errorLines.suffix(5).joined(separator: "; ")
            return .unreadable("\(name) cannot read it back (\(why ?? "no frame count"))" + (said.isEmpty ? "" : ": \(said)"))
        }
        return .frames(count)
    }

    /// The limit of a one-shot run over `frames` frames of `pixels` pixels: ``timeout`` plus
    /// `secondsPerMegapixel` per megapixel of each frame.
    func workLimit(frames: Int, pixels: Int, secondsPerMegapixel: Double) -> Double {
        timeout + Double(max(frames, 0)) * max(Double(pixels), 1e5) / 1e6 * secondsPerMegapixel
    }

    /// "2 s", "60 s", "0.5 s".
    static func seconds(_ value: Double) -> String {
        value == value.rounded() && value < 1e15 ? "\(Int(value)) s" : "\(value) s"
    }

    /// The first executable `name` in the directories of `path`.
    static func search(_ name: String, in path: String?) -> String? {
        for directory in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
