import Foundation
import Testing
import Geometry2D
@testable import ZoetropeUI

/// SwiftUI's colours in both schemes, resolved (numbers from UIKit's system colours, see
/// `SystemColors`): light values are what these colours always drew, dark values iOS's.
@Suite struct SemanticColorTests {
    static var light: EnvironmentValues { EnvironmentValues() }
    static var dark: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        return environment
    }

    /// A resolved colour as 8-bit sRGB and alpha × 1000 (alphas are UIKit's decimal fractions).
    static func values(_ c: Color.Resolved) -> [Int] {
        [c.red, c.green, c.blue].map { Int((Double($0) * 255).rounded()) } + [Int((Double(c.opacity) * 1000).rounded())]
    }

    @Test(arguments: [
        ("primary", Color.primary, [0, 0, 0, 1000], [255, 255, 255, 1000]),
        ("secondary", Color.secondary, [60, 60, 67, 600], [235, 235, 245, 600]),
        ("blue", Color.blue, [0, 122, 255, 1000], [10, 132, 255, 1000]),
        ("red", Color.red, [255, 59, 48, 1000], [255, 69, 58, 1000]),
        ("green", Color.green, [52, 199, 89, 1000], [48, 209, 88, 1000]),
        ("orange", Color.orange, [255, 149, 0, 1000], [255, 159, 10, 1000]),
        ("gray", Color.gray, [142, 142, 147, 1000], [142, 142, 147, 1000]),
        ("accentColor", Color.accentColor, [0, 122, 255, 1000], [10, 132, 255, 1000]),
        ("white", Color.white, [255, 255, 255, 1000], [255, 255, 255, 1000]),
        ("black", Color.black, [0, 0, 0, 1000], [0, 0, 0, 1000]),
    ])
    func standardColorResolvesPerScheme(name: String, color: Color, light: [Int], dark: [Int]) {
        #expect(Self.values(color.resolve(in: Self.light)) == light, "\(name) in light")
        #expect(Self.values(color.resolve(in: Self.dark)) == dark, "\(name) in dark")
    }

    @Test func lightValuesAreTheColoursAsTheyWereBefore() {
        // The fixed values Zoetrope's standard colours had before they followed the scheme: the
        // light appearance must draw the same bytes (goldens unchanged).
        let before: [(Color, Color)] = [
            (.gray, Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)), (.red, Color(red: 1, green: 59 / 255, blue: 48 / 255)),
            (.orange, Color(red: 1, green: 149 / 255, blue: 0)), (.yellow, Color(red: 1, green: 204 / 255, blue: 0)),
            (.green, Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)), (.mint, Color(red: 0, green: 199 / 255, blue: 190 / 255)),
            (.teal, Color(red: 48 / 255, green: 176 / 255, blue: 199 / 255)), (.cyan, Color(red: 50 / 255, green: 173 / 255, blue: 230 / 255)),
            (.blue, Color(red: 0, green: 122 / 255, blue: 1)), (.indigo, Color(red: 88 / 255, green: 86 / 255, blue: 214 / 255)),
            (.purple, Color(red: 175 / 255, green: 82 / 255, blue: 222 / 255)), (.pink, Color(red: 1, green: 45 / 255, blue: 85 / 255)),
            (.brown, Color(red: 162 / 255, green: 132 / 255, blue: 94 / 255)), (.primary, Color.black),
            (.secondary, Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)),
        ]
        for (color, old) in before {
            let shown = color.appearance(isDark: false)
            #expect(shown.red == old.red && shown.green == old.green && shown.blue == old.blue && shown.opacity == old.opacity,
                    "\(color)")
            #expect(color.followsColorScheme || color == .gray)
        }
    }

    @Test func opacityFadesBothAppearances() {
        let faded = Color.primary.opacity(0.25)
        #expect(Self.values(faded.resolve(in: Self.light)) == [0, 0, 0, 250])
        #expect(Self.values(faded.resolve(in: Self.dark)) == [255, 255, 255, 250])
        #expect(Color.primary.opacity(.nan).resolve(in: Self.dark).opacity == 0)
    }

    @Test func equalityComparesTheLightAppearance() {
        // Documented: a dynamic colour equals the fixed colour it shows in light appearance.
        #expect(Color.primary == Color.black)
        #expect(Color.primary.hashValue == Color.black.hashValue)
        #expect(Color.blue == Color(red: 0, green: 122 / 255, blue: 1))
        #expect(Color.blue.description == "blue")
    }

    @Test func anInterpolatedColourIsFixed() {
        var c = Color.primary
        c.animatableData = Color.white.animatableData
        #expect(!c.followsColorScheme)
        #expect(Self.values(c.resolve(in: Self.dark)) == [255, 255, 255, 1000])
    }
}
