import Foundation

/// The bars the benchmarks are held to, checked in the run that measured them so that one
/// report (for instance the device script's, `Benchmarks/gpu/run.sh`) says whether they are met.
///
/// - Issue 36: the GPU path's CPU side of a frame (`tessellate` + `buffers`) at most a quarter of
///   the CPU backend's frame on two threads, scene by scene.
/// - Issue 37: per-frame budgets for the view frames (``BenchViews``), on the CPU backend at two
///   threads and on a hardware GPU (a software rasterizer such as llvmpipe is reported against
///   them but not held to them: its "GPU" is the same CPU cores).
///
/// ```
/// zoetrope bench --backend all --threads 2      # ends with the CPU-side shares
/// zoetrope bench --views --backend all          # a budget column
/// ```
enum BenchBars {
    /// The largest share of the 2-thread CPU frame the GPU path's CPU side may take.
    static let cpuSideShare = 0.25

    /// The share of each scene that has both a 2-thread CPU row and a GPU row, in `results`' order.
    static func cpuSideShares(_ results: [BenchReport.Result]) -> [(scene: String, share: Double)] {
        results.compactMap { gpu -> (String, Double)? in
            guard gpu.backend == "gpu", let tessellate = gpu.phases["tessellate"],
                  let cpu = results.first(where: { $0.scene == gpu.scene && $0.backend == "cpu" && $0.threads == 2 }),
                  cpu.medianMs > 0 else { return nil }
            return (gpu.scene, (tessellate + (gpu.phases["buffers"] ?? 0)) / cpu.medianMs)
        }
    }

    /// One line per scene and a verdict; nil when no scene has both rows (say, `--threads` ≠ 2).
    static func cpuSideReport(_ results: [BenchReport.Result]) -> [String]? {
        let shares = cpuSideShares(results)
        guard !shares.isEmpty else { return nil }
        let over = shares.filter { $0.share > cpuSideShare }
        return ["the GPU path's CPU side (tessellate + buffers) against the CPU backend's frame on 2 threads "
                + "(issue 36's bar: ≤ \(Int(cpuSideShare * 100)) %):"]
            + shares.map { "  " + BenchFormat.pad($0.scene, 19) + String(format: "%5.1f %%", $0.share * 100)
                           + ($0.share > cpuSideShare ? "  over" : "") }
            + [over.isEmpty ? "  met on all \(shares.count) scenes"
                : "  met on \(shares.count - over.count) of \(shares.count) scenes; over: " + over.map(\.scene).joined(separator: ", ")]
    }

    /// A view frame's budget: median ms per frame for the rows whose names begin with `row`.
    struct Budget {
        let row: String
        let milliseconds: Double
        /// True for a GPU row: held to it only on a hardware GPU.
        let gpu: Bool
    }

    /// Issue 37's budgets at 1024² (see <doc:Performance>, "View frames"): the whole frame —
    /// view graph to display list, then drawn — on the CPU backend at 2 threads, and the GPU's
    /// raster of the same display list on a hardware GPU (the view graph adds the CPU row's
    /// "view graph → display list" there).
    static let viewBudgets = [
        Budget(row: "cards: whole frame, cpu 2t", milliseconds: 100, gpu: false),
        Budget(row: "particles: whole frame, cpu 2t", milliseconds: 20, gpu: false),
        Budget(row: "cards: gpu raster", milliseconds: 50, gpu: true),
        Budget(row: "particles: gpu raster", milliseconds: 10, gpu: true),
    ]

    /// The budget column of a view row: "≤ 100 met", "≤ 100 over", a GPU row on a software
    /// rasterizer "≤ 50 (hardware)"; empty without a budget.
    static func budgetColumn(row: String, median: Double, softwareGPU: Bool) -> String {
        guard let budget = viewBudgets.first(where: { row.hasPrefix($0.row) }) else { return "" }
        let limit = "≤ " + String(format: "%g", budget.milliseconds)
        if budget.gpu && softwareGPU { return limit + " (hardware)" }
        return limit + (median <= budget.milliseconds ? " met" : " over")
    }
}
