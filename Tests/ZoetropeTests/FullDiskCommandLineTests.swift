import Foundation
import PNGCodec
import Testing

/// A full disk, for real: a 768 KiB tmpfs mounted by the test (root only, as CI runs) receives a
/// PNG sequence, an animated PNG, an mp4, a GIF, a raw stream and a shard's segment, each too big
/// for it. Every run ends with exit status 1 and one error line that says the space ran out;
/// nothing is left at a file `--out` (no truncated file), no hidden temporary file is left beside
/// it, and the PNG frames that did land are complete.
@Suite(.serialized) struct FullDiskCommandLineTests {
    static let scene = ["render", "flower", "--size", "512x512", "--frames", "0..<40", "--fps", "30"]

    /// Mounts a small tmpfs, runs `body` in it, unmounts it.
    static func withFullDisk(_ body: (URL) throws -> Void) throws {
        try #require(getuid() == 0, "mounting a small tmpfs needs root (CI runs as root)")
        let mountPoint = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: mountPoint) }
        let (status, output) = try DeploymentCommand.run(["mount", "-t", "tmpfs", "-o", "size=768k", "zoetrope-full", mountPoint.path])
        try #require(status == 0, "cannot mount a tmpfs here: \(output)")
        defer { _ = try? DeploymentCommand.run(["umount", mountPoint.path]) }
        try body(mountPoint)
    }

    /// The hidden files in `directory` (throws when it cannot be read: not an empty folder).
    static func hidden(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".") }
    }

    @Test(arguments: [
        ["--out", "DISK/flower.png"],
        ["--out", "DISK/flower.mp4", "--crf", "0"],
        ["--out", "DISK/flower.gif"],
        ["--out", "DISK/flower.rgba"],
        ["--format", "mp4", "--crf", "0", "--out", "DISK/parts", "--shard", "0/1"],
    ])
    func aFullDiskIsAClearErrorAndLeavesNoPartialFile(arguments: [String]) throws {
        try Self.withFullDisk { disk in
            let resolved = arguments.map { $0.replacingOccurrences(of: "DISK", with: disk.path) }
            let result = try CommandLineRunner.run(Self.scene + resolved)
            #expect(result.status == 1, "\(result.stderr)")
            let errors = result.stderr.split(separator: "\n").filter { $0.hasPrefix("error: ") }
            #expect(errors.count == 1, "\(result.stderr)")
            #expect(result.stderr.contains("No space left on device"), "\(result.stderr)")
            let out = URL(fileURLWithPath: resolved[resolved.firstIndex(of: "--out")! + 1])
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: out.path, isDirectory: &isDirectory), isDirectory.boolValue {
                // The shard: no segment, no manifest.
                let left = try FileManager.default.contentsOfDirectory(atPath: out.path)
                #expect(left.isEmpty, "left in \(out.path): \(left)")
            } else {
                #expect(!isDirectory.boolValue && !FileManager.default.fileExists(atPath: out.path), "\(out.path) was left")
            }
            let hidden = try Self.hidden(in: disk)
            #expect(hidden.isEmpty, "temporary files left: \(hidden)")
        }
    }

    @Test func aPNGSequenceKeepsOnlyCompleteFrames() throws {
        try Self.withFullDisk { disk in
            let out = disk.appendingPathComponent("frames")
            let result = try CommandLineRunner.run(Self.scene + ["--out", out.path, "--png-compression", "0"])
            #expect(result.status == 1 && result.stderr.contains("No space left on device"), "\(result.stderr)")
            let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
            #expect(!names.contains { $0.hasPrefix(".") }, "temporary files left: \(names)")
            #expect(names.count < 40)
            for name in names {
                let pixmap = try? PNGDecoder.decode(contentsOf: out.appendingPathComponent(name))
                #expect(pixmap?.width == 512, "\(name) is not a complete frame")
            }
        }
    }
}
