import ArgumentParser
import Zoetrope

@main
struct ZoetropeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "zoetrope",
        abstract: "Render SwiftUI- and Core Animation-style animations headless, frame by frame.",
        version: "0.1.0",
        subcommands: [ScenesCommand.self, RenderCommand.self, DrawCommand.self, SampleCommand.self, BenchCommand.self, DoctorCommand.self]
    )
}

/// A runtime failure: printed as `error: …`, exit status 1.
struct RuntimeError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Usage errors exit with 64 (EX_USAGE), runtime errors with 1.
extension ParsableCommand {
    static func fail(_ error: Error) -> Never {
        if let scene = error as? SceneError {
            Self.exit(withError: ValidationError(scene.description))
        }
        Self.exit(withError: error)
    }
}
