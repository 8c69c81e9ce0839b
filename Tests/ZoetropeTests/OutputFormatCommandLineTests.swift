import Foundation
import PNGCodec
import RenderCommands
import Testing
import ZoetropeTestSupport

/// `render --format` / the format `--out` implies: an animated PNG and a raw stream carry exactly
/// the frames the PNG sequence does; `null` draws and keeps nothing; misuse is a usage error.
@Suite struct OutputFormatCommandLineTests {
    /// Runs zoetrope and returns its exit status, standard output as bytes and standard error.
    static func run(_ arguments: [String], in directory: URL) throws -> (status: Int32, stdout: Data, stderr: String) {
        let process = Process()
        process.executableURL = CommandLineRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Standard error is read on another thread, so neither pipe can fill up and block the child.
        final class Collected: @unchecked Sendable { var data = Data() }
        let stderr = Collected()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async { stderr.data = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return (process.terminationStatus, stdout, String(decoding: stderr.data, as: UTF8.self))
    }

    /// The PNG frames of `blob` (a translucent background keeps alpha in play) as the reference.
    static let scene = ["blob", "--size", "24x20", "--frames", "0..<6", "--fps", "12", "--background", "#3366CC80"]

    static func referenceFrames(in directory: URL) throws -> [Pixmap] {
        let result = try run(["render"] + scene + ["--out", "seq"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        return try (0..<6).map { try PNGDecoder.decode(contentsOf: directory.appendingPathComponent(String(format: "seq/blob_%05d.png", $0))) }
    }

    @Test func animatedPNGHoldsTheSequencesFrames() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let reference = try Self.referenceFrames(in: directory)
        for out in ["blob.png", "blob.apng"] {
            let result = try Self.run(["render"] + Self.scene + ["--out", out, "--loop", "2"], in: directory)
            #expect(result.status == 0, "\(result.stderr)")
            let apng = try APNGReader(bytes: [UInt8](try Data(contentsOf: directory.appendingPathComponent(out))))
            #expect(apng.frameCount == 6 && apng.loopCount == 2)
            #expect(apng.frames.map(\.image) == reference, "\(out)")
            #expect(apng.frames.allSatisfy { $0.delay == (1, 12) })
            #expect(String(decoding: result.stdout, as: UTF8.self).contains("6 frames rendered"))
        }
    }

    @Test func rawStreamOnStandardOutputIsTheFramesOnly() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let reference = try Self.referenceFrames(in: directory)
        let straight = try Self.run(["render"] + Self.scene + ["--out", "-"], in: directory)
        #expect(straight.status == 0, "\(straight.stderr)")
        #expect([UInt8](straight.stdout) == reference.flatMap { $0.unpremultiplied() })
        #expect(straight.stderr.contains("6 frames rendered"), "the summary goes to standard error")
        let premultiplied = try Self.run(["render"] + Self.scene + ["--format", "raw", "--out", "frames.rgba", "--alpha", "premultiplied"],
                                         in: directory)
        #expect(premultiplied.status == 0, "\(premultiplied.stderr)")
        #expect([UInt8](try Data(contentsOf: directory.appendingPathComponent("frames.rgba"))) == reference.flatMap(\.bytes))
    }

    /// The reader of a raw stream leaving early ends the render quietly with 141 (SIGPIPE's status).
    @Test func aClosedPipeEndsTheStreamQuietly() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        let command = "'\(CommandLineRunner.executable.path)' render blob --size 64x64 --duration 2 --out - 2>stderr.txt | head -c 1000 > /dev/null; "
            + "echo ${PIPESTATUS[0]}"
        process.arguments = ["-c", command]
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        process.currentDirectoryURL = directory
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let status = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(status.trimmingCharacters(in: .whitespacesAndNewlines) == "141")
        let stderr = try String(contentsOf: directory.appendingPathComponent("stderr.txt"), encoding: .utf8)
        #expect(!stderr.contains("error"), "\(stderr)")
    }

    @Test func nullDrawsEveryFrameAndWritesNothing() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Self.run(["render"] + Self.scene + ["--format", "null"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(String(decoding: result.stdout, as: UTF8.self).contains("6 frames rendered"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test(arguments: [
        ["--format", "png", "--out", "-"],
        ["--format", "apng", "--out", "-"],
        ["--out", "anim.png", "--resume"],
        ["--out", "anim.png", "--loop", "-1"],
        ["--format", "gif89", "--out", "x.gif"],
        ["--format", "apng"],
    ])
    func misuseIsAUsageError(arguments: [String]) throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Self.run(["render"] + Self.scene + arguments, in: directory)
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains("error"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}
