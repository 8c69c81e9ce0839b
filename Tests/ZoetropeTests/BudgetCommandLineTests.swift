import Foundation
import Testing
import Zoetrope

/// `--max-memory` and the budget overrides, end to end: a hostile document ends with exit status 1
/// and one line naming the limit and the option to raise — at once, and within a 4 GB address
/// space — instead of exhausting memory; raising the option lets a frame through.
@Suite struct BudgetCommandLineTests {
    /// Runs `zoetrope draw NAME.json` (documents from `HostileDocuments`) with `options`.
    static func draw(_ name: String, _ options: [String] = [], in directory: URL) throws -> CommandLineRunner.Result {
        try CommandLineRunner.run(["draw", "\(name).json", "--out", "out.png"] + options, in: directory)
    }

    static func withDocuments(_ body: (URL) throws -> Void) throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try HostileDocuments.write(into: directory)
        try body(directory)
    }

    /// The lines of standard error other than the backend announcement.
    static func errorLines(_ result: CommandLineRunner.Result) -> [String] {
        result.stderr.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("backend: ") }
    }

    @Test(arguments: ["cpu", "gpu"])
    func oneLineNamingTheLimitAndTheOption(backend: String) throws {
        try Self.withDocuments { directory in
            let expected = [
                ("cubics", "error: frame 0: the display list flattens to ~1.6e8 points, over the budget of 3.4e7 (--max-memory 2G); "
                    + "raise --max-memory or simplify the drawing"),
                ("layers", "error: frame 0: the display list nests layers 1000 deep, over the budget of 256 (--max-memory 2G); "
                    + "raise --max-memory or nest fewer layers"),
                ("bomb", "error: bomb.json: commands[0].file: an image of 2.7e8 pixels (16384×16384, bomb.png) is over the budget "
                    + "of 1.3e8 pixels per image (--max-memory 2G); raise --max-memory or use a smaller image"),
            ]
            for (name, line) in expected {
                let result = try Self.draw(name, ["--backend", backend], in: directory)
                if backend == "gpu" && result.stderr.contains("no EGL display") { return }
                #expect(result.status == 1, "\(name): \(result.stderr)")
                #expect(Self.errorLines(result) == [line], "\(name)")
                #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out.png").path))
            }
        }
    }

    @Test func overridesAreNamedAndRaiseTheLimits() throws {
        try Self.withDocuments { directory in
            var result = try Self.draw("cubics", ["--max-points", "1000"], in: directory)
            #expect(Self.errorLines(result) == ["error: frame 0: the display list flattens to ~1.6e8 points, over the budget of "
                                                + "1000 (--max-points 1000); raise --max-points or simplify the drawing"])
            result = try Self.draw("cubics", ["--max-memory", "4G"], in: directory)
            #expect(Self.errorLines(result).first?.contains("over the budget of 6.7e7 (--max-memory 4G)") == true, "\(result.stderr)")
            result = try Self.draw("layers300", ["--backend", "cpu"], in: directory)
            #expect(Self.errorLines(result).first?.contains("nests layers 300 deep, over the budget of 256") == true)
            result = try Self.draw("layers300", ["--max-layer-depth", "300", "--backend", "cpu"], in: directory)
            #expect(result.status == 0, "\(result.stderr)")
            result = try Self.draw("bomb", ["--max-memory", "512M"], in: directory)
            #expect(Self.errorLines(result).first?.contains("over the budget of 3.4e7 pixels per image (--max-memory 512M)") == true)
            result = try Self.draw("bomb", ["--max-image-pixels", "100"], in: directory)
            #expect(Self.errorLines(result).first?.hasSuffix("(--max-image-pixels 100); raise --max-image-pixels or use a smaller image") == true)
        }
    }

    /// 1 000 nested layers allowed on the GPU still need 7.8 GiB of single-sample layer targets
    /// (analytic coverage; 35 GiB under 4× MSAA): refused before any is allocated.
    @Test func gpuLayerTargetsAreBudgeted() throws {
        try Self.withDocuments { directory in
            let result = try Self.draw("layers", ["--max-layer-depth", "1000", "--backend", "gpu"], in: directory)
            guard !result.stderr.contains("no EGL display") else { return }
            #expect(result.status == 1)
            #expect(Self.errorLines(result) == ["error: frame 0: the frame needs ~7.8 GiB of GPU memory (1000 layer levels of "
                                                + "1024×1024, ~4 points), over the budget of 2 GiB (--max-memory 2G); raise "
                                                + "--max-memory or simplify the drawing (fewer nested layers) or use --backend cpu"])
            let msaa = try Self.draw("layers", ["--max-layer-depth", "1000", "--backend", "gpu", "--gpu-coverage", "msaa"], in: directory)
            #expect(Self.errorLines(msaa) == ["error: frame 0: the frame needs ~35.2 GiB of GPU memory (1000 layer levels of "
                                              + "1024×1024, 4× MSAA, ~4 points), over the budget of 2 GiB (--max-memory 2G); raise "
                                              + "--max-memory or simplify the drawing (fewer nested layers, lower --samples) or use --backend cpu"])
        }
    }

    @Test func renderNamesTheFrame() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CommandLineRunner.run(["render", "flower", "--size", "64x64", "--frames", "0..<2", "--max-points", "10",
                                                "--backend", "cpu", "--out", directory.path])
        #expect(result.status == 1)
        let lines = Self.errorLines(result).filter { $0.hasPrefix("error: ") }
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("error: frame 0 (t = 0.0 s): the display list flattens to ~") == true, "\(result.stderr)")
        #expect(lines.first?.hasSuffix("over the budget of 10 (--max-points 10); raise --max-points or simplify the drawing") == true)
    }

    @Test(arguments: ["0", "-1G", "2X", "G", "1e400", "nan", "2GiBs"])
    func badSizesAreUsageErrors(size: String) throws {
        let result = try CommandLineRunner.run(["draw", "-", "--out", "-", "--max-memory", size])
        #expect(result.status == 64, "\(size): \(result.stderr)")
    }

    @Test func badOverridesAreUsageErrors() throws {
        for option in ["--max-points", "--max-layer-depth", "--max-image-pixels"] {
            let result = try CommandLineRunner.run(["draw", "-", "--out", "-", option, "0"])
            #expect(result.status == 64, "\(option): \(result.stderr)")
            #expect(result.stderr.contains("\(option) must be at least 1"))
        }
    }

    /// Each hostile document, as a child process limited to 4 GB of address space: it ends with
    /// the budget error (or, for the arcs, which culling makes cheap, draws), never killed. The
    /// memory limit bounds the work (a document drawn past the budget needs far more); the time
    /// limit only stops a hang.
    @Test(arguments: ["cubics", "arcs", "layers", "bomb"])
    func hostileDocumentsStayWithinAMemoryLimit(name: String) async throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try HostileDocuments.write(into: directory)
        let document = directory.appendingPathComponent("\(name).json").path, out = directory.appendingPathComponent("out.png").path
        let result = try await HostileProcess.run(["draw", document, "--out", out, "--backend", "cpu"], memoryKiB: 4_000_000, timeout: 300)
        #expect(!result.crashed, "\(name): \(result)")
        if name == "arcs" {
            #expect(result.status == 0, "\(result)")
        } else {
            #expect(result.status == 1, "\(result)")
            #expect(result.stderr.contains("over the budget of"), "\(name): \(result)")
        }
    }

    /// An image file named 20 times is decoded once: 20 × 1 Mpx fits a document budget of 8 Mpx.
    @Test func anImageNamedManyTimesDecodesOnce() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var image = try Pixmap(width: 1000, height: 1000)
        image.fill(.red)
        try PNGWriter.write(image, to: directory.appendingPathComponent("red.png"))
        let draw = #"{"type": "image", "file": "red.png", "rect": [0, 0, 16, 16]}"#
        let twice = #"{"type": "image", "file": "./sub/../red.png", "rect": [16, 0, 16, 16]}"#
        let json = #"{"width": 32, "height": 16, "commands": ["# + (Array(repeating: draw, count: 19) + [twice]).joined(separator: ", ") + "]}"
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data(json.utf8).write(to: directory.appendingPathComponent("many.json"))
        var result = try Self.draw("many", ["--max-memory", "64M"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        // The commands share one decoded pixmap.
        let document = try DrawingDocument(contentsOf: directory.appendingPathComponent("many.json"),
                                           budget: RenderBudget(maxMemory: 64 << 20))
        guard case .image(let first, _, _, _, _) = document.displayList.commands[0],
              case .image(let last, _, _, _, _) = document.displayList.commands[19] else {
            Issue.record("not images"); return
        }
        #expect(first.withUnsafeBytes { $0.baseAddress } == last.withUnsafeBytes { $0.baseAddress })
        result = try Self.draw("many", ["--max-memory", "8M"], in: directory)   // 0.5 Mpx per image
        #expect(result.status == 1)
        #expect(Self.errorLines(result).first?.contains("pixels per image (--max-memory 8M)") == true, "\(result.stderr)")
    }
}
