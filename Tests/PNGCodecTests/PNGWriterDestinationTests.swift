import Foundation
import PNGCodec
import SafeFiles
import RenderCommands
import Testing

/// `PNGWriter`'s destinations: written through symbolic links (the link stays), anything that is
/// not a regular file refused and left alone, names up to the file system's limit, and temporary
/// names that fit that limit and say whose they are.
@Suite struct PNGWriterDestinationTests {
    static func makeDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-pngwriter-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func sample() throws -> Pixmap {
        var pixmap = try Pixmap(width: 3, height: 2)
        pixmap.fill(premultiplied: PremultipliedRGBA8(red: 10, green: 20, blue: 30, alpha: 255))
        return pixmap
    }

    func files(_ directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    func kind(_ path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
    }

    // MARK: - Symbolic links

    @Test func writesThroughAChainOfLinksAndKeepsThem() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sub = directory.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: false)
        let target = sub.appendingPathComponent("target.png")
        try Data("old".utf8).write(to: target)
        // out.png → middle.png (relative) → sub/target.png (relative to middle.png's folder)
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: directory.appendingPathComponent("middle.png").path, withDestinationPath: "sub/target.png")
        try fm.createSymbolicLink(atPath: directory.appendingPathComponent("out.png").path, withDestinationPath: "middle.png")
        try PNGWriter.write(try Self.sample(), to: directory.appendingPathComponent("out.png"))
        #expect(try PNGDecoder.decode(contentsOf: target) == Self.sample())
        #expect(try fm.destinationOfSymbolicLink(atPath: directory.appendingPathComponent("out.png").path) == "middle.png")
        #expect(try fm.destinationOfSymbolicLink(atPath: directory.appendingPathComponent("middle.png").path) == "sub/target.png")
        #expect(try files(directory) == ["middle.png", "out.png", "sub"])
        #expect(try files(sub) == ["target.png"], "the temporary file went next to the target and is gone")
    }

    @Test func aLinkToNothingIsRefusedAndCreatesNothing() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("out.png")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "missing.png")
        #expect {
            try PNGWriter.write(try Self.sample(), to: link)
        } throws: { error in
            guard case let .danglingSymbolicLink(path, target) = error as? PNGError else { return false }
            return path == link.path && target == directory.appendingPathComponent("missing.png").path
                && "\(error)".contains("which does not exist")
        }
        #expect(try files(directory) == ["out.png"])
        #expect(kind(link.path) == S_IFLNK)
    }

    @Test func aLinkLoopIsAnErrorNotAHang() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let a = directory.appendingPathComponent("a.png"), b = directory.appendingPathComponent("b.png")
        try FileManager.default.createSymbolicLink(atPath: a.path, withDestinationPath: "b.png")
        try FileManager.default.createSymbolicLink(atPath: b.path, withDestinationPath: "a.png")
        #expect(throws: PNGError.self) { try PNGWriter.write(try Self.sample(), to: a) }
        #expect(try files(directory) == ["a.png", "b.png"])
    }

    // MARK: - Not regular files

    @Test func devicesFIFOsAndDirectoriesAreRefusedAndLeftAlone() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("fifo.png")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let folder = directory.appendingPathComponent("folder.png")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let linkToNull = directory.appendingPathComponent("null.png")
        try FileManager.default.createSymbolicLink(atPath: linkToNull.path, withDestinationPath: "/dev/null")
        let cases: [(URL, String)] = [
            (URL(fileURLWithPath: "/dev/null"), "a character device"),
            (fifo, "a FIFO (named pipe)"),
            (folder, "a directory"),
            (linkToNull, "a symbolic link to /dev/null, a character device"),
        ]
        for (url, expectedKind) in cases {
            #expect {
                try PNGWriter.write(try Self.sample(), to: url)
            } throws: { error in
                guard case let .notARegularFile(path, kind) = error as? PNGError else { return false }
                return path == url.path && kind == expectedKind && "\(error)".hasPrefix("cannot write \(url.path): it is \(expectedKind)")
            }
        }
        #expect(kind("/dev/null") == S_IFCHR)
        #expect(kind(fifo.path) == S_IFIFO && kind(folder.path) == S_IFDIR && kind(linkToNull.path) == S_IFLNK)
        #expect(try files(directory) == ["fifo.png", "folder.png", "null.png"], "no temporary file")
    }

    // MARK: - Long names

    @Test(arguments: [1, 200, 238, 239, 250, 254, 255])
    func namesUpToTheLimitAreWritten(length: Int) throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Two-byte characters, so the temporary name is cut between characters, never inside one.
        let name = length < 5 ? "x" : String(repeating: "é", count: (length - 4) / 2) + String(repeating: "x", count: (length - 4) % 2) + ".png"
        #expect(name.utf8.count == length)
        let url = directory.appendingPathComponent(name)
        try PNGWriter.write(try Self.sample(), to: url)
        #expect(try files(directory) == [url.lastPathComponent])
        #expect(try PNGDecoder.decode(contentsOf: url) == Self.sample())
    }

    @Test func aNameBeyondTheLimitIsAnErrorAndLeavesNothing() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent(String(repeating: "x", count: 252) + ".png")   // 256 bytes
        #expect {
            try PNGWriter.write(try Self.sample(), to: url)
        } throws: { error in
            guard case let .writeFailed(_, reason) = error as? PNGError else { return false }
            return reason == "File name too long"
        }
        #expect(try files(directory).isEmpty)
    }

    // MARK: - Temporary names

    @Test func temporaryNamesFitAndSayWhoseTheyAre() {
        for name in ["flower_00012.png", String(repeating: "a", count: 255), String(repeating: "ü", count: 127) + "x", "a.b.c"] {
            for limit in [255, 143, 40] {
                let temporary = TemporaryFileName.make(for: name, maximumLength: limit)
                #expect(temporary.hasPrefix(".zt-") && temporary.hasSuffix(".tmp"))
                #expect(temporary.utf8.count <= limit, "\(temporary.utf8.count) bytes")
                let embedded = TemporaryFileName.destinationName(ofTemporaryFile: temporary)
                #expect(embedded.map { name.hasPrefix($0) } == true, "the start of the name, cut at a character")
                if name.utf8.count + 17 <= limit { #expect(embedded == name) }
            }
        }
        #expect(TemporaryFileName.make(for: "f.png") != TemporaryFileName.make(for: "f.png"), "random")
        for other in [".zt-notes.txt", "f.png.tmp", ".f.png.abcdefgh.tmp", ".zt-f.png.ABCDEFGH.tmp", ".zt-f.png.abcdefg.tmp", ".zt-.tmp"] {
            #expect(TemporaryFileName.destinationName(ofTemporaryFile: other) == nil, "\(other)")
        }
        #expect(TemporaryFileName.destinationName(ofTemporaryFile: ".zt-f.png.abcd1234.tmp") == "f.png")
    }
}
