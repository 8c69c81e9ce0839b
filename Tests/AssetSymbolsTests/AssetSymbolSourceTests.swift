import Foundation
import Testing
import Geometry2D
@testable import AssetSymbolGenerator

/// The source the AssetSymbols plugin generates from asset catalogs: `ColorResource` statics with
/// the colour sets' values (light and dark), `Color`/`ShapeStyle`/`UIColor` statics, `ImageResource`
/// statics with their catalog; collisions and broken files as errors naming the files.
@Suite struct AssetSymbolSourceTests {
    static func catalog(_ entries: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-symbols-\(UUID().uuidString)/Assets.xcassets")
        for (folder, json) in entries {
            let url = root.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: url.appendingPathComponent("Contents.json"))
        }
        return root
    }

    static let brand = #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"0.500","blue":"0.000","alpha":"1.000"}}},"#
        + #"{"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"0.000","green":"0.000","blue":"1.000","alpha":"1.000"}}}]}"#
    static let plain = #"{"colors":[{"idiom":"universal","color":{"components":{"red":"0","green":"0","blue":"0","alpha":"1"}}}]}"#
    static let image = #"{"images":[{"idiom":"universal","filename":"tower.png","scale":"1x"}]}"#

    @Test func generatesResourcesAndFrameworkStatics() throws {
        let root = try Self.catalog(["Brand.colorset": Self.brand, "Group/Ink.colorset": Self.plain, "red.colorset": Self.plain,
                                     "AccentColor.colorset": #"{"colors":[{"idiom":"universal"}]}"#,
                                     "tower.imageset": Self.image, "AppIcon.appiconset": "{}"])
        let source = try AssetSymbolSource.source(for: try AssetCatalogScan.scan([root]))
        #expect(source.contains("import Zoetrope"))
        #expect(source.contains(#"static let brand = ColorResource(name: "Brand", light: Color(red: 1.0, green: 0.5, blue: 0.0, opacity: 1.0), dark: Color(red: 0.0, green: 0.0, blue: 1.0, opacity: 1.0))"#))
        #expect(source.contains(#"static let ink = ColorResource(name: "Ink", light: Color(red: 0.0, green: 0.0, blue: 0.0, opacity: 1.0))"#))
        #expect(source.contains("    static var brand: Color { Color(ColorResource.brand) }"))
        #expect(source.contains(#"static let accent = ColorResource(name: "AccentColor", light: Color(red: 0.0, green: 0.47843137254901963, blue: 1.0, opacity: 1.0), dark: "#))
        #expect(source.contains("    static var brand: UIColor { UIColor(resource: ColorResource.brand) }"))
        // `red` is a colour resource, but Color.red already exists: no framework static for it.
        #expect(source.contains(#"static let red = ColorResource(name: "red""#))
        #expect(!source.contains("static var red:"))
        #expect(source.contains(#"static let tower = ImageResource(name: "tower", catalog: "\#(root.path)")"#))
        #expect(!source.contains("AppIcon") && !source.contains("appIcon"))
    }

    @Test func twoAssetsWithOneSymbolAreAnError() throws {
        let root = try Self.catalog(["brand-color.colorset": Self.plain, "Brand.colorset": Self.plain])
        #expect {
            try AssetSymbolSource.source(for: try AssetCatalogScan.scan([root]))
        } throws: { error in
            let text = "\(error)"
            return text.contains("`brand`") && text.contains("Brand.colorset/Contents.json") && text.contains("brand-color.colorset/Contents.json")
        }
        // An image and a colour may share a symbol: they are different types.
        let mixed = try Self.catalog(["tower.colorset": Self.plain, "tower.imageset": Self.image])
        let source = try AssetSymbolSource.source(for: try AssetCatalogScan.scan([mixed]))
        #expect(source.contains("static let tower = ColorResource") && source.contains("static let tower = ImageResource"))
    }

    @Test func aBrokenColorSetIsAnErrorNamingTheFile() throws {
        let root = try Self.catalog(["Brand.colorset": "{ nope"])
        #expect {
            try AssetCatalogScan.scan([root])
        } throws: { error in
            "\(error)".contains("Brand.colorset/Contents.json") && "\(error)".contains("not a JSON object")
        }
        let bad = try Self.catalog(["Brand.colorset": #"{"colors":[{"color":{"components":{"red":"lots"}}}]}"#])
        #expect {
            try AssetCatalogScan.scan([bad])
        } throws: { error in
            "\(error)".contains("Brand.colorset/Contents.json") && "\(error)".contains(#"component "red" is lots"#)
        }
    }

    @Test func namesAreEscapedInStringLiterals() {
        #expect(AssetSymbolSource.literal("a\"b\\c é") == #""a\"b\\c \u{e9}""#)
    }
}
