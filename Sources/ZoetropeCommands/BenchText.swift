import Foundation
import Dispatch
import GLESRenderer
import Geometry2D
import VectorPath
import RenderCommands
import PNGCodec
import SoftwareRasterizer
import TextOutlines
import SystemResources

/// `zoetrope bench --text`: the text-heavy frame (`TextLabelsScene`: `--text-labels` labels of
/// 1–40 characters, 9–24 px, Inter Regular) on the CPU backend with 1 and N threads (and the GPU
/// with `--backend all|gpu`), shaping + layout cached and included, beside the text peers
/// (`Benchmarks/peers/peer_text.c`, with `--peers`: Cairo's glyph cache, Cairo's glyph paths and
/// Blend2D's glyph runs) drawing the same label list from the same font file in the same run,
/// interleaved round by round, with the images compared.
struct BenchText {
    let command: BenchCommand
    let scene: TextLabelsScene
    let faces: [FontFace]
    /// Shaped and laid out once (the cached mode's display list).
    let list: DisplayList
    let glyphCount: Int
    let threadCounts: [Int]
    let renderers: [Int: SoftwareRenderer]
    let gpu: GLESRenderer?
    /// The folder of the text peers, with `--peers`.
    let peers: URL?
    let scratch: URL
    let labelFile: URL
    /// Zoetrope's cached CPU image (the peers' images are compared with it).
    private(set) var image: Pixmap?
    private(set) var peerImages: [String: Pixmap] = [:]

    /// One run of a text peer: its executable, mode and thread count.
    struct PeerRun {
        var executable: String
        var name: String
        var mode: String
        var threads: Int
    }

    /// What `--peers` runs: Cairo's three routes, Blend2D's glyph runs on 1 and 2 threads and with shaping.
    static let peerRuns = [
        PeerRun(executable: "peer-cairo-text", name: "cairo", mode: "glyphs", threads: 1),
        PeerRun(executable: "peer-cairo-text", name: "cairo", mode: "shape", threads: 1),
        PeerRun(executable: "peer-cairo-text", name: "cairo", mode: "paths", threads: 1),
        PeerRun(executable: "peer-blend2d-text", name: "blend2d", mode: "glyphs", threads: 1),
        PeerRun(executable: "peer-blend2d-text", name: "blend2d", mode: "glyphs", threads: 2),
        PeerRun(executable: "peer-blend2d-text", name: "blend2d", mode: "shape", threads: 1),
    ]

