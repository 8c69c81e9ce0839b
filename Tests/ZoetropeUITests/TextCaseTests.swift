import Foundation
import Testing
import Geometry2D
@testable import ZoetropeUI

/// `textCase(_:)`: text shown in upper or lower case, every part of a concatenation.
@Suite struct TextCaseTests {
    func label<V: View>(_ view: V) throws -> String? {
        let frame = try Storyboard("case", size: CGSize(width: 300, height: 100), duration: 1) { view }.frame(at: 0)
        return frame.views.first { $0.kind == "Text" }?.label
    }

    @Test func upperAndLowerCase() throws {
        #expect(try label(Text("Recent Items").textCase(.uppercase)) == "RECENT ITEMS")
        #expect(try label((Text("Mixed ") + Text("Case").bold()).textCase(.lowercase)) == "mixed case")
        #expect(try label(VStack { Text("Inner") }.textCase(.uppercase).textCase(nil)) == "INNER", "the innermost wins")
        #expect(try label(Text("As written").textCase(nil)) == "As written")
    }

    @Test func anUppercasedTextIsWiderThanItsLowercase() throws {
        func width<V: View>(_ view: V) throws -> CGFloat {
            let frame = try Storyboard("w", size: CGSize(width: 300, height: 100), duration: 1) { view }.frame(at: 0)
            return try #require(frame.views.first { $0.kind == "Text" }).frame.width
        }
        #expect(try width(Text("header").textCase(.uppercase)) > width(Text("header")))
    }
}
