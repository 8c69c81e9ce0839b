import Foundation
import ArgumentParser
import Dispatch
import GLESRenderer
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
import SystemResources

/// Runs what `zoetrope bench` asked for and prints the tables or the JSON report.
struct BenchRunner {
    let command: BenchCommand
    let cpu: SoftwareRenderer
    let backends: [BenchBackend]
    private var gpu: GLESRenderer?
    private var gpuProfiler: GLESRenderer?
    var report: BenchReport
    /// The first backend's image per scene, for comparing the peers' images with ours.
    var images: [PeerScene: Pixmap] = [:]

    init(command: BenchCommand) throws {
        self.command = command
        cpu = SoftwareRenderer(threads: command.threads)
        backends = command.backend == .all ? [.cpu, .gpu] : [command.backend]
        report = BenchReport(machine: BenchReport.currentMachine(), width: command.size.width,
                             height: command.size.height, warmup: command.warmup, runs: command.runs,
                             rounds: command.rounds)
        if backends.contains(.gpu) {
            do {
                var options = GLESOptions(samples: command.samples, profile: false)
                if let coverage = command.gpuCoverage { options.coverage = coverage }
                if let gpu = command.gpu { options.gpu = gpu }
                gpu = try GLESRenderer(options: options)
                options.profile = true
                options.keepsGeometry = false
                gpuProfiler = try GLESRenderer(options: options)
            } catch {
                throw RuntimeError("--backend \(command.backend.rawValue): no GPU renderer (\(error)); "
                                   + "`zoetrope doctor` says which EGL displays were tried")
            }
        }
    }

    var width: Int { command.size.width }
    var height: Int { command.size.height }

    mutating func run() throws {
        let scenes = command.selectedScenes
        if let out = command.out {
            do {
                try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            } catch {
                throw RuntimeError("--out \(out): cannot create the directory for the images (\(RuntimeError.reason(of: error))); "
                                   + "give a directory, created if missing")
            }
        }
        if !command.json {
            try Console.print("machine: \(report.machine.cpu), \(report.machine.cores) cores (\(AvailableCPUs.current.reason)), load average "
                  + report.machine.loadAverage.map { String(format: "%.2f", $0) }.joined(separator: " "))
            try Console.print("canvas \(width)x\(height), \(command.warmup) warm-up + \(command.runs) timed frames per row; "
                  + backends.map(describe).joined(separator: "; "))
            try Console.print("reference images: " + (command.referenceFolder ?? "none found (--references)"))
        }
        // The scene peers (Cairo, Blend2D) only when there are scenes: `--text --peers` alone needs only the text peer.
        let peers = command.peers && !scenes.isEmpty
            ? try BenchPeers(directory: command.peersDirectory, budget: command.peerBudget,
                             warmup: command.warmup, runs: command.runs, out: command.out)
            : nil
        defer { peers?.removeScratch() }
        // The text frame (and its peers) is set up before anything is timed, so a missing text peer stops the run early.
        let text = command.text ? try BenchText(command: command, gpu: backends.contains(.gpu) ? gpu : nil) : nil
        defer { text?.removeScratch() }
        // Rounds run scene by scene, Zoetrope then the peers, so a slow spell of the machine hits both;
        // each row keeps its round with the lowest median.
        let streaming = command.rounds == 1 && !command.json
        if streaming && !scenes.isEmpty { try printHeader() }
        for round in 0..<command.rounds where !scenes.isEmpty {
            if command.rounds > 1 && !command.json { Console.message("round \(round + 1)/\(command.rounds)") }
            for scene in scenes {
                var ours: [BenchReport.Result] = []
                for backend in backends {
                    let result = try measure(scene, on: backend)
                    if streaming { try printRow(result) }
                    ours.append(result)
                    Self.keepFaster(result, in: &report.results) { $0.scene == result.scene && $0.backend == result.backend }
                }
                let theirs = try peers?.measure(scene, width: width, height: height, zoetrope: images[scene]) ?? []
                for result in theirs {
                    Self.keepFaster(result, in: &report.peers) { $0.scene == result.scene && $0.peer == result.peer && $0.threads == result.threads }
                }
                for mine in ours {
                    for peer in theirs {
                        report.roundRatios.append(.init(scene: mine.scene, backend: mine.backend, peer: peer.peer,
                                                        peerThreads: peer.threads, ratio: mine.medianMs / peer.medianMs))
                    }
                }
            }
        }
        if !streaming && !command.json && !scenes.isEmpty {
            try printHeader()
            for result in report.results { try printRow(result) }
        }
        if !command.json, let lines = BenchBars.cpuSideReport(report.results) {
            for line in lines { try Console.print(line) }
        }
        if command.flowerScaling { try flowerScaling() }
        if var text { try text.run(&report) }
        if command.layers { try BenchLayers(command: command, width: width, height: height).run() }
        if command.views { try BenchViews(command: command, gpu: backends.contains(.gpu) ? gpu : nil, width: width, height: height).run() }
        if command.differential { try BenchDifferential(command: command).run() }
        if let peers { try peers.finish(&report, printTables: !command.json) }
        // What speaks against the figures: on standard error, and in the JSON report.
        report.warnings = report.reliabilityWarnings(debugBuild: Self.isDebugBuild)
        for warning in report.warnings { Console.message("warning: \(warning)") }
        if command.json { try Console.print(try report.json()) }
    }

