import Foundation
import FrameOutput
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `ShardFolder`: the one place a name from a manifest becomes a file. Every path trick — `..`,
/// absolute paths, `/` inside, control characters, symbolic links out of the folder (to a file,
/// to /dev/zero, to /proc/self/mem), FIFOs, devices, sockets, directories, dangling links — is
/// refused with a reason, and nothing outside the folder is opened: a FIFO never blocks.
@Suite struct ShardFolderTests {
    /// A folder holding `a.png` (3 bytes) and, beside it, `outside/secret.mp4`.
    static func makeFolder() throws -> (root: URL, folder: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("shard-folder-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("parts"), outside = root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("abc".utf8).write(to: folder.appendingPathComponent("a.png"))
        try Data("secret".utf8).write(to: outside.appendingPathComponent("secret.mp4"))
        return (root, folder)
    }

    @Test func aPlainFileResolvesAndHashes() throws {
        let (root, url) = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = try ShardFolder(url)
        let entry = try folder.resolve("a.png")
        #expect(entry.bytes == 3)
        #expect(try folder.sha256(of: entry) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")   // SHA-256("abc")
        #expect(try folder.contents(of: entry, limit: 3) == Data("abc".utf8))
        #expect(throws: FrameOutputError.self) { try folder.contents(of: entry, limit: 2) }
        // A link inside the folder to a file inside it is fine.
        try FileManager.default.createSymbolicLink(atPath: url.appendingPathComponent("b.png").path, withDestinationPath: "a.png")
        #expect(try folder.resolve("b.png").path == entry.path)
    }

    static let badNames = ["", ".", "..", "../outside/secret.mp4", "/etc/passwd", "sub/a.png", "a\nb.png", "a\rb", "a\u{0}b",
                           "a\u{7F}b", "a\u{85}b", "x\tb", String(repeating: "n", count: 256)]

    @Test(arguments: badNames) func namesThatAreNotPlainFileNamesAreRefused(name: String) throws {
        let (root, url) = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(!ShardFolder.isPlainFileName(name))
        do {
            _ = try ShardFolder(url).resolve(name)
            Issue.record("\(name.debugDescription) resolved")
        } catch {
            #expect(error.description.contains("plain file name"), "\(error)")
        }
    }

    /// What a name may be in the folder, and the reason each is refused.
    static let specialFiles: [(String, String)] = [
        ("link-out", "outside"), ("link-zero", "outside"), ("link-mem", "outside"), ("fifo", "a FIFO"),
        ("null-device", "outside"), ("directory", "a directory"), ("dangling", "missing"), ("missing", "missing"),
        ("socket", "a socket"),
    ]

    @Test(arguments: specialFiles) func specialFilesAndLinksOutAreRefusedWithoutOpeningThem(name: String, reason: String) throws {
        let (root, url) = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = url.appendingPathComponent(name).path
        switch name {
        case "link-out": try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "../outside/secret.mp4")
        case "link-zero": try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        case "link-mem": try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/proc/self/mem")
        case "null-device": try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/null")
        case "fifo": #expect(mkfifo(path, 0o644) == 0)
        case "directory": try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        case "dangling": try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "nowhere")
        case "socket":
            let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(socket) }
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { bytes in
                for (index, byte) in path.utf8.prefix(bytes.count - 1).enumerated() { bytes[index] = byte }
            }
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
            try #require(bound == 0, "a socket path this long cannot be bound here")
        default: break
        }
        do {
            _ = try ShardFolder(url).resolve(name)
            Issue.record("\(name) resolved")
        } catch {
            #expect(error.description.contains(reason), "\(name): \(error)")
        }
    }

    /// A file swapped after it was resolved (for a link to elsewhere, or resized) is refused when read.
    @Test func aFileSwappedAfterResolvingIsRefusedWhenRead() throws {
        let (root, url) = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = try ShardFolder(url)
        let entry = try folder.resolve("a.png")
        try Data("abcd".utf8).write(to: url.appendingPathComponent("a.png"))
        #expect(throws: FrameOutputError.self) { try folder.sha256(of: entry) }
        let again = try folder.resolve("a.png")
        try FileManager.default.removeItem(at: url.appendingPathComponent("a.png"))
        try FileManager.default.createSymbolicLink(atPath: url.appendingPathComponent("a.png").path, withDestinationPath: "../outside/secret.mp4")
        #expect(throws: FrameOutputError.self) { try folder.sha256(of: again) }
    }

    @Test func aFolderThatIsNotADirectoryIsRefused() throws {
        let (root, url) = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: FrameOutputError.self) { try ShardFolder(url.appendingPathComponent("a.png")) }
        #expect(throws: FrameOutputError.self) { try ShardFolder(url.appendingPathComponent("none")) }
    }
}
