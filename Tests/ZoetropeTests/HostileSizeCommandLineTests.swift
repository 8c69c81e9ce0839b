import Foundation
import Testing
import Zoetrope

/// Deep nesting and huge counts through `zoetrope draw`, each in a child under `ulimit -v` (3 GB)
/// and a 60-second limit (``HostileProcess``): JSON nested 10⁵ deep (arrays, objects, inside
/// `commands`, never closed — the parser refuses at 256 levels with one line instead of
/// overflowing its stack), 10⁴ nested pushLayer/popLayer pairs, 10⁵ commands, a path of 10⁶
/// segments, a gradient of 10⁵ stops, a 50 MB document (an inline 3000 × 3125 image). Each run:
/// its exit status, one `error:` line when it fails, no output file unless it succeeds (then a PNG
/// of the document's size), not killed by the memory or time limit; where an EGL context exists the
/// GPU draws the same picture as the CPU (mean absolute difference ≤ 2.5, ≤ 6 % of pixels off by
/// more than 16, the CLI's parity tolerance). A case the budgets work (issue 11) has still to bound
/// runs inside `withKnownIssue`, so its fix shows as a known issue no longer recorded.
@Suite struct HostileSizeCommandLineTests {
    enum Huge: String, CaseIterable, Sendable {
        case arraysNested100000Deep, objectsNested100000Deep, commandsNested100000Deep, unclosed100000Deep
        case layersNested10000Deep, commands100000, pathOf1000000Segments, gradientOf100000Stops, documentOf50MB

        /// The exit statuses allowed, and a piece of the error line when it must fail.
        var expected: (statuses: Set<Int32>, message: String?) {
            switch self {
            case .arraysNested100000Deep, .objectsNested100000Deep, .commandsNested100000Deep, .unclosed100000Deep:
                return ([64], "nesting deeper than 256 levels")
            case .layersNested10000Deep:
                // Over the default layer-depth budget (256), refused before drawing.
                return ([1], "nests layers 10000 deep, over the budget of 256")
            default:
                return ([0], nil)
            }
        }

        /// Not yet bounded: what it does today (nil: it passes).
        var knownIssue: String? { nil }

        var size: (Int, Int) { self == .layersNested10000Deep ? (16, 16) : (64, 64) }

