import Foundation
import SystemResources

/// What `zoetrope bench --json` prints: one object per run, stable keys (sorted), times in ms.
struct BenchReport: Codable {
    struct Machine: Codable {
        var cpu: String
        /// Processors online on the machine.
        var cores: Int
        /// The CPUs this process may use (``AvailableCPUs``): what `--threads 0` means.
        var availableCpus: Int?
        var loadAverage: [Double]
    }

    struct Difference: Codable {
        var meanAbsoluteDifference: Double
        var percentOfPixelsOff: Double
    }

    /// One scene on one backend: `runs` timed frames after `warmup` untimed ones.
    struct Result: Codable, MedianTimed {
        var scene: String
        var backend: String
        /// Rasterizer threads (cpu) or MSAA samples (gpu).
        var threads: Int?
        var samples: Int?
        var renderer: String
        var segments: Int
        var medianMs: Double
        var minMs: Double
        var maxMs: Double
        var framesPerSecond: Double
        /// Where the time goes, median ms per phase. cpu: `geometry` (flatten + stroke, timed in a
        /// separate pass) and `raster` (total − geometry). gpu: `tessellate` and `buffers` (CPU:
        /// lowering and fanning, and writing the geometry buffers, with the last frame's geometry
        /// kept) from the timed frames, `tessellate-warm` the same twice in a row, the second timed
        /// (no driver work in between to evict the caches);
        /// `tessellate-new` (every outline flattened and fanned again)
        /// and `upload`, `submit`, `resolve`, `readback` from extra frames that keep nothing and
        /// wait for the GPU after each phase. `encode`: PNG encoding of the frame (with --encode).
        var phases: [String: Double]
        var drawCalls: Int?
        var triangles: Int?
        /// GPU: the paths later opaque fills hid, so not drawn (`GLESOptions.cullsOccluded`).
        var hiddenPaths: Int?
        /// Against shared/scenes/reference (1024×1024 only).
        var vsCairoReference: Difference?
        var vsBlend2dReference: Difference?
    }

    /// The flower at one n (`--flower-scaling`).
    struct ScalingPoint: Codable {
        var backend: String
        var n: Int
        var segments: Int
        var medianMs: Double
        /// d log(time) / d log(n) from the previous point (2 = time ∝ n², i.e. ∝ segments).
        var exponentFromPrevious: Double?
    }

    /// A peer renderer on one scene (`--peers`).
    struct PeerResult: Codable, MedianTimed {
        var scene: String
        var peer: String
        var version: String
        var threads: Int
        var medianMs: Double
        var minMs: Double
        var maxMs: Double
        var runs: Int
        /// The peer's image against Zoetrope's (first backend run), RGB composited on white.
        var vsZoetrope: Difference?
    }

    /// Zoetrope median / peer median (below 1: Zoetrope is faster).
    struct Ratio: Codable {
        var scene: String
        var backend: String
        var peer: String
        var peerThreads: Int
        /// The best round's Zoetrope median over the best round's peer median.
        var ratio: Double
        /// With `--rounds` > 1: the median over rounds of each round's own ratio (Zoetrope and the
        /// peer timed seconds apart, so a slow spell of the machine weighs on both sides).
        var pairedMedian: Double? = nil
    }

    /// One row of the text benchmark (`--text`): Zoetrope on a backend, or a text peer in a mode.
    struct TextResult: Codable, MedianTimed {
        /// `zoetrope`, `cairo` or `blend2d`.
        var renderer: String
        var version: String?
        /// zoetrope: `cpu` / `gpu`; a peer: its name.
        var backend: String
        /// zoetrope: `cached` (shaping, layout and glyph paths built once; the frame rasterizes)
        /// or `shaped` (all of it inside each frame). cairo: `glyphs` (shaping cached,
        /// cairo_show_glyphs), `shape` (hb_shape inside the frame) or `paths` (cairo_glyph_path +
        /// cairo_fill per label). blend2d: `glyphs` (shaping cached, blContextFillGlyphRunD) or `shape`.
        var mode: String
        var threads: Int
        var medianMs: Double
        var minMs: Double
        var maxMs: Double
        var runs: Int
        /// zoetrope: `layout` (shaping + layout + glyph paths, shaped mode), `geometry` (flattening,
        /// timed in a separate pass) and `raster` (the rest).
        var phases: [String: Double] = [:]
        /// The image against Zoetrope's cached CPU image (RGB on white).
        var vsZoetrope: Difference?
    }

    /// Zoetrope row / peer row (below 1: Zoetrope is faster).
    struct TextRatio: Codable {
        var zoetrope: String
        var peer: String
        var ratio: Double
    }

    /// Two peer images of the text frame against each other (how much the peers disagree).
    struct PeerDifference: Codable {
        var first: String
        var second: String
        var difference: Difference
    }

    /// `zoetrope bench --text`: the label frame, Zoetrope's rows and the peers'.
    struct TextBench: Codable {
        var labels: Int
        var characters: Int
        var glyphs: Int
        var font: String
        var fontPath: String
        var width: Int
        var height: Int
        var results: [TextResult] = []
        var ratios: [TextRatio] = []
        /// The peers' images against each other: Cairo's two routes, Blend2D against both.
        var peerDifferences: [PeerDifference] = []
    }

