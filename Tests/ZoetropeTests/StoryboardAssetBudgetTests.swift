import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import ArgumentParser
@testable import ZoetropeCommands
import ZoetropeUI
import PNGCodec
import RenderCommands
import Geometry2D

/// A storyboard's asset images (`--assets DIR`, `Storyboard(assets:)`) go through `render`'s
/// budget as `draw`'s document images do: each PNG header against `--max-image-pixels` (from
/// `--max-memory`), the distinct images together against the document's pixels, refused before
/// decoding with one error naming the file and the option to raise, whatever `--missing-images`
/// says; special files named like assets are skipped unopened. In the serialized catalog suite:
/// the storyboard registry is global.
extension StoryboardCatalogTests {
    /// A `pic` storyboard drawing `Image(name)` for each of `names`, stacked.
    static func pictures(_ names: [String]) -> Storyboard {
        Storyboard("pic", size: CGSize(width: 40, height: 40), fps: 1, duration: 0) {
            VStack { ForEach(names, id: \.self) { Image($0).resizable().frame(width: 4, height: 4) } }
        }
    }

    /// The message `zoetrope render arguments…` fails with, or nil when it succeeds.
    func renderFailure(_ arguments: [String], stories: [Storyboard]) throws -> String? {
        try withCatalog(stories) {
            var command = try CatalogCommand.parseAsRoot(arguments)
            do { try command.run() } catch { return CatalogCommand.message(for: error) }
            return nil
        }
    }

    @Test func aBombAssetIsRefusedFromItsHeaderUnderMaxMemory() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // 16384² pixels (1 GiB decoded) in ~200 KB.
        try Data(BombPNG.zeros(width: 16_384, height: 16_384)).write(to: directory.appendingPathComponent("bomb.png"))
        let out = directory.appendingPathComponent("out").path
        for missing in ["error", "placeholder", "empty"] {
            let message = try #require(try renderFailure(["render", "pic", "--out", out, "--backend", "cpu", "--assets", directory.path,
                                                          "--max-memory", "64M", "--missing-images", missing],
                                                         stories: [Self.pictures(["bomb"])]), "\(missing): rendered")
            #expect(message.contains(directory.appendingPathComponent("bomb.png").path) && message.contains("16384×16384"), "\(message)")
            #expect(message.contains("(--max-memory 64M); raise --max-memory"), "\(message)")
        }
        // --max-image-pixels names itself.
        let pixels = try #require(try renderFailure(["render", "pic", "--out", out, "--backend", "cpu", "--assets", directory.path,
                                                     "--max-image-pixels", "1000000"], stories: [Self.pictures(["bomb"])]))
        #expect(pixels.contains("(--max-image-pixels 1000000); raise --max-image-pixels"), "\(pixels)")
    }

    @Test func manyAssetsTogetherAreHeldToTheDocumentsPixels() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Six images of 1024² (each within 32M / 16 = 2 Mi pixels); together over 32M / 8 = 4 Mi.
        let names = (0..<6).map { "tile\($0)" }
        for name in names { try Data(BombPNG.zeros(width: 1024, height: 1024)).write(to: directory.appendingPathComponent(name + ".png")) }
        let arguments = ["render", "pic", "--out", directory.appendingPathComponent("out").path, "--backend", "cpu", "--assets", directory.path]
        let message = try #require(try renderFailure(arguments + ["--max-memory", "32M"], stories: [Self.pictures(names)]))
        #expect(message.contains("images decode to") && message.contains("tile4.png") && message.contains("raise --max-memory"), "\(message)")
        // Within the default budget they render.
        #expect(try renderFailure(arguments, stories: [Self.pictures(names)]) == nil)
    }

    @Test func specialFilesNamedLikeAssetsAreSkippedUnopened() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let hostile = directory.appendingPathComponent("hostile"), good = directory.appendingPathComponent("good")
        for folder in [hostile, good, hostile.appendingPathComponent("dot.imageset"), hostile.appendingPathComponent("x.png")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        // A FIFO as dot.png and as an imageset's Contents.json, a device link as dot@2x.png, a dangling dot@3x.png.
        #expect(mkfifo(hostile.appendingPathComponent("dot.png").path, 0o644) == 0)
        #expect(mkfifo(hostile.appendingPathComponent("dot.imageset/Contents.json").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: hostile.appendingPathComponent("dot@2x.png").path, withDestinationPath: "/dev/zero")
        try FileManager.default.createSymbolicLink(atPath: hostile.appendingPathComponent("dot@3x.png").path, withDestinationPath: "/no/such.png")
        var dot = try Pixmap(width: 10, height: 10)
        dot.fill(Color(red: 1, green: 0, blue: 0))
        try PNGWriter.write(dot, to: good.appendingPathComponent("dot.png"))
        let out = directory.appendingPathComponent("out")
        let arguments = ["render", "pic", "--out", out.path, "--backend", "cpu", "--assets", hostile.path]
        // Bounded by a thread and a time limit: a blocked read fails the test instead of hanging the run.
        let box = ResultCarrier(), done = DispatchSemaphore(value: 0)
        let withGood = arguments + ["--assets", good.path]
        Thread.detachNewThread {
            box.found = try? self.renderFailure(withGood, stories: [Self.pictures(["dot"])])
            box.missing = try? self.renderFailure(arguments, stories: [Self.pictures(["dot"])])
            done.signal()
        }
        try #require(done.wait(timeout: .now() + 120) == .success, "still blocked after 120 s")
        #expect(box.found == .some(nil), "\(String(describing: box.found))")
        let missing = try #require(box.missing ?? nil)
        #expect(missing.contains("no image named \"dot\""), "\(missing)")
        let image = try PNGDecoder.decode(contentsOf: out.appendingPathComponent("pic_00000.png"))
        #expect(image.width == 40)
    }
}

/// Carries results from the thread that renders to the test that waits for it (after the semaphore).
final class ResultCarrier: @unchecked Sendable {
    var found: String??
    var missing: String??
}
