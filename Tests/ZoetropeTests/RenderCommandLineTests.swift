import Foundation
import Testing
import Zoetrope

/// `zoetrope render` end to end (the built executable, arguments as an array, no shell): frame
/// files and their names, goldens (Goldens/render-*.png, tolerance of `RenderGolden`), --time,
/// --resume, --scale, --background, every built-in scene, and the bad-input exit statuses.
@Suite struct RenderCommandLineTests {
    func files(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    func rgba(_ p: Pixmap, _ x: Int, _ y: Int) -> [UInt8] {
        let c = p[x: x, y: y]
        return [c.red, c.green, c.blue, c.alpha]
    }

    /// Runs `zoetrope render …` into a fresh temporary directory `DIR/out`; `body` gets the result and `DIR/out`.
    func render(_ arguments: [String], _ body: (CommandLineRunner.Result, URL) throws -> Void) throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("out")
        let result = try CommandLineRunner.run(["render"] + arguments + ["--out", out.path])
        try body(result, out)
    }

    // MARK: - Frames and goldens

    @Test func flowerFramesMatchTheGoldens() throws {
        try render(["flower", "--size", "64x64", "--frames", "0..<3"]) { (result: CommandLineRunner.Result, out: URL) throws in
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try files(in: out) == ["flower_00000.png", "flower_00001.png", "flower_00002.png"])
            #expect(result.stdout.contains("flower: 3 frames rendered, 0 skipped"), "\(result.stdout)")
            #expect(result.stdout.contains("64x64 px"))
            // Not a terminal: one plain progress line per frame on stderr.
            for i in 0..<3 { #expect(result.stderr.contains("[\(i + 1)/3] frame \(i): wrote")) }
            for i in 0..<3 {
                let image = try PNGDecoder.decode(contentsOf: out.appendingPathComponent(String(format: "flower_%05d.png", i)))
                #expect(image.width == 64 && image.height == 64)
                try RenderGolden.expect(image, named: String(format: "render-flower-64-%05d", i))
            }
        }
    }

