import Foundation
import Testing
import Geometry2D
@testable import LayerTree

/// UIKit's dynamic colours: the system and element colours' values in light and dark appearance
/// (iOS 13–18, see `SystemColors`), `UIColor(dynamicProvider:)`, `resolvedColor(with:)`,
/// `withAlphaComponent`, `cgColor` under `UITraitCollection.current`, and the bridges
/// `Color(uiColor:)` / `UIColor(Color)`.
@Suite struct UIColorAppearanceTests {
    static let light = UITraitCollection(userInterfaceStyle: .light)
    static let dark = UITraitCollection(userInterfaceStyle: .dark)

    /// 8-bit sRGB and alpha × 100 of `color` resolved for `traits`.
    static func values(_ color: UIColor, _ traits: UITraitCollection) -> [Int] {
        let c = color.resolvedColor(with: traits).cgColor.rgba
        return [c.r, c.g, c.b].map { Int(($0 * 255).rounded()) } + [Int((c.a * 100).rounded())]
    }

    @Test(arguments: [
        ("label", UIColor.label, [0, 0, 0, 100], [255, 255, 255, 100]),
        ("secondaryLabel", UIColor.secondaryLabel, [60, 60, 67, 60], [235, 235, 245, 60]),
        ("tertiaryLabel", UIColor.tertiaryLabel, [60, 60, 67, 30], [235, 235, 245, 30]),
        ("quaternaryLabel", UIColor.quaternaryLabel, [60, 60, 67, 18], [235, 235, 245, 16]),
        ("systemBackground", UIColor.systemBackground, [255, 255, 255, 100], [0, 0, 0, 100]),
        ("secondarySystemBackground", UIColor.secondarySystemBackground, [242, 242, 247, 100], [28, 28, 30, 100]),
        ("tertiarySystemBackground", UIColor.tertiarySystemBackground, [255, 255, 255, 100], [44, 44, 46, 100]),
        ("systemGroupedBackground", UIColor.systemGroupedBackground, [242, 242, 247, 100], [0, 0, 0, 100]),
        ("systemFill", UIColor.systemFill, [120, 120, 128, 20], [120, 120, 128, 36]),
        ("secondarySystemFill", UIColor.secondarySystemFill, [120, 120, 128, 16], [120, 120, 128, 32]),
        ("separator", UIColor.separator, [60, 60, 67, 29], [84, 84, 88, 60]),
        ("systemBlue", UIColor.systemBlue, [0, 122, 255, 100], [10, 132, 255, 100]),
        ("systemRed", UIColor.systemRed, [255, 59, 48, 100], [255, 69, 58, 100]),
        ("systemGreen", UIColor.systemGreen, [52, 199, 89, 100], [48, 209, 88, 100]),
        ("systemIndigo", UIColor.systemIndigo, [88, 86, 214, 100], [94, 92, 230, 100]),
        ("systemGray", UIColor.systemGray, [142, 142, 147, 100], [142, 142, 147, 100]),
        ("systemGray6", UIColor.systemGray6, [242, 242, 247, 100], [28, 28, 30, 100]),
        ("red (not a system colour)", UIColor.red, [255, 0, 0, 100], [255, 0, 0, 100]),
    ])
    func colourHasIOSValuesInBothAppearances(name: String, color: UIColor, light: [Int], dark: [Int]) {
        #expect(Self.values(color, Self.light) == light, "\(name) light")
        #expect(Self.values(color, Self.dark) == dark, "\(name) dark")
    }

    @Test func dynamicProviderIsAskedForBothAppearances() {
        let card = UIColor { $0.userInterfaceStyle == .dark ? .secondarySystemBackground : UIColor(white: 0.94, alpha: 1) }
        #expect(Self.values(card, Self.light) == [240, 240, 240, 100])
        #expect(Self.values(card, Self.dark) == [28, 28, 30, 100])
        #expect(Self.values(card, UITraitCollection()) == [240, 240, 240, 100])   // unspecified shows light
        let faded = card.withAlphaComponent(0.5)
        #expect(Self.values(faded, Self.dark) == [28, 28, 30, 50])
        #expect(faded != card && card == UIColor { $0.userInterfaceStyle == .dark ? .secondarySystemBackground : UIColor(white: 0.94, alpha: 1) })
    }

    @Test func cgColorFollowsTheCurrentTraits() {
        #expect(UIColor.label.cgColor.rgba.r == 0)
        Self.dark.performAsCurrent {
            #expect(UIColor.label.cgColor.rgba.r == 1)
        }
        #expect(UITraitCollection.current.userInterfaceStyle == .unspecified)
    }

    @Test func swiftUIColourBridgesKeepBothAppearances() {
        let secondary = Color(uiColor: .secondaryLabel)
        #expect(secondary.followsColorScheme)
        let d = secondary.appearance(isDark: true)
        #expect(abs(d.red - 235.0 / 255) < 1e-6 && abs(d.blue - 245.0 / 255) < 1e-6 && abs(d.opacity - 0.6) < 1e-6)
        #expect(Color(UIColor.red) == Color(red: 1, green: 0, blue: 0) && !Color(UIColor.red).followsColorScheme)
        let primary = UIColor(Color.primary)
        #expect(Self.values(primary, Self.light) == [0, 0, 0, 100] && Self.values(primary, Self.dark) == [255, 255, 255, 100])
        #expect(Self.values(UIColor(Color.orange), Self.dark) == [255, 159, 10, 100])
    }

    @Test func colourLiteralsMakeColours() {
        let literal = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(type(of: literal) == UIColor.self)
        #expect(Self.values(literal, Self.light) == [51, 102, 153, 80])
        let resource = ColorResource(name: "Brand", light: Color(red: 1, green: 0, blue: 0), dark: Color(red: 0, green: 0, blue: 1))
        #expect(Self.values(UIColor(resource: resource), Self.dark) == [0, 0, 255, 100])
        #expect(Self.values(UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1), Self.light) == [255, 255, 255, 100])
    }
}
