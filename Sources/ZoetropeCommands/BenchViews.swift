import Foundation
import GLESRenderer
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import ZoetropeUI
import SystemResources

/// `zoetrope bench --views`: issue 37's two view frames at the canvas size (1024² by default) —
/// 100 blurred, shadowed cards (``BlurredCardsFrame``) and a 5,000-particle `Canvas`
/// (``ParticleCanvasFrame``) — each frame at a new time: the view graph to a display list, then
/// the CPU backend with 1 and all threads and the GPU backend when asked for (for the cards both
/// with its blurs and shadows in shaders and resolved by the CPU kernels, and the GPU path's
/// tessellation and buffer writing per frame); and the shared
/// Gaussian blur alone on a 1024² image (σ = 8, all threads), beside Pillow's `GaussianBlur`
/// (the same extended box blur in C, one thread) with `--peers` when Python has Pillow.
///
/// ```
/// zoetrope bench --views --backend all --runs 20 --peers
/// ```
struct BenchViews {
    let command: BenchCommand
    let gpu: GLESRenderer?
    let width: Int, height: Int

    /// One row of the table.
    struct Row {
        var name: String
        var times: [Double] = []
    }

    /// The blur peer compares σ = this, on an image of this side.
    static let blurSigma = 8.0, blurSide = 1024

    func run() throws {
        let side = Double(min(width, height))
        let cores = AvailableCPUs.current.count
        let threadCounts = command.threads == 0 ? Array(Set([1, cores])).sorted() : [command.threads]
        let renderers = threadCounts.map { SoftwareRenderer(threads: $0) }
        var pixmap = try Pixmap(width: width, height: height)
        var rows: [Row] = []
        var commandCounts: [String: Int] = [:]
        // The same GPU with blurs and shadows drawn the other way (shaders, or the shared CPU
        // kernels: read back, blurred, drawn back), for the two in the same run.
        let otherBlurGPU = try gpu.map { gpu in
            var options = gpu.options
            options.shaderBlurs = !gpu.blursInShaders
            return try GLESRenderer(options: options)
        }
        let blurWay = { (gpu: GLESRenderer) in gpu.blursInShaders ? "blurs in shaders" : "blurs on the cpu" }
        for (name, make) in [("cards", { (t: Double) in AnyViewList(BlurredCardsFrame(side: side, time: t)) }),
                             ("particles", { (t: Double) in AnyViewList(ParticleCanvasFrame(side: side, time: t)) })] {
            var list = Row(name: "\(name): view graph → display list")
            var raster = threadCounts.map { Row(name: "\(name): cpu raster \($0)t") }
            var frame = threadCounts.map { Row(name: "\(name): whole frame, cpu \($0)t") }
            var gpuRaster = Row(name: "\(name): gpu raster" + (name == "cards" ? gpu.map { ", \(blurWay($0))" } ?? "" : ""))
            var gpuOtherBlur = Row(name: "\(name): gpu raster, " + (otherBlurGPU.map(blurWay) ?? ""))
            // The GPU path's CPU side of the frame itself (after its filtered layers were resolved):
            // what bounds a hardware GPU's frame rate beside the view graph.
            var gpuCPUSide = Row(name: "\(name): gpu tessellate + buffers")
            for index in 0..<(command.warmup + command.runs) {
                let time = 0.5 + Double(index) / 60
                let timed = index >= command.warmup
                var displayList = DisplayList()
                let l = try BenchRunner.time { displayList = try make(time).displayList() }
                commandCounts[name] = displayList.commands.count
                if timed { list.times.append(l) }
                for (k, renderer) in renderers.enumerated() {
                    let r = try BenchRunner.time { try renderer.render(displayList, into: &pixmap, clearingTo: BenchRunner.white) }
                    if timed { raster[k].times.append(r); frame[k].times.append(l + r) }
                }
                if let gpu {
                    let g = try BenchRunner.time { try gpu.render(displayList, into: &pixmap, clearingTo: BenchRunner.white) }
                    let phases = gpu.lastFrameStatistics.phases
                    if timed { gpuRaster.times.append(g); gpuCPUSide.times.append(phases.tessellate + phases.geometry) }
                }
                if let otherBlurGPU, name == "cards" {
                    let g = try BenchRunner.time { try otherBlurGPU.render(displayList, into: &pixmap, clearingTo: BenchRunner.white) }
                    if timed { gpuOtherBlur.times.append(g) }
                }
            }
            rows += [list] + raster + frame + (gpu == nil ? [] : [gpuRaster, gpuCPUSide])
                + (gpuOtherBlur.times.isEmpty ? [] : [gpuOtherBlur])
        }
        rows += try blurRows()
        try Console.print("view frames at \(width)x\(height): 100 blurred, shadowed cards (\(commandCounts["cards"] ?? 0) commands), "
                          + "a 5,000-particle Canvas (\(commandCounts["particles"] ?? 0) commands); "
                          + "\(command.warmup) warm-up + \(command.runs) timed frames"
                          + (gpu.map { "; gpu: \($0.info.renderer)" } ?? ""))
        try Console.print(BenchFormat.pad("row", 46) + "median ms   min ms   max ms   budget (issue 37)")
        let softwareGPU = gpu?.info.isSoftware ?? false
        for row in rows {
            let s = Summary(row.times)
            try Console.print(BenchFormat.pad(row.name, 46)
                              + [s.median, s.min, s.max].map { BenchFormat.padLeft(BenchFormat.ms($0), 9) }.joined()
                              + "   " + BenchBars.budgetColumn(row: row.name, median: s.median, softwareGPU: softwareGPU))
        }
    }