    /// True when this executable was built without optimization (`swift build`, not `-c release`).
    static var isDebugBuild: Bool {
        #if DEBUG
        true
        #else
        false
        #endif
    }

    /// Adds `result` to `results`, or replaces the entry `matches` finds if `result`'s median is lower.
    static func keepFaster<R: MedianTimed>(_ result: R, in results: inout [R], where matches: (R) -> Bool) {
        if let index = results.firstIndex(where: matches) {
            if result.medianMs < results[index].medianMs { results[index] = result }
        } else {
            results.append(result)
        }
    }

    private func describe(_ backend: BenchBackend) -> String {
        switch backend {
        case .gpu:
            guard let info = gpu?.info else { return "gpu" }
            return "gpu: \(info.renderer), \(info.antialiasing) (\(info.classification))"
        default:
            let threads = AvailableCPUs.current.threads(for: command.threads)
            return "cpu: software rasterizer, \(threads) thread\(threads == 1 ? "" : "s")"
        }
    }

    // MARK: - Timing

    /// The background every frame is cleared to (as the peers clear theirs, inside the timed frame).
    static let white = PremultipliedRGBA8(.white)

    /// Times `body` in milliseconds.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    /// Warm-up plus `runs` timed frames of `list`; returns the frame times and the last image.
    private func frames(_ list: DisplayList, on backend: BenchBackend, runs: Int,
                        each: (inout Pixmap) throws -> Void = { _ in }) throws -> (times: [Double], image: Pixmap) {
        var pixmap = try Pixmap(width: width, height: height)
        var times: [Double] = []
        for index in 0..<(command.warmup + runs) {
            let ms = try Self.time {
                switch backend {
                case .gpu: try gpu?.render(list, into: &pixmap, clearingTo: Self.white)
                default: try cpu.render(list, into: &pixmap, clearingTo: Self.white)
                }
            }
            if index >= command.warmup {
                times.append(ms)
                try each(&pixmap)
            }
        }
        return (times, pixmap)
    }

