import Foundation
import Geometry2D
import RenderCommands
import PNGCodec
import SoftwareRasterizer
import BenchmarkScenes
import GLESRenderer

/// `zoetrope bench --differential`: issue 16's seeded differential test. For every seed from
/// --first-seed on, a ``RandomPeerScene`` (64×64, a few random fills and strokes) is drawn by the CPU
/// backend (or the GPU's, `--backend gpu`, with its `--gpu-coverage`) and by the Cairo and Blend2D peers (`peer --batch`, one process per peer and batch of
/// cases), and judged by ``DifferentialVerdict``: a case passes when Zoetrope is at least as close
/// to one reference as the references are to each other (+ 0.02 levels of mean excess). Prints
/// every failure with its seed, then the failure rate, by kind with example seeds, and by feature.
///
/// ```
/// zoetrope bench --differential --seeds 5000 --first-seed 1 [--out failures] [--flattening-tolerance 0.02] [--backend gpu]
/// ```
struct BenchDifferential {
    let command: BenchCommand
    static let batchSize = 500

    /// One judged case: the verdict and the three images (opaque RGBA).
    struct Judged {
        var scene: RandomPeerScene
        var verdict: DifferentialVerdict
        var zoetrope: [UInt8], cairo: [UInt8], blend2D: [UInt8]
    }

    let cairo: URL, blend2D: URL, scratch: URL
    let renderer: any Renderer
    /// "cpu" or "gpu (llvmpipe …, analytic coverage …)", for the report's first line.
    let backendName: String

    init(command: BenchCommand) throws {
        self.command = command
        switch command.backend {
        case .cpu:
            renderer = SoftwareRenderer(threads: 1, tolerance: command.flatteningTolerance)
            backendName = "cpu"
        case .gpu:
            var options = GLESOptions(samples: command.samples, tolerance: command.flatteningTolerance)
            if let coverage = command.gpuCoverage { options.coverage = coverage }
            if let gpu = command.gpu { options.gpu = gpu }
            let gpu: GLESRenderer
            do { gpu = try GLESRenderer(options: options) } catch {
                throw RuntimeError("--differential --backend gpu: no GPU renderer (\(error))")
            }
            renderer = gpu
            backendName = "gpu (\(gpu.info.renderer), \(gpu.info.antialiasing))"
        case .all:
            throw RuntimeError("--differential runs one backend: --backend cpu (the default) or --backend gpu")
        }
        let directory = URL(fileURLWithPath: command.peersDirectory)
        cairo = directory.appendingPathComponent("peer-cairo")
        blend2D = directory.appendingPathComponent("peer-blend2d")
        for peer in [cairo, blend2D] where !FileManager.default.isExecutableFile(atPath: peer.path) {
            throw RuntimeError("--differential: \(peer.path) not found; build the peers once with Benchmarks/peers/setup.sh "
                               + "(from the repository root), or point --peers-directory at its .build folder")
        }
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-differential-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    func run() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let size = RandomPeerScene.defaultSize
        try Console.print("differential test of the \(backendName) backend: seeds \(command.firstSeed)..<\(command.firstSeed + UInt64(command.seeds)), "
                          + "\(size)x\(size), flattening tolerance \(command.flatteningTolerance) px, pass when min(d(Z,cairo), d(Z,blend2d)) <= d(cairo,blend2d) + \(DifferentialVerdict.margin) "
                          + "(d: mean excess over \(DifferentialDistance.deadZone) levels per channel, 0-255; shown as mean/max)")
        var verdicts: [(RandomPeerScene, DifferentialVerdict)] = []
        var failures: [Judged] = []
        var start = command.firstSeed
        let end = command.firstSeed + UInt64(command.seeds)
        let began = Date()
        while start < end {
            let seeds = start..<min(end, start + UInt64(Self.batchSize))
            for judged in try judge(seeds.map { RandomPeerScene(seed: $0, width: size, height: size) }) {
                verdicts.append((judged.scene, judged.verdict))
                if !judged.verdict.passes() { failures.append(judged) }
            }
            start = seeds.upperBound
        }
        // Each failure's commands alone: which of them fails by itself names the kind.
        let isolated = try judge(failures.flatMap { failure in
            failure.scene.displayList.commands.indices.map { failure.scene.isolating($0) }
        })
        var next = 0
        var kinds: [(kind: String, judged: Judged)] = []
        for failure in failures {
            let count = failure.scene.displayList.commands.count
            let alone = isolated[next..<next + count]
            next += count
            var kind = "only together (overlaps)", detail = ""
            if let worst = alone.enumerated().filter({ !$0.element.verdict.passes() }).max(by: { $0.element.verdict.excess < $1.element.verdict.excess }) {
                kind = failure.scene.kind(of: worst.offset)
                let near = worst.element.verdict.closer
                if near.edgeColumnShare > 0.5 { kind += ", edge columns" } else if near.edgeRowShare > 0.5 { kind += ", edge rows" }
                detail = "  command \(worst.offset) alone fails: \(failure.scene.describe(worst.offset)), "
                    + String(format: "excess %.3f, worst (%d,%d)", worst.element.verdict.excess, near.worstX, near.worstY)
            }
            kinds.append((kind, failure))
            try Console.print("FAIL " + failure.verdict.line(for: failure.scene) + " -> " + kind + detail)
            if let out = command.out { try write(failure, to: URL(fileURLWithPath: out)) }
        }
        try summarize(verdicts, kinds: kinds, seconds: Date().timeIntervalSince(began))
    }