        /// The document's text.
        func document() -> Data {
            let deep = 100_000
            func canvas(_ commands: String) -> String {
                ##"{"width": \##(size.0), "height": \##(size.1), "background": "#FFFFFF", "commands": [\##(commands)]}"##
            }
            switch self {
            case .arraysNested100000Deep:
                return Data((String(repeating: "[", count: deep) + String(repeating: "]", count: deep)).utf8)
            case .objectsNested100000Deep:
                return Data((String(repeating: ##"{"a": "##, count: deep) + "1" + String(repeating: "}", count: deep)).utf8)
            case .commandsNested100000Deep:
                return Data(canvas(String(repeating: "[", count: deep) + String(repeating: "]", count: deep)).utf8)
            case .unclosed100000Deep:
                return Data(String(repeating: "[", count: deep).utf8)
            case .layersNested10000Deep:
                let layers = Array(repeating: ##"{"type": "pushLayer", "opacity": 0.99}"##, count: 10_000)
                    + [##"{"type": "fill", "path": "M2 2 H14 V14 H2 Z", "paint": "#FF3B30"}"##]
                    + Array(repeating: ##"{"type": "popLayer"}"##, count: 10_000)
                return Data(canvas(layers.joined(separator: ",")).utf8)
            case .commands100000:
                let fills = (0..<100_000).map { i in
                    let color = String(UInt32(truncatingIfNeeded: i &* 2_654_435_761) & 0xFFFFFF, radix: 16)
                    let padded = String(repeating: "0", count: 6 - color.count) + color
                    return ##"{"type": "fill", "path": "M\##(i % 61) \##((i / 61) % 61) h3 v3 h-3 Z", "paint": "#\##(padded)"}"##
                }
                return Data(canvas(fills.joined(separator: ",")).utf8)
            case .pathOf1000000Segments:
                // A circle of 10⁶ vertices in thousandths of a point (integer coordinates), scaled down.
                var path = "M62000 32000"
                path.reserveCapacity(14_000_000)
                for i in 1..<1_000_000 {
                    let angle = Double(i) * 2 * Double.pi / 1_000_000
                    path += " L\(Int((32_000 + 30_000 * cos(angle)).rounded())) \(Int((32_000 + 30_000 * sin(angle)).rounded()))"
                }
                return Data(canvas(##"{"type": "fill", "path": "\##(path) Z", "paint": "#007AFF", "transform": [{"scale": 0.001}]}"##).utf8)
            case .gradientOf100000Stops:
                let stops = (0..<100_000).map { i in
                    let t = Double(i) / 99_999
                    return ##"{"color": {"r": \##(t), "g": \##(1 - t), "b": 0.5}, "location": \##(t)}"##
                }
                return Data(canvas(##"{"type": "fill", "path": "M0 0 H64 V64 H0 Z", "paint": {"type": "linearGradient", "start": [0, 0], "end": [64, 64], "stops": [\##(stops.joined(separator: ","))]}}"##).utf8)
            case .documentOf50MB:
                // 3000 × 3125 straight RGBA: 37.5 MB of pixels, 50 MB of base64.
                let (w, h) = (3000, 3125)
                var rows: [[UInt8]] = []
                for band in 0..<25 {
                    var row: [UInt8] = []
                    row.reserveCapacity(w * 4)
                    for x in 0..<w { row += [UInt8(x * 255 / w), UInt8(band * 10), UInt8(255 - x * 255 / w), 255] }
                    rows.append(row)
                }
                var pixels: [UInt8] = []
                pixels.reserveCapacity(w * h * 4)
                for y in 0..<h { pixels += rows[y * 25 / h] }
                let base64 = Data(pixels).base64EncodedString()
                return Data(canvas(##"{"type": "image", "pixels": {"width": \##(w), "height": \##(h), "rgba": "\##(base64)"}, "rect": [0, 0, 64, 64]}"##).utf8)
            }
        }
    }

    /// The CPU run of each case, shared by the two tests (the GPU test compares with it).
    static let cpuRuns = RunCache()

    /// `zoetrope draw` of `c`'s document with `backend`, in a fresh directory; the result and the picture.
    static func draw(_ c: Huge, backend: String) async throws -> (HostileProcess.Result, Pixmap?) {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = directory.appendingPathComponent("doc.json"), out = directory.appendingPathComponent("out.png")
        try c.document().write(to: document)
        let result = try await HostileProcess.run(["draw", document.path, "--out", out.path, "--backend", backend])
        print("hostile size \(c) on the \(backend): \(result.signaled ? "signal" : "exit") \(result.status), "
              + "\(String(format: "%.1f", result.seconds)) s, peak \(result.peakKiB / 1024) MiB")
        let picture = HostileProcess.expectOutcome(result, statuses: c.expected.statuses, out: out, size: c.size, "\(c) (\(backend))")
        if let message = c.expected.message {
            #expect(result.errorLines.first?.contains(message) == true, "\(c): expected “\(message)”: \(result)")
        }
        return (result, picture)
    }

    static func checked(_ c: Huge, _ body: () async throws -> Void) async throws {
        if let issue = c.knownIssue {
            await withKnownIssue("budgets (issue 11): \(issue)") { try await body() }
        } else {
            try await body()
        }
    }

    @Test(arguments: Huge.allCases) func hugeInputOnTheCPU(_ c: Huge) async throws {
        try await Self.checked(c) {
            _ = try await Self.cpuRuns.value(for: c.rawValue) { try await Self.draw(c, backend: "cpu") }
        }
    }

    @Test(.enabled(if: BackendCommandLineTests.gpuInfo != nil, "no EGL display initializes an OpenGL ES 3 context here"),
          arguments: Huge.allCases.filter { $0.expected.statuses == [0] })
    func hugeInputOnTheGPUMatchesTheCPU(_ c: Huge) async throws {
        try await Self.checked(c) {
            let (_, gpu) = try await Self.draw(c, backend: "gpu")
            let (_, cpu) = try await Self.cpuRuns.value(for: c.rawValue) { try await Self.draw(c, backend: "cpu") }
            guard let gpu, let cpu else { return }
            let difference = try ImageDifference(between: gpu, and: cpu)
            print("hostile size \(c): GPU vs CPU \(difference)")
            #expect(difference.meanAbsoluteDifference <= 2.5 && difference.fractionOfPixelsOff <= 0.06, "\(c): \(difference)")
        }
    }
}

/// Values computed once per key and shared between tests running in parallel: the first caller
/// starts the computation (in a task that inherits its test, so expectations inside count for it),
/// the others wait for it.
final class RunCache: @unchecked Sendable {
    typealias Value = (HostileProcess.Result, Pixmap?)
    private let lock = NSLock()
    private var tasks: [String: Task<Value, any Error>] = [:]

    func value(for key: String, _ compute: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let task = lock.withLock {
            if let task = tasks[key] { return task }
            let task = Task { try await compute() }
            tasks[key] = task
            return task
        }
        return try await task.value
    }
}
