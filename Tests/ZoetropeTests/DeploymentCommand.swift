import Foundation

/// Runs a command (PATH lookup) to completion: its exit status and output (standard error
/// included unless told otherwise). Used by the deployment and Dockerfile tests.
enum DeploymentCommand {
    static func run(_ arguments: [String], environment: [String: String] = [:], mergingStandardError: Bool = true) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = mergingStandardError ? out : FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        // Reaped with waitpid, as SlurmDeploymentTests does: Foundation's own wait was seen to hang
        // on a child while other suites spawned processes in parallel.
        var raw: Int32 = 0
        if waitpid(process.processIdentifier, &raw, 0) == process.processIdentifier {
            let signal = raw & 0x7f
            return (signal == 0 ? (raw >> 8) & 0xff : 128 + signal, text)
        }
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
