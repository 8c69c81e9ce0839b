import Foundation
import Testing
import Zoetrope
#if canImport(Glibc)
import Glibc
#endif

/// Files a document or a folder names that are not regular files: a `draw` document's image that
/// is a FIFO (which would block a reader for ever), a link to /dev/zero (which never ends), a
/// directory or a socket-like special file. Each is refused at once with one `error:` line naming
/// it — never a hang, never a read of a device — in a child under `ulimit -v` and a time limit.
@Suite struct SpecialFileCommandLineTests {
    static let kinds = ["fifo", "zero", "directory", "null"]

    /// Puts a special file of `kind` at `path`.
    static func make(_ kind: String, at path: String) throws {
        switch kind {
        case "fifo": #expect(mkfifo(path, 0o644) == 0)
        case "zero": try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        case "null": try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/null")
        default: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        }
    }

    @Test(arguments: kinds) func aDrawImageThatIsNotARegularFileIsRefused(kind: String) async throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.make(kind, at: directory.appendingPathComponent("logo.png").path)
        let document = directory.appendingPathComponent("doc.json"), out = directory.appendingPathComponent("out.png")
        try Data(##"{"width": 16, "height": 16, "commands": [{"type": "image", "file": "logo.png", "rect": [0, 0, 8, 8]}]}"##.utf8)
            .write(to: document)
        let result = try await HostileProcess.run(["draw", document.path, "--out", out.path, "--backend", "cpu"], timeout: 30)
        HostileProcess.expectOutcome(result, statuses: [1], out: out, size: nil, kind)
        #expect(result.errorLines.first?.contains("logo.png") == true && result.errorLines.first?.contains("not a regular file") == true,
                "\(kind): \(result)")
    }

    @Test(arguments: kinds) func decodingAPathThatIsNotARegularFileFailsAtOnce(kind: String) throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("frame.png").path
        try Self.make(kind, at: path)
        do {
            _ = try PNGDecoder.decode(contentsOf: URL(fileURLWithPath: path))
            Issue.record("\(kind) decoded")
        } catch {
            #expect(error.description.contains("not a regular file"), "\(kind): \(error)")
        }
    }

    /// `bash -c script` in `directory` under `timeout 60` and `ulimit -v`: its exit status and standard error.
    static func bash(_ script: String, in directory: URL) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "ulimit -v \(HostileProcess.memoryLimitKiB); z='\(CommandLineRunner.executable.path)'; " + script]
        process.currentDirectoryURL = directory
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, stderr)
    }

    /// The document itself: a device is refused, an endless input stops at the bound (M/16 bytes
    /// under --max-memory M), and a pipe (process substitution) still works.
    @Test func drawDocumentsAreBoundedAndDevicesRefused() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = ##"{"width": 8, "height": 8, "commands": [{"type": "fill", "path": "M0 0H8V8Z", "paint": "#FF0000"}]}"##
        try Data(document.utf8).write(to: directory.appendingPathComponent("doc.json"))
        let device = try Self.bash(#"timeout 60 "$z" draw /dev/zero --out a.png"#, in: directory)
        #expect(device.status == 1 && device.stderr.contains("a character device"), "\(device)")
        let endless = try Self.bash(#"timeout 60 "$z" draw - --out b.png --max-memory 64M < /dev/zero"#, in: directory)
        #expect(endless.status == 1 && endless.stderr.contains("raise it"), "\(endless)")
        let large = try Self.bash(#"head -c 5000000 /dev/zero > big.json; timeout 60 "$z" draw big.json --out c.png --max-memory 64M"#, in: directory)
        #expect(large.status == 1 && large.stderr.contains("--max-memory 64M"), "\(large)")
        let piped = try Self.bash(#"timeout 60 "$z" draw <(cat doc.json) --out d.png"#, in: directory)
        #expect(piped.status == 0, "\(piped)")
        #expect(try PNGDecoder.decode(contentsOf: directory.appendingPathComponent("d.png")).width == 8)
        for name in ["a.png", "b.png", "c.png"] { #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path)) }
    }
}
