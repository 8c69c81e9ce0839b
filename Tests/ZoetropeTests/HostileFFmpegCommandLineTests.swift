import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// ffmpeg is foreign input: stand-ins (``FFmpegStandIn``) that flood standard output or error,
/// never read their input, sleep for ever, exit 0 without writing, write garbage, refuse with a
/// message, die of a signal, or leave a grandchild holding their pipes — at `-encoders`, while
/// streaming frames, and in the GIF passes. Each run (`--ffmpeg-timeout 2`) must end by itself
/// within its limit with exit status 1 and one `error:` line that says what ffmpeg did (its own
/// message where it printed one, never a guess about disk space), leave nothing at `--out` or
/// hidden beside it, and leave no process of the stand-in's alive.
@Suite struct HostileFFmpegCommandLineTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var body: String
        var answersEncoders = true
        var format = "mp4"
        /// Frames larger than the 1 MiB pipe, so the stand-in must read them while they stream.
        var large = false
        /// A fragment the error line must hold.
        var says: String
        var description: String { "\(name) (\(format))" }
    }

    static let cases: [Case] = [
        Case(name: "floods standard output", body: "yes", says: "was stopped"),
        Case(name: "floods standard error", body: "yes 'flooding standard error' >&2", says: "was stopped"),
        Case(name: "never reads its input", body: "sleep 1000", large: true, says: "took no frame and wrote nothing for 2 s"),
        Case(name: "stops reading midway", body: "head -c 5000000 > /dev/null; sleep 1000", large: true, says: "took no frame and wrote nothing"),
        Case(name: "reads, then sleeps for ever", body: "cat > /dev/null; sleep 1000", says: "wrote nothing for 2 s after its input ended"),
        Case(name: "exits 0 without writing", body: "cat > /dev/null; exit 0", says: "is not a readable video"),
        Case(name: "writes garbage", body: "cat > /dev/null; head -c 100000 /dev/urandom > \"$last\"", says: "is not a readable video"),
        Case(name: "refuses with a message", body: "head -c 1000 > /dev/null; echo 'Unknown encoder: the stand-in refuses' >&2; exit 1",
             says: "the stand-in refuses"),
        Case(name: "is killed by a signal", body: "head -c 1000 > /dev/null; kill -9 $$", says: "killed by signal 9"),
        Case(name: "leaves a grandchild holding its pipes", body: "sleep 1000 & cat > /dev/null; exit 1", says: "exit status 1"),
        Case(name: "hangs at -encoders", body: "sleep 1000", answersEncoders: false, says: "did not finish within 2 s"),
        Case(name: "floods standard output at -encoders", body: "cat \"$(dirname \"$0\")/banner.txt\" >&2; yes ' V....D libx264 x'",
             answersEncoders: false, says: "did not finish within 2 s"),
        Case(name: "is not ffmpeg", body: "echo 'not a video tool' >&2; exit 0", answersEncoders: false, says: "does not answer -encoders"),
        Case(name: "hangs in the palette pass", body: "sleep 1000", format: "gif", says: "did not finish GIF pass 1"),
        Case(name: "exits 0 without writing a GIF", body: "exit 0", format: "gif", says: "is not a readable video"),
    ]

    @Test(arguments: cases)
    func aMisbehavingFFmpegEndsTheRenderCleanly(_ standIn: Case) async throws {
        try #require(FFmpegStandIn.encoders != nil, "ffmpeg is not installed: run ./zoetrope.sh deps")
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let tools = directory.appendingPathComponent("tools"), out = directory.appendingPathComponent("out")
        for folder in [tools, out] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        let script = try FFmpegStandIn.make("ffmpeg", in: tools, answersEncoders: standIn.answersEncoders, body: standIn.body)
        let file = out.appendingPathComponent("x.\(standIn.format)")
        let size = standIn.large ? ["--size", "1024x1024", "--frames", "0..<4"] : ["--size", "64x64", "--frames", "0..<20"]
        let result = try await HostileProcess.run(["render", "blob"] + size + ["--out", file.path,
                                                   "--ffmpeg", script.path, "--ffmpeg-timeout", "2"], timeout: 40)
        #expect(!result.crashed && result.status == 1, "\(standIn): \(result)")
        #expect(result.errorLines.count == 1 && result.stderr.contains(standIn.says),
                "\(standIn): the error should say '\(standIn.says)': \(result)")
        #expect(!result.stderr.contains("free space"), "\(standIn): a guess about the disk: \(result)")
        let left = try FFmpegStandIn.outputs(in: out)
        #expect(left.isEmpty, "\(standIn): left \(left)")
        let survivors = await FFmpegStandIn.awaitNoSurvivors(mentioning: tools.path)
        #expect(survivors.isEmpty, "\(standIn): still running: \(survivors)")
    }

    /// An ffmpeg that takes its time but keeps taking frames is not stopped.
    @Test func aSlowButProgressingFFmpegIsNotStopped() async throws {
        try #require(FFmpegStandIn.encoders != nil, "ffmpeg is not installed: run ./zoetrope.sh deps")
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Takes one 1024×1024 frame (4 MiB, more than the pipe holds) every 0.5 s — 4 s in all,
        // twice the timeout — then has the real ffmpeg encode them.
        let script = try FFmpegStandIn.make("ffmpeg", in: directory, body: """
            case "$*" in *pipe:0*) ;; *) exec \(FFmpegStandIn.ffmpeg) "$@";; esac
            raw="$(dirname "$0")/frames.raw"
            i=0; while [ $i -lt 8 ]; do dd bs=4194304 count=1 iflag=fullblock status=none >> "$raw"; sleep 0.5; i=$((i+1)); done
            \(FFmpegStandIn.ffmpeg) "$@" < "$raw"
            """)
        let file = directory.appendingPathComponent("x.mp4")
        let result = try await HostileProcess.run(["render", "blob", "--size", "1024x1024", "--frames", "0..<8", "--out", file.path,
                                                   "--ffmpeg", script.path, "--ffmpeg-timeout", "2"], timeout: 40)
        #expect(result.status == 0 && !result.crashed, "\(result)")
        #expect(FileManager.default.fileExists(atPath: file.path))
    }

    /// After its input ended, an ffmpeg that rewrites its file in place for longer than the timeout
    /// (as an mp4's `+faststart` moves a large file's data without growing it) is not stopped.
    @Test func anFFmpegRewritingItsFileInPlaceIsNotStopped() async throws {
        try #require(FFmpegStandIn.encoders != nil, "ffmpeg is not installed: run ./zoetrope.sh deps")
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = try FFmpegStandIn.make("ffmpeg", in: directory, body: """
            case "$*" in *pipe:0*) ;; *) exec \(FFmpegStandIn.ffmpeg) "$@";; esac
            \(FFmpegStandIn.ffmpeg) "$@" || exit 1
            i=0; while [ $i -lt 8 ]; do dd if="$last" of="$last" bs=4096 count=1 conv=notrunc status=none; sleep 0.5; i=$((i+1)); done
            """)
        let file = directory.appendingPathComponent("x.mp4")
        let result = try await HostileProcess.run(["render", "blob", "--size", "64x64", "--frames", "0..<4", "--out", file.path,
                                                   "--ffmpeg", script.path, "--ffmpeg-timeout", "2"], timeout: 40)
        #expect(result.status == 0 && !result.crashed, "\(result)")
        #expect(FileManager.default.fileExists(atPath: file.path))
    }

    @Test(arguments: [
        (["--out", "x.gif", "--loop", "65536"], "at most 65,535 times"),
        (["--out", "x.mp4", "--size", "16384x16384"], "(width + 128) × (height + 128)"),
        (["--out", "x.y4m", "--size", "16300x16300"], "(width + 128) × (height + 128)"),
        (["--out", "x.mov", "--size", "16000x8000"], "at most 120,000,000 pixels"),
        (["--out", "x.gif", "--fps", "1e-9"], "at least 100/65535"),
        (["--out", "x.mp4", "--fps", "1e-9"], "frame rates from 0.000001"),
        (["--out", "x.mp4", "--ffmpeg-timeout", "0"], "--ffmpeg-timeout must be"),
        (["--out", "x.mp4", "--ffmpeg-timeout", "inf"], "--ffmpeg-timeout must be"),
    ])
    func valuesFFmpegWouldRefuseAreUsageErrors(arguments: [String], message: String) async throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CommandLineRunner.run(["render", "blob", "--frames", "0..<2"] + arguments, in: directory)
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        #expect(try FFmpegStandIn.outputs(in: directory).isEmpty)
    }

    /// GIF at the rates at both ends of what `--fps` and GIF accept ends, with a GIF that reads back.
    @Test(arguments: ["0.0016", "0.5", "10000"])
    func gifAtExtremeRatesIsWritten(fps: String) async throws {
        try #require(FFmpegStandIn.encoders != nil, "ffmpeg is not installed: run ./zoetrope.sh deps")
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("x.gif")
        let result = try await HostileProcess.run(["render", "blob", "--size", "32x32", "--frames", "0..<5", "--fps", fps,
                                                   "--out", file.path], timeout: 60)
        #expect(result.status == 0 && !result.crashed, "--fps \(fps): \(result)")
        #expect(try FFmpegStandIn.outputs(in: directory) == ["x.gif"])
    }

    /// ZOETROPE_FFMPEG_TIMEOUT is read when --ffmpeg-timeout is not given, and checked.
    @Test func theTimeoutComesFromTheEnvironmentToo() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CommandLineRunner.run(["render", "blob", "--frames", "0..<2", "--out", "x.mp4"], in: directory,
                                               environment: ["ZOETROPE_FFMPEG_TIMEOUT": "-1"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("ZOETROPE_FFMPEG_TIMEOUT must be"), "\(result.stderr)")
        #expect(try FFmpegStandIn.outputs(in: directory).isEmpty)
    }
}
