import Foundation
import Geometry2D

/// An editable line of text bound to a string (SwiftUI's `TextField`), iOS's look (inferred from
/// UIKit): the text in the body font, or — while it is empty — the prompt in `placeholderText`;
/// it fills the width it is offered. `.textFieldStyle(.roundedBorder)` draws UIKit's rounded
/// rectangle: 34 points high, 7 points of padding, corner radius 5, a hairline `separator` border
/// on `systemBackground`. There is no keyboard: a storyboard types into it
/// (`Storyboard.type(_:into:at:)`), which sets the binding a character at a time.
///
/// ```swift
/// TextField("Search cities", text: $query).textFieldStyle(.roundedBorder)
/// ```
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?
    let label: Label
    var isSecure = false

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
    }

    public var body: some View {
        _TextFieldBody(text: text, prompt: prompt ?? (label as? Text), title: (label as? Text)?.plainText, isSecure: isSecure)
    }
}

extension TextField where Label == Text {
    /// A field whose title is its prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    /// A field with a title and its own prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// A field that grows along `axis` (shown on one line here: Zoetrope's field does not wrap).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    /// A field titled with a string as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }
}

/// A text field whose text shows as dots (SwiftUI's `SecureField`): one `•` per character.
///
/// ```swift
/// SecureField("Password", text: $password).textFieldStyle(.roundedBorder)
/// ```
public struct SecureField<Label: View>: View {
    let field: TextField<Label>

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        var field = TextField(text: text, prompt: prompt, label: label)
        field.isSecure = true
        self.field = field
    }

    public var body: some View { field }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }
}

/// The field as its environment shows it; typing scripts reach it through its text input trait.
struct _TextFieldBody: View {
    let text: Binding<String>
    let prompt: Text?
    /// The field's accessibility label (its title), whatever it shows.
    let title: String?
    let isSecure: Bool
    @Environment(\.textFieldLook) private var look
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let value = text.wrappedValue
        let shown: Text = value.isEmpty
            ? (prompt ?? Text(verbatim: "")).foregroundColor(SystemColors.placeholderText.color)
            : Text(verbatim: isSecure ? String(repeating: "•", count: value.count) : value)
        let line = shown.lineLimit(1)
            .frame(maxWidth: .infinity, minHeight: 22, alignment: .leading)
        let field = Group {
            switch look {
            case .plain:
                line
            case .roundedBorder:
                line.padding(.horizontal, 7)
                    .frame(height: 34)
                    .background(RoundedRectangle(cornerRadius: 5).fill(SystemColors.systemBackground.color))
                    .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(SystemColors.separator.color, lineWidth: 0.5))
            }
        }
        let binding = text, enabled = isEnabled, title = self.title
        return field
            .opacity(enabled ? 1 : 0.5)
            .modifier(_TraitModifier {
                $0.textInput = enabled ? binding : nil
                if let title { $0.label = title }
            })
    }
}
