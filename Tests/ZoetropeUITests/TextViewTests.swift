import Foundation
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import Testing
@testable import ZoetropeUI

/// `Text`: the spec's vectors (view-layer.md §9 T22, T23), fonts and text styles, wrapping within a
/// proposed width, line limits, and the glyphs actually drawn in the foreground style.
@Suite struct TextViewTests {
    /// T22: interpolation formats as SwiftUI's `LocalizedStringKey` does.
    @Test func interpolationFollowsSwiftUI() {
        #expect(Text("\(0.5)").plainText == "0.500000")
        #expect(Text("x = \(72.5, specifier: "%.0f")").plainText == "x = 72")
        #expect(Text(verbatim: "\(0.5)").plainText == "0.5")
        let count = 3
        #expect(Text("\(count) items").plainText == "3 items")
        let name = "Ada"
        #expect(Text("Hi \(name)").plainText == "Hi Ada")
        #expect((Text("a") + Text("b").bold()).plainText == "ab")
        let key: LocalizedStringKey = "x = \(CGFloat(76.4), specifier: "%.0f")"
        #expect(Text(key).plainText == "x = 76")
    }

    /// T23: `Text("Hello")` in Inter at the body size is 40.69 × 20.57 points, rounded up to 41 × 21.
    @Test func helloIsFortyOneByTwentyOne() throws {
        #expect(try ImageRenderer(content: Text("Hello")).size() == CGSize(width: 41, height: 21))
        let atTwo = ImageRenderer(content: Text("Hello"))
        atTwo.scale = 2
        #expect(try atTwo.size() == CGSize(width: 41, height: 21))   // 81.38 × 41.15 px → 82 × 42 px
        #expect(try ImageRenderer(content: Text("Hello").font(.largeTitle)).size().height == 42)   // 34 × 1.2102 = 41.15
    }

    @Test func textStylesHaveTheirIOSSizes() {
        let sizes = Font.TextStyle.allCases.map { Font.system($0).size }
        #expect(sizes == [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11])
        #expect(Font.headline.weight == .semibold && Font.body.weight == .regular)
        #expect(Font.body.bold().request.weight == 700 && Font.body.italic().request.italic)
        #expect(Font.system(size: 12, design: .monospaced).request.design == .monospaced)
    }

    @Test func wrappingWithinAProposedWidthAndALineLimit() throws {
        let long = "The quick brown fox jumps over the lazy dog"
        let free = try ImageRenderer(content: Text(long)).size()
        #expect(free.height == 21 && free.width > 300)
        let wrapped = ImageRenderer(content: Text(long).frame(width: 120))
        let size = try wrapped.size()
        #expect(size.width == 120 && size.height > 60)   // 4 lines of ≤ 120 points
        let limited = ImageRenderer(content: Text(long).lineLimit(1).frame(width: 120))
        #expect(try limited.size().height == 21)
    }

    @Test func glyphsAreDrawnInTheForegroundStyle() throws {
        let renderer = ImageRenderer(content: Text("H").font(.system(size: 40)).foregroundColor(.red))
        renderer.scale = 1
        let pixmap = try renderer.render(with: SoftwareRenderer(), background: .white)
        var red = 0, other = 0
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let pixel = pixmap[x: x, y: y]
                if pixel == PremultipliedRGBA8(red: 255, green: 59, blue: 48, alpha: 255) { red += 1 }
                else if pixel != PremultipliedRGBA8(red: 255, green: 255, blue: 255, alpha: 255) { other += 1 }
            }
        }
        // An "H" at 40 pt: two stems and a bar, ~4–5 points thick, solid red inside, anti-aliased edges.
        #expect(red > 150 && red < 600, "\(red) red pixels")
        #expect(other > 0 && other < red)
        let black = try ImageRenderer(content: Text("H").font(.system(size: 40))).render(with: SoftwareRenderer(), background: .white)
        #expect(black[x: black.width / 2, y: black.height / 2] == PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 255),
                "the bar of the H crosses the middle")
    }
}

