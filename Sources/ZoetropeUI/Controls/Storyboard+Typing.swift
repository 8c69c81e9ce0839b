import Foundation

extension Storyboard {
    /// The most characters one `type(_:into:at:)` may type (each is an event made when it is scripted).
    public static let maximumTypedCharacters = 10_000

    /// Types `text` into the text field the view `target` finds (or the one around it): one
    /// character every `interval` seconds from `time + interval`, each appended to the field's
    /// binding as a keyboard would (with `replacing`, the field is emptied at `time` first).
    ///
    /// ```swift
    /// story.type("Lisbon", into: .label("Search cities"), at: 0.5)
    /// ```
    public func type(_ text: String, into target: ViewTarget, at time: TimeInterval, every interval: TimeInterval = 0.1,
                     replacing: Bool = false) -> Storyboard {
        let characters = Array(text)
        guard characters.count <= Self.maximumTypedCharacters, interval.isFinite, interval >= 0 else {
            let reason = "typing \(characters.count) characters every \(interval) s; at most "
                + "\(Self.maximumTypedCharacters) (Storyboard.maximumTypedCharacters), a finite interval ≥ 0"
            return adding(time) { _ in throw StoryboardError.badTouchScript(reason) }
        }
        var story = self
        if replacing { story = story.adding(time) { stage in try stage.textInput(of: target).wrappedValue = "" } }
        for (index, character) in characters.enumerated() {
            story = story.adding(time + Double(index + 1) * interval) { stage in
                let field = try stage.textInput(of: target)
                field.wrappedValue += String(character)
            }
        }
        return story
    }
}

extension StoryboardStage {
    /// The text of the nearest text field at or around the view `target` finds.
    func textInput(of target: ViewTarget) throws -> Binding<String> {
        let path = try ViewFinder(root: graph.rootElement).path(to: target)
        if let field = path.reversed().lazy.compactMap(\.traits.textInput).first { return field }
        // The target may be the field's container: look inside it.
        var found: Binding<String>?
        func visit(_ element: ViewElement) {
            if found == nil, let input = element.traits.textInput { found = input }
            for child in element.children where found == nil { visit(child) }
        }
        if let last = path.last { visit(last) }
        guard let found else { throw StoryboardError.badTouchScript("\(target) has no text field at, above or inside it") }
        return found
    }
}
