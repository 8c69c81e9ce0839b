import Foundation
import Testing
import Zoetrope

/// `--out` of `render` (a directory) and `draw` (a file), generated over the matrix {render, draw} ×
/// {a symbolic link to a file, to a directory, to nothing; /dev/null; a FIFO; ''; a name of 255
/// bytes, of 250, of 256; a path in a read-only directory; an existing directory}, plus a frame
/// name that is a FIFO or a link, and `render --resume` after a killed run left temporary files.
/// Each case checks the exit status, the one `error:` line, and that nothing was replaced or created
/// where it should not be: a link stays a link, a device stays a device, no temporary file is left.
@Suite struct OutputPathCommandLineTests {
    enum Command: String, CaseIterable, Sendable { case render, draw }

    enum Out: String, CaseIterable, Sendable {
        case symlinkToFile, symlinkToDirectory, danglingSymlink, devNull, fifo, empty
        case name255, name250, name256, readOnlyDirectory, existingDirectory
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var command: Command, out: Out
        var testDescription: String { "\(command) --out \(out)" }
    }

    static let cases = Command.allCases.flatMap { command in Out.allCases.map { Case(command: command, out: $0) } }

    static let document = ##"{"width": 16, "height": 16, "background": "#FFFFFF", "commands": [{"type": "fill", "path": "M4 4 H12 V12 H4 Z", "paint": "#FF0000"}]}"##
    static let frames = ["flower_00000.png", "flower_00001.png"]

    /// The expected outcome: exit status and a piece of the `error:` line (nil: success).
    static func expected(_ c: Case, _ fixture: Fixture) -> (status: Int32, message: String?) {
        switch (c.command, c.out) {
        case (.draw, .symlinkToFile), (.draw, .name255), (.draw, .name250),
             (.render, .symlinkToDirectory), (.render, .name255), (.render, .name250), (.render, .existingDirectory):
            return (0, nil)
        case (.draw, .symlinkToDirectory): return (1, "is a symbolic link to \(fixture.target.path), a directory, not a regular file")
        case (.draw, .danglingSymlink): return (1, "is a symbolic link to \(fixture.target.path), which does not exist")
        case (.draw, .devNull): return (1, "/dev/null is a character device, not a regular file")
        case (.draw, .fifo): return (1, "is a FIFO (named pipe), not a regular file")
        case (.draw, .empty): return (64, "--out needs a file name")
        case (.draw, .name256), (.render, .name256): return (1, "File name too long")
        case (.draw, .readOnlyDirectory): return (1, "cannot write \(fixture.out)")
        case (.draw, .existingDirectory): return (1, "is a directory, not a regular file")
        case (.render, .symlinkToFile), (.render, .devNull), (.render, .fifo):
            return (1, "--out \(fixture.out) exists and is not a directory")
        case (.render, .danglingSymlink): return (1, "it is a symbolic link to \(fixture.target.path), which does not exist")
        case (.render, .empty): return (64, "--out needs a path")
        case (.render, .readOnlyDirectory): return (1, "cannot create the output directory \(fixture.out)")
        }
    }

    /// The files a case starts from, in a fresh directory that is also the child's working directory.
    struct Fixture {
        var directory: URL
        var out: String
        /// Where a link points (or a file to compare against).
        var target: URL
        var before: [String: String] = [:]

