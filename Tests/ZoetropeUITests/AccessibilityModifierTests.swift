import Foundation
import Geometry2D
import Testing
@testable import ZoetropeUI

/// `.accessibilityElement(children:)`, `.accessibilityLabel`, `.accessibilityValue`: stored on the
/// view (finders and snapshots read them), no pixels.
@Suite struct AccessibilityModifierTests {
    struct Rating: View {
        var rating = 3
        var body: some View {
            HStack(spacing: 4) {
                ForEach(1...5, id: \.self) { number in
                    Image(systemName: "star.fill").foregroundStyle(number > rating ? Color.gray : Color.yellow)
                }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Rating")
            .accessibilityValue("\(rating) out of 5")
        }
    }

    @Test func theValuesAreStoredOnTheView() throws {
        let board = Storyboard("a11y", size: CGSize(width: 200, height: 100), duration: 1) { Rating() }
        let frame = try board.frame(at: 0)
        let row = try frame.find(.label("Rating"))
        #expect(row.kind == "HStack")
        #expect(row.values["accessibilityValue"] == "3 out of 5")
        #expect(row.values["accessibilityChildren"] == "ignore")
    }

    @Test func theyDrawNothing() throws {
        let plain = ImageRenderer(content: Text("Hi"))
        let labelled = ImageRenderer(content: Text("Hi").accessibilityElement(children: .combine).accessibilityLabel(Text("Hello"))
            .accessibilityValue(Text("greeting")))
        #expect(try "\(plain.displayList().commands)" == "\(labelled.displayList().commands)")
        #expect(try plain.size() == labelled.size())
    }

    @Test func overloads() throws {
        let name = "x"
        let board = Storyboard("o", size: CGSize(width: 100, height: 100), duration: 1) {
            VStack {
                Color.red.frame(width: 10, height: 10).accessibilityLabel(Text("text label")).accessibilityValue(name)
                Color.blue.frame(width: 10, height: 10).accessibilityLabel("key \(1)").accessibilityElement()
            }
        }
        let frame = try board.frame(at: 0)
        #expect(try frame.find(.label("text label")).values["accessibilityValue"] == "x")
        #expect(try frame.find(.label("key 1")).values["accessibilityChildren"] == "ignore")
    }
}
