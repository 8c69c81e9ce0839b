import Foundation
import Testing
import Geometry2D
@testable import ZoetropeUI

/// Names without a folder (`Color("Brand")`, `Image("logo")`) are looked for in the resource
/// bundles SwiftPM builds beside the program, as an Xcode app looks in its main bundle.
@Suite struct MainBundleAssetTests {
    @Test func resourceBundlesBesideAFolderAreItsResourcesFoldersSorted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-bundles-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Pkg_Zed.resources", "Pkg_App.resources", "Objects", "notes.resources.txt"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        // A plain file with the suffix is not a bundle.
        try Data("x".utf8).write(to: folder.appendingPathComponent("stray.resources"))
        let found = ImageCatalog.resourceBundles(besides: folder).map(\.lastPathComponent)
        #expect(found == ["Pkg_App.resources", "Pkg_Zed.resources"])
        #expect(ImageCatalog.resourceBundles(besides: folder.appendingPathComponent("missing")).isEmpty)
    }

    @Test func aColourInABundleBesideTheProgramIsFoundByName() throws {
        let root = try AssetCatalogTests.catalog(["Tide.colorset": AssetCatalogTests.colorSet(#"{"red":"0.0","green":"0.5","blue":"1.0","alpha":"1.0"}"#)])
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = root.appendingPathComponent("Pkg_App.resources")
        try FileManager.default.moveItem(at: root.appendingPathComponent("Assets.xcassets"),
                                         to: bundle.appendingPathComponent("Assets.xcassets", isDirectory: true).creatingParent())
        let directories = ImageCatalog.directories(fromEnvironment: [:]) + ImageCatalog.resourceBundles(besides: root)
        let tide = try ColorCatalog.color(named: "Tide", in: directories)
        #expect(AssetCatalogTests.bytes(tide) == [0, 128, 255, 255])
        // The default list ends with the program's bundles and starts with ZOETROPE_ASSETS's folders.
        let defaults = ImageCatalog.defaultDirectories(environment: ["ZOETROPE_ASSETS": "/a:/b"])
        #expect(defaults.prefix(2).map(\.path) == ["/a", "/b"])
        #expect(Array(defaults.dropFirst(2)) == ImageCatalog.mainBundleResources)
    }
}

private extension URL {
    /// This URL, after its parent folder is made.
    func creatingParent() throws -> URL {
        try FileManager.default.createDirectory(at: deletingLastPathComponent(), withIntermediateDirectories: true)
        return self
    }
}
