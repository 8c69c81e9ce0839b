import Foundation
import Testing
import ZoetropeTestSupport
import Zoetrope

/// SIGKILL at random points: `zoetrope render flower --size 64x64 --fps 30 --duration 2` (61
/// frames) killed with `kill -9` at a seeded random point (once a random number of frames is
/// complete, plus a random 0–20 ms, so the point falls inside the run whatever the load), on the
/// CPU (8 seeds) and on the GPU (4 seeds, where an EGL context exists). After each kill every
/// `flower_*.png` in the directory is a complete frame: it decodes at 64×64 and has the clean run's
/// exact bytes (frames are written to a temporary file and renamed). Then `render … --resume`
/// exits 0 without an error line (besides its progress it may say in one line that it removed the
/// killed run's temporary files), leaves no temporary file, and the directory holds exactly the
/// clean run's 61 frames, byte for byte. A failure names the seed that replays it (``seededPropertyCheck``).
@Suite struct HostileKillCommandLineTests {
    static let render = ["render", "flower", "--size", "64x64", "--fps", "30", "--duration", "2"]

    /// The clean run's frames (name → bytes) and how long it took.
    static func cleanRun(backend: String) async throws -> (frames: [String: Data], seconds: Double) {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await HostileProcess.run(render + ["--backend", backend, "--out", directory.path])
        try #require(result.status == 0 && !result.signaled, "clean run: \(result)")
        let frames = try Self.frames(in: directory)
        try #require(frames.count == 61, "clean run: \(frames.keys.sorted())")
        return (frames, result.seconds)
    }

    /// The visible PNG files of `directory` and their bytes.
    static func frames(in directory: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where !name.hasPrefix(".") && name.hasSuffix(".png") {
            result[name] = try Data(contentsOf: directory.appendingPathComponent(name))
        }
        return result
    }

    /// A random point of the run: once `frames` frames are complete (whatever the machine's load),
    /// `extra` seconds more.
    struct KillPoint: CustomStringConvertible, Sendable {
        var frames: Int
        var extra: Double
        var description: String { "after \(frames) frames + \(String(format: "%.1f", extra * 1000)) ms" }
    }

    func killAndResume(backend: String, seed: UInt64, count: Int) async throws {
        let clean = try await Self.cleanRun(backend: backend)
        await seededPropertyCheck(seed: seed, count: count, draw: { rng in
            KillPoint(frames: Int.random(in: 0...60, using: &rng), extra: Double.random(in: 0..<0.02, using: &rng))
        }) { point in
            let directory = try CommandLineRunner.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let killed = try await HostileProcess.slots.withSlot {
                let child = try HostileProcess.start(Self.render + ["--backend", backend, "--out", directory.path], memoryKiB: nil)
                while Date().timeIntervalSince(child.started) < 30,
                      (try? Self.frames(in: directory).count) ?? 0 < point.frames, kill(child.pid, 0) == 0 {
                    try? await Task.sleep(nanoseconds: 500_000)
                }
                try? await Task.sleep(nanoseconds: UInt64(point.extra * 1e9))
                return await child.kill()
            }
            #expect(killed.signaled ? killed.status == SIGKILL : killed.status == 0, "\(killed)")

            // What the kill left: complete frames only, each the clean run's bytes.
            let left = try Self.frames(in: directory)
            let temporary = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
            print("hostile kill (\(backend)) \(point), at \(String(format: "%.3f", killed.seconds)) s: \(left.count) of 61 frames complete, "
                  + "\(temporary.count) temporary files left")
            for (name, bytes) in left.sorted(by: { $0.key < $1.key }) {
                let pixmap = try? PNGDecoder.decode(bytes)
                #expect(pixmap?.width == 64 && pixmap?.height == 64, "\(name) is not a complete 64×64 PNG (\(bytes.count) bytes)")
                #expect(bytes == clean.frames[name], "\(name) differs from the clean run's")
            }

            // Resume: the rest is drawn, the leftovers removed, every frame is the clean run's.
            let resumed = try await HostileProcess.run(Self.render + ["--backend", backend, "--out", directory.path, "--resume"])
            #expect(resumed.status == 0 && !resumed.crashed, "resume: \(resumed)")
            let unexpected = resumed.stderrLines.filter {   // the backend, progress ("[12/61] frame 11: …"), the cleanup
                !$0.hasPrefix("backend: ") && !$0.hasPrefix("removed \(temporary.count) stale temporary file")
                    && $0.range(of: #"^\[[0-9]+/61\] frame "#, options: .regularExpression) == nil
            }
            #expect(unexpected.isEmpty, "resume said: \(unexpected)")
            let after = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(!after.contains { $0.hasSuffix(".tmp") }, "temporary files after the resume: \(after)")
            let frames = try Self.frames(in: directory)
            #expect(frames.keys.sorted() == clean.frames.keys.sorted())
            let different = frames.filter { clean.frames[$0.key] != $0.value }.keys.sorted()
            #expect(different.isEmpty, "frames unlike the clean run's after the resume: \(different)")
        }
    }

    @Test func killedOnTheCPUAndResumed() async throws {
        try await killAndResume(backend: "cpu", seed: 0x5161_C0DE_0011, count: 8)
    }

    @Test(.enabled(if: BackendCommandLineTests.gpuInfo != nil, "no EGL display initializes an OpenGL ES 3 context here"))
    func killedOnTheGPUAndResumed() async throws {
        try await killAndResume(backend: "gpu", seed: 0x5161_6B0D_0011, count: 4)
    }
}