        init(_ c: Case) throws {
            let directory = try CommandLineRunner.temporaryDirectory()
            self.directory = directory
            target = directory.appendingPathComponent("target")
            let fm = FileManager.default
            try Data(OutputPathCommandLineTests.document.utf8).write(to: directory.appendingPathComponent("doc.json"))
            func named(_ length: Int) -> String { directory.appendingPathComponent(String(repeating: "n", count: length - 4) + (c.command == .draw ? ".png" : ".dir")).path }
            switch c.out {
            case .symlinkToFile:
                try Data("old".utf8).write(to: target)
                out = directory.appendingPathComponent("link").path
                try fm.createSymbolicLink(atPath: out, withDestinationPath: "target")   // relative: resolved from the link's folder
            case .symlinkToDirectory:
                try fm.createDirectory(at: target, withIntermediateDirectories: false)
                out = directory.appendingPathComponent("link").path
                try fm.createSymbolicLink(atPath: out, withDestinationPath: target.path)
            case .danglingSymlink:
                out = directory.appendingPathComponent("link").path
                try fm.createSymbolicLink(atPath: out, withDestinationPath: target.path)
            case .devNull: out = "/dev/null"
            case .fifo:
                out = directory.appendingPathComponent("fifo").path
                #expect(mkfifo(out, 0o644) == 0)
            case .empty: out = ""
            case .name255: out = named(255)
            case .name250: out = named(250)
            case .name256: out = named(256)
            case .readOnlyDirectory:
                // Root ignores permission bits: there use a directory the kernel refuses to write (/sys).
                if getuid() == 0 {
                    target = URL(fileURLWithPath: "/sys")
                } else {
                    target = directory.appendingPathComponent("readonly")
                    try fm.createDirectory(at: target, withIntermediateDirectories: false)
                    try fm.setAttributes([.posixPermissions: 0o555], ofItemAtPath: target.path)
                }
                out = target.appendingPathComponent("zoetrope-test-out").path
            case .existingDirectory:
                out = directory.appendingPathComponent("existing").path
                try fm.createDirectory(atPath: out, withIntermediateDirectories: false)
                try Data("keep".utf8).write(to: URL(fileURLWithPath: out).appendingPathComponent("keep.txt"))
            }
            before = try Self.describe(directory)
        }

        func remove() {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.appendingPathComponent("readonly").path)
            try? FileManager.default.removeItem(at: directory)
        }

