import Foundation
import PackagePlugin

/// Generates Xcode 15+'s asset symbols (`ColorResource.brand`, `ImageResource.tower`, `Color.brand`
/// …) from the `.xcassets` folders in a target's sources, so code written in Xcode that says
/// `Image(.tower)` or `Color(.brand)` compiles. Add it to the target:
///
/// ```swift
/// .target(name: "MyViews", dependencies: [.product(name: "Zoetrope", package: "Zoetrope")],
///         plugins: [.plugin(name: "AssetSymbols", package: "Zoetrope")])
/// ```
@main
struct AssetSymbols: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // `directoryURL` needs tools 6.1; the package is 6.0.
        let root = URL(fileURLWithPath: target.directory.string, isDirectory: true)
        var catalogs: [URL] = [], inputs: [URL] = []
        if let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) {
            for case let url as URL in walker {
                if url.pathExtension == "xcassets" { catalogs.append(url) }
                if url.lastPathComponent == "Contents.json", url.path.contains(".xcassets/") { inputs.append(url) }
            }
        }
        guard !catalogs.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedAssetSymbols.swift")
        return [
            .buildCommand(
                displayName: "Generating asset symbols for \(target.name) from \(catalogs.count) asset catalog(s)",
                executable: try context.tool(named: "AssetSymbolGenerator").url,
                arguments: [output.path] + catalogs.sorted { $0.path < $1.path }.map(\.path),
                inputFiles: inputs.sorted { $0.path < $1.path },
                outputFiles: [output]
            ),
        ]
    }
}
