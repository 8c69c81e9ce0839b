import Foundation
import PNGCodec
import Testing
import ZoetropeTestSupport

/// `deploy/slurm` on a real one-node Slurm cluster started by the test (`local-cluster.sh`, as
/// root, without systemd; `zoetrope.sh` installs slurm-wlm and munge): a 4-task array renders the
/// shards, the dependent assemble job joins them; a failing array cancels the assemble job instead
/// of leaving it pending forever.
@Suite(.serialized) struct SlurmDeploymentTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let deploy = repository.appendingPathComponent("deploy/slurm")

    /// Runs `script` with `environment` added (killed after `timeout` seconds); returns its exit
    /// status and output.
    static func bash(_ script: String, environment: [String: String] = [:], timeout: Double = 240) throws -> (Int32, String) {
        try DeploymentCommand.run(["timeout", "\(Int(timeout))", "bash", "-c", script], environment: environment)
    }

    static func requireCluster() throws {
        try #require(getuid() == 0, "the Slurm test starts daemons as root (CI runs as root)")
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/sbin/slurmctld")
                     && FileManager.default.isExecutableFile(atPath: "/usr/sbin/munged"),
                     "slurm-wlm and munge are not installed: run ./zoetrope.sh deps")
        let (status, output) = try bash("\(deploy.path)/local-cluster.sh start")
        try #require(status == 0, "the local Slurm cluster did not start: \(output)")
    }

    @Test func anArrayRenderAndItsAssembleMakeTheAnimation() throws {
        try Self.requireCluster()
        defer { _ = try? Self.bash("\(Self.deploy.path)/local-cluster.sh stop") }
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let environment = ["OUT": directory.path, "SHARDS": "4", "SCENE": "clock", "FRAMES": "0..<24", "SIZE": "48x48",
                           "ZOETROPE": CommandLineRunner.executable.path, "FPS": "24",
                           "RESULT": directory.appendingPathComponent("clock.png").path, "WAIT": "1", "TIMEOUT": "180"]
        let (status, output) = try Self.bash("\(Self.deploy.path)/render.sh", environment: environment)
        #expect(status == 0, "\(output)")
        let apng = try APNGReader(bytes: [UInt8](try Data(contentsOf: directory.appendingPathComponent("clock.png"))))
        #expect(apng.frames.count == 24)
        for (index, frame) in apng.frames.enumerated() {
            let png = try PNGDecoder.decode(contentsOf: directory.appendingPathComponent(String(format: "frames/clock_%05d.png", index)))
            #expect(frame.image == png, "frame \(index)")
        }
        let manifests = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("frames").path)
            .filter { $0.hasSuffix(".json") }
        #expect(manifests.count == 4)
        // Submitting the same render again: every shard is already complete, no frame is rewritten.
        func modificationDates() throws -> [Date] {
            try (0..<24).map {
                try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(String(format: "frames/clock_%05d.png", $0)).path)[.modificationDate] as! Date
            }
        }
        let before = try modificationDates()
        let (again, againOutput) = try Self.bash("\(Self.deploy.path)/render.sh", environment: environment)
        #expect(again == 0, "\(againOutput)")
        #expect(try modificationDates() == before)
        let logs = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("logs").path)
        let shardLogs = try logs.filter { $0.hasPrefix("zoetrope-shard-") }
            .map { try String(contentsOf: directory.appendingPathComponent("logs/\($0)"), encoding: .utf8) }
        #expect(shardLogs.filter { $0.contains("already complete") }.count >= 4, "\(shardLogs)")
    }

    @Test func aFailingArrayCancelsTheAssembleJob() throws {
        try Self.requireCluster()
        defer { _ = try? Self.bash("\(Self.deploy.path)/local-cluster.sh stop") }
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // No time is asserted: an assemble job that waited would end PENDING when render.sh's own
        // TIMEOUT ends its wait, not CANCELLED.
        let (status, output) = try Self.bash("\(Self.deploy.path)/render.sh", environment: [
            "OUT": directory.path, "SHARDS": "2", "SCENE": "no-such-scene", "ZOETROPE": CommandLineRunner.executable.path,
            "WAIT": "1", "TIMEOUT": "120",
        ])
        #expect(status != 0, "\(output)")
        #expect(output.contains("ended CANCELLED"), "the assemble job waited instead of being cancelled: \(output)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("result.mp4").path))
    }
}
