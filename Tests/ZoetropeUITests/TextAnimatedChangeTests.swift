import Foundation
import Geometry2D
import AnimationCore
import RenderCommands
import VectorPath
import Testing
@testable import ZoetropeUI

/// A `Text` whose string or font changes inside an animated update is laid out at its new size at
/// once, as in SwiftUI: only its frame (origin and size) animates. Before, the text was laid out in
/// its in-between frame, narrower than the new string, so "100%" showed as "1…" for the whole
/// animation (issue 34: "8…" in a progress label, "Rou…" in the `controls` storyboard).
@Suite struct TextAnimatedChangeTests {
    struct Progress: View {
        @State var value = 0.08
        var body: some View {
            VStack {
                Button("Go") { withAnimation(.linear(duration: 2)) { value = 1 } }
                Text("\(value * 100, specifier: "%.0f")%")
                Rectangle().frame(width: 300 * value, height: 10)
            }
        }
    }

    /// The glyphs drawn for `text`: the glyph commands of the frame's list whose first glyph lies
    /// in the text's drawn frame.
    static func glyphs(in frame: StoryboardFrame, text: ViewSnapshot) -> [GlyphRun.Glyph] {
        var glyphs: [GlyphRun.Glyph] = []
        for command in frame.displayList.commands {
            guard case .glyphs(let run, _, _) = command else { continue }
            guard let first = run.glyphs.first, text.drawnFrame.insetBy(dx: -1, dy: -1).contains(first.origin) else { continue }
            glyphs += run.glyphs
        }
        return glyphs
    }

    @Test func aStringChangedUnderAnimationIsLaidOutAtItsNewWidthAtOnce() throws {
        let board = Storyboard("progress", size: CGSize(width: 390, height: 300), duration: 3) { Progress() }
            .tap(.label("Go"), at: 0)
        func text(at time: Double) throws -> (ViewSnapshot, [GlyphRun.Glyph]) {
            let frame = try board.frame(at: time)
            let text = try #require(frame.views.first { $0.kind == "Text" && $0.label?.hasSuffix("%") == true })
            return (text, Self.glyphs(in: frame, text: text))
        }
        let (before, _) = try text(at: 0)
        let (middle, middleGlyphs) = try text(at: 1)
        let (end, endGlyphs) = try text(at: 2.5)
        // The string is the new one at once ("100%"); the frame is in between: it animates.
        #expect(middle.label == "100%")
        #expect(middle.frame.width > before.frame.width && middle.frame.width < end.frame.width,
                "the frame animates: \(before.frame) → \(middle.frame) → \(end.frame)")
        // Laid out at the new string's width: the same four glyphs as at the end, nothing cut
        // ("1…" was two), spaced as at the end, only moved with the frame.
        #expect(endGlyphs.count == 4)
        #expect(middleGlyphs.count == endGlyphs.count, "\(middleGlyphs.count) glyphs mid-animation, \(endGlyphs.count) at the end")
        guard middleGlyphs.count == endGlyphs.count, let m0 = middleGlyphs.first, let e0 = endGlyphs.first else { return }
        for (m, e) in zip(middleGlyphs, endGlyphs) {
            #expect(m.outline.path == e.outline.path)
            #expect(abs((m.origin.x - m0.origin.x) - (e.origin.x - e0.origin.x)) < 1e-9)
        }
        #expect(abs(m0.origin.x - middle.frame.minX) < 1e-9, "drawn from the animated frame's leading edge")
    }

    /// A text that turns bold under animation (a segmented picker's selected segment) is laid out
    /// bold at its full width at once: no "…".
    @Test func aFontChangedUnderAnimationIsNotTruncated() throws {
        struct Segment: View {
            @State var bold = false
            var body: some View {
                VStack {
                    Button("Tap") { withAnimation(.easeInOut(duration: 1)) { bold = true } }
                    Text("Rounded").fontWeight(bold ? .heavy : .regular)
                }
            }
        }
        let board = Storyboard("bold", size: CGSize(width: 390, height: 200), duration: 2) { Segment() }.tap(.label("Tap"), at: 0)
        func glyphs(at time: Double) throws -> (ViewSnapshot, [GlyphRun.Glyph]) {
            let frame = try board.frame(at: time)
            let text = try #require(frame.views.first { $0.kind == "Text" && $0.label == "Rounded" })
            return (text, Self.glyphs(in: frame, text: text))
        }
        let (start, _) = try glyphs(at: 0)
        let (middle, middleGlyphs) = try glyphs(at: 0.5)
        let (end, endGlyphs) = try glyphs(at: 1.5)
        #expect(middle.frame.width > start.frame.width && middle.frame.width < end.frame.width)
        #expect(endGlyphs.count == 7 && middleGlyphs.count == 7, "\(middleGlyphs.count) glyphs mid-animation")
    }
}