    @Test func laterFrameMatchesItsGolden() throws {
        // Half-way through the growth (t = 2 s of 4) to 8 vertices: 5.5 sides, the fractional
        // vertex half-way out, every diagonal drawn.
        try render(["flower", "--size", "64x64", "--time", "2", "--fps", "30", "--param", "n=8"]) { (result: CommandLineRunner.Result, out: URL) throws in
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try files(in: out) == ["flower_00060.png"])
            try RenderGolden.expect(try PNGDecoder.decode(contentsOf: out.appendingPathComponent("flower_00060.png")),
                                    named: "render-flower8-64-t2")
        }
    }

    @Test func timeWritesOneFrameWithItsIndex() throws {
        // Frame index = time × fps, rounded: 0.5 s at 10 fps is frame 5; 0.75 s at 60 fps is frame 45.
        try render(["flower", "--size", "16x16", "--time", "0.5", "--fps", "10"]) { (result: CommandLineRunner.Result, out: URL) throws in
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try files(in: out) == ["flower_00005.png"])
            #expect(result.stdout.contains("1 frames rendered"))
        }
        try render(["clock", "--size", "16x16", "--time", "0.75"]) { (result: CommandLineRunner.Result, out: URL) throws in
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try files(in: out) == ["clock_00045.png"])
        }
    }

    @Test func durationAndClosedRanges() throws {
        // --duration D covers frames 0 … round(D × fps) inclusive (both ends of the interval).
        try render(["countdown", "--size", "8x8", "--duration", "0.1", "--fps", "20"]) { (result: CommandLineRunner.Result, out: URL) throws in
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try files(in: out) == ["countdown_00000.png", "countdown_00001.png", "countdown_00002.png"])
        }
        // A..B is closed, A..<B half-open; frame names keep their absolute index.
        try render(["countdown", "--size", "8x8", "--frames", "7...8"]) { (result: CommandLineRunner.Result, out: URL) throws in
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try files(in: out) == ["countdown_00007.png", "countdown_00008.png"])
            #expect(result.stdout.contains("countdown: 2 frames rendered, 0 skipped"), "\(result.stdout)")
            #expect(result.stdout.contains("ms/frame"))
        }
    }

    @Test func resumeSkipsCompleteFramesAndRedoesABrokenOne() throws {
        try render(["flower", "--size", "24x24", "--frames", "0..<3", "--threads", "1"]) { (first: CommandLineRunner.Result, out: URL) throws in
            #expect(first.status == 0, "\(first.stderr)")
            let names = (0..<3).map { String(format: "flower_%05d.png", $0) }
            let urls = names.map { out.appendingPathComponent($0) }
            let original = try urls.map { try Data(contentsOf: $0) }
            // Date the files in the past so an untouched file is recognisable by its mtime.
            let past = Date(timeIntervalSince1970: 1_000_000_000)
            for url in urls { try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: url.path) }
            // Frame 1 truncated (an interrupted copy), frame 2 replaced by garbage.
            try original[1].prefix(original[1].count / 2).write(to: urls[1])
            try Data("not a png".utf8).write(to: urls[2])

            let again = try CommandLineRunner.run(["render", "flower", "--size", "24x24", "--frames", "0..<3",
                                                   "--threads", "1", "--resume", "--out", out.path])
            #expect(again.status == 0, "\(again.stderr)")
            #expect(again.stderr.contains("frame 0: skipped"), "\(again.stderr)")
            #expect(again.stderr.contains("frame 1: wrote") && again.stderr.contains("frame 2: wrote"), "\(again.stderr)")
            #expect(again.stdout.contains("2 frames rendered, 1 skipped"), "\(again.stdout)")
            let mtime = { (url: URL) in try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date }
            #expect(try mtime(urls[0]) == past, "a skipped frame is not rewritten")
            #expect(try mtime(urls[1]) != past)
            // The re-rendered frames are byte-identical to the first run's.
            #expect(try Data(contentsOf: urls[1]) == original[1])
            #expect(try Data(contentsOf: urls[2]) == original[2])
            #expect(try files(in: out) == names, "no temporary files left")

            // A complete frame of another size is not "complete" for this size.
            let resized = try CommandLineRunner.run(["render", "flower", "--size", "12x12", "--frames", "0..<1",
                                                     "--resume", "--out", out.path])
            #expect(resized.status == 0)
            #expect(resized.stdout.contains("1 frames rendered, 0 skipped"), "\(resized.stdout)")
            #expect(try PNGDecoder.decode(contentsOf: urls[0]).width == 12)
        }
    }

    // MARK: - Canvas options

    @Test func scaleTwoDoublesThePixelSize() throws {
        try render(["countdown", "--size", "20x12", "--scale", "2", "--time", "0"]) { (result: CommandLineRunner.Result, out: URL) throws in
            #expect(result.status == 0, "\(result.stderr)")
            let image = try PNGDecoder.decode(contentsOf: out.appendingPathComponent("countdown_00000.png"))
            #expect(image.width == 40 && image.height == 24)
            #expect(result.stdout.contains("40x24 px"))
        }
    }

    @Test func backgrounds() throws {
        try render(["flower", "--size", "32x32", "--time", "1", "--background", "transparent"]) { (result: CommandLineRunner.Result, out: URL) throws in
            #expect(result.status == 0, "\(result.stderr)")
            let image = try PNGDecoder.decode(contentsOf: out.appendingPathComponent("flower_00060.png"))
            for (x, y) in [(0, 0), (31, 0), (0, 31), (31, 31)] { #expect(rgba(image, x, y) == [0, 0, 0, 0], "corner (\(x), \(y))") }
            #expect((0..<32).contains { x in (0..<32).contains { y in image[x: x, y: y].alpha > 0 } }, "the flower is drawn")
        }
        try render(["flower", "--size", "32x32", "--time", "1", "--background", "#FF0000"]) { (result: CommandLineRunner.Result, out: URL) throws in
            #expect(result.status == 0, "\(result.stderr)")
            let image = try PNGDecoder.decode(contentsOf: out.appendingPathComponent("flower_00060.png"))
            for (x, y) in [(0, 0), (31, 0), (0, 31), (31, 31)] { #expect(rgba(image, x, y) == [255, 0, 0, 255], "corner (\(x), \(y))") }
        }
    }

    // MARK: - Every scene

    @Test(arguments: SceneCatalog.all.map { $0.name })
    func everyBuiltInSceneRendersAFrame(scene: String) throws {
        try render([scene, "--size", "32x32", "--time", "1"]) { (result: CommandLineRunner.Result, out: URL) throws in
            #expect(result.status == 0, "\(scene): \(result.stderr)")
            #expect(try files(in: out) == [String(format: "%@_%05d.png", scene, 60)])
            let image = try PNGDecoder.decode(contentsOf: out.appendingPathComponent(String(format: "%@_%05d.png", scene, 60)))
            #expect(image.width == 32 && image.height == 32)
            // The flip card turns 360° in 4 s: at t = 1 it is edge-on (90°) and draws nothing.
            if scene != "flip" { #expect(image.bytes.contains { $0 != 255 }, "\(scene) drew something on white") }
        }
        if scene == "flip" {
            try render([scene, "--size", "32x32", "--time", "0.5"]) { (result: CommandLineRunner.Result, out: URL) throws in
                #expect(result.status == 0, "\(result.stderr)")
                let image = try PNGDecoder.decode(contentsOf: out.appendingPathComponent("flip_00030.png"))
                #expect(image.bytes.contains { $0 != 255 }, "flip at 45° drew something on white")
            }
        }
    }

    @Test func scenesCommandListsWhatRenderAccepts() throws {
        let listing = try CommandLineRunner.run(["scenes"])
        #expect(listing.status == 0)
        for scene in SceneCatalog.all { #expect(listing.stdout.contains(scene.name)) }
    }

    // MARK: - Bad input

    /// A usage error: exit 64, a message containing `message`, and nothing written.
    func expectUsageError(_ arguments: [String], _ message: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try render(arguments) { (result: CommandLineRunner.Result, out: URL) throws in
            #expect(result.status == 64, "\(arguments): status \(result.status), \(result.stderr)", sourceLocation: sourceLocation)
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
            #expect(!FileManager.default.fileExists(atPath: out.path), "\(arguments) created --out", sourceLocation: sourceLocation)
        }
    }

    @Test func unknownScene() throws {
        try expectUsageError(["nosuchscene", "--size", "8x8"], "unknown scene 'nosuchscene'")
        try expectUsageError(["nosuchscene", "--size", "8x8"], "flower")
    }

    @Test func badSizes() throws {
        try expectUsageError(["flower", "--size", "0x5"], "--size must be positive")
        try expectUsageError(["flower", "--size", "20000x20000"], "16384")
        try expectUsageError(["flower", "--size", "10000x10000", "--scale", "2"], "20000x20000 pixels")
        try expectUsageError(["flower", "--size", "big"], "--size")
    }

    @Test func badTiming() throws {
        try expectUsageError(["flower", "--size", "8x8", "--fps", "0"], "--fps must be in (0, 10000]")
        try expectUsageError(["flower", "--size", "8x8", "--fps", "nan"], "--fps")
        try expectUsageError(["flower", "--size", "8x8", "--frames", "5..<2"], "--frames")
        try expectUsageError(["flower", "--size", "8x8", "--frames", "3..<3"], "--frames")
        try expectUsageError(["flower", "--size", "8x8", "--time", "-1"], "--time")
    }

    @Test func badParameters() throws {
        try expectUsageError(["flower", "--size", "8x8", "--param", "bogus=1"], "bogus")
        try expectUsageError(["flower", "--size", "8x8", "--param", "n"], "--param expects name=value, got 'n'")
        try expectUsageError(["flower", "--size", "8x8", "--param", "n=1"], "n")
        try expectUsageError(["flower", "--size", "8x8", "--param", "n=many"], "n")
    }

    @Test func outputIsARegularFile() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("frames")
        try Data("keep me".utf8).write(to: file)
        let result = try CommandLineRunner.run(["render", "flower", "--size", "8x8", "--frames", "0..<2", "--out", file.path])
        #expect(result.status == 1)
        #expect(result.stderr.lowercased().hasPrefix("error: "), "\(result.stderr)")
        #expect(result.stderr.contains("--out \(file.path) exists and is not a directory"), "\(result.stderr)")
        #expect(try Data(contentsOf: file) == Data("keep me".utf8))
        #expect(try files(in: directory) == ["frames"])
    }

    @Test func outputDirectoryIsNotWritable() throws {
        // Root ignores permission bits, so as root use a directory the kernel refuses to write (/sys).
        let directory = try CommandLineRunner.temporaryDirectory()
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
            try? FileManager.default.removeItem(at: directory)
        }
        let target: URL
        if getuid() == 0 {
            target = URL(fileURLWithPath: "/sys")
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
            target = directory
        }
        let before = try files(in: target)
        let result = try CommandLineRunner.run(["render", "flower", "--size", "8x8", "--frames", "0..<2", "--out", target.path])
        #expect(result.status == 1, "\(result.stderr)")
        // After the one line naming the backend (--backend auto), the error comes first.
        let lines = result.stderr.split(separator: "\n").filter { !$0.hasPrefix("backend: ") }
        #expect(lines.first?.lowercased().hasPrefix("error: ") == true, "\(result.stderr)")
        #expect(result.stderr.contains("writable"), "the message says what to check: \(result.stderr)")
        let after = try files(in: target)
        #expect(after == before, "no partial or temporary files: \(Set(after).subtracting(before))")
        #expect(!after.contains { $0.hasSuffix(".tmp") || $0.hasPrefix("flower_") })

        // A directory that cannot be created (its parent is a regular file).
        let blocker = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: blocker) }
        try Data().write(to: blocker.appendingPathComponent("file"))
        let nested = blocker.appendingPathComponent("file/frames")
        let failed = try CommandLineRunner.run(["render", "flower", "--size", "8x8", "--time", "0", "--out", nested.path])
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("cannot create the output directory"), "\(failed.stderr)")
        #expect(try files(in: blocker) == ["file"])
    }

    @Test func failedFrameWriteLeavesNoTemporaryFile() throws {
        // A directory squats on frame 1's name: the atomic rename fails there. Frame 0 stays
        // complete, the run stops with status 1 naming the frame's file, and no .tmp is left.
        // (Frames are encoded on background threads, so frame 2 may already be written: if so it
        // is complete.)
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("flower_00001.png"),
                                                withIntermediateDirectories: false)
        let result = try CommandLineRunner.run(["render", "flower", "--size", "8x8", "--frames", "0..<3",
                                                "--out", directory.path])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("flower_00001.png"), "\(result.stderr)")
        let written = try files(in: directory)
        #expect(written == ["flower_00000.png", "flower_00001.png"]
                || written == ["flower_00000.png", "flower_00001.png", "flower_00002.png"], "\(written)")
        for frame in written where frame != "flower_00001.png" {
            #expect(try PNGDecoder.decode(contentsOf: directory.appendingPathComponent(frame)).width == 8)
        }
    }

    /// DESIGN.md and `RuntimeError`'s documentation: the CLI prints `error: …` (lower case, as
    /// compilers and git do); ArgumentParser's default prefix is `Error: `.
    @Test
    func errorsArePrefixedLowerCaseError() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("frames")
        try Data().write(to: file)
        let runtime = try CommandLineRunner.run(["render", "flower", "--size", "8x8", "--out", file.path])
        #expect(runtime.status == 1)
        #expect(runtime.stderr.hasPrefix("error: "), "\(runtime.stderr)")
        let usage = try CommandLineRunner.run(["render", "nosuchscene", "--out", directory.path])
        #expect(usage.status == 64)
        #expect(usage.stderr.hasPrefix("error: "), "\(usage.stderr)")
    }

    // MARK: - bench

    @Test func benchRunsOneScene() throws {
        let result = try CommandLineRunner.run(["bench", "blob", "--runs", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").contains { $0.hasPrefix("blob") }, "\(result.stdout)")
        let unknown = try CommandLineRunner.run(["bench", "nosuch", "--runs", "1"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("unknown peer scene 'nosuch'"))
    }
}
