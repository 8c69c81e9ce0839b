import Foundation
import Testing
import Geometry2D
import PNGCodec
import RenderCommands
@testable import ZoetropeUI

/// Asset catalogs: `Color("Brand")` from `.colorset` folders (components as floats, 8-bit
/// integers, hex, Display P3; a dark appearance), `Image(name)` from an `.imageset` with a dark
/// variant, and broken or hostile `Contents.json` files, which are errors naming the file.
@Suite struct AssetCatalogTests {
    /// A fresh folder holding `Assets.xcassets` with the given entries (`"Brand.colorset"` →
    /// its Contents.json text).
    static func catalog(_ entries: [String: String], images: [String: Color] = [:]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-assets-\(UUID().uuidString)")
        let catalog = root.appendingPathComponent("Assets.xcassets/Group")
        for (folder, json) in entries {
            let url = catalog.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: url.appendingPathComponent("Contents.json"))
        }
        for (file, color) in images {
            var pixmap = try Pixmap(width: 4, height: 4)
            pixmap.fill(color)
            let folder = catalog.appendingPathComponent(file.components(separatedBy: "/")[0])
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try PNGEncoder.encodedData(pixmap).write(to: catalog.appendingPathComponent(file))
        }
        return root
    }

    static func colorSet(_ light: String, dark: String? = nil, space: String = "srgb") -> String {
        var colors = #"{"idiom":"universal","color":{"color-space":"\#(space)","components":\#(light)}}"#
        if let dark {
            colors += #",{"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"#
                + #""color":{"color-space":"\#(space)","components":\#(dark)}}"#
        }
        return #"{"colors":[\#(colors)],"info":{"author":"xcode","version":1}}"#
    }

    static func bytes(_ c: Color) -> [Int] { [c.red, c.green, c.blue, c.opacity].map { Int(($0 * 255).rounded()) } }

    struct Swatch: View {
        var body: some View { Rectangle().fill(Color("Brand")).frame(width: 10, height: 10) }
    }

    @Test func namedColourHasItsLightAndDarkAppearance() throws {
        let root = try Self.catalog(["Brand.colorset": Self.colorSet(
            #"{"red":"0.900","green":"0.300","blue":"0.200","alpha":"1.000"}"#,
            dark: #"{"red":"255","green":"128","blue":"0","alpha":"0.500"}"#)])
        var story = Storyboard("brand", size: CGSize(width: 20, height: 20), duration: 1, assets: [root]) { Swatch() }
        let light = ColorSchemeTests.colors(try story.frame(at: 0).displayList)
        #expect(light.map(Self.bytes) == [[230, 77, 51, 255]])
        story.colorScheme = .dark
        let dark = ColorSchemeTests.colors(try story.frame(at: 0).displayList)
        #expect(dark.map(Self.bytes) == [[0, 0, 0, 255], [255, 128, 0, 128]])
    }

    @Test func componentsInEveryFormatXcodeWrites() throws {
        let root = try Self.catalog([
            "Hex.colorset": Self.colorSet(#"{"red":"0xE6","green":"0x4D","blue":"0x33","alpha":"1.000"}"#),
            "Ints.colorset": Self.colorSet(#"{"red":"230","green":"77","blue":"51","alpha":"1"}"#),
            "Numbers.colorset": Self.colorSet(#"{"red":0.9,"green":77,"blue":0.2,"alpha":1}"#),
            "Gray.colorset": Self.colorSet(#"{"white":"0.500","alpha":"0.250"}"#, space: "gray-gamma-22"),
            "P3.colorset": Self.colorSet(#"{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}"#, space: "display-p3"),
            "System.colorset": #"{"colors":[{"idiom":"universal","color":{"platform":"ios","reference":"systemBlueColor"}}]}"#,
            // Xcode's template: an AccentColor with its slot left empty means the system accent.
            "AccentColor.colorset": #"{"colors":[{"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#,
            "Empty.colorset": #"{"colors":[{"idiom":"universal"}]}"#,
        ])
        func color(_ name: String) throws -> Color { try ColorCatalog.color(named: name, in: [root]) }
        #expect(Self.bytes(try color("Hex")) == [230, 77, 51, 255])
        #expect(Self.bytes(try color("Ints")) == [230, 77, 51, 255])
        #expect(Self.bytes(try color("Numbers")) == [230, 77, 51, 255])
        #expect(Self.bytes(try color("Gray")) == [128, 128, 128, 64])
        // P3's pure red lies outside sRGB: about (1.093, −0.227, −0.150), clamped when drawn.
        let p3 = try color("P3")
        #expect(abs(p3.red - 1.0931) < 1e-3 && abs(p3.green + 0.2267) < 1e-3 && abs(p3.blue + 0.1501) < 1e-3)
        #expect(Self.bytes(try color("AccentColor").appearance(isDark: true)) == [10, 132, 255, 255])
        #expect(Self.bytes(try color("Empty")) == [0, 0, 0, 0])
        let system = try color("System")
        #expect(Self.bytes(system.appearance(isDark: false)) == [0, 122, 255, 255])
        #expect(Self.bytes(system.appearance(isDark: true)) == [10, 132, 255, 255])
    }

    @Test(arguments: [
        ("{ not json", "it is not valid JSON"),
        ("[1, 2]", "it is not a JSON object"),
        (#"{"info":{}}"#, #"it has no "colors" list"#),
        (#"{"colors":[{"idiom":"universal","color":{"components":{"red":"x","green":"0","blue":"0"}}}]}"#, #"component "red" is x"#),
        (#"{"colors":[{"idiom":"universal","color":{"color-space":"cmyk","components":{"red":"0"}}}]}"#, #"colour space "cmyk""#),
        (#"{"colors":[{"idiom":"mac","color":{"components":{"red":"0","green":"0","blue":"0"}}}]}"#, "no colour for any appearance"),
        (#"{"colors":[{"idiom":"universal","color":"blue"}]}"#, #"an entry's "color" is not an object"#),
    ])
    func brokenColorSetIsAnErrorNamingTheFile(json: String, reason: String) throws {
        let root = try Self.catalog(["Brand.colorset": json])
        let path = root.appendingPathComponent("Assets.xcassets/Group/Brand.colorset/Contents.json").path
        #expect {
            try ColorCatalog.color(named: "Brand", in: [root])
        } throws: { error in
            guard case .badContents(let at, let why) = error as? AssetCatalogError else { return false }
            return at == path && why.contains(reason) && "\(error)".contains(path)
        }
        // In a storyboard the frame fails with that error (whatever the missing-image policy).
        let story = Storyboard("broken", size: CGSize(width: 20, height: 20), duration: 1, assets: [root],
                               missingImages: .empty) { Swatch() }
        #expect(throws: AssetCatalogError.self) { try story.frame(at: 0) }
    }

    @Test func aFIFOContentsFileIsSkippedWithoutBlocking() throws {
        // A special file named Contents.json is skipped unopened, as one named like an image is:
        // the next folder's colour set is used, and with none the colour is missing.
        let hostile = try Self.catalog([:])
        let folder = hostile.appendingPathComponent("Assets.xcassets/Brand.colorset")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(mkfifo(folder.appendingPathComponent("Contents.json").path, 0o600) == 0)
        let good = try Self.catalog(["Brand.colorset": Self.colorSet(#"{"red":"0.000","green":"1.000","blue":"0.000","alpha":"1.000"}"#)])
        #expect(Self.bytes(try ColorCatalog.color(named: "Brand", in: [hostile, good])) == [0, 255, 0, 255])
        #expect(throws: AssetCatalogError.missingColor(name: "Brand", tried: [hostile.appendingPathComponent("**/Brand.colorset").path])) {
            try ColorCatalog.color(named: "Brand", in: [hostile])
        }
    }

    @Test func aMissingColourFollowsTheMissingImagePolicy() throws {
        let root = try Self.catalog([:])
        let failing = Storyboard("missing", size: CGSize(width: 20, height: 20), duration: 1, assets: [root]) { Swatch() }
        #expect {
            try failing.frame(at: 0)
        } throws: { error in
            guard case .missingColor(let name, let tried) = error as? AssetCatalogError else { return false }
            return name == "Brand" && tried.first == root.appendingPathComponent("**/Brand.colorset").path
        }
        let lenient = Storyboard("missing", size: CGSize(width: 20, height: 20), duration: 1, assets: [root],
                                 missingImages: .empty) { Swatch() }
        let frame = try lenient.frame(at: 0)
        #expect(ColorSchemeTests.colors(frame.displayList).map(Self.bytes) == [[0, 0, 0, 0]])
        #expect(frame.warnings.contains { $0.contains("no color named \"Brand\"") })
    }

    @Test func imageSetShowsItsDarkVariantInDarkAppearance() throws {
        let contents = #"{"images":[{"idiom":"universal","filename":"logo.png","scale":"1x"},"#
            + #"{"idiom":"universal","filename":"logo-dark.png","scale":"1x","appearances":[{"appearance":"luminosity","value":"dark"}]},"#
            + #"{"idiom":"universal","scale":"2x"}]}"#
        let root = try Self.catalog(["Logo.imageset": contents],
                                    images: ["Logo.imageset/logo.png": .white, "Logo.imageset/logo-dark.png": Color(red: 1, green: 0, blue: 0)])
        func firstPixel(_ scheme: ColorScheme) throws -> [UInt8] {
            var story = Storyboard("logo", size: CGSize(width: 20, height: 20), duration: 1, assets: [root]) { Image("Logo") }
            story.colorScheme = scheme
            for command in try story.frame(at: 0).displayList.commands {
                if case .image(let pixmap, _, _, _, _) = command { return Array(pixmap.bytes.prefix(4)) }
            }
            return []
        }
        #expect(try firstPixel(.light) == [255, 255, 255, 255])
        #expect(try firstPixel(.dark) == [255, 0, 0, 255])
    }

    @Test func brokenImageSetContentsIsAnErrorNamingTheFile() throws {
        let root = try Self.catalog(["Logo.imageset": "{\"images\": ["])
        let catalog = ImageCatalog(directories: [root])
        #expect {
            try catalog.image(named: "Logo", scale: 1)
        } throws: { error in
            guard case .unreadable(let name, let path, let reason) = error as? ImageLookupError else { return false }
            return name == "Logo" && path.hasSuffix("Logo.imageset/Contents.json") && reason.contains("not valid JSON")
        }
    }
}