        /// Name → kind (and link destination, or a regular file's size), recursively, hidden files included.
        static func describe(_ directory: URL) throws -> [String: String] {
            var result: [String: String] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
                let path = directory.appendingPathComponent(name).path
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFLNK: result[name] = "link → " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?")
                case S_IFDIR:
                    result[name] = "directory"
                    for (inner, kind) in (try? describe(URL(fileURLWithPath: path))) ?? [:] { result[name + "/" + inner] = kind }
                case S_IFIFO: result[name] = "fifo"
                case S_IFREG: result[name] = "file"
                default: result[name] = "other"
                }
            }
            return result
        }
    }

    func arguments(_ c: Case, _ fixture: Fixture) -> [String] {
        switch c.command {
        case .render: ["render", "flower", "--size", "16x16", "--frames", "0..<2", "--backend", "cpu", "--out", fixture.out]
        case .draw: ["draw", "doc.json", "--out", fixture.out, "--backend", "cpu"]
        }
    }

    @Test(arguments: cases)
    func outPaths(_ c: Case) throws {
        let fixture = try Fixture(c)
        defer { fixture.remove() }
        var devNull = stat()
        #expect(stat("/dev/null", &devNull) == 0)
        let result = try CommandLineRunner.run(arguments(c, fixture), in: fixture.directory)
        let (status, message) = Self.expected(c, fixture)
        #expect(result.status == status, "\(result.stderr)")
        let errors = result.stderr.split(separator: "\n").filter { $0.hasPrefix("error: ") }
        if let message {
            #expect(errors.count == 1, "one error line: \(result.stderr)")
            #expect(errors.first?.contains(message) == true, "expected “\(message)” in: \(result.stderr)")
        } else {
            #expect(errors.isEmpty, "\(result.stderr)")
        }
        // /dev/null is still the device (as root, a rename would have replaced it with a file).
        var after = stat()
        #expect(stat("/dev/null", &after) == 0 && after.st_mode & S_IFMT == S_IFCHR && after.st_rdev == devNull.st_rdev)

        // What is in the directory now, against what was there before.
        let now = try Fixture.describe(fixture.directory)
        #expect(!now.keys.contains { $0.contains(".tmp") }, "no temporary file left: \(now.keys.sorted())")
        var added = now.filter { fixture.before[$0.key] != $0.value }
        let removed = fixture.before.keys.filter { now[$0] == nil }
        #expect(removed.isEmpty, "removed or replaced: \(removed)")
        func pngs(_ folder: String) -> [String: String] { Dictionary(uniqueKeysWithValues: Self.frames.map { (folder + "/" + $0, "file") }) }
        let outName = URL(fileURLWithPath: fixture.out).lastPathComponent
        switch (c.command, c.out, status) {
        case (.draw, .symlinkToFile, _):
            // Written through the link: the link is unchanged, its target is the PNG.
            #expect(now["link"] == "link → target")
            #expect(try PNGDecoder.decode(contentsOf: fixture.target).width == 16)
            added = [:]
        case (.draw, _, 0):
            #expect(added == [outName: "file"], "\(added)")
            #expect(try PNGDecoder.decode(contentsOf: URL(fileURLWithPath: fixture.out)).width == 16)
            added = [:]
        case (.render, .symlinkToDirectory, _):
            #expect(now["link"] == fixture.before["link"])
            #expect(added == pngs("target"), "\(added)")
            added = [:]
        case (.render, _, 0):
            var expected = pngs(outName)
            if c.out != .existingDirectory { expected[outName] = "directory" }
            #expect(added == expected, "\(added)")
            added = [:]
        default:
            break
        }
        #expect(added.isEmpty, "nothing created or changed on failure: \(added)")
        if c.out == .readOnlyDirectory {
            #expect(!FileManager.default.fileExists(atPath: fixture.out))
        }
    }

    // MARK: - Frames that are not plain files

    /// A FIFO where a frame goes: `--resume` does not open it (it would block), the run fails naming
    /// it, and it is still a FIFO. A frame name that is a link to a file is written through.
    @Test func frameNamesThatAreAFIFOOrALink() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let elsewhere = directory.appendingPathComponent("elsewhere.png")
        try Data("old".utf8).write(to: elsewhere)
        let out = directory.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("flower_00000.png").path, withDestinationPath: elsewhere.path)
        let fifo = out.appendingPathComponent("flower_00001.png").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let result = try CommandLineRunner.run(["render", "flower", "--size", "16x16", "--frames", "0..<2", "--backend", "cpu",
                                                "--resume", "--out", out.path])
        #expect(result.status == 1, "\(result.stderr)")
        let errors = result.stderr.split(separator: "\n").filter { $0.hasPrefix("error: ") }
        #expect(errors.count == 1 && errors[0].contains("\(fifo): it is a FIFO (named pipe), not a regular file"), "\(result.stderr)")
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: out.appendingPathComponent("flower_00000.png").path) == elsewhere.path)
        #expect(try PNGDecoder.decode(contentsOf: elsewhere).width == 16, "frame 0 written through its link")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == ["flower_00000.png", "flower_00001.png"])
    }

    // MARK: - Resume after a killed run

    /// A killed run leaves hidden temporary files: `--resume` removes those of this render's frames
    /// (and says so in one line on stderr), and nothing else.
    @Test func resumeRemovesStaleTemporaryFilesOfThisRenderOnly() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let stale = [".zt-flower_00000.png.k2j4h5g6.tmp", ".zt-flower_00001.png.a1b2c3d4.tmp",
                     ".flower_00001.png.0F1D1C4E-1D2B-4B6A-9E37-2C1A9A2B3C4D.tmp"]   // the name of earlier versions
        let survivors = ["keep.txt", ".zt-notes.txt", ".zt-clock_00000.png.k2j4h5g6.tmp", ".zt-flower_00007.png.k2j4h5g6.tmp",
                         ".zt-flower_00000.png.NOTRANDM.tmp", "flower_00000.png.tmp"]
        for name in stale + survivors { try Data().write(to: directory.appendingPathComponent(name)) }
        let result = try CommandLineRunner.run(["render", "flower", "--size", "16x16", "--frames", "0..<2", "--backend", "cpu",
                                                "--resume", "--out", directory.path])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n").filter { $0.hasPrefix("removed ") }
        #expect(lines == ["removed 3 stale temporary files of an interrupted run from \(directory.path): " + stale.sorted().joined(separator: ", ")],
                "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == (survivors + Self.frames).sorted())
        // Nothing stale: no line.
        let again = try CommandLineRunner.run(["render", "flower", "--size", "16x16", "--frames", "0..<2", "--backend", "cpu",
                                               "--resume", "--out", directory.path])
        #expect(again.status == 0 && !again.stderr.contains("removed"), "\(again.stderr)")
    }
}
