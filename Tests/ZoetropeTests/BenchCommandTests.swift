import Foundation
import Testing
import Zoetrope
@testable import ZoetropeCommands

/// `zoetrope bench`: option validation, the JSON report's shape, parameterized peer scenes.
@Suite struct BenchCommandTests {
    @Test(arguments: [
        (["--runs", "0"], "--runs must be between 1 and 1000"),
        (["--warmup=-1"], "--warmup must be between 0 and 100"),
        (["--size", "0x10"], "--size must be positive"),
        (["--size", "20000x20000"], "--size 20000x20000"),
        (["--scenes", "flower_16,,blob"], "--scenes expects names separated by commas"),
        (["--scenes", "flower_401"], "unknown peer scene 'flower_401'"),
        (["--backend", "tpu"], "--backend"),
        (["--peer-budget", "0"], "--peer-budget must be a positive number"),
        (["--rounds", "0"], "--rounds must be between 1 and 20"),
        (["--differential", "--seeds", "0"], "--seeds must be between 1 and 10000000"),
        (["--differential", "--flattening-tolerance", "0"], "--flattening-tolerance must be a positive number"),
    ])
    func rejectsBadOptions(arguments: [String], message: String) throws {
        let result = try CommandLineRunner.run(["bench"] + arguments)
        #expect(result.status == 64, "\(result.stdout)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func jsonReportHasOneResultPerSceneWithTimesAndPhases() throws {
        let result = try CommandLineRunner.run(["bench", "--scenes", "flower_16,blob", "--size", "64x48", "--runs", "1",
                                                "--warmup", "0", "--encode", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["width"] as? Int == 64)
        #expect(object["height"] as? Int == 48)
        #expect(object["runs"] as? Int == 1)
        let machine = try #require(object["machine"] as? [String: Any])
        #expect(machine["cores"] as? Int ?? 0 >= 1)
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.map { $0["scene"] as? String } == ["flower_16", "blob"])
        for row in results {
            #expect(row["backend"] as? String == "cpu")
            let median = try #require(row["median_ms"] as? Double)
            let min = try #require(row["min_ms"] as? Double), max = try #require(row["max_ms"] as? Double)
            #expect(min <= median && median <= max)
            #expect((row["frames_per_second"] as? Double ?? 0) > 0)
            let phases = try #require(row["phases"] as? [String: Double])
            #expect(Set(phases.keys) == ["geometry", "raster", "encode"])
            #expect(row["vs_cairo_reference"] == nil)  // not at 1024×1024: no reference comparison
        }
        #expect(results.first?["segments"] as? Int == 119)
    }

    /// The paired ratio is the median over rounds of each round's own ratio: a slow spell in one
    /// round (here the third, where both sides ran slow) cannot decide it, while the best-of-rounds
    /// ratio (best Zoetrope round over best peer round) pairs times from different rounds.
    @Test func pairedRatioIsTheMedianOfEachRoundsOwnRatio() {
        var report = BenchReport(machine: .init(cpu: "test", cores: 2, loadAverage: []), width: 8, height: 8, warmup: 0, runs: 1)
        func round(_ ratio: Double, peer: String = "blend2d", threads: Int = 1) -> BenchReport.Ratio {
            .init(scene: "clock", backend: "cpu", peer: peer, peerThreads: threads, ratio: ratio)
        }
        report.roundRatios = [round(1.10), round(0.90), round(1.60), round(0.95), round(9, threads: 2), round(7, peer: "cairo")]
        #expect(report.pairedMedian(scene: "clock", backend: "cpu", peer: "blend2d", threads: 1) == (0.95 + 1.10) / 2)
        report.roundRatios.append(round(1.00))
        #expect(report.pairedMedian(scene: "clock", backend: "cpu", peer: "blend2d", threads: 1) == 1.00)
        // One round: no pairing to speak of.
        #expect(report.pairedMedian(scene: "clock", backend: "cpu", peer: "blend2d", threads: 2) == nil)
        #expect(report.pairedMedian(scene: "blob", backend: "cpu", peer: "blend2d", threads: 1) == nil)
    }

    /// Several rounds still give one row per scene (the round with the lowest median), and say so.
    @Test func roundsKeepOneRowPerScene() throws {
        let result = try CommandLineRunner.run(["bench", "--scenes", "clock,blob", "--size", "32x32", "--runs", "2",
                                                "--warmup", "0", "--rounds", "3", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["rounds"] as? Int == 3)
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.map { $0["scene"] as? String } == ["clock", "blob"])
    }

