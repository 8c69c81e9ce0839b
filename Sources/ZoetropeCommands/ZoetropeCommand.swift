import Foundation
import ArgumentParser
import AnimationCore
import Geometry2D
import VectorPath
import RenderCommands
import PNGCodec
import SoftwareRasterizer
import ZoetropeUI
import Backends
import FrameOutput
import Scenes
import BenchmarkScenes
import DisplayListJSON

/// The `zoetrope` command: `scenes`, `render`, `draw`, `sample`, `bench`, `doctor`.
///
/// ```swift
/// ZoetropeCommand.main()   // the whole of the `zoetrope` executable
/// ```
public struct ZoetropeCommand: ParsableCommand {
    public init() {}

    public static let configuration = CommandConfiguration(
        commandName: "zoetrope",
        abstract: "Render SwiftUI- and Core Animation-style animations headless, frame by frame.",
        version: "0.1.0",
        subcommands: [ScenesCommand.self, RenderCommand.self, AssembleCommand.self, DrawCommand.self, SampleCommand.self, BenchCommand.self, DoctorCommand.self]
    )

    /// ArgumentParser's `main()`, printing failures as `error: …` (the convention of DESIGN.md and
    /// of compilers) with exit status 64 for usage errors and 1 for runtime errors. All output goes
    /// through ``Console``: a closed or full standard error loses messages, never the exit status;
    /// a failed write of the product to standard output is a runtime error (141 for a closed pipe).
    public static func main() {
        run(Self.self)
    }

    /// Parses the arguments as `root`'s and runs the command, with Zoetrope's error conventions.
    static func run(_ root: ParsableCommand.Type) {
        Console.prepare()
        var command: ParsableCommand
        do {
            command = try root.parseAsRoot(nil)
        } catch {
            exit(reporting: error, for: root)
        }
        do {
            try command.run()
        } catch let error as StandardOutputError {
            Console.exit(after: error)
        } catch {
            // Help and version requests end here too (clean exits): print them as they are.
            let type = type(of: command)
            let code = type.exitCode(for: error)
            if code == .success {
                do { try Console.print(type.fullMessage(for: error)) } catch { Console.exit(after: error) }
                Foundation.exit(0)
            }
            // Failures found while running: the message, and for usage errors where to read more. An
            // ExitCode thrown after the command said why (e.g. `doctor --parity`) prints nothing more.
            let message = type.message(for: error)
            if error is ExitCode, message.isEmpty { Foundation.exit(code.rawValue) }
            var text = "error: " + message
            if code.rawValue == 64 { text += "\nSee '\(root._commandName) \(type._commandName) --help' for the options." }
            Console.message(text)
            Foundation.exit(code.rawValue)
        }
    }

    /// Prints a parsing failure's message (with the usage) or the help text, and exits with its code.
    private static func exit(reporting error: Error, for command: ParsableCommand.Type) -> Never {
        let code = command.exitCode(for: error)
        var text = command.fullMessage(for: error)
        if code == .success {
            do { try Console.print(text) } catch { Console.exit(after: error) }
        } else {
            if text.hasPrefix("Error: ") { text = "error: " + text.dropFirst("Error: ".count) }
            Console.message(text)
        }
        Foundation.exit(code.rawValue)
    }
}

/// A runtime failure: printed as `error: …`, exit status 1.
struct RuntimeError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }

    /// The operating system's reason for a Foundation file error ("Permission denied"), else its message.
    static func reason(of error: Error) -> String {
        let ns = error as NSError
        switch ns.userInfo[NSUnderlyingErrorKey] {
        case let posix as POSIXError: return String(cString: strerror(posix.code.rawValue))
        case let underlying as NSError where underlying.domain == NSPOSIXErrorDomain: return String(cString: strerror(Int32(underlying.code)))
        default: return ns.localizedDescription
        }
    }
}
