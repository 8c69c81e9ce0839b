import SwiftSyntax
import SwiftDiagnostics

/// What `#Preview` and `@Previewable` say when they are used in a way Xcode would not accept, each
/// message saying what to write instead.
enum PreviewDiagnostic: DiagnosticMessage {
    case notAtFileScope
    case nameNotLiteral
    case missingBody
    case bodyTakesParameters
    case unexpectedArgument(String)
    case previewableWithoutValue
    case previewableOutsidePreview

    var message: String {
        switch self {
        case .notAtFileScope:
            "#Preview must be declared at file scope; move it out of the type, extension or function to the top level of the file"
        case .nameNotLiteral:
            "a preview's name must be a string literal without interpolation, as in #Preview(\"Dark mode\") { … }"
        case .missingBody:
            "#Preview needs a trailing closure that builds the view to preview, as in #Preview { ContentView() }"
        case .bodyTakesParameters:
            "a #Preview body takes no parameters; remove the parameter list"
        case .unexpectedArgument(let label):
            "#Preview takes a name, traits: and a trailing closure; remove the argument '\(label)'"
        case .previewableWithoutValue:
            "an @Previewable variable needs an initial value, as in @Previewable @State var isOn = false"
        case .previewableOutsidePreview:
            "@Previewable can only mark a variable at the top level of a #Preview body; remove it here, or move the "
                + "variable into the #Preview closure (#Preview { @Previewable @State var isOn = false; … })"
        }
    }

    var diagnosticID: MessageID {
        let id = switch self {
        case .notAtFileScope: "notAtFileScope"
        case .nameNotLiteral: "nameNotLiteral"
        case .missingBody: "missingBody"
        case .bodyTakesParameters: "bodyTakesParameters"
        case .unexpectedArgument: "unexpectedArgument"
        case .previewableWithoutValue: "previewableWithoutValue"
        case .previewableOutsidePreview: "previewableOutsidePreview"
        }
        return MessageID(domain: "ZoetropeMacros", id: id)
    }

    var severity: DiagnosticSeverity { .error }

    func diagnose(at node: Syntax) -> Diagnostic { Diagnostic(node: node, message: self) }
}
