import Foundation
import PNGCodec
import RenderCommands
import Testing
import VectorPath
import Geometry2D

@Suite struct PNGWriterTests {
    static func makeDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("zoetrope-pngwriter-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func sample() throws -> Pixmap {
        var pixmap = try Pixmap(width: 8, height: 4)
        pixmap.fill(Color(red: 0.1, green: 0.5, blue: 0.9, opacity: 0.75))
        pixmap[x: 3, y: 2] = .black
        return pixmap
    }

    @Test func writesAReadableFileAndReplacesAnExistingOne() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("frame_0001.png")
        try Data("old".utf8).write(to: url)
        let image = try Self.sample()
        try PNGWriter.write(image, to: url)
        #expect(try PNGDecoder.decode(contentsOf: url) == image)
        // Only the destination is left: no temporary file.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["frame_0001.png"])
    }

    @Test func missingDirectoryGivesAClearErrorAndNoFile() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("missing/frame.png")
        #expect {
            try PNGWriter.write(try Self.sample(), to: url)
        } throws: { error in
            guard case .writeFailed(let path, let reason) = error as? PNGError else { return false }
            return path == url.path && reason.contains("No such file")
                && "\(error)".hasPrefix("cannot write \(url.path)")
        }
        #expect(!FileManager.default.fileExists(atPath: url.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    /// The rename fails after the temporary file was written (the destination is a non-empty
    /// directory): the error names the path and the temporary file is removed again.
    @Test func failedRenameLeavesNoTemporaryFile() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let blocker = directory.appendingPathComponent("frame.png")
        try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: false)
        try Data("x".utf8).write(to: blocker.appendingPathComponent("inside"))
        #expect(throws: PNGError.self) { try PNGWriter.write(try Self.sample(), to: blocker) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["frame.png"])
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: blocker.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }
}