    init(command: BenchCommand, gpu: GLESRenderer?) throws {
        self.command = command
        scene = TextLabelsScene(count: command.textLabels, width: command.size.width, height: command.size.height)
        do {
            faces = try TextLabelsScene.faces()
        } catch {
            throw RuntimeError("--text: \(error)")
        }
        guard TextLabelsScene.primaryIsInterRegular(faces) else {
            throw RuntimeError("--text: the default font is \(faces.first?.name ?? "none"), not Inter Regular; "
                               + "install fonts-inter (the Cairo peer must draw with the same file)")
        }
        let layouts = scene.layouts(faces: faces)
        glyphCount = layouts.reduce(0) { total, layout in total + layout.lines.reduce(0) { $0 + $1.glyphs.count } }
        list = scene.displayList(layouts)
        let cores = AvailableCPUs.current.count
        threadCounts = command.threads == 0 ? Array(Set([1, cores])).sorted() : [command.threads]
        renderers = Dictionary(uniqueKeysWithValues: threadCounts.map { ($0, SoftwareRenderer(threads: $0)) })
        self.gpu = gpu
        if command.peers {
            let directory = URL(fileURLWithPath: command.peersDirectory)
            for executable in Set(Self.peerRuns.map(\.executable)).sorted()
            where !FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent(executable).path) {
                throw RuntimeError("--text --peers: \(directory.appendingPathComponent(executable).path) not found; build the peers once with "
                                   + "Benchmarks/peers/setup.sh (from the repository root), or point --peers-directory at its .build folder")
            }
            peers = directory
        } else {
            peers = nil
        }
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-text-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        labelFile = (command.out.map { URL(fileURLWithPath: $0) } ?? scratch).appendingPathComponent("text_labels.txt")
        try scene.labelList(fontPath: faces[0].path).write(to: labelFile, atomically: true, encoding: .utf8)
    }

    func removeScratch() {
        try? FileManager.default.removeItem(at: scratch)
    }

    /// The header line describing the frame.
    var summary: String {
        "\(scene.labels.count) labels (\(TextLabelsScene.lengths.lowerBound)–\(TextLabelsScene.lengths.upperBound) characters, "
            + "\(TextLabelsScene.sizes.lowerBound)–\(TextLabelsScene.sizes.upperBound) px, LCG seed \(scene.seed)), "
            + "\(scene.characterCount) characters, \(glyphCount) glyphs, \(faces[0].name) (\(faces[0].path)), \(scene.width)x\(scene.height)"
    }

    /// Runs `--rounds` interleaved rounds into `report.text`, then prints the tables.
    mutating func run(_ report: inout BenchReport) throws {
        var text = BenchReport.TextBench(labels: scene.labels.count, characters: scene.characterCount, glyphs: glyphCount,
                                         font: faces[0].name, fontPath: faces[0].path, width: scene.width, height: scene.height)
        if !command.json { try Console.print("\ntext frame: " + summary) }
        for round in 0..<command.rounds {
            if command.rounds > 1 && !command.json { Console.message("text round \(round + 1)/\(command.rounds)") }
            var rows: [BenchReport.TextResult] = []
            for threads in threadCounts { rows.append(try cpu(threads: threads, shaped: false)) }
            for threads in threadCounts { rows.append(try cpu(threads: threads, shaped: true)) }
            if gpu != nil { rows.append(try gpuFrames()) }
            if peers != nil { for run in Self.peerRuns { rows.append(try runPeer(run)) } }
            for row in rows {
                BenchRunner.keepFaster(row, in: &text.results) {
                    $0.renderer == row.renderer && $0.backend == row.backend && $0.mode == row.mode && $0.threads == row.threads
                }
            }
        }
        if let image {
            for index in text.results.indices where text.results[index].renderer != "zoetrope" {
                let row = text.results[index]
                if let theirs = peerImages[Self.imageName(row.renderer, row.mode)],
                   let difference = try? ImageDifference(between: image, and: theirs) {
                    text.results[index].vsZoetrope = .init(meanAbsoluteDifference: difference.meanAbsoluteDifference,
                                                           percentOfPixelsOff: difference.percentOfPixelsOff)
                }
            }
        }
        for (first, second) in [("cairo_paths", "cairo_glyphs"), ("blend2d_glyphs", "cairo_paths"), ("blend2d_glyphs", "cairo_glyphs")] {
            if let a = peerImages[first], let b = peerImages[second], let difference = try? ImageDifference(between: a, and: b) {
                text.peerDifferences.append(.init(first: first, second: second, difference: .init(
                    meanAbsoluteDifference: difference.meanAbsoluteDifference, percentOfPixelsOff: difference.percentOfPixelsOff)))
            }
        }
        func find(_ renderer: String, _ mode: String) -> [BenchReport.TextResult] {
            text.results.filter { $0.renderer == renderer && $0.mode == mode }
        }
        for (ours, peer, theirs) in [("cached", "cairo", "glyphs"), ("shaped", "cairo", "shape"), ("cached", "cairo", "paths"),
                                     ("cached", "blend2d", "glyphs"), ("shaped", "blend2d", "shape")] {
            for other in find(peer, theirs) {
                for zoetrope in find("zoetrope", ours) where zoetrope.backend == "cpu" {
                    text.ratios.append(.init(zoetrope: Self.label(zoetrope), peer: Self.label(other), ratio: zoetrope.medianMs / other.medianMs))
                }
            }
        }
        report.text = text
        if !command.json { try printTables(text) }
    }

    static func label(_ row: BenchReport.TextResult) -> String {
        switch row.renderer {
        case "zoetrope": "zoetrope \(row.backend) \(row.mode)" + (row.backend == "cpu" ? " \(row.threads)t" : "")
        case "cairo": "cairo \(row.mode)"
        default: "\(row.renderer) \(row.mode) \(row.threads)t"
        }
    }

    /// The peer image's name: `cairo_glyphs`, `blend2d_shape`… (one image per renderer and mode).
    static func imageName(_ renderer: String, _ mode: String) -> String { "\(renderer)_\(mode)" }

    // MARK: - Zoetrope

    /// Warm-up plus `--runs` frames on the CPU with `threads` threads.
    private mutating func cpu(threads: Int, shaped: Bool) throws -> BenchReport.TextResult {
        let renderer = renderers[threads]!
        var pixmap = try Pixmap(width: scene.width, height: scene.height)
        var times: [Double] = [], layoutTimes: [Double] = [], loweringTimes: [Double] = []
        for index in 0..<(command.warmup + command.runs) {
            var layoutMs = 0.0
            let ms = try BenchRunner.time {
                if shaped {
                    var frameList = DisplayList()
                    layoutMs = BenchRunner.time { frameList = scene.displayList(scene.layouts(faces: faces)) }
                    try renderer.render(frameList, into: &pixmap, clearingTo: BenchRunner.white)
                } else {
                    try renderer.render(list, into: &pixmap, clearingTo: BenchRunner.white)
                }
            }
            guard index >= command.warmup else { continue }
            times.append(ms)
            if shaped { layoutTimes.append(layoutMs) }
            if !shaped {   // lowering alone (glyphs placed), in a separate pass
                loweringTimes.append(BenchRunner.time { renderer.lowerOnly(list, width: scene.width, height: scene.height) })
            }
        }
        let total = Summary(times)
        var phases: [String: Double] = [:]
        if shaped {
            phases["layout"] = Summary(layoutTimes).median
            phases["raster"] = max(total.median - Summary(layoutTimes).median, 0)
        } else {
            let lowering = Summary(loweringTimes).median
            phases["lowering"] = lowering
            phases["raster"] = max(total.median - lowering, 0)
            if image == nil {
                image = pixmap
                if let out = command.out {
                    try PNGWriter.write(pixmap, to: URL(fileURLWithPath: out).appendingPathComponent("text_zoetrope_cpu.png"))
                }
            }
        }
        return .init(renderer: "zoetrope", version: nil, backend: "cpu", mode: shaped ? "shaped" : "cached", threads: threads,
                     medianMs: total.median, minMs: total.min, maxMs: total.max, runs: times.count, phases: phases)
    }

    private func gpuFrames() throws -> BenchReport.TextResult {
        guard let gpu else { throw RuntimeError("no GPU renderer") }
        var pixmap = try Pixmap(width: scene.width, height: scene.height)
        var times: [Double] = []
        for index in 0..<(command.warmup + command.runs) {
            let ms = try BenchRunner.time {
                try gpu.render(list, into: &pixmap, clearingTo: BenchRunner.white)
            }
            if index >= command.warmup { times.append(ms) }
        }
        if let out = command.out {
            try PNGWriter.write(pixmap, to: URL(fileURLWithPath: out).appendingPathComponent("text_zoetrope_gpu.png"))
        }
        let total = Summary(times)
        return .init(renderer: "zoetrope", version: nil, backend: "gpu", mode: "cached", threads: 1,
                     medianMs: total.median, minMs: total.min, maxMs: total.max, runs: times.count)
    }

    // MARK: - Cairo

    private mutating func runPeer(_ run: PeerRun) throws -> BenchReport.TextResult {
        guard let peers else { throw RuntimeError("no text peers") }
        let name = Self.imageName(run.name, run.mode)
        let imageURL = (command.out.map { URL(fileURLWithPath: $0) } ?? scratch)
            .appendingPathComponent("text_\(name)\(run.threads > 1 ? "_\(run.threads)t" : "").png")
        let timing = try BenchPeers.run(peers.appendingPathComponent(run.executable),
                                        [labelFile.path, "\(scene.width)", "\(scene.height)", "\(max(command.warmup, 1))", "\(command.runs)",
                                         run.mode, "\(run.threads)", imageURL.path, String(format: "%.3f", command.peerBudget)],
                                        failing: "--text --peers: \(run.executable) \(run.mode) failed")
        if peerImages[name] == nil, let decoded = try? PNGDecoder.decode(contentsOf: imageURL) { peerImages[name] = decoded }
        return .init(renderer: run.name, version: timing.version, backend: run.name, mode: run.mode, threads: run.threads,
                     medianMs: timing.medianMs, minMs: timing.minMs, maxMs: timing.maxMs, runs: timing.runs)
    }

    // MARK: - Tables

    private func printTables(_ text: BenchReport.TextBench) throws {
        try Console.print("renderer                    median ms   min ms   max ms  runs   where the time goes (median ms)        image vs Zoetrope cpu (mean, % off>16)")
        for row in text.results {
            try Console.print(BenchFormat.pad(Self.label(row), 27)
                  + BenchFormat.padLeft(BenchFormat.ms(row.medianMs), 10) + BenchFormat.padLeft(BenchFormat.ms(row.minMs), 9)
                  + BenchFormat.padLeft(BenchFormat.ms(row.maxMs), 9) + BenchFormat.padLeft("\(row.runs)", 6) + "   "
                  + BenchFormat.pad(Self.phases(row.phases), 38) + " "
                  + (row.renderer != "zoetrope" ? BenchFormat.difference(row.vsZoetrope) : ""))
        }
        for pair in text.peerDifferences {
            try Console.print("peers against each other, \(pair.first) vs \(pair.second): " + BenchFormat.difference(pair.difference))
        }
        guard !text.ratios.isEmpty else { return }
        try Console.print("\nZoetrope / peer on the text frame (median ms ratio; below 1 = Zoetrope faster):")
        for ratio in text.ratios {
            try Console.print(BenchFormat.pad(ratio.zoetrope, 27) + " / " + BenchFormat.pad(ratio.peer, 20) + String(format: "%6.2f", ratio.ratio))
        }
    }

    static func phases(_ phases: [String: Double]) -> String {
        ["layout", "lowering", "raster"].compactMap { key in phases[key].map { "\(key) \(BenchFormat.ms($0))" } }.joined(separator: ", ")
    }
}
