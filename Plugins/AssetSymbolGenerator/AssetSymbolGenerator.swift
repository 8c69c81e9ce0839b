import Foundation

/// The AssetSymbols plugin's tool: `AssetSymbolGenerator OUTPUT.swift CATALOG.xcassets...` writes
/// the generated symbols of the catalogs' colour and image sets (see ``AssetSymbolSource``). A
/// broken `Contents.json` or two assets with one symbol is an `error:` naming the files, and a
/// non-zero exit, which fails the build.
@main
enum AssetSymbolGenerator {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let output = arguments.first else { fail("usage: AssetSymbolGenerator OUTPUT.swift CATALOG.xcassets...", code: 64) }
        do {
            let scan = try AssetCatalogScan.scan(arguments.dropFirst().map { URL(fileURLWithPath: $0, isDirectory: true) })
            let source = try AssetSymbolSource.source(for: scan)
            try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            fail("error: \(error)", code: 1)
        }
    }

    static func fail(_ message: String, code: Int32) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(code)
    }
}