/// `HStack(alignment: .firstTextBaseline)` lines texts of different sizes up on their first
/// baselines (and `.lastTextBaseline` on their last); a view without text aligns its bottom.
@Suite struct TextBaselineTests {
    @Test func textsOfDifferentSizesShareTheirBaseline() throws {
        let board = Storyboard("baselines", size: CGSize(width: 390, height: 300), duration: 1) {
            HStack(alignment: .firstTextBaseline) {
                Text("Big").font(.largeTitle)
                Text("small").font(.caption)
                Color.red.frame(width: 10, height: 10).accessibilityLabel("box")
            }
        }
        let frame = try board.frame(index: 0)
        let big = try frame.find(.label("Big")), small = try frame.find(.label("small")), box = try frame.find(.label("box"))
        // Inter's ascender is 2728/2816 em: 32.94 pt at 34, 11.62 pt at 12.
        let bigBaseline = big.frame.minY + 34 * 2728 / 2816, smallBaseline = small.frame.minY + 12 * 2728 / 2816
        #expect(abs(bigBaseline - smallBaseline) < 1, "\(big.frame) \(small.frame)")
        #expect(abs(box.frame.maxY - bigBaseline) < 1, "\(box.frame)")
        // Centered instead, their middles line up.
        let centered = try Storyboard("centered", size: CGSize(width: 390, height: 300), duration: 1) {
            HStack { Text("Big").font(.largeTitle); Text("small").font(.caption) }
        }.frame(index: 0)
        let bigMid = try centered.find(.label("Big")).frame.midY, smallMid = try centered.find(.label("small")).frame.midY
        #expect(abs(bigMid - smallMid) <= 0.5, "\(bigMid) \(smallMid) \(centered.views.map { "\($0.kind) \($0.frame)" })")
    }

    @Test func lastBaselinesOfWrappedText() throws {
        let board = Storyboard("last", size: CGSize(width: 390, height: 300), duration: 1) {
            HStack(alignment: .lastTextBaseline) {
                Text("one two three four five six").frame(width: 60)
                Text("end").font(.title)
            }
        }
        let frame = try board.frame(index: 0)
        let wrapped = try frame.find(.label("one two three four five six")), end = try frame.find(.label("end"))
        let lines = (wrapped.frame.height / (17 * 1.2102)).rounded()
        #expect(lines >= 3)
        let wrappedLast = wrapped.frame.minY + 17 * 2728 / 2816 + (lines - 1) * 17 * 3408 / 2816
        #expect(abs(wrappedLast - (end.frame.minY + 28 * 2728 / 2816)) < 1, "\(wrapped.frame) \(end.frame)")
    }
}

/// A concatenated `Text` sets each part in its own font and size and paints it in its own color.
@Suite struct TextConcatenationTests {
    @Test func partsKeepTheirFontsSizesAndColors() throws {
        let plain = try ImageRenderer(content: Text("Hello world")).size()
        let mixed = try ImageRenderer(content: Text("Hello ") + Text("world").bold()).size()
        // Bold glyphs are wider: the concatenation is wider than the plain text, as tall.
        #expect(mixed.width > plain.width && mixed.height == plain.height, "\(plain) \(mixed)")
        // A larger part makes the line taller (its ascent and descent), and the baseline lower.
        let big = try ImageRenderer(content: Text("small ") + Text("BIG").font(.largeTitle)).size()
        #expect(big.height == 42, "\(big)")   // 34 pt Inter: 41.15 rounded up
        // Two colors: one fill each, red and blue.
        let list = try ImageRenderer(content: Text("red").foregroundColor(.red) + Text("blue").foregroundColor(.blue)).displayList()
        let paints = list.commands.compactMap { command -> Color? in
            if case .glyphs(_, let paint, _) = command { return paint.solidColor } else { return nil }
        }
        #expect(paints == [Color.red, Color.blue], "\(paints)")
        // Wrapped over lines, the parts still draw in order.
        let wrapped = try ImageRenderer(content: (Text("one two three ") + Text("four five six").italic()).frame(width: 70)).size()
        #expect(wrapped.height >= 60, "\(wrapped)")
    }
}

