import Foundation
import PNGCodec
import Testing
@testable import FrameOutput
import SafeFiles
#if canImport(Glibc)
import Glibc
#endif

/// The concat list ffmpeg reads with `-safe 1`: portable link names only, whatever the segments'
/// real names hold; its hidden directory goes when the list is done, and a killed join's is removed
/// by the next join to the same output unless a live join holds it or it holds anything else.
@Suite struct ConcatListTests {
    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("concat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func theListNamesOnlyPortableLinksToTheSegments() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let odd = ["a'b.mp4", "new\nline.mp4", "sp ace.mp4"].map { directory.appendingPathComponent($0) }
        for url in odd { try Data("x".utf8).write(to: url) }
        let output = directory.appendingPathComponent("out.mp4")
        let list = try ConcatList(odd, beside: output, fileExtension: "mp4")
        let text = try String(contentsOfFile: list.path, encoding: .utf8)
        #expect(text == "ffconcat version 1.0\nfile '0000.mp4'\nfile '0001.mp4'\nfile '0002.mp4'\n")
        let linkDirectory = URL(fileURLWithPath: list.path).deletingLastPathComponent()
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: linkDirectory.appendingPathComponent("0001.mp4").path) == odd[1].path)
        // In use: a cleanup leaves it.
        #expect(ConcatList.removeStale(beside: output).isEmpty)
        list.remove()
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["a'b.mp4", "new\nline.mp4", "sp ace.mp4"])
        #expect(ConcatList.quoted("it's") == "'it'\\''s'")
    }

    @Test func aKilledJoinsDirectoryIsRemovedByTheNext() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out.mp4")
        // What a killed join leaves: the directory, its links and list, no lock held.
        let stale = directory.appendingPathComponent(TemporaryFileName.make(for: "out.mp4.segments"))
        try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: stale.appendingPathComponent("0000.mp4").path, withDestinationPath: "/nowhere")
        try Data("ffconcat version 1.0\n".utf8).write(to: stale.appendingPathComponent("segments.ffconcat"))
        // Look-alikes that stay: another output's, and one holding a file of someone else's.
        let other = directory.appendingPathComponent(TemporaryFileName.make(for: "other.mp4.segments"))
        let foreign = directory.appendingPathComponent(TemporaryFileName.make(for: "out.mp4.segments"))
        for url in [other, foreign] { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false) }
        try Data("keep".utf8).write(to: foreign.appendingPathComponent("notes.txt"))
        #expect(ConcatList.removeStale(beside: output) == [stale.lastPathComponent])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
                == [other.lastPathComponent, foreign.lastPathComponent].sorted())
    }
}