    /// `--views` times issue 37's two view frames and the blur, row by row, at the size asked for
    /// (small here: the command's shape, not its speed; the display lists count 601 and 5,003
    /// commands whatever the size).
    @Test func viewsTimesTheCardsTheParticlesAndTheBlur() throws {
        let result = try CommandLineRunner.run(["bench", "--views", "--size", "128x128", "--runs", "1", "--warmup", "0",
                                                "--backend", "cpu"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("100 blurred, shadowed cards (601 commands)"), "\(result.stdout)")
        #expect(result.stdout.contains("5,000-particle Canvas (5003 commands)"), "\(result.stdout)")
        for row in ["cards: view graph → display list", "cards: whole frame, cpu 1t", "particles: cpu raster 1t",
                    "blur 1024² σ=8: zoetrope"] {
            #expect(result.stdout.contains(row), "missing row \(row)")
        }
    }

    /// On the GPU the rows add the GPU path's own CPU side per frame (a number, in milliseconds).
    @Test(HostileFieldTests.hasGPU) func viewsOnTheGPUTimeItsCPUSide() throws {
        let result = try CommandLineRunner.run(["bench", "--views", "--size", "128x128", "--runs", "1", "--warmup", "0",
                                                "--backend", "gpu"])
        #expect(result.status == 0, "\(result.stderr)")
        for name in ["cards: gpu tessellate + buffers", "particles: gpu tessellate + buffers"] {
            let line = result.stdout.split(separator: "\n").first { $0.hasPrefix(name) }
            let median = line.flatMap { $0.dropFirst(name.count).split(separator: " ").first }.flatMap { Double($0) }
            #expect(median.map { $0 > 0 } == true, "row \(name): \(line ?? "missing")")
        }
    }

    @Test func flowerScalingReportsEveryNAndAnExponent() throws {
        let result = try CommandLineRunner.run(["bench", "--flower-scaling", "--size", "32x32", "--runs", "1",
                                                "--warmup", "0", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((object["results"] as? [Any])?.isEmpty == true)
        let points = try #require(object["flower_scaling"] as? [[String: Any]])
        #expect(points.compactMap { $0["n"] as? Int } == PeerScene.flowerScalingSizes)
        #expect(points.last?["segments"] as? Int == PeerScene.flower(400).segmentCount)
        #expect((object["flower_scaling_exponent"] as? [String: Double])?["cpu"]?.isFinite == true)
    }

    @Test func peersWithoutTheBuiltPeersSaysHowToBuildThem() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CommandLineRunner.run(["bench", "blob", "--size", "16x16", "--runs", "1", "--peers",
                                                "--peers-directory", directory.path])
        #expect(result.status != 0)
        #expect(result.stderr.contains("Benchmarks/peers/setup.sh"), "\(result.stderr)")
    }

    @Test func differentialWithoutTheBuiltPeersSaysHowToBuildThem() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CommandLineRunner.run(["bench", "--differential", "--seeds", "3", "--peers-directory", directory.path])
        #expect(result.status != 0)
        #expect(result.stderr.contains("Benchmarks/peers/setup.sh"), "\(result.stderr)")
    }

    @Test func parameterizedNamesAndSizes() throws {
        #expect(PeerScene(name: "flower_400") == .flower(400))
        #expect(PeerScene(name: "flower_alpha_100") == .flowerAlpha(100))
        #expect(PeerScene(name: "polygons_5") == .polygons(5))
        #expect(PeerScene(name: "flower_2") == nil)
        #expect(PeerScene(name: "flower_0400") == nil)
        #expect(PeerScene(name: "flower_401") == nil)
        #expect(PeerScene.flower(400).segmentCount == 399 + 400 * 397 / 2)
        // SCENES.md's table, closing segments not counted.
        #expect(PeerScene.polygons(1000).segmentCount == 6500)
        #expect(PeerScene.flower(200).segmentCount == 19899)
        // 1024² is SCENES.md's geometry exactly; other sizes scale every point.
        guard case .stroke(let exact, _, _, _, _) = PeerScene.flower(16).displayList.commands[0],
              case .stroke(let reference, _, _, _, _) = PeerScene.flower(16).displayList(width: 1024, height: 1024).commands[0],
              case .stroke(let half, let style, _, _, _) = PeerScene.flower(16).displayList(width: 512, height: 256).commands[0]
        else { Issue.record("expected strokes"); return }
        #expect(exact.points == reference.points)
        #expect(style.lineWidth == 1)
        for (a, b) in zip(exact.points, half.points) {
            #expect(b.x == a.x / 2 && b.y == a.y / 4)
        }
    }

    @Test func peerDumpMatchesScenesPyFormat() {
        let text = PeerScene.blob.displayList.scenesTextDump()
        let lines = text.split(separator: "\n")
        #expect(lines.first == "BG 255 255 255 1.0")
        #expect(lines[1] == "OP fill 30 144 255 1.0 0.0 butt miter nonzero 7")
        #expect(lines[2] == "M 512.0 0.0")
        #expect(lines[3] == "C 930.4 0.0 964.0 102.4 1024.0 512.0")
        #expect(lines.last == "END")
    }
}
