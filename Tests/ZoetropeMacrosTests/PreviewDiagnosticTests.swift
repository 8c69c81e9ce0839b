import Testing
import SwiftSyntaxMacrosGenericTestSupport

/// `#Preview` and `@Previewable` used in a way Xcode would not accept: a compiler error at the
/// place, saying what to write instead (the macro is left unexpanded).
@Suite struct PreviewDiagnosticTests {
    @Test func aNameThatIsNotALiteral() {
        assertPreviewExpansion(
            "#Preview(title) { A() }",
            expandedSource: "#Preview(title) { A() }",
            diagnostics: [DiagnosticSpec(
                message: "a preview's name must be a string literal without interpolation, as in #Preview(\"Dark mode\") { … }",
                line: 1, column: 10)])
        assertPreviewExpansion(
            "#Preview(\"Item \\(n)\") { A() }",
            expandedSource: "#Preview(\"Item \\(n)\") { A() }",
            diagnostics: [DiagnosticSpec(
                message: "a preview's name must be a string literal without interpolation, as in #Preview(\"Dark mode\") { … }",
                line: 1, column: 10)])
    }

    @Test func noTrailingClosure() {
        assertPreviewExpansion(
            "#Preview(\"Empty\")",
            expandedSource: "#Preview(\"Empty\")",
            diagnostics: [DiagnosticSpec(
                message: "#Preview needs a trailing closure that builds the view to preview, as in #Preview { ContentView() }",
                line: 1, column: 1)])
    }

    @Test func aBodyWithParameters() {
        assertPreviewExpansion(
            "#Preview { x in A() }",
            expandedSource: "#Preview { x in A() }",
            diagnostics: [DiagnosticSpec(message: "a #Preview body takes no parameters; remove the parameter list", line: 1, column: 12)])
    }

    @Test func anArgumentPreviewDoesNotTake() {
        assertPreviewExpansion(
            "#Preview(\"A\", device: .iPhone15) { A() }",
            expandedSource: "#Preview(\"A\", device: .iPhone15) { A() }",
            diagnostics: [DiagnosticSpec(
                message: "#Preview takes a name, traits: and a trailing closure; remove the argument 'device'",
                line: 1, column: 15)])
    }

    @Test func insideATypeOrFunction() {
        assertPreviewExpansion(
            """
            struct Screen {
                #Preview { A() }
            }
            """,
            expandedSource: """
            struct Screen {
                #Preview { A() }
            }
            """,
            diagnostics: [DiagnosticSpec(
                message: "#Preview must be declared at file scope; move it out of the type, extension or function to the top level of the file",
                line: 2, column: 5)])
    }

    @Test func previewableWithoutAValue() {
        assertPreviewExpansion(
            """
            #Preview {
                @Previewable @State var on: Bool
                Toggle("On", isOn: $on)
            }
            """,
            expandedSource: """
            #Preview {
                @Previewable @State var on: Bool
                Toggle("On", isOn: $on)
            }
            """,
            diagnostics: [DiagnosticSpec(
                message: "an @Previewable variable needs an initial value, as in @Previewable @State var isOn = false",
                line: 2, column: 29)])
    }

    @Test func previewableOutsideAPreview() {
        assertPreviewExpansion(
            """
            struct Screen: View {
                @Previewable @State var on = false
            }
            """,
            expandedSource: """
            struct Screen: View {
                @State var on = false
            }
            """,
            diagnostics: [DiagnosticSpec(
                message: "@Previewable can only mark a variable at the top level of a #Preview body; remove it here, or move the "
                    + "variable into the #Preview closure (#Preview { @Previewable @State var isOn = false; … })",
                line: 2, column: 5)])
    }
}