    private mutating func measure(_ scene: PeerScene, on backend: BenchBackend) throws -> BenchReport.Result {
        let list = scene.displayList(width: width, height: height)
        var phases: [String: [Double]] = [:]
        let (times, image): ([Double], Pixmap)
        switch backend {
        case .gpu:
            guard let gpu else { throw RuntimeError("no GPU renderer") }
            (times, image) = try frames(list, on: .gpu, runs: command.runs) { _ in
                phases["tessellate", default: []].append(gpu.lastFrameStatistics.phases.tessellate)
                phases["buffers", default: []].append(gpu.lastFrameStatistics.phases.geometry)
            }
            // Back to back, caches warm: the second of two tessellations with nothing in between.
            for _ in 0..<min(command.runs, 5) {
                _ = try gpu.timeTessellation(of: list, width: width, height: height)
                phases["tessellate-warm", default: []].append(try gpu.timeTessellation(of: list, width: width, height: height))
            }
        default:
            (times, image) = try frames(list, on: .cpu, runs: command.runs) { _ in
                // Flatten + stroke again, alone, to split the frame into geometry and raster.
                let geometry = Self.time {
                    for command in list.commands { _ = DeviceGeometry(command, tolerance: cpu.tolerance) }
                }
                phases["geometry", default: []].append(geometry)
            }
        }
        var summary = phases.mapValues { Summary($0).median }
        let total = Summary(times)
        if backend == .cpu, let geometry = summary["geometry"] { summary["raster"] = max(total.median - geometry, 0) }
        var drawCalls: Int?, triangles: Int?, hiddenPaths: Int?
        if backend == .gpu, let gpu, let profiler = gpuProfiler {
            let statistics = gpu.lastFrameStatistics
            drawCalls = statistics.drawCalls
            triangles = statistics.indices / 3
            hiddenPaths = statistics.hiddenPaths
            var pixmap = try Pixmap(width: width, height: height)
            var profiled: [String: [Double]] = [:]
            for index in 0..<(1 + min(command.runs, 3)) {
                pixmap.fill(.white)
                try profiler.render(list, into: &pixmap)
                guard index > 0 else { continue }
                let p = profiler.lastFrameStatistics.phases
                for (key, value) in [("tessellate-new", p.tessellate), ("upload", p.canvas), ("submit", p.draw), ("resolve", p.resolve), ("readback", p.readback)] {
                    profiled[key, default: []].append(value)
                }
            }
            for (key, values) in profiled { summary[key] = Summary(values).median }
        }
        if command.encode {
            let encodes = try (0..<min(command.runs, 3)).map { _ in try Self.time { _ = try PNGEncoder.encode(image) } }
            summary["encode"] = Summary(encodes).median
        }
        if images[scene] == nil { images[scene] = image }
        if let out = command.out {
            try PNGWriter.write(image, to: URL(fileURLWithPath: out).appendingPathComponent("\(scene)_\(backend.rawValue).png"))
        }
        let isReferenceSize = width == PeerScene.canvasSide && height == PeerScene.canvasSide
        return BenchReport.Result(
            scene: scene.description, backend: backend.rawValue,
            threads: backend == .cpu ? AvailableCPUs.current.threads(for: command.threads) : nil,
            samples: backend == .gpu ? gpu?.info.samples : nil,
            renderer: backend == .gpu ? (gpu?.info.renderer ?? "gpu") : "software",
            segments: scene.segmentCount,
            medianMs: total.median, minMs: total.min, maxMs: total.max, framesPerSecond: 1000 / total.median,
            phases: summary, drawCalls: drawCalls, triangles: triangles, hiddenPaths: hiddenPaths,
            vsCairoReference: isReferenceSize ? reference(image, "cairo", scene) : nil,
            vsBlend2dReference: isReferenceSize ? reference(image, "blend2d", scene) : nil)
    }

    private func reference(_ pixmap: Pixmap, _ renderer: String, _ scene: PeerScene) -> BenchReport.Difference? {
        guard let folder = command.referenceFolder else { return nil }
        let url = URL(fileURLWithPath: folder).appendingPathComponent("\(renderer)_\(scene).png")
        guard let reference = try? PNGDecoder.decode(contentsOf: url),
              let difference = try? ImageDifference(between: pixmap, and: reference) else { return nil }
        return BenchReport.Difference(meanAbsoluteDifference: difference.meanAbsoluteDifference,
                                      percentOfPixelsOff: difference.percentOfPixelsOff)
    }

