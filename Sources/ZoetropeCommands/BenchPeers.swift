import Foundation
import ArgumentParser
import AnimationCore
import Geometry2D
import VectorPath
import RenderCommands
import PNGCodec
import SoftwareRasterizer
import ZoetropeUI
import Backends
import FrameOutput
import Scenes
import BenchmarkScenes
import DisplayListJSON

/// `zoetrope bench --peers`: runs the peer executables built by `Benchmarks/peers/setup.sh` (Cairo,
/// Blend2D) on the identical geometry, written as scenes.py's text display list, and compares
/// their times and images with Zoetrope's.
struct BenchPeers {
    /// One peer configuration: executable name and thread count.
    struct Peer {
        var executable: String
        var name: String
        var threads: Int
    }

    static let all = [
        Peer(executable: "peer-cairo", name: "cairo", threads: 1),
        Peer(executable: "peer-blend2d", name: "blend2d", threads: 1),
        Peer(executable: "peer-blend2d", name: "blend2d", threads: 2),
    ]

    let directory: URL
    let budget: Double
    let warmup: Int
    let runs: Int
    let out: String?
    let scratch: URL

    init(directory: String, budget: Double, warmup: Int, runs: Int, out: String?) throws {
        self.directory = URL(fileURLWithPath: directory)
        for peer in Self.all where !FileManager.default.isExecutableFile(atPath: self.directory.appendingPathComponent(peer.executable).path) {
            throw RuntimeError("--peers: \(self.directory.appendingPathComponent(peer.executable).path) not found; "
                               + "build the peers once with Benchmarks/peers/setup.sh (from the repository root), "
                               + "or point --peers-directory at its .build folder")
        }
        self.budget = budget
        self.warmup = warmup
        self.runs = runs
        self.out = out
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-peers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    /// Runs every peer on `scene`, comparing their images with `zoetrope` (Zoetrope's image) if given.
    func measure(_ scene: PeerScene, width: Int, height: Int, zoetrope: Pixmap?) throws -> [BenchReport.PeerResult] {
        let list = scene.displayList(width: width, height: height)
        let dump = scratch.appendingPathComponent("\(scene).txt")
        try list.scenesTextDump(background: .white).write(to: dump, atomically: true, encoding: .utf8)
        return try Self.all.map { peer in
            let image = (out.map { URL(fileURLWithPath: $0) } ?? scratch)
                .appendingPathComponent("\(scene)_\(peer.name)_\(peer.threads)t.png")
            var result = try runPeer(peer, dump: dump, width: width, height: height, image: image, scene: scene)
            if let zoetrope, let theirs = try? PNGDecoder.decode(contentsOf: image),
               let difference = try? ImageDifference(between: zoetrope, and: theirs) {
                result.vsZoetrope = .init(meanAbsoluteDifference: difference.meanAbsoluteDifference,
                                          percentOfPixelsOff: difference.percentOfPixelsOff)
            }
            return result
        }
    }

    /// Removes the scratch folder of scene dumps (and of peer images when there is no --out).
    func removeScratch() {
        try? FileManager.default.removeItem(at: scratch)
    }

    /// Computes the Zoetrope / peer ratios into `report` and prints the peer and ratio tables.
    func finish(_ report: inout BenchReport, printTables: Bool) throws {
        for ours in report.results {
            for peer in report.peers where peer.scene == ours.scene {
                report.ratios.append(.init(scene: ours.scene, backend: ours.backend, peer: peer.peer,
                                           peerThreads: peer.threads, ratio: ours.medianMs / peer.medianMs,
                                           pairedMedian: report.pairedMedian(scene: ours.scene, backend: ours.backend,
                                                                             peer: peer.peer, threads: peer.threads)))
            }
        }
        guard printTables else { return }
        try Console.print("\npeers on the identical geometry (median ms of up to \(runs) frames, at most \(Int(budget)) s per peer and scene; "
              + "image vs Zoetrope: mean abs diff, % off>16):")
        try Console.print("scene              peer            median ms   min ms   max ms  runs   image vs Zoetrope")
        for result in report.peers {
            try Console.print(BenchFormat.pad(result.scene, 19) + BenchFormat.pad("\(result.peer) \(result.threads)t", 14)
                  + BenchFormat.padLeft(BenchFormat.ms(result.medianMs), 11) + BenchFormat.padLeft(BenchFormat.ms(result.minMs), 9)
                  + BenchFormat.padLeft(BenchFormat.ms(result.maxMs), 9) + BenchFormat.padLeft("\(result.runs)", 6)
                  + "   " + BenchFormat.difference(result.vsZoetrope))
        }
        guard !report.ratios.isEmpty else { return }
        try printRatios(report, title: "Zoetrope / peer (median ms ratio; below 1 = Zoetrope faster):") { $0.ratio }
        guard report.ratios.contains(where: { $0.pairedMedian != nil }) else { return }
        try printRatios(report, title: "Zoetrope / peer paired by round (median over the rounds of each round's own ratio; "
                        + "robust to the machine's slow spells):") { $0.pairedMedian }
    }

    /// One ratio table: a row per Zoetrope result, a column per peer.
    private func printRatios(_ report: BenchReport, title: String, _ value: (BenchReport.Ratio) -> Double?) throws {
        try Console.print("\n" + title)
        try Console.print("scene              backend  vs cairo   vs blend2d 1t   vs blend2d 2t")
        for ours in report.results {
            func ratio(_ name: String, _ threads: Int) -> String {
                report.ratios.first { $0.scene == ours.scene && $0.backend == ours.backend && $0.peer == name && $0.peerThreads == threads }
                    .flatMap(value).map { String(format: "%.2f", $0) } ?? "–"
            }
            try Console.print(BenchFormat.pad(ours.scene, 19) + BenchFormat.pad(ours.backend, 7) + BenchFormat.padLeft(ratio("cairo", 1), 9)
                  + BenchFormat.padLeft(ratio("blend2d", 1), 16) + BenchFormat.padLeft(ratio("blend2d", 2), 16))
        }
    }

    private func runPeer(_ peer: Peer, dump: URL, width: Int, height: Int, image: URL,
                         scene: PeerScene) throws -> BenchReport.PeerResult {
        let timing = try Self.run(directory.appendingPathComponent(peer.executable),
                                  [dump.path, "\(width)", "\(height)", "\(warmup)", "\(runs)", "\(peer.threads)", image.path,
                                   String(format: "%.3f", budget)],
                                  failing: "--peers: \(peer.executable) failed on \(scene)")
        return .init(scene: scene.description, peer: peer.name, version: timing.version, threads: peer.threads,
                     medianMs: timing.medianMs, minMs: timing.minMs, maxMs: timing.maxMs, runs: timing.runs, vsZoetrope: nil)
    }

    /// What a peer executable prints (peer_common.h): NAME VERSION THREADS median min max frames [MODE].
    struct Timing {
        var version: String
        var medianMs: Double, minMs: Double, maxMs: Double
        var runs: Int
    }

    /// Runs the peer `executable` with `arguments` and reads its timing line; `failing` starts the
    /// error when it fails or prints something else.
    static func run(_ executable: URL, _ arguments: [String], failing: String) throws -> Timing {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let fields = stdout.split(whereSeparator: \.isWhitespace)
        guard process.terminationStatus == 0, fields.count >= 7, let median = Double(fields[3]), let min = Double(fields[4]),
              let max = Double(fields[5]), let count = Int(fields[6]) else {
            throw RuntimeError("\(failing) (status \(process.terminationStatus)): \(stderr)\(stdout)")
        }
        return Timing(version: String(fields[1]), medianMs: median, minMs: min, maxMs: max, runs: count)
    }
}
