import Foundation
import Testing
import PNGCodec

/// A user's catalog executable (Tests/PreviewCatalogFixture: `@main enum Previews: StoryboardCatalog {}`
/// and three `#Preview`s and a provider), run as a child process: discovery in an executable, `list`,
/// `render`, shared names, and `snapshot` going on past a preview that traps.
@Suite struct PreviewCatalogExecutableTests {
    struct Result { var status: Int32; var stdout: String; var stderr: String }

    /// The fixture, built beside the test bundle by `swift build` / `swift test`.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("PreviewCatalogFixture")
    }

    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test func theFixtureIsBuilt() {
        #expect(FileManager.default.isExecutableFile(atPath: Self.executable.path),
                "\(Self.executable.path) is missing: `swift build` builds it (swift test does too)")
    }

    @Test func listFindsThePreviewsOfAnExecutable() throws {
        let result = try run(["list"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            Dot         size that fits  (PreviewCatalogFixture/Previews.swift:25)
            Broken      40x40 pt  (PreviewCatalogFixture/Previews.swift:27)
            Dot after   30x30 pt  (PreviewCatalogFixture/Previews.swift:29)
            Twin        24x24 pt  (PreviewCatalogFixture.Twins_Previews.previews[0])

            """)
    }

    @Test func sharedNamesAreQualifiedByFileOrProvider() throws {
        // A `#Preview("Dot")` and a provider's "Dot": each name followed by its file's or provider's.
        let result = try run(["list"], environment: ["FIXTURE_DUPLICATES": "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Dot (Previews)") && result.stdout.contains("Dot (Twins)"), "\(result.stdout)")
        // A name only one preview has renders as before.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zt-fixture-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let render = try run(["render", "Dot after", "--out", directory.path, "--backend", "cpu", "--time", "0"],
                             environment: ["FIXTURE_DUPLICATES": "1"])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("Dot after_00000.png").path))
    }

    @Test func snapshotGoesOnPastAPreviewThatTraps() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zt-fixture-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try run(["snapshot", "--out", directory.path, "--backend", "cpu"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: preview 'Broken' (PreviewCatalogFixture/Previews.swift:27): crashed (signal "))
        #expect(result.stderr.hasSuffix("error: 1 of 4 previews failed: Broken\n"), "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files == ["Dot after.png", "Dot.png", "Twin.png"])
        let dot = try PNGDecoder.decode(contentsOf: directory.appendingPathComponent("Dot.png"))
        #expect(dot.width == 32 && dot.height == 32)
        #expect(result.stdout.contains("Dot → \(directory.path)/Dot.png (32x32 px)"))
    }
}
