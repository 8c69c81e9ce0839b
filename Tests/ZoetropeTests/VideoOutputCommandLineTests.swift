import Foundation
import PNGCodec
import RenderCommands
import Testing

/// Video through ffmpeg (`zoetrope.sh` installs it): every format decodes back (by ffmpeg itself)
/// to the frames of the PNG sequence within a PSNR bound, alpha where the format has it; a
/// missing ffmpeg, one that dies mid-stream, odd sizes and alpha asked of mp4 are clear errors
/// that leave nothing behind.
@Suite struct VideoOutputCommandLineTests {
    static let ffmpeg = "/usr/bin/ffmpeg"

    /// 10 frames of `blob` at 10 fps on `background` (GIF keeps the rate: 100/10).
    static func scene(_ background: String) -> [String] {
        ["blob", "--size", "64x48", "--frames", "0..<10", "--fps", "10", "--background", background]
    }

    /// Decodes `file` with ffmpeg into straight RGBA frames of 64×48.
    static func decode(_ file: URL, decoder: [String] = [], filter: String? = nil) throws -> [[UInt8]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-v", "error"] + decoder + ["-i", file.path] + (filter.map { ["-vf", $0] } ?? [])
            + ["-f", "rawvideo", "-pix_fmt", "rgba", "-"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = [UInt8](out.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        let size = 64 * 48 * 4
        return stride(from: 0, to: data.count - size + 1, by: size).map { Array(data[$0..<($0 + size)]) }
    }

    /// PSNR in dB of `a` against `b` over the channels `channels` picks (0…3 of RGBA).
    static func psnr(_ a: [UInt8], _ b: [UInt8], channels: Set<Int> = [0, 1, 2]) -> Double {
        var sum = 0.0, n = 0
        for i in a.indices where channels.contains(i % 4) {
            let d = Double(a[i]) - Double(b[i])
            sum += d * d
            n += 1
        }
        return sum == 0 ? .infinity : 10 * log10(255 * 255 / (sum / Double(n)))
    }

    static func reference(_ background: String, in directory: URL) throws -> [[UInt8]] {
        let result = try CommandLineRunner.run(["render"] + scene(background) + ["--out", "seq"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        return try (0..<10).map {
            try PNGDecoder.decode(contentsOf: directory.appendingPathComponent(String(format: "seq/blob_%05d.png", $0))).unpremultiplied()
        }
    }

    /// The bounds: 4:2:0 chroma costs saturated blue edges on white ~28 dB at 64×48 (mp4, webm, y4m);
    /// ProRes 4444 is near lossless once decoded with the BT.709 matrix (ffmpeg 5.1 does not tag
    /// it in the file, and y4m has no field for it, so the decoder is told); GIF has 256 colours.
    @Test(arguments: [("mp4", 26.0, nil), ("webm", 25.0, nil), ("mov", 50.0, "scale=in_color_matrix=bt709"), ("gif", 18.0, nil),
                      ("y4m", 26.0, "scale=in_color_matrix=bt709:in_range=tv")])
    func opaqueVideoDecodesToTheFrames(format: String, minimumPSNR: Double, filter: String?) throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.ffmpeg), "ffmpeg is not installed: run ./zoetrope.sh deps")
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let reference = try Self.reference("white", in: directory)
        let result = try CommandLineRunner.run(["render"] + Self.scene("white") + ["--out", "blob.\(format)"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let frames = try Self.decode(directory.appendingPathComponent("blob.\(format)"), filter: filter)
        #expect(frames.count == 10, "\(format): \(frames.count) frames")
        for (index, frame) in zip(frames, reference).enumerated() {
            let quality = Self.psnr(frame.0, frame.1)
            #expect(quality >= minimumPSNR, "\(format) frame \(index): PSNR \(quality) dB")
        }
        // Only the video is left beside the PNG frames: no temporary file.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["blob.\(format)", "seq"])
    }

    /// WebM (VP9 with alpha, read back with libvpx so the alpha plane is decoded), ProRes 4444 and
    /// GIF (one bit) keep transparency.
    @Test(arguments: [("webm", ["-c:v", "libvpx-vp9"], 25.0), ("mov", [String](), 35.0), ("gif", [String](), 10.0)])
    func transparentVideoKeepsAlpha(format: String, decoder: [String], minimumPSNR: Double) throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.ffmpeg), "ffmpeg is not installed: run ./zoetrope.sh deps")
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let reference = try Self.reference("transparent", in: directory)
        let result = try CommandLineRunner.run(["render"] + Self.scene("transparent") + ["--out", "blob.\(format)"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let frames = try Self.decode(directory.appendingPathComponent("blob.\(format)"), decoder: decoder)
        #expect(frames.count == 10)
        for (index, frame) in zip(frames, reference).enumerated() {
            let quality = Self.psnr(frame.0, frame.1, channels: [3])
            #expect(quality >= minimumPSNR, "\(format) frame \(index): alpha PSNR \(quality) dB")
            #expect(frame.0.enumerated().contains { $0.offset % 4 == 3 && $0.element == 0 }, "\(format): no transparent pixel")
        }
    }

    @Test func aMissingFFmpegIsAClearErrorBeforeDrawing() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CommandLineRunner.run(["render"] + Self.scene("white") + ["--out", "x.mp4", "--ffmpeg", "/nonexistent/ffmpeg"],
                                               in: directory)
        #expect(result.status == 1)
        #expect(result.stderr.contains("video output needs ffmpeg") && result.stderr.contains("apt-get install ffmpeg"), "\(result.stderr)")
        #expect(!result.stderr.contains("frame 0:"), "nothing is drawn: \(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    /// An ffmpeg that answers like ffmpeg, then fails after reading part of the stream.
    @Test func ffmpegDyingMidStreamStopsTheRenderWithItsLastLines() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.ffmpeg), "ffmpeg is not installed: run ./zoetrope.sh deps")
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fake = directory.appendingPathComponent("fake-ffmpeg")
        try """
            #!/bin/sh
            case "$*" in *-version*|*-encoders*) exec \(Self.ffmpeg) "$@";; esac
            head -c 30000 > /dev/null
            echo "fake failure: the disk is on fire" >&2
            exit 1
            """.write(to: fake, atomically: true, encoding: .utf8)
        chmod(fake.path, 0o755)
        let out = directory.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let result = try CommandLineRunner.run(["render"] + Self.scene("white") + ["--frames", "0..<60", "--out", "x.mp4", "--ffmpeg", fake.path],
                                               in: out)
        #expect(result.status == 1)
        #expect(result.stderr.contains("the disk is on fire"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty, "no partial file")
    }

    @Test(arguments: [
        (["--out", "x.mp4", "--size", "63x48"], "even pixel sizes"),
        (["--out", "x.mp4", "--background", "transparent"], "has no alpha"),
        (["--out", "x.mp4", "--crf", "99"], "--crf"),
        (["--out", "x.mp4", "--x264-preset", "warp"], "--x264-preset"),
    ])
    func videoMisuseIsAUsageError(arguments: [String], message: String) throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CommandLineRunner.run(["render", "blob", "--frames", "0..<2"] + arguments, in: directory)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}
