import Foundation
import Testing

/// Runs the built `zoetrope` executable (next to the test bundle in the build directory) and
/// captures its exit status and output.
struct CommandLineRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The executable built with the tests (`ZoetropeTests` depends on the `zoetrope` target).
    static var executable: URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // The bundle may be a directory (…/debug/ZoetropePackageTests.xctest/…) on some platforms.
        while !directory.path.isEmpty, directory.path != "/" {
            let candidate = directory.appendingPathComponent("zoetrope")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
            directory.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: ".build/debug/zoetrope")
    }

    /// Runs `zoetrope arguments…` to completion, with `environment` added to this process's.
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting so a full pipe cannot block the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// A fresh empty temporary directory, removed by the caller with `FileManager.removeItem`.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
