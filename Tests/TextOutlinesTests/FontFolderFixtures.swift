import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// Font folders built for the font-folder suites: special files named like fonts, many links to
/// one font, and a guard that fails a test (instead of hanging the run) when work blocks.
enum FontFolderFixtures {
    /// A fresh temporary directory, removed after `body`.
    static func withDirectory<R>(_ body: (URL) throws -> R) throws -> R {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("FontFolder-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try body(directory)
    }

    /// Special files named like fonts in `directory`, by the kind each is: a FIFO (twice, one
    /// under the name of Inter Regular), a socket, links to `/dev/null` and `/dev/zero`, a folder,
    /// a dangling link. Returns their paths.
    @discardableResult
    static func makeSpecialFiles(in directory: URL) throws -> [String: String] {
        var made: [String: String] = [:]
        for name in ["a.ttf", "Inter-Regular.otf"] {
            let path = directory.appendingPathComponent(name).path
            try #require(mkfifo(path, 0o644) == 0, "mkfifo \(path)")
            made[name] = path
        }
        made["s.ttf"] = try makeSocket(directory.appendingPathComponent("s.ttf").path)
        for (name, target) in [("null.ttf", "/dev/null"), ("zero.otf", "/dev/zero"), ("gone.ttf", directory.path + "/no-such-file")] {
            let path = directory.appendingPathComponent(name).path
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
            made[name] = path
        }
        let folder = directory.appendingPathComponent("folder.ttf")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        made["folder.ttf"] = folder.path
        return made
    }

    /// A listening-free Unix socket bound at `path` (the file stays after the descriptor closes).
    static func makeSocket(_ path: String) throws -> String {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        try #require(bytes.count < MemoryLayout.size(ofValue: address.sun_path))
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (i, byte) in bytes.enumerated() { buffer[i] = byte }
        }
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(status == 0, "bind \(path): \(String(cString: strerror(errno)))")
        return path
    }

    /// `count` links named `f00000.ttf`… to `target` in `directory`.
    static func makeLinks(_ count: Int, to target: String, in directory: URL) throws {
        for i in 0..<count {
            try FileManager.default.createSymbolicLink(atPath: directory.path + String(format: "/f%05d.ttf", i), withDestinationPath: target)
        }
    }

    /// `body`'s result, or nil (and a recorded issue) when it has not finished within `seconds`:
    /// a blocked read fails the test instead of hanging the run (a limit, not a timing).
    static func finishing<T: Sendable>(within seconds: Double, _ body: @escaping @Sendable () throws -> T,
                                       sourceLocation: SourceLocation = #_sourceLocation) throws -> T? {
        let box = ResultBox<T>(), done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.result = Result { try body() }
            done.signal()
        }
        guard done.wait(timeout: .now() + seconds) == .success, let result = box.result else {
            Issue.record("still blocked after \(Int(seconds)) s", sourceLocation: sourceLocation)
            return nil
        }
        return try result.get()
    }
}

/// Carries a result from the thread that computes it to the one that waits (after the semaphore).
final class ResultBox<T>: @unchecked Sendable {
    var result: Result<T, any Error>?
}
