import ArgumentParser
import Zoetrope

@main
struct ZoetropeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "zoetrope",
        abstract: "Render SwiftUI- and Core Animation-style animations headless, frame by frame.",
        version: "0.1.0",
        subcommands: []
    )
}
