import Foundation
import Testing
import Geometry2D
import RenderCommands
import SoftwareRasterizer
@testable import ZoetropeUI

/// `List`, `Section`, `Form` in the inset-grouped look and the plain one (spec §16.1).
@Suite struct ListTests {
    struct Contacts: View {
        var body: some View {
            List {
                Section("Favourites") {
                    Text("Ada")
                    Text("Grace")
                    Text("Alan").listRowSeparator(.hidden)
                }
                Section {
                    Text("Wi-Fi")
                } footer: {
                    Text("Joins known networks.")
                }
            }
        }
    }

    func frame<V: View>(_ view: V, at time: Double = 0) throws -> StoryboardFrame {
        try Storyboard("list", size: CGSize(width: 390, height: 600), duration: 2) { view }.frame(at: time)
    }

    func text(_ frame: StoryboardFrame, _ label: String) throws -> ViewSnapshot {
        try #require(frame.views.first { $0.kind == "Text" && $0.label == label }, "no text \(label)")
    }

    @Test func insetGroupedRowsSitInCardsUnderUppercaseHeaders() throws {
        let shown = try frame(Contacts())
        let header = try text(shown, "FAVOURITES")
        #expect(header.frame.minX == 40, "20 to the card, 20 into it: \(header.frame)")
        let ada = try text(shown, "Ada"), grace = try text(shown, "Grace")
        #expect(ada.frame.minX == 40)
        #expect(abs((grace.frame.midY - ada.frame.midY) - 44) < 0.01, "44-point rows")
        // Text frames sit on the pixel grid: a 21-point line centred in 44 points lands half a point low.
        #expect(abs(header.frame.minY - 17) < 0.01 && abs(ada.frame.midY - (header.frame.maxY + 7 + 22)) <= 0.5)
        let wifi = try text(shown, "Wi-Fi"), alan = try text(shown, "Alan")
        #expect(abs(wifi.frame.midY - (alan.frame.midY + 22 + 35 + 22)) <= 0.5, "35 points between sections")
        let footer = try text(shown, "Joins known networks.")
        #expect(abs(footer.frame.minY - (wifi.frame.midY + 22 + 7)) <= 0.5)
    }

    @Test func cardsSeparatorsAndBackgroundsAreDrawn() throws {
        let list = try frame(Contacts()).displayList
        var pixmap = try Pixmap(width: 390, height: 600)
        try SoftwareRenderer().render(list, into: &pixmap)
        #expect(pixmap[x: 5, y: 100] == PremultipliedRGBA8(red: 242, green: 242, blue: 247, alpha: 255), "the grouped background")
        #expect(pixmap[x: 200, y: 70] == PremultipliedRGBA8(red: 255, green: 255, blue: 255, alpha: 255), "a white card")
        // Separators: between Ada and Grace, Grace and Alan (Alan's hidden one is the section's end anyway).
        let header = try text(frame(Contacts()), "FAVOURITES").frame
        let line = Int(header.maxY + 7 + 44 - 1)   // the last pixel row of Ada's 44-point row
        #expect(pixmap[x: 200, y: line].red < 230, "a separator under Ada: \(pixmap[x: 200, y: line])")
        #expect(pixmap[x: 30, y: line] == PremultipliedRGBA8(red: 255, green: 255, blue: 255, alpha: 255), "inset from the leading edge")
    }

    @Test func aHiddenRowSeparatorIsLeftOut() throws {
        func separators(_ hidden: Bool) throws -> Int {
            let view = List { Text("A").listRowSeparator(hidden ? .hidden : .automatic); Text("B") }
            return try frame(view).displayList.commands.filter {
                if case .fill(_, let paint, _, _) = $0, case .color(let c) = paint { c.opacity < 0.5 } else { false }
            }.count
        }
        #expect(try separators(false) == separators(true) + 1)
    }

    @Test func thePlainStyleRunsEdgeToEdgeWithoutCards() throws {
        let shown = try frame(Contacts().listStyle(.plain))
        let ada = try text(shown, "Ada")
        #expect(ada.frame.minX == 20)
        #expect(shown.views.contains { $0.kind == "Text" && $0.label == "Favourites" }, "not upper case")
    }

    @Test func textCaseNilKeepsTheHeaderAsWritten() throws {
        let shown = try frame(List { Section("Recent") { Text("A") } }.textCase(nil))
        #expect(shown.views.contains { $0.label == "Recent" })
    }

    @Test func aFormIsAnInsetGroupedList() throws {
        let form = try frame(Form { Text("A") }), list = try frame(List { Text("A") })
        #expect(try text(form, "A").frame == text(list, "A").frame)
    }

    @Test func rowsComeFromData() throws {
        let shown = try frame(List(["x", "y", "z"], id: \.self) { Text($0) })
        #expect(try text(shown, "z").frame.midY - text(shown, "x").frame.midY == 88)
    }

    @Test func aSectionOutsideAListStacksItsParts() throws {
        let shown = try frame(Section("Head") { Text("Body") })
        #expect(try text(shown, "Head").frame.maxY <= text(shown, "Body").frame.minY)
    }

    @Test func hiddenContentBackgroundAndRowBackgrounds() throws {
        let view = List { Text("Warn").listRowBackground(Color.yellow) }.scrollContentBackground(.hidden)
        var pixmap = try Pixmap(width: 390, height: 600)
        try SoftwareRenderer().render(try frame(view).displayList, into: &pixmap)
        #expect(pixmap[x: 5, y: 100].alpha == 0, "no grouped background")
        let row = try text(frame(view), "Warn").frame
        #expect(pixmap[x: 300, y: Int(row.midY)].blue < 50, "the yellow row background")
    }

    @Test func twoThousandRowsAllLayOut() throws {
        let shown = try frame(List(0..<2_000) { Text("Row \($0)") })
        #expect(shown.views.contains { $0.label == "Row 1999" })
    }
}
