import Foundation
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import Testing
import PNGCodec
@testable import ZoetropeUI

/// Vibrancy (spec §15.1.1): hierarchical foreground styles over a material blend with what the
/// material shows — the same as without vibrancy over white, taking the backdrop's hue over colour.
@Suite struct VibrancyTests {
    struct Pill: View {
        var backdrop: Color
        var vibrant: Bool
        var style: Color = .secondary
        var body: some View {
            ZStack {
                backdrop
                if vibrant {
                    label.background(.ultraThinMaterial, in: Capsule())
                } else {
                    // The same material drawn as a separate view under the text: no vibrancy.
                    ZStack { Capsule().fill(.ultraThinMaterial); label }.fixedSize()
                }
            }
            .frame(width: 200, height: 80)
        }
        var label: some View { Text("Now playing").font(.title2.bold()).foregroundStyle(style).padding(12) }
    }

    func render<V: View>(_ view: V, scheme: ColorScheme = .light) throws -> Pixmap {
        try ImageRenderer(content: view.environment(\.colorScheme, scheme)).render(with: SoftwareRenderer(), background: .white)
    }

    /// The text's most covered pixel (the one furthest from the pill's plain backdrop).
    func ink(_ image: Pixmap, plain: PremultipliedRGBA8) -> PremultipliedRGBA8 {
        var best = plain, distance = -1
        for y in 30..<50 {
            for x in 40..<160 {
                let p = image[x: x, y: y]
                let d = abs(Int(p.red) - Int(plain.red)) + abs(Int(p.green) - Int(plain.green)) + abs(Int(p.blue) - Int(plain.blue))
                if d > distance { (best, distance) = (p, d) }
            }
        }
        return best
    }

    @Test func overWhiteVibrancyDrawsTheColourItself() throws {
        let vibrant = try render(Pill(backdrop: .white, vibrant: true)), plain = try render(Pill(backdrop: .white, vibrant: false))
        var worst = 0
        for y in 0..<80 {
            for x in 0..<200 {
                let a = vibrant[x: x, y: y], b = plain[x: x, y: y]
                worst = max(worst, abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
            }
        }
        #expect(worst <= 2, "over white the blend is the colour: worst channel difference \(worst)")
    }

    @Test func overColourTheTextTakesTheBackdropsHue() throws {
        let vibrant = try render(Pill(backdrop: .red, vibrant: true)), plain = try render(Pill(backdrop: .red, vibrant: false))
        let backdrop = vibrant[x: 100, y: 14]
        if let directory = ProcessInfo.processInfo.environment["DIALOG_LOOK_DIR"] {   // to look at them
            for (name, image) in [("vibrant", vibrant), ("plain", plain)] {
                try PNGWriter.writeAtomically(try PNGEncoder.encode(image), to: URL(fileURLWithPath: directory).appendingPathComponent("\(name).png"))
            }
        }
        let v = ink(vibrant, plain: backdrop), p = ink(plain, plain: backdrop)
        let vHue = Int(v.red) - Int(v.green), pHue = Int(p.red) - Int(p.green)
        #expect(vHue > pHue + 30, "vibrant ink \(v) is redder than plain ink \(p) over \(backdrop)")
        // Dark appearance: plusLighter, the ink lighter than the pill and still red-tinted.
        let dark = try render(Pill(backdrop: .red, vibrant: true), scheme: .dark)
        let darkInk = ink(dark, plain: dark[x: 100, y: 14])
        let pill = dark[x: 100, y: 14]
        #expect(darkInk.green > pill.green && darkInk.red >= darkInk.green && darkInk.red > darkInk.blue, "ink \(darkInk) over \(pill)")
    }

    @Test func primaryTextIsNotVibrant() throws {
        let vibrant = try render(Pill(backdrop: .red, vibrant: true, style: .primary))
        let plain = try render(Pill(backdrop: .red, vibrant: false, style: .primary))
        #expect(vibrant == plain)
    }
}
