import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import FrameOutput
import PNGCodec
import Testing

/// Reading a video back before it is published — with ffprobe, or with ffmpeg itself where there is
/// no ffprobe — and a segment join that refuses what ffmpeg left unless it reads back: a join by an
/// ffmpeg that exits 0 without writing, or hangs, leaves nothing at the destination or beside it.
@Suite struct ReadBackTests {
    static let ffmpeg = URL(fileURLWithPath: "/usr/bin/ffmpeg")

    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("zt-readback-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func tool(_ executable: URL, probe: URL?, timeout: Double = 30) -> FFmpegTool {
        FFmpegTool(executable: executable, probe: probe, version: "ffmpeg version test", timeout: timeout, encoders: [])
    }

    static func script(_ body: String, in directory: URL) throws -> URL {
        let url = directory.appendingPathComponent("ffmpeg")
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        let text = Array("#!/bin/sh\n\(body)\n".utf8)
        _ = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        return url
    }

    @Test(arguments: [true, false])
    func aVideoReadsBackWithOrWithoutFFprobe(withProbe: Bool) throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.ffmpeg.path), "ffmpeg is not installed")
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let video = directory.appendingPathComponent("v.mp4")
        let made = ChildProcess.run(Self.ffmpeg, ["-v", "error", "-f", "lavfi", "-i", "testsrc=s=64x64:r=10", "-frames:v", "7",
                                                  "-pix_fmt", "yuv420p", "-c:v", "libx264", "-f", "mp4", video.path], limit: 60)
        try #require(made.status == 0, "\(made.errorLines)")
        let tool = Self.tool(Self.ffmpeg, probe: withProbe ? URL(fileURLWithPath: "/usr/bin/ffprobe") : nil)
        #expect(tool.readBack(at: video.path, frames: 7, pixels: 64 * 64) == .frames(7))
        FileManager.default.createFile(atPath: directory.appendingPathComponent("empty.mp4").path, contents: Data())
        guard case .unreadable = tool.readBack(at: directory.appendingPathComponent("empty.mp4").path, frames: 7, pixels: 64 * 64) else {
            Issue.record("an empty file read back")
            return
        }
    }

    /// A join whose ffmpeg writes nothing, or hangs (cut at a 0.5-s limit: the product's limit, not a
    /// timing of the test); the one that ends at once gets 60 s, so that ffprobe on a busy machine
    /// is not cut too and the error stays "not a readable video".
    @Test(arguments: [("exit 0", "not a readable video", 60.0), ("sleep 1000", "did not finish within", 0.5)])
    func aJoinThatDoesNotReadBackLeavesNothing(body: String, says: String, timeout: Double) throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let tool = Self.tool(try Self.script(body, in: directory), probe: URL(fileURLWithPath: "/usr/bin/ffprobe"), timeout: timeout)
        let out = directory.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let file = out.appendingPathComponent("joined.mp4")
        do {
            try SegmentJoiner(ffmpeg: tool, format: .mp4).join([directory.appendingPathComponent("a.mp4")], frames: 3, into: file)
            Issue.record("the join succeeded")
        } catch {
            #expect(error.description.contains(says), "\(error)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }
}
