/// The video files Zoetrope makes through ffmpeg, with the arguments verified in
/// `specs/outputs-and-farm.md` §1b: colour converted with the BT.709 matrix *and* tagged (ffmpeg's
/// RGB→YUV conversion defaults to BT.601 otherwise), limited range where the codec is YUV.
///
/// ```swift
/// VideoFormat.mp4.arguments(quality: .init())   // ["-c:v", "libx264", "-preset", "veryfast", …]
/// ```
public enum VideoFormat: String, Sendable, CaseIterable {
    /// H.264 in MP4 (4:2:0: no alpha, even pixel sizes).
    case mp4
    /// VP9 in WebM, with alpha.
    case webm
    /// ProRes 4444 in QuickTime, with alpha.
    case mov
    /// GIF (palette of 256 colours per file, built in a first pass; binary transparency).
    case gif
    /// YUV4MPEG2 (4:2:0), for piping into other encoders.
    case y4m

    /// Encoder settings a user can change.
    public struct Quality: Sendable, Hashable {
        /// The constant-rate factor (nil: mp4 18, webm 30).
        public var crf: Int?
        /// libx264's preset.
        public var x264Preset: String
        public init(crf: Int? = nil, x264Preset: String = "veryfast") {
            self.crf = crf
            self.x264Preset = x264Preset
        }
    }

    /// The ffmpeg encoder the format needs.
    public var encoder: String {
        switch self {
        case .mp4: "libx264"
        case .webm: "libvpx-vp9"
        case .mov: "prores_ks"
        case .gif: "gif"
        case .y4m: "wrapped_avframe"
        }
    }

    /// ffmpeg's muxer for the format (`-f`).
    public var muxer: String {
        switch self {
        case .mp4, .webm, .mov, .gif: rawValue
        case .y4m: "yuv4mpegpipe"
        }
    }

    /// Whether the format keeps transparency.
    public var keepsAlpha: Bool { self == .webm || self == .mov || self == .gif }

    /// Whether width and height must be even (4:2:0 chroma).
    public var needsEvenSize: Bool { self == .mp4 || self == .webm || self == .y4m }

    private static let bt709 = ["-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709"]

    /// The arguments after the input (`-i pipe:0`) and before the output path, muxer included.
    /// GIF is made in two passes (see ``gifPaletteArguments(fps:)``) and has its own.
    public func arguments(quality: Quality) -> [String] {
        switch self {
        case .mp4:
            return ["-c:v", "libx264", "-preset", quality.x264Preset, "-crf", "\(quality.crf ?? 18)",
                    "-vf", "scale=out_color_matrix=bt709:out_range=tv", "-pix_fmt", "yuv420p"]
                + Self.bt709 + ["-color_range", "tv", "-movflags", "+faststart", "-f", "mp4"]
        case .webm:
            return ["-c:v", "libvpx-vp9", "-pix_fmt", "yuva420p", "-crf", "\(quality.crf ?? 30)", "-b:v", "0",
                    "-deadline", "good", "-cpu-used", "4", "-row-mt", "1",
                    "-vf", "scale=out_color_matrix=bt709:out_range=tv"] + Self.bt709 + ["-color_range", "tv", "-f", "webm"]
        case .mov:
            return ["-c:v", "prores_ks", "-profile:v", "4444", "-pix_fmt", "yuva444p10le", "-alpha_bits", "16",
                    "-vendor", "apl0", "-vf", "scale=out_color_matrix=bt709"] + Self.bt709 + ["-f", "mov"]
        case .y4m:
            return ["-vf", "scale=out_color_matrix=bt709:out_range=tv", "-pix_fmt", "yuv420p", "-color_range", "tv",
                    "-f", "yuv4mpegpipe"]
        case .gif:
            return []
        }
    }

    /// GIF pass 1: the palette of the whole animation (one PNG), at the GIF frame rate. The fps
    /// filter's `eof_action=pass` keeps the last frame of an input shorter than one GIF frame (a
    /// few frames at a high `--fps`), which would otherwise give no frame, no palette and no GIF.
    static func gifPaletteArguments(fps: Double) -> [String] {
        ["-vf", "fps=\(gifRate(for: fps)):eof_action=pass,palettegen=stats_mode=diff:reserve_transparent=1", "-c:v", "png", "-f", "image2",
         "-frames:v", "1"]
    }

    /// GIF pass 2: the frames through that palette (input 1), looping `loopCount` times (0 = forever).
    static func gifArguments(fps: Double, loopCount: Int) -> [String] {
        ["-lavfi", "fps=\(gifRate(for: fps)):eof_action=pass[x];[x][1:v]paletteuse=dither=sierra2_4a:diff_mode=rectangle",
         "-loop", loopCount == 0 ? "0" : "\(loopCount)", "-f", "gif"]
    }

    /// The GIF frame rate: GIF delays are whole centiseconds and browsers stretch 1 cs to 10, so
    /// the largest of 50, 33.33…, 25, 20 … (100 / k, k = 2 … 65,535, a delay of k cs) that is not
    /// above `fps` (100/65535 for lower rates, which ``check(width:height:fps:loopCount:)`` refuses).
    public static func gifRate(for fps: Double) -> String {
        let k = gifDelay(for: fps)
        return k == 2 ? "50" : "100/\(k)"
    }

    /// The GIF frame delay in centiseconds for `fps`: ⌈100 / fps⌉, at least 2, at most 65,535.
    static func gifDelay(for fps: Double) -> Int {
        guard fps.isFinite, fps > 0 else { return maximumGIFDelay }
        let exact = (100 / fps).rounded(.up)
        return exact >= Double(maximumGIFDelay) ? maximumGIFDelay : max(2, Int(exact))
    }

    /// The longest delay a GIF frame can have, in centiseconds (a 16-bit field).
    static let maximumGIFDelay = 65_535

    /// The frames a GIF of `frameCount` input frames at `fps` holds after the rate change.
    static func gifFrameCount(_ frameCount: Int, fps: Double) -> ClosedRange<Int> {
        let exact = Double(frameCount) * (100.0 / Double(gifDelay(for: fps))) / fps
        guard exact.isFinite, exact < 1e15 else { return 1...Int.max }
        return max(1, Int(exact.rounded(.down)) - 1)...Int(exact.rounded(.up)) + 1
    }

    /// `fps` as ffmpeg's `-framerate` reads it: a decimal number (ffmpeg turns it into a fraction
    /// whose terms are at most 1,001,000).
    static func rate(_ fps: Double) -> String {
        fps == fps.rounded() && fps < 1e15 ? "\(Int(fps))" : "\(fps)"
    }
}