    // MARK: - Flower scaling

    private mutating func flowerScaling() throws {
        if !command.json {
            try Console.print("\nflower scaling, \(width)x\(height) (segments = (n−1) + n(n−3)/2 ∝ n²):")
            try Console.print("backend  n     segments   median ms   µs/segment   exponent vs previous n")
        }
        for backend in backends {
            var previous: (n: Int, ms: Double)?
            var points: [(Double, Double)] = []
            for n in PeerScene.flowerScalingSizes {
                let scene = PeerScene.flower(n)
                let list = scene.displayList(width: width, height: height)
                let median = Summary(try frames(list, on: backend, runs: command.runs).times).median
                let exponent = previous.map { log(median / $0.ms) / log(Double(n) / Double($0.n)) }
                previous = (n, median)
                points.append((log(Double(n)), log(median)))
                report.flowerScaling.append(.init(backend: backend.rawValue, n: n, segments: scene.segmentCount,
                                                  medianMs: median, exponentFromPrevious: exponent))
                if !command.json {
                    try Console.print(BenchFormat.pad(backend.rawValue, 9) + BenchFormat.pad("\(n)", 6)
                          + BenchFormat.padLeft("\(scene.segmentCount)", 8) + BenchFormat.padLeft(BenchFormat.ms(median), 12)
                          + BenchFormat.padLeft(String(format: "%.3f", 1000 * median / Double(scene.segmentCount)), 13)
                          + "   " + (exponent.map { String(format: "%.2f", $0) } ?? "–"))
                }
            }
            let slope = Self.slope(points)
            report.flowerScalingExponent[backend.rawValue] = slope
            if !command.json {
                try Console.print(String(format: "%@: time ∝ n^%.2f over n = 16…400 (n² would be proportional to the segments)",
                             backend.rawValue, slope))
            }
        }
    }

    /// Least-squares slope of y against x.
    static func slope(_ points: [(Double, Double)]) -> Double {
        let n = Double(points.count)
        guard n >= 2 else { return .nan }
        let mx = points.map(\.0).reduce(0, +) / n, my = points.map(\.1).reduce(0, +) / n
        let sxy = points.map { ($0.0 - mx) * ($0.1 - my) }.reduce(0, +)
        let sxx = points.map { ($0.0 - mx) * ($0.0 - mx) }.reduce(0, +)
        return sxx > 0 ? sxy / sxx : .nan
    }

    // MARK: - Table

    private func printHeader() throws {
        try Console.print("scene              backend  median ms   min ms   max ms   frames/s  where the time goes (median ms)"
              + "   vs Cairo ref (mean, % off>16)   vs Blend2D ref (mean, % off>16)")
    }

    private func printRow(_ r: BenchReport.Result) throws {
        var split = BenchFormat.phases(r.phases)
        if let draws = r.drawCalls { split += ", \(draws) draws" }
        if let hidden = r.hiddenPaths, hidden > 0 { split += ", \(hidden) paths hidden" }
        try Console.print(BenchFormat.pad(r.scene, 19) + BenchFormat.pad(r.backend, 7)
              + BenchFormat.padLeft(BenchFormat.ms(r.medianMs), 10) + BenchFormat.padLeft(BenchFormat.ms(r.minMs), 9)
              + BenchFormat.padLeft(BenchFormat.ms(r.maxMs), 9)
              + BenchFormat.padLeft(String(format: "%.1f", r.framesPerSecond), 11) + "  "
              + BenchFormat.pad(split, 33) + "   " + BenchFormat.pad(BenchFormat.difference(r.vsCairoReference), 32)
              + BenchFormat.difference(r.vsBlend2dReference))
    }
}
