import Foundation
import Testing
import Geometry2D
@testable import ZoetropeUI

private struct Search: View {
    @State private var query = ""
    var body: some View {
        VStack {
            TextField("Search cities", text: $query).textFieldStyle(.roundedBorder)
            Rectangle().frame(width: 10 + 10 * CGFloat(query.count), height: 10)
        }
        .padding()
    }
}

/// `TextField`/`SecureField`: the prompt while empty, the text once typed (dots for a secure field),
/// the rounded-border box, and `Storyboard.type(_:into:at:)` setting the binding a character at a time.
@Suite struct TextFieldTests {
    @Test func typingSetsTheBindingACharacterAtATime() throws {
        let board = Storyboard("search", size: CGSize(width: 300, height: 200), duration: 2) { Search() }
            .type("Lisbon", into: .label("Search cities"), at: 0.5)
        #expect(try board.frame(at: 0.5).find(.kind("Rectangle")).frame.width == 10)
        #expect(try board.frame(at: 0.85).find(.kind("Rectangle")).frame.width == 40, "3 characters by 0.8")
        let done = try board.frame(at: 1.2)
        #expect(try done.find(.kind("Rectangle")).frame.width == 70)
        #expect(done.views.contains { $0.kind == "Text" && $0.label == "Lisbon" })
        // The label stays the field's title, so a later script still finds it.
        let again = board.type("!", into: .label("Search cities"), at: 1.5, replacing: true)
        #expect(try again.frame(at: 1.7).find(.kind("Rectangle")).frame.width == 20)
    }

    @Test func theRoundedBorderBoxAndThePrompt() throws {
        let board = Storyboard("box", size: CGSize(width: 300, height: 100), duration: 1) {
            TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).padding()
        }
        let frame = try board.frame(at: 0)
        let box = try #require(frame.views.first { $0.kind == "RoundedRectangle" })
        #expect(box.frame.height == 34 && box.frame.width == 268)
        let prompt = try frame.find(.kind("Text"))
        #expect(prompt.label == "Name")
        #expect(abs(prompt.frame.minX - (16 + 7)) < 1e-9, "7 points of padding inside the box")
    }

    @Test func aSecureFieldShowsDots() throws {
        let board = Storyboard("secret", size: CGSize(width: 300, height: 100), duration: 1) {
            SecureField("Password", text: .constant("hunter2"))
        }
        #expect(try board.frame(at: 0).views.contains { $0.kind == "Text" && $0.label == "•••••••" })
    }

    @Test func typingIntoAViewWithoutAFieldIsAnError() {
        let board = Storyboard("none", size: CGSize(width: 100, height: 100), duration: 1) { Color.red }
            .type("x", into: .kind("Color"), at: 0.1)
        #expect { _ = try board.frame(at: 0.5) } throws: { "\($0)".contains("no text field") }
        let huge = board.type(String(repeating: "x", count: Storyboard.maximumTypedCharacters + 1), into: .kind("Color"), at: 0.1)
        #expect { _ = try huge.frame(at: 0.5) } throws: { "\($0)".contains("Storyboard.maximumTypedCharacters") }
    }
}
