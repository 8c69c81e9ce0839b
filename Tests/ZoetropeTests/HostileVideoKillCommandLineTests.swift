import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import ZoetropeTestSupport

/// SIGKILL (and SIGTERM) of a one-file render at a seeded frame, in every format: mp4, webm, mov,
/// gif, y4m through ffmpeg, an animated PNG, a raw stream to a file. After the kill no process that
/// names the output's directory survives (ffmpeg dies with Zoetrope: PR_SET_PDEATHSIG, its own
/// process group), nothing is at `--out`; then the same render exits 0, says it removed the killed
/// run's temporary files, and leaves exactly `--out` in the directory, nothing hidden beside it.
/// SIGTERM instead removes the temporary files itself.
@Suite struct HostileVideoKillCommandLineTests {
    static let formats = ["mp4", "webm", "mov", "gif", "y4m", "png", "rgba"]
    static let render = ["render", "flower", "--size", "96x96", "--fps", "30", "--duration", "2"]   // 61 frames

    /// The last "[N/61]" progress line the child has written so far (0 before any).
    static func framesDone(_ child: HostileProcess.Child) -> Int {
        let text = (try? String(contentsOf: child.outputs.appendingPathComponent("stderr"), encoding: .utf8)) ?? ""
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("[") }),
              let slash = line.firstIndex(of: "/") else { return 0 }
        return Int(line[line.index(after: line.startIndex)..<slash]) ?? 0
    }

    /// Starts the render into `file`, sends `signal` once `frames` frames are done, waits for it.
    static func interrupt(_ file: URL, at frames: Int, with signal: Int32) async throws -> HostileProcess.Result {
        try await HostileProcess.slots.withSlot {
            let child = try HostileProcess.start(render + ["--out", file.path], memoryKiB: nil)
            while Date().timeIntervalSince(child.started) < 30, framesDone(child) < frames, kill(child.pid, 0) == 0 {
                try? await Task.sleep(nanoseconds: 1_000_000)
            }
            kill(child.pid, signal)
            return await child.wait(timeout: 30)
        }
    }

    func killAndRerun(_ format: String, signal: Int32, seed: UInt64) async throws {
        try #require(FFmpegStandIn.encoders != nil, "ffmpeg is not installed: run ./zoetrope.sh deps")
        await seededPropertyCheck(seed: seed, count: 1, draw: { rng in Int.random(in: 1...61, using: &rng) }) { frame in
            let directory = try CommandLineRunner.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = directory.appendingPathComponent("x.\(format)")
            let killed = try await Self.interrupt(file, at: frame, with: signal)
            // Ended by the signal, or (killed just too late) finished.
            #expect(killed.signaled ? killed.status == signal : killed.status == 0, "\(format) at frame \(frame): \(killed)")
            // At once (Zoetrope is reaped): ffmpeg is dead or being killed, not finishing its file.
            let survivors = FFmpegStandIn.survivors(mentioning: directory.path)
            #expect(survivors.isEmpty, "\(format) at frame \(frame): still running after the kill: \(survivors)")
            _ = await FFmpegStandIn.awaitNoSurvivors(mentioning: directory.path)
            let left = try FFmpegStandIn.outputs(in: directory)
            // A signal that came after every frame was drawn may find `--out` already renamed into
            // place (on a busy machine the progress is read late): then it is the whole file,
            // byte for byte the rerun's, and nothing is left beside it. Before that: no `--out`.
            let allDrawn = killed.stderrLines.contains { $0.hasPrefix("[61/61]") }
            let committed = killed.signaled && allDrawn && left.contains(file.lastPathComponent)
            let killedBytes = committed ? try Data(contentsOf: file) : nil
            if killed.signaled && !committed {
                #expect(!left.contains(file.lastPathComponent), "\(format) at frame \(frame): a partial --out: \(left)")
                if signal != SIGKILL { #expect(left.isEmpty, "\(format) at frame \(frame): SIGTERM left \(left)") }
            }
            if committed { #expect(left == [file.lastPathComponent], "\(format): killed after the rename, yet left \(left)") }
            let rerun = try await HostileProcess.run(Self.render + ["--out", file.path], timeout: 60)
            #expect(rerun.status == 0 && !rerun.crashed, "\(format) rerun after frame \(frame): \(rerun)")
            if let killedBytes {
                #expect(try Data(contentsOf: file) == killedBytes, "\(format): the --out a kill after the rename left is not the whole file")
            }
            let hidden = left.filter { $0.hasPrefix(".") }
            if !hidden.isEmpty {
                #expect(rerun.stderr.contains("removed \(hidden.count) stale temporary file"), "\(format): \(hidden) \(rerun)")
            }
            let after = try FFmpegStandIn.outputs(in: directory)
            #expect(after == [file.lastPathComponent], "\(format) after the rerun (killed at frame \(frame)): \(after)")
            print("hostile video kill: \(format), signal \(signal) at frame \(frame): \(hidden.count) temporary files left, removed by the rerun")
        }
    }

    @Test(arguments: formats)
    func killedAtASeededFrameThenRerun(format: String) async throws {
        try await killAndRerun(format, signal: SIGKILL, seed: 0x51D0_0000 &+ UInt64(Self.formats.firstIndex(of: format) ?? 0))
    }

    @Test(arguments: ["mp4", "gif"])
    func terminatedAtASeededFrameLeavesNothing(format: String) async throws {
        try await killAndRerun(format, signal: SIGTERM, seed: 0x7E53_0000 &+ UInt64(Self.formats.firstIndex(of: format) ?? 0))
    }
}
