import Foundation
import PackagePlugin

/// Embeds every `Shaders/*.vert`, `*.frag` and `*.glsl` (included) file of the package into the target as a
/// generated `EmbeddedShaders.swift`, so an installed binary needs no resource bundle.
@main
struct EmbedShaders: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let shaders = context.package.directoryURL.appending(path: "Shaders")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: shaders.path)) ?? []
        let inputs = names.filter { $0.hasSuffix(".vert") || $0.hasSuffix(".frag") || $0.hasSuffix(".glsl") }.sorted()
            .map { shaders.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedShaders.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) shaders into \(target.name)",
                executable: try context.tool(named: "ShaderEmbedder").url,
                arguments: [output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            ),
        ]
    }
}
