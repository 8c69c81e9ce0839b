import Foundation
import Testing
import Geometry2D
import AnimationCore
import RenderCommands
import SoftwareRasterizer
@testable import ZoetropeUI

/// `Stepper`, `DisclosureGroup`, `GroupBox`, `Link`, `Menu`, `ViewThatFits`, `.redacted`, `.blurReplace` (spec §16.4).
@Suite struct SmallControlsTests {
    func frame<V: View>(_ view: V, taps: [(ViewTarget, Double)] = [], at time: Double = 1.5) throws -> StoryboardFrame {
        var story = Storyboard("controls", size: CGSize(width: 390, height: 400), duration: 3) { view }
        for (target, t) in taps { story = story.tap(target, at: t) }
        return try story.frame(at: time)
    }

    func text(_ frame: StoryboardFrame, _ label: String) -> ViewSnapshot? { frame.views.first { $0.kind == "Text" && $0.label == label } }

    struct Guests: View {
        @State var guests = 9
        var body: some View { Stepper("Guests: \(guests)", value: $guests, in: 1...10) }
    }

    @Test func aStepperStepsWithinItsBounds() throws {
        #expect(text(try frame(Guests(), taps: [(.label("Increment"), 0.5)]), "Guests: 10") != nil)
        #expect(text(try frame(Guests(), taps: [(.label("Increment"), 0.5), (.label("Increment"), 1)]), "Guests: 10") != nil, "capped")
        #expect(text(try frame(Guests(), taps: [(.label("Decrement"), 0.5)]), "Guests: 8") != nil)
        let shown = try frame(Guests())
        let control = try #require(shown.views.first { $0.kind == "RoundedRectangle" })
        #expect(control.frame.size == CGSize(width: 94, height: 32))
    }

    struct Advanced: View {
        @State var open = false
        var body: some View {
            DisclosureGroup("Advanced", isExpanded: $open) { Text("Debug overlay") }
        }
    }

    @Test func aDisclosureGroupExpandsWhenItsLabelIsTapped() throws {
        #expect(text(try frame(Advanced()), "Debug overlay") == nil)
        let open = try frame(Advanced(), taps: [(.label("Advanced"), 0.5)])
        #expect(text(open, "Debug overlay") != nil)
        let chevron = try #require(open.views.first { $0.kind == "Image" })
        #expect(chevron.drawnFrame.width > 0 && abs(chevron.transform.m12) > 0.99, "turned a quarter: \(chevron.transform)")
    }

    @Test func aLinkOpensItsURLAndAMenuShowsItsLabel() throws {
        let url = URL(string: "https://example.com/privacy")!
        let shown = try frame(VStack { Link("Privacy", destination: url); Menu("Sort") { Button("Name") {} } },
                              taps: [(.label("Privacy"), 0.5)])
        #expect(shown.systemRequests.map(\.kind) == [.openURL(url)])
        #expect(text(shown, "Sort") != nil && text(shown, "Name") == nil, "a closed menu")
    }

    @Test func aGroupBoxPadsItsContentOnAGreyCard() throws {
        let shown = try frame(GroupBox("Today") { Text("3 workouts") }.padding())
        let title = try #require(text(shown, "Today")), body = try #require(text(shown, "3 workouts"))
        #expect(title.frame.minX == 32 && body.frame.minY > title.frame.maxY)
    }

    @Test func viewThatFitsPicksTheFirstThatFits() throws {
        let long = "Download the latest update now"
        func shown(_ width: CGFloat) throws -> String? {
            let f = try frame(ViewThatFits(in: .horizontal) { Text(long); Text("Download"); Text("⬇︎") }.frame(width: width))
            return f.views.first { $0.kind == "Text" }?.label
        }
        #expect(try shown(380) == long)
        #expect(try shown(120) == "Download")
        #expect(try shown(10) == "⬇︎", "none fits: the last")
    }

    @Test func redactedTextIsDrawnAsBars() throws {
        let plain = try frame(Text("Placeholder headline").font(.title)).displayList
        let redacted = try frame(Text("Placeholder headline").font(.title).redacted(reason: .placeholder)).displayList
        func isGlyphs(_ command: DisplayList.Command) -> Bool { if case .glyphs = command { true } else { false } }
        func isFill(_ command: DisplayList.Command) -> Bool { if case .fill = command { true } else { false } }
        #expect(plain.commands.contains(where: isGlyphs) && !plain.commands.contains(where: isFill), "text as glyphs")
        #expect(redacted.commands.count == 1 && redacted.commands.allSatisfy(isFill), "one bar for one line: \(redacted.commands)")
        let unredacted = try frame(Text("Shown").unredacted().redacted(reason: .placeholder)).displayList
        #expect(!unredacted.commands.isEmpty)
        // A shape in the foreground style becomes a placeholder too: black at 16 % over white.
        let disc = try ImageRenderer(content: Circle().frame(width: 20, height: 20).redacted(reason: .placeholder))
            .render(with: SoftwareRenderer(), background: .white)
        #expect(disc[x: 10, y: 10] == PremultipliedRGBA8(red: 214, green: 214, blue: 214, alpha: 255), "\(disc[x: 10, y: 10])")
    }

    struct Swap: View {
        @State var flag = false
        var body: some View {
            ZStack { Text(flag ? "After" : "Before").id(flag).transition(.blurReplace) }
                .onAppear { withAnimation(.linear(duration: 1)) { flag = true } }
        }
    }

    @Test func blurReplaceBlursAndFadesHalfWay() throws {
        let half = try Storyboard("blur", size: CGSize(width: 200, height: 100), duration: 2) { Swap() }.frame(at: 0.5)
        let after = try #require(text(half, "After"))
        #expect(abs(after.opacity - 0.5) < 0.05, "\(after.opacity)")
        #expect(abs(after.drawnFrame.width / after.frame.width - 0.85) < 0.01, "scaled from 0.7 half way: \(after.drawnFrame)")
        let blurred = half.displayList.commands.contains {
            if case .pushLayer(let style) = $0 { style.filters.contains { if case .blur = $0 { true } else { false } } } else { false }
        }
        #expect(blurred)
    }
}