/// `.monospacedDigit()` gives every digit one width (Inter's `tnum`): "1111" and "0000" are as wide,
/// where proportional digits make "1111" narrower.
@Suite struct MonospacedDigitTests {
    @Test func digitsTakeOneWidth() throws {
        func width(_ text: Text) throws -> CGFloat { try ImageRenderer(content: text.font(.system(size: 40))).size().width }
        let ones = try width(Text("1111")), zeros = try width(Text("0000"))
        #expect(ones < zeros, "proportional: \(ones) vs \(zeros)")
        let tabularOnes = try ImageRenderer(content: Text("1111").font(.system(size: 40).monospacedDigit())).size().width
        let tabularZeros = try ImageRenderer(content: Text("0000").font(.system(size: 40).monospacedDigit())).size().width
        #expect(tabularOnes == tabularZeros, "tabular: \(tabularOnes) vs \(tabularZeros)")
    }
}

/// `Font.custom` finds an installed family through fontconfig (or the user's font directories);
/// an unknown family falls back to the system font with a warning.
@Suite struct CustomFontTests {
    @Test func anInstalledFamilyIsUsedAndAnUnknownOneFallsBack() throws {
        let serif = ImageRenderer(content: Text("Serif").font(.custom("DejaVu Serif", size: 20)))
        let system = ImageRenderer(content: Text("Serif").font(.system(size: 20, design: .serif)))
        // DejaVu Serif is the serif design's font too: the same size.
        #expect(try serif.size() == system.size())
        _ = try serif.displayList()
        #expect(serif.warnings.isEmpty, "\(serif.warnings)")
        let bold = try ImageRenderer(content: Text("Serif").font(.custom("DejaVu Serif", size: 20).bold())).size()
        #expect(bold.width > (try serif.size()).width)
        let unknown = ImageRenderer(content: Text("Serif").font(.custom("No Such Family", size: 20)))
        #expect(try unknown.size() == ImageRenderer(content: Text("Serif").font(.system(size: 20))).size())
        _ = try unknown.displayList()
        #expect(unknown.warnings.contains { $0.contains("No Such Family") }, "\(unknown.warnings)")
    }
}

/// The review's findings on text and controls, each pinned.
@Suite struct TextAndControlRegressionTests {
    @Test func innerSettingsOfAConcatenationWin() throws {
        let list = try ImageRenderer(content: (Text("Red").foregroundColor(.red) + Text("Blk")).foregroundColor(.blue)).displayList()
        let paints = list.commands.compactMap { command -> Color? in
            if case .glyphs(_, let paint, _) = command { return paint.solidColor } else { return nil }
        }
        #expect(paints == [Color.red, Color.blue], "\(paints)")
        #expect(try ImageRenderer(content: Text("Hg").font(.title).font(.caption)).size().height == 34)   // 28 × 1.2102 rounded up
    }

    @Test func aPickerOverForEachTagsItsRows() throws {
        struct Choice: View {
            @State var selection = "B"
            var body: some View {
                Picker("x", selection: $selection) { ForEach(["A", "B", "C"], id: \.self) { Text($0) } }.pickerStyle(.segmented)
            }
        }
        let board = Storyboard("picker", size: CGSize(width: 300, height: 100), duration: 1) { Choice() }.tap(.label("C"), at: 0.5)
        #expect(try board.frame(at: 0).views.first { $0.kind == "Picker" }?.values["selection"] == "B")
        #expect(try board.frame(at: 0.6).views.first { $0.kind == "Picker" }?.values["selection"] == "C")
    }

    @Test func symbolsDrawCirclesAndKeepEachPathsRule() throws {
        let circle = ImageRenderer(content: Image(systemName: "circle.fill"))
        _ = try circle.displayList()
        #expect(circle.warnings.isEmpty, "\(circle.warnings)")
        let note = ImageRenderer(content: Image(systemName: "music.note").font(.system(size: 100)))
        let list = try note.displayList()
        #expect(list.commands.count >= 2, "one fill per path of the icon")
    }

    @Test func aCustomFamilyFoundUnderAnotherNameDoesNotWarn() throws {
        let thin = ImageRenderer(content: Text("Thin").font(.custom("Inter Thin", size: 30)))
        _ = try thin.displayList()
        #expect(!thin.warnings.contains { $0.contains("Inter Thin") }, "\(thin.warnings)")
    }
}