    var machine: Machine
    var width: Int
    var height: Int
    var warmup: Int
    var runs: Int
    /// `--rounds`: each row is the best of this many interleaved rounds.
    var rounds = 1
    var results: [Result] = []
    var flowerScaling: [ScalingPoint] = []
    /// Least-squares slope of log(time) against log(n) over all n, per backend.
    var flowerScalingExponent: [String: Double] = [:]
    var peers: [PeerResult] = []
    var ratios: [Ratio] = []
    /// Each round's ratio (Zoetrope's median in the round over the peer's in the same round).
    var roundRatios: [Ratio] = []
    var text: TextBench?
    /// Why the figures may be far from what this machine does when idle (few runs, a busy machine,
    /// a wide spread between runs, a debug build); empty when nothing is known against them.
    var warnings: [String] = []

    /// The median over the rounds of each round's own Zoetrope / peer ratio, for `scene` on
    /// `backend` against `peer` with `threads`; nil with fewer than two rounds.
    func pairedMedian(scene: String, backend: String, peer: String, threads: Int) -> Double? {
        let rounds = roundRatios.filter {
            $0.scene == scene && $0.backend == backend && $0.peer == peer && $0.peerThreads == threads
        }.map(\.ratio)
        return rounds.count > 1 ? Summary(rounds).median : nil
    }

    /// Fewer timed frames per row than this: the median is not worth much.
    static let fewRuns = 5
    /// A 1-minute load average above this share of the CPUs at the start: other work competes.
    static let busyLoadPerCPU = 0.5
    /// A row whose slowest timed frame took more than this many times its fastest: unsteady.
    static let unsteadySpread = 1.5

    /// The reasons the figures of this report may be off (see ``warnings``), from its options, the
    /// machine's load when it started and the rows' spread. `debugBuild`: this executable was
    /// built without optimization.
    func reliabilityWarnings(debugBuild: Bool) -> [String] {
        var warnings: [String] = []
        if debugBuild {
            warnings.append("this zoetrope is a debug build: times are several times those of `swift build -c release`")
        }
        if runs < Self.fewRuns {
            warnings.append("only \(runs) timed frame\(runs == 1 ? "" : "s") per row: a median of so few is easily several times off "
                            + "on a busy machine; use --runs 10 or more (and --rounds 3 where the machine is shared)")
        }
        if let load = machine.loadAverage.first, machine.cores > 0, load > Self.busyLoadPerCPU * Double(machine.cores) {
            warnings.append(String(format: "the machine was busy when the run started (load average %.2f on %d CPU%@): "
                                   + "other work competes for the CPUs and the times can be several times those of an idle machine",
                                   load, machine.cores, machine.cores == 1 ? "" : "s"))
        }
        var unsteady = results.filter { $0.minMs > 0 && $0.maxMs / $0.minMs > Self.unsteadySpread }
            .map { String(format: "%@ %@ (%.1f×)", $0.scene, $0.backend, $0.maxMs / $0.minMs) }
        unsteady += (text?.results ?? []).filter { $0.renderer == "zoetrope" && $0.minMs > 0 && $0.maxMs / $0.minMs > Self.unsteadySpread }
            .map { String(format: "text %@ %@ (%.1f×)", $0.backend, $0.mode, $0.maxMs / $0.minMs) }
        if !unsteady.isEmpty {
            warnings.append("the slowest frame took over \(Self.unsteadySpread)× the fastest in "
                            + unsteady.joined(separator: ", ") + ": the machine was not steady; rerun with more --runs or --rounds")
        }
        return warnings
    }

    static func currentMachine() -> Machine {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown"
        let load = ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "")
            .split(separator: " ").prefix(3).compactMap { Double($0) }
        let cpus = AvailableCPUs.current
        return Machine(cpu: model, cores: cpus.machineCores, availableCpus: cpus.count, loadAverage: load)
    }

    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}

/// Median, minimum and maximum of a non-empty sample.
struct Summary {
    var median: Double, min: Double, max: Double

    init(_ values: [Double]) {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { median = .nan; min = .nan; max = .nan; return }
        let mid = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
        min = sorted[0]
        max = sorted[sorted.count - 1]
    }
}

/// Column formatting for the text tables.
enum BenchFormat {
    /// Three significant digits (at least one decimal below 100 ms), so light frames keep their
    /// resolution: 0.155, 4.01, 42.5, 120.
    static func ms(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        return value >= 100 ? String(format: "%.0f", value) : value >= 10 ? String(format: "%.1f", value)
            : value >= 1 ? String(format: "%.2f", value) : String(format: "%.3f", value)
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    static func padLeft(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }

    static func difference(_ d: BenchReport.Difference?) -> String {
        guard let d else { return "–" }
        return String(format: "%.3f, %.3f %%", d.meanAbsoluteDifference, d.percentOfPixelsOff)
    }

    static func phases(_ phases: [String: Double]) -> String {
        let order = ["geometry", "raster", "tessellate", "tessellate-warm", "buffers", "tessellate-new", "upload", "submit", "resolve", "readback", "encode"]
        return order.compactMap { key in phases[key].map { "\(key) \(ms($0))" } }.joined(separator: ", ")
    }
}

/// A timed row: `--rounds` keeps each row's round with the lowest median.
protocol MedianTimed {
    var medianMs: Double { get }
}