    /// The shared blur on a 1024² image of noise, and Pillow's with `--peers`.
    private func blurRows() throws -> [Row] {
        let side = Self.blurSide
        var noise = [UInt8](repeating: 0, count: side * side * 4)
        var seed: UInt64 = 0x1234_5678
        for index in stride(from: 0, to: noise.count, by: 4) {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let alpha = UInt8(truncatingIfNeeded: seed >> 56)
            noise[index + 3] = alpha
            for c in 0..<3 { noise[index + c] = UInt8(UInt16(UInt8(truncatingIfNeeded: seed >> (8 * c + 8))) * UInt16(alpha) / 255) }
        }
        let kernel = GaussianBlurKernel(sigma: Self.blurSigma)
        var ours = Row(name: "blur \(side)² σ=\(Int(Self.blurSigma)): zoetrope (\(AvailableCPUs.current.count)t)")
        for index in 0..<(command.warmup + command.runs) {
            var copy = try Pixmap(width: side, height: side, premultipliedBytes: noise)   // its own bytes, before the clock starts
            let t = BenchRunner.time { copy.applyBlur(kernel, edges: .clamp) }
            if index >= command.warmup { ours.times.append(t) }
        }
        guard command.peers else { return [ours] }
        return [ours, try pillowBlur()]
    }

    /// Pillow's `ImageFilter.GaussianBlur(σ)` on a 1024² RGBA image of noise, timed inside Python:
    /// the first `python3` on `PATH` with Pillow, else Debian's `/usr/bin/python3` (a pyenv or venv
    /// interpreter first on `PATH` often lacks the `python3-pil` package's Pillow).
    private func pillowBlur() throws -> Row {
        let script = """
        import os, sys, time
        from PIL import Image, ImageFilter
        import PIL
        side, sigma, warmup, runs = \(Self.blurSide), \(Self.blurSigma), \(command.warmup), \(command.runs)
        image = Image.frombytes("RGBA", (side, side), os.urandom(side * side * 4))
        times = []
        for i in range(warmup + runs):
            start = time.perf_counter()
            image.filter(ImageFilter.GaussianBlur(sigma))
            if i >= warmup: times.append((time.perf_counter() - start) * 1000)
        print(PIL.__version__, " ".join("%.4f" % t for t in times))
        """
        for python in [["/usr/bin/env", "python3"], ["/usr/bin/python3"]] {
            guard let words = Self.run(python, script: script), let version = words.first else { continue }
            return Row(name: "blur \(Self.blurSide)² σ=\(Int(Self.blurSigma)): Pillow \(version) (1t)",
                       times: words.dropFirst().compactMap { Double($0) })
        }
        throw RuntimeError("--views --peers: no python3 with Pillow for the blur peer (tried python3 on PATH and "
                           + "/usr/bin/python3); install python3-pil (`apt-get install python3-pil`)")
    }

    /// The words `script` printed, run by `interpreter`; nil when it could not run or failed.
    private static func run(_ interpreter: [String], script: String) -> [Substring]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: interpreter[0])
        process.arguments = Array(interpreter.dropFirst()) + ["-c", script]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
    }
}

/// A view frame's display list, whatever the view's type.
struct AnyViewList {
    let displayList: () throws -> DisplayList
    init<V: View>(_ view: V) {
        displayList = { try ImageRenderer(content: view).displayList() }
    }
}