    /// Draws `scenes` with Zoetrope and both peers (one process per peer and batch) and judges them.
    func judge(_ scenes: [RandomPeerScene]) throws -> [Judged] {
        var result: [Judged] = []
        for first in stride(from: 0, to: scenes.count, by: Self.batchSize) {
            let batch = Array(scenes[first..<min(scenes.count, first + Self.batchSize)])
            let size = batch[0].width
            let lists = scratch.appendingPathComponent("lists.txt")
            try batch.map(\.peerText).joined().write(to: lists, atomically: true, encoding: .utf8)
            // Both peers draw the batch while Zoetrope draws it here.
            let cairoOut = scratch.appendingPathComponent("cairo.rgba"), blend2DOut = scratch.appendingPathComponent("blend2d.rgba")
            let peers = try [(cairo, cairoOut), (blend2D, blend2DOut)].map { executable, out in
                try Self.start(executable, ["--batch", lists.path, "\(size)", "\(size)", out.path])
            }
            var ours: [[UInt8]] = []
            for scene in batch {
                var pixmap = try Pixmap(width: size, height: size)
                pixmap.fill(scene.background)
                try renderer.render(scene.displayList, into: &pixmap)
                ours.append(pixmap.bytes)
            }
            for (process, errors) in peers {
                process.waitUntilExit()
                guard process.terminationStatus == 0 else {
                    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                    throw RuntimeError("--differential: \(process.executableURL?.lastPathComponent ?? "peer") failed on seeds "
                                       + "\(batch[0].seed)...\(batch[batch.count - 1].seed) (status \(process.terminationStatus)): \(message)")
                }
            }
            let cairoBytes = [UInt8](try Data(contentsOf: cairoOut)), blend2DBytes = [UInt8](try Data(contentsOf: blend2DOut))
            let frame = size * size * 4
            guard cairoBytes.count == frame * batch.count, blend2DBytes.count == frame * batch.count else {
                throw RuntimeError("--differential: the peers wrote \(cairoBytes.count) and \(blend2DBytes.count) bytes "
                                   + "for \(batch.count) cases of \(frame)")
            }
            for (index, scene) in batch.enumerated() {
                let range = index * frame..<(index + 1) * frame
                let theirs = (Array(cairoBytes[range]), Array(blend2DBytes[range]))
                result.append(Judged(scene: scene,
                                     verdict: DifferentialVerdict(seed: scene.seed, zoetrope: ours[index], cairo: theirs.0,
                                                                  blend2D: theirs.1, width: size, height: size),
                                     zoetrope: ours[index], cairo: theirs.0, blend2D: theirs.1))
            }
        }
        return result
    }

    private func summarize(_ verdicts: [(RandomPeerScene, DifferentialVerdict)], kinds: [(kind: String, judged: Judged)],
                           seconds: Double) throws {
        let total = verdicts.count
        func percent(_ n: Int, of d: Int) -> String { d == 0 ? "–" : String(format: "%.2f %%", 100 * Double(n) / Double(d)) }
        let failing = verdicts.filter { !$0.1.passes() }.count
        try Console.print("\n\(failing) of \(total) cases fail (\(percent(failing, of: total))) in "
                          + String(format: "%.1f s", seconds) + "; at margin 0: "
                          + percent(verdicts.filter { !$0.1.passes(margin: 0) }.count, of: total) + ", at margin 0.1: "
                          + percent(verdicts.filter { !$0.1.passes(margin: 0.1) }.count, of: total) + ", at margin 0.5: "
                          + percent(verdicts.filter { !$0.1.passes(margin: 0.5) }.count, of: total)
                          + "; issue 16's target: <= 0.50 %")
        guard failing > 0 else { return }
        try Console.print("\nfailures by kind (the command that fails alone, worst excess first; example seeds):")
        let groups = Dictionary(grouping: kinds, by: \.kind)
        for (kind, cases) in groups.sorted(by: { ($0.value.count, $1.key) > ($1.value.count, $0.key) }) {
            let examples = cases.sorted { $0.judged.verdict.excess > $1.judged.verdict.excess }.prefix(8)
                .map { "\($0.judged.scene.seed)" }.joined(separator: " ")
            try Console.print(BenchFormat.pad(kind, 36) + BenchFormat.padLeft("\(cases.count)", 6) + "   " + examples)
        }
        try Console.print("\nfailure rate by feature of the case (cases with the feature):")
        for feature in RandomPeerScene.Feature.allCases {
            let with = verdicts.filter { $0.0.features.contains(feature) }
            let failing = with.filter { !$0.1.passes() }.count
            try Console.print(BenchFormat.pad(feature.rawValue, 22) + BenchFormat.padLeft("\(failing)/\(with.count)", 12)
                              + BenchFormat.padLeft(percent(failing, of: with.count), 10))
        }
        try Console.print("\nfailing seeds: " + verdicts.filter { !$0.1.passes() }.map { "\($0.1.seed)" }.joined(separator: " "))
    }

    /// OUT/seed_N.txt and seed_N_{zoetrope,cairo,blend2d}.png for a failing case.
    private func write(_ judged: Judged, to folder: URL) throws {
        let scene = judged.scene
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try scene.peerText.write(to: folder.appendingPathComponent("seed_\(scene.seed).txt"), atomically: true, encoding: .utf8)
        for (name, bytes) in [("zoetrope", judged.zoetrope), ("cairo", judged.cairo), ("blend2d", judged.blend2D)] {
            let pixmap = try Pixmap(width: scene.width, height: scene.height, premultipliedBytes: bytes)
            try PNGWriter.writeAtomically(try PNGEncoder.encode(pixmap),
                                          to: folder.appendingPathComponent("seed_\(scene.seed)_\(name).png"))
        }
    }

    private static func start(_ executable: URL, _ arguments: [String]) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        return (process, errors)
    }
}
